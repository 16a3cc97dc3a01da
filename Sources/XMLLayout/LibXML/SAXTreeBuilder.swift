#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLibXML2

/// Builds the Swift DOM straight from libxml2's SAX2 events: no libxml2
/// tree exists at any moment (that tree is about 750 bytes an element, more
/// than all the rest of a render together).
///
/// It gives exactly what `LibXMLTreeConverter` gives for the same bytes,
/// or nothing: whenever libxml2 reports anything (an error or a warning),
/// the start-tag scan and libxml2 disagree, or an attribute value holds a
/// reference it does not mirror, it gives up and the caller takes the tree
/// path, which owns every message. So only clean files take this path, and
/// for them the two paths agree on names, values, text and positions.
final class SAXTreeBuilder {
    private let path: String
    private let scan: StartTagScanner.Result
    private let bytes: UnsafeBufferPointer<UInt8>
    /// How many element children each element has (from the scan), so that
    /// each `children` array is allocated once at its size, as the converter does.
    private let childCounts: [Int32]
    // Exclusivity unchecked on the state each event touches: one thread
    // drives a builder and no access overlaps another; the checks (a
    // runtime call per access) were 13% of a streamed build's instructions.
    @exclusivity(unchecked) private var next = 0
    @exclusivity(unchecked) private var stack: [Open] = []
    private var root: XMLElementNode?
    @exclusivity(unchecked) private(set) var failed = false
    @exclusivity(unchecked) private var names = DocumentNames()
    /// Streaming (`stream`): each element goes to it at its tags, and no DOM is made.
    private let sink: StreamedLayoutBuild?

    private struct Open {
        /// Nil when streaming: the element went to the sink.
        var element: XMLElementNode?
        /// Character data and CDATA of the element itself, as bytes.
        var text: [UInt8] = []
        /// `DocumentNames.Name.keepsText`.
        var keepsText: Bool
    }

    /// The DOM of `bytes` (`scan` is their start-tag scan), or nil when the
    /// tree path must decide (see the type's comment).
    /// - Parameter schema: validate in the same pass (libxml2's validator
    ///   plugged in between the parser and the builder); nil: not validated.
    static func build(_ bytes: UnsafeBufferPointer<UInt8>, path: String, scan: StartTagScanner.Result,
                      huge: Bool, validatingWith schema: CompiledSchema? = nil) -> XMLElementNode? {
        guard !scan.tags.isEmpty, bytes.count == scan.bytes.count else { return nil }
        let builder = SAXTreeBuilder(path: path, scan: scan, bytes: bytes, sink: nil)
        let clean = builder.run(huge: huge, validatingWith: schema)
        guard clean else { return nil }
        return builder.root
    }

    /// `build` without a DOM: each element goes to `sink` as libxml2 reads
    /// it. True when the file was clean, as `build` decides it (else the
    /// sink holds a part of it, to be dropped).
    static func stream(_ bytes: UnsafeBufferPointer<UInt8>, path: String, scan: StartTagScanner.Result,
                       huge: Bool, into sink: StreamedLayoutBuild) -> Bool {
        guard !scan.tags.isEmpty, bytes.count == scan.bytes.count else { return false }
        return SAXTreeBuilder(path: path, scan: scan, bytes: bytes, sink: sink).run(huge: huge, validatingWith: nil)
    }

    /// One parse of the bytes into the DOM or the sink; whether it was clean.
    private func run(huge: Bool, validatingWith schema: CompiledSchema?) -> Bool {
        let builder = self
        let bytes = self.bytes
        let parse = { (validator: xmlSchemaValidCtxtPtr?) -> Bool in
            withExtendedLifetime(builder) {
                SAXParse.run(bytes, handler: SAXTreeBuilder.handler, userData: Unmanaged.passUnretained(builder).toOpaque(),
                             huge: huge, validator: validator) { context in
                    // Errors reach `serror` with the plug as user data when a
                    // validator is plugged in: the builder is found through the context.
                    context.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
                }
            }
        }
        let clean = schema.map { SAXValidation.validating(against: $0, parse) } ?? parse(nil)
        return clean && !failed && next == scan.tags.count && stack.isEmpty
    }

