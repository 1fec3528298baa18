import Foundation
import InkGeometry

extension DocumentFile {
    /// What the file at `url` holds that this Inkstone reads past and cannot write back (see
    /// `unkeptParts(_:)`); empty when it cannot be read.
    public static func unkeptParts(at url: URL) -> [String] {
        (try? Bytes.read(url)).map(unkeptParts) ?? []
    }

    /// What a file holds that this Inkstone reads past and cannot write back: optional sections
    /// of kinds it does not know (by tag), and in a file of its own version, members of the
    /// manifest's objects it does not know (by path, as `pages[].layer`). A newer Inkstone may
    /// add both within a version (docs/FILE-FORMAT.md); saving the document over the file drops
    /// them, so the workflow asks first. Empty for a file as this Inkstone writes it, for an
    /// older version's (whose members are all known), and for one it cannot read.
    public static func unkeptParts(_ data: Data) -> [String] {
        guard let sections = try? SectionReader.read(data) else { return [] }
        var parts = sections.skipped.map { tr("a section \"%@\"", $0) }
        // The manifest as read, written again: a member of the file's that is not there is one
        // this Inkstone does not know (the manifest's types encode every member they read).
        guard sections.version == version, let manifest = try? JSONDecoder().decode(Manifest.self, from: sections.manifest),
              let written = try? ManifestCoding.encode(manifest),
              let original = try? JSONSerialization.jsonObject(with: sections.manifest),
              let kept = try? JSONSerialization.jsonObject(with: written) else { return parts }
        parts += unknownMembers(original, kept, path: "")
        return parts
    }

    /// The paths of the members of `original` that `kept` lacks, each once (`[]` for any element).
    private static func unknownMembers(_ original: Any, _ kept: Any, path: String) -> [String] {
        var found: [String] = []
        func note(_ p: String) { if !found.contains(p) { found.append(p) } }
        switch (original, kept) {
        case let (o as [String: Any], k as [String: Any]):
            for (key, value) in o.sorted(by: { $0.key < $1.key }) {
                let here = path.isEmpty ? key : path + "." + key
                if let inner = k[key] { unknownMembers(value, inner, path: here).forEach(note) } else { note(here) }
            }
        case let (o as [Any], k as [Any]):
            for (a, b) in zip(o, k) { unknownMembers(a, b, path: path + "[]").forEach(note) }
        default:
            break
        }
        return found
    }
}
