import CLibXML2

/// One-time and per-thread setup of libxml2.
///
/// - `xmlInitParser()` must run once before libxml2 is used from several
///   threads; a Swift `static let` gives exactly-once, thread-safe
///   initialisation.
/// - libxml2 prints any error nobody collects to stderr. Every call we make
///   installs a per-context structured handler (parser, schema parser,
///   schema validator), so nothing should be left over; as a backstop, the
///   thread's *default* structured handler is set to one that drops the error.
///   In libxml2 2.9 that handler is per-thread state (and new threads copy the
///   `xmlThrDef…` default), so setting it on the calling thread is race-free
///   and needs no lock, and it is never used to *collect* anything.
enum LibXMLRuntime {
    private static let initialized: Void = {
        xmlInitParser()
        xmlThrDefSetStructuredErrorFunc(nil, discardError)
    }()

    /// Call before any libxml2 work on the current thread.
    static func prepareCurrentThread() {
        _ = initialized
        xmlSetStructuredErrorFunc(nil, discardError)
    }
}

/// The backstop handler: an error without a collector is dropped, not printed.
private let discardError: xmlStructuredErrorFunc = { _, _ in }