    private init(path: String, scan: StartTagScanner.Result, bytes: UnsafeBufferPointer<UInt8>,
                 sink: StreamedLayoutBuild?) {
        self.path = path
        self.scan = scan
        self.bytes = bytes
        self.sink = sink
        self.childCounts = SAXTreeBuilder.childCounts(of: scan.tags)
        // A deep (--huge) file's open elements, reserved at once: grown by
        // doubling, the copy at 32,768 levels came at the parse's peak.
        if scan.deepest > LayoutSourceLoader.maximumNestingDepth { stack.reserveCapacity(scan.deepest) }
    }

    /// Element children per scanned tag: each tag's parent is the last tag
    /// seen one level up.
    private static func childCounts(of tags: [StartTagScanner.ScannedTag]) -> [Int32] {
        var counts = [Int32](repeating: 0, count: tags.count)
        var openAtDepth: [Int] = []
        for (i, tag) in tags.enumerated() {
            let depth = Int(tag.depth)
            guard depth >= 1, depth <= openAtDepth.count + 1 else { continue }
            if depth > 1 { counts[openAtDepth[depth - 2]] += 1 }
            if depth > openAtDepth.count { openAtDepth.append(i) } else { openAtDepth[depth - 1] = i }
        }
        return counts
    }

    fileprivate func start(_ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
                           _ count: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard !failed, next < scan.tags.count else { return fail() }
        let index = next
        next += 1
        let nameIndex = names.index(local: local, prefix: prefix)
        let tag = scan.tags[index]
        guard names.matches(bytes, tag.nameStart, tag.nameEnd, nameIndex) else { return fail() }
        let location = SourceLocation(file: path, line: Int(tag.line), column: Int(tag.column))

        var list: [XMLAttribute] = []
        if count > 0, let attributes {
            list.reserveCapacity(count)
            for position in 0..<count {
                // localname, prefix, URI, value, end of value.
                let a = attributes + position * 5
                let attributeIndex = names.index(local: a[0], prefix: a[1])
                guard let value = a[3], let end = a[4], let text = attributeValue(value, end) else {
                    return fail()
                }
                let scanned = names.scannedAttribute(of: tag, at: position, named: attributeIndex, in: scan, bytes)
                list.append(XMLAttribute(
                    name: names[attributeIndex].string, id: names[attributeIndex].id, value: text,
                    nameLocation: scanned.map { SourceLocation(file: path, line: Int($0.nameLine), column: Int($0.nameColumn)) } ?? location,
                    valueLocation: scanned.map { SourceLocation(file: path, line: Int($0.valueLine), column: Int($0.valueColumn)) } ?? location
                ))
            }
        }
        let childCount = Int(childCounts[index])
        let element = XMLElementNode(name: names[nameIndex].string, location: location, attributes: list)
        if let sink {
            sink.open(element, names[nameIndex].element, childCount: childCount)
            stack.append(Open(element: nil, keepsText: names[nameIndex].keepsText))
            return
        }
        var open = Open(element: element, keepsText: names[nameIndex].keepsText)
        if childCount > 0 { open.element!.children.reserveCapacity(childCount) }
        stack.append(open)
    }

    /// Gives up: the tree path will decide. The parse goes on to its end,
    /// every callback now returning at once: `xmlStopParser` inside a
    /// callback frees libxml2's input in 2.9, under the attribute values
    /// that the plugged-in validator and libxml2 itself still read.
    fileprivate func fail() {
        failed = true
    }

