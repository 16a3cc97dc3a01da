/// Data paths checked against the sample data (issue 34): a member read
/// `{post.autor}` that no object read at that place has is a warning at the
/// name, with a did-you-mean from the keys those objects have. A key that
/// some of them lack (an optional field) is silent: one object that has it
/// is enough.
///
/// A place is the value's first character and the name's offset in it, so a
/// template body or a loop body is one place however often it is expanded.
final class DataPathLog {
    struct Place: Hashable {
        var value: SourceLocation
        var offset: Int
    }

    struct Miss {
        var name: String
        /// The value as written (to find the name's line and column).
        var text: String
        /// The keys of every object read there.
        var keys: Set<String>
    }

    /// The value being evaluated: where it starts and its text.
    var current: (location: SourceLocation, text: String)?
    private var found: Set<Place> = []
    private var missed: [Place: Miss] = [:]
    private var order: [Place] = []

    func read(_ name: String, at offset: Int, of object: ExpressionObject) {
        guard let current else { return }
        let place = Place(value: current.location, offset: offset)
        if object[name] != nil {
            found.insert(place)
            return
        }
        if missed[place] == nil {
            order.append(place)
            missed[place] = Miss(name: name, text: current.text, keys: [])
        }
        missed[place]?.keys.formUnion(object.keys)
    }

    /// One warning per place where no object read had the name.
    func warnings() -> [Diagnostic] {
        order.compactMap { place in
            guard !found.contains(place), let miss = missed[place] else { return nil }
            let keys = miss.keys.sorted()
            let at = Expander.location(ofOffset: place.offset, in: miss.text, from: place.value)
            let known = keys.isEmpty ? "the objects read here have no keys"
                : "its keys: " + keys.prefix(12).joined(separator: ", ") + (keys.count > 12 ? ", …" : "")
            let hint = DidYouMean.suggestion(for: miss.name, among: keys).map { "did you mean '\($0)'? (\(known))" } ?? known
            return Diagnostic(severity: .warning, id: .unknownKey,
                              message: "'\(miss.name)' is not a key of the data read here: it reads as null",
                              location: at, hint: hint)
        }
    }
}

/// The expander's scope, telling the data-path log of member reads.
struct LoggedScope: ExpressionScope {
    let base: ExpansionScope
    let log: DataPathLog

    func value(of name: String) -> ExpressionValue? { base.value(of: name) }
    var visibleNames: [String] { base.visibleNames }
    func readMember(_ name: String, at offset: Int, of object: ExpressionObject) {
        log.read(name, at: offset, of: object)
    }
}
