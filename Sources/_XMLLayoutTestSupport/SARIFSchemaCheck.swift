import Foundation

/// Checks a SARIF log against the official SARIF 2.1.0 JSON schema (a copy
/// is committed in Tests/XMLLayoutCLITests/Schemas) with Python's
/// `jsonschema`. Returns nil when the log is valid, the validator's message
/// otherwise; throws `SARIFSchemaCheck.Unavailable` when python3 or jsonschema
/// is missing so callers can skip with a message.
public enum SARIFSchemaCheck {
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    public static var schemaPath: String {
        XMLLayoutBinary.packageRoot.appendingPathComponent("Tests/XMLLayoutCLITests/Schemas/sarif-schema-2.1.0.json").path
    }

    public static func problems(in log: String) throws -> String? {
        // python3 from PATH first (where pip installs go), then the usual places.
        let candidates = [("/usr/bin/env", ["python3"]), ("/usr/bin/python3", []), ("/usr/local/bin/python3", [])]
            .filter { FileManager.default.isExecutableFile(atPath: $0.0) }
        guard !candidates.isEmpty else { throw Unavailable(description: "python3 is not installed") }
        let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("NO-JSONSCHEMA"); sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        log = json.loads(sys.stdin.read())
        errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
        for e in errors:
            print("/".join(str(p) for p in e.path) + ": " + e.message)
        sys.exit(1 if errors else 0)
        """
        for (python, prefix) in candidates {
            let r = try runCommand(python, prefix + ["-c", script, schemaPath], stdin: log)
            if r.status == 3 || r.status == 127 { continue }
            if r.status == 0 { return nil }
            return r.stdout + r.stderr
        }
        throw Unavailable(description: "Python's jsonschema is not installed (pip install jsonschema)")
    }
}
