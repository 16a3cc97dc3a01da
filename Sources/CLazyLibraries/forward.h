#ifndef XMLLAYOUT_LAZY_FORWARD_H
#define XMLLAYOUT_LAZY_FORWARD_H
/* Defines `name`, as the library's header declares it, as a forward to the
 * library's own function, looked up on the first call. Two threads racing
 * on a first call store the same pointer. Hidden: the libraries themselves
 * keep binding to each other, not to these. */
#include "lazy_libraries.h"

#define XL_LAZY_LOOKUP(library, name)                                                    \
    static __typeof__(&name) real;                                                       \
    __typeof__(&name) f = __atomic_load_n(&real, __ATOMIC_ACQUIRE);                      \
    if (f == 0) {                                                                        \
        f = (__typeof__(&name))xl_lazy_symbol(&xl_lazy_##library, #name);                \
        __atomic_store_n(&real, f, __ATOMIC_RELEASE);                                    \
    }

#define XL_LAZY(library, type, name, params, args)                                       \
    __attribute__((visibility("hidden"))) type name params {                             \
        XL_LAZY_LOOKUP(library, name)                                                    \
        return f args;                                                                   \
    }

#define XL_LAZY_VOID(library, name, params, args)                                        \
    __attribute__((visibility("hidden"))) void name params {                             \
        XL_LAZY_LOOKUP(library, name)                                                    \
        f args;                                                                          \
    }
#endif
