#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's own driver (compiler-rt, FuzzerDriver.cpp): runs the fuzzing
/// loop with the command line's options and calls `callback` per input. The
/// Swift executable defines `main` and calls this, so libFuzzer's `main`
/// (a separate archive member) is never linked.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