    fileprivate func end() {
        guard !failed, var done = stack.popLast() else { return fail() }
        let text = done.text.isEmpty ? "" : String(decoding: done.text, as: UTF8.self)
        if let sink { return sink.close(text: text) }
        guard var element = done.element.take() else { return fail() }
        element.text = text
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].element!.children.append(element)
        }
    }

    /// Character data is kept for `<text>` alone. Any other element of a
    /// valid file has white space only (indentation, which in a deep file
    /// grows with the nesting: ~140 bytes an element of deep-100000), that
    /// nothing reads: the builder reads the text of `<text>` only, and
    /// `expand` writes white space alone as no text. Anything but white
    /// space elsewhere gives up (the tree path reports it).
    fileprivate func characters(_ chars: UnsafePointer<xmlChar>?, _ count: Int) {
        guard let chars, count > 0, !failed, !stack.isEmpty else { return }
        let run = UnsafeBufferPointer(start: chars, count: count)
        guard stack[stack.count - 1].keepsText else {
            if !SAXTreeBuilder.isXMLWhiteSpace(run) { fail() }
            return
        }
        stack[stack.count - 1].text.append(contentsOf: run)
    }

    /// Whether every byte is XML white space. The runs are mostly a newline
    /// and an indentation: eight spaces are one comparison of a word.
    @inline(__always)
    static func isXMLWhiteSpace(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = run.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i < run.count {
            if i + 8 <= run.count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0x2020_2020_2020_2020 {
                i += 8
                continue
            }
            guard isXMLWhiteSpace(base[i]) else { return false }
            i += 1
        }
        return true
    }

    @inline(__always)
    private static func isXMLWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// The value libxml2's tree would hold. With entity substitution off,
    /// libxml2 2.9 hands SAX a `&` written as `&amp;` or `&#38;` as the
    /// five bytes `&#38;` (the tree builder decodes them again); everything
    /// else arrives decoded and normalised. Any other `&` means a reference
    /// this path does not mirror: nil.
    private func attributeValue(_ start: UnsafePointer<xmlChar>, _ end: UnsafePointer<xmlChar>) -> String? {
        let count = end - start
        guard count > 0 else { return "" }
        let raw = UnsafeBufferPointer(start: start, count: count)
        guard memchr(start, Int32(UInt8(ascii: "&")), count) != nil else {
            return String(decoding: raw, as: UTF8.self)
        }
        let reference: [UInt8] = Array("&#38;".utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(count)
        var i = 0
        while i < count {
            if raw[i] == UInt8(ascii: "&") {
                guard i + 5 <= count, raw[i..<(i + 5)].elementsEqual(reference) else { return nil }
                decoded.append(UInt8(ascii: "&"))
                i += 5
            } else {
                decoded.append(raw[i])
                i += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The SAX2 handler: elements, text and CDATA; errors and warnings make
    /// the build fail.
    nonisolated(unsafe) private static let handler: xmlSAXHandler = {
        var h = xmlSAXHandler()
        h.initialized = UInt32(XML_SAX2_MAGIC)
        h.startElementNs = { userData, local, prefix, _, _, _, count, _, attributes in
            guard let userData else { return }
            builder(userData).start(local, prefix, Int(count), attributes)
        }
        h.endElementNs = { userData, _, _, _ in
            guard let userData else { return }
            builder(userData).end()
        }
        h.characters = { userData, chars, count in
            guard let userData else { return }
            builder(userData).characters(chars, Int(count))
        }
        h.ignorableWhitespace = h.characters
        h.cdataBlock = { userData, chars, count in
            guard let userData else { return }
            builder(userData).characters(chars, Int(count))
        }
        h.serror = { _, error in
            // Parser errors and warnings name their parser context, whose
            // `_private` is the builder (`userData` is the validator's plug
            // when one is plugged in). One without a context is also seen in
            // the context's error number after the parse.
            guard let context = error?.pointee.ctxt?.assumingMemoryBound(to: xmlParserCtxt.self),
                  let builder = context.pointee._private else { return }
            SAXTreeBuilder.builder(builder).fail()
        }
        // A DOCTYPE (which the scan refuses before libxml2 runs) is seen in
        // the context after the parse: with a validator plugged in, these
        // callbacks get its plug, not the builder.
        h.internalSubset = nil
        h.externalSubset = nil
        return h
    }()

    private static func builder(_ userData: UnsafeMutableRawPointer) -> SAXTreeBuilder {
        Unmanaged<SAXTreeBuilder>.fromOpaque(userData).takeUnretainedValue()
    }
}

/// One SAX2 parse of bytes in memory with our parser options
/// (`LibXMLParser.options`), for the SAX paths.
enum SAXParse {
    /// Parses `bytes` with `handler`, with `validator` plugged in between
    /// libxml2 and the handler when given. True when the document was
    /// well-formed and namespace-well-formed with no error number set.
    static func run(_ bytes: UnsafeBufferPointer<UInt8>, handler: xmlSAXHandler, userData: UnsafeMutableRawPointer?,
                    huge: Bool, validator: xmlSchemaValidCtxtPtr? = nil,
                    started: (xmlParserCtxtPtr) -> Void = { _ in }) -> Bool {
        LibXMLRuntime.prepareCurrentThread()
        guard bytes.count < Int(Int32.max), let base = bytes.baseAddress else { return false }
        let pushed = bytes.count >= minimumPushedBytes
        let created = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            pushed ? xmlCreatePushParserCtxt(nil, nil, $0, Int32(firstChunk), nil)
                : xmlCreateMemoryParserCtxt($0, Int32(bytes.count))
        }
        guard let context = created else { return false }
        defer { xmlFreeParserCtxt(context) }
        _ = xmlCtxtUseOptions(context, huge ? LibXMLParser.hugeOptions : LibXMLParser.options)
        // The bytes were checked to be UTF-8 (a leading byte-order mark is skipped).
        _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
        guard let sax = context.pointee.sax else { return false }
        sax.pointee = handler
        context.pointee.userData = userData
        started(context)
        let parse = {
            guard pushed else { return _ = xmlParseDocument(context) }
            pushRest(of: bytes, to: context)
        }
        if let validator {
            // The plug takes the context's handler and user data over; it
            // must be taken out again before the context is freed.
            guard let plug = xmlSchemaSAXPlug(validator, &context.pointee.sax, &context.pointee.userData) else { return false }
            // The plug's own handler leaves `serror` out: libxml2 would then
            // drop warnings (errors still show in the error number).
            context.pointee.sax?.pointee.serror = handler.serror
            parse()
            _ = xmlSchemaSAXUnplug(plug)
        } else {
            parse()
        }
        return context.pointee.wellFormed == 1 && context.pointee.nsWellFormed == 1 && context.pointee.errNo == 0
            && context.pointee.intSubName == nil && context.pointee.extSubURI == nil && context.pointee.extSubSystem == nil
    }

    /// From this size on, the bytes are pushed to libxml2 in chunks rather
    /// than handed over whole: a memory parser copies the whole input into
    /// a buffer of its own (21 MB for a 16 MB file, alive for the whole
    /// parse), a push parser keeps only what it has not consumed yet.
    /// Below 1 MB it gains nothing: pushed, deep-1000 (158 KB) peaked
    /// 0.3 MB higher and the 386 KB real trees took 1–2% longer.
    static let minimumPushedBytes = 1 << 20
    /// The push parser is made with the first bytes, from which it reads
    /// the encoding (a byte-order mark) as the memory parser does.
    private static let firstChunk = 4
    private static let chunkBytes = 64 << 10

    private static func pushRest(of bytes: UnsafeBufferPointer<UInt8>, to context: xmlParserCtxtPtr) {
        var offset = firstChunk
        while true {
            let count = min(chunkBytes, bytes.count - offset)
            let last = offset + count == bytes.count
            let status = bytes.baseAddress!.advanced(by: offset).withMemoryRebound(to: CChar.self, capacity: count) {
                xmlParseChunk(context, $0, Int32(count), last ? 1 : 0)
            }
            offset += count
            // A fatal error stops the parser (the result is read from the context).
            if last || status != 0 || context.pointee.disableSAX != 0 { return }
        }
    }
}
