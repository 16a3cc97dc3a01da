extension EmbeddedSchema {
    /// What libxml2 compiles of the XSD `xsd`: its version-1 rules
    /// (`StrictSchema`) without comments, documentation and indentation
    /// (`XSDCompaction`). `Tools/embed-schema.sh` embeds it, for the
    /// repository's XSD, as `compactedVersion1`, so that no start derives it.
    public static func compactedVersion1(of xsd: String) -> [UInt8] {
        XSDCompaction.compacted(Array(StrictSchema.version1(of: xsd).utf8))
    }
}
