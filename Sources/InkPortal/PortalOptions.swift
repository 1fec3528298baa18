import InkGeometry
import InkInterface

/// The `a{sv}` options of the FileChooser portal's OpenFile and SaveFile calls.
enum PortalOptions {
    /// Documents and images together first (what the app's own chooser shows), then each kind.
    static var openFilters: DBusValue {
        .array(element: "(sa(us))", [
            filter(tr("Inkstone documents, PDFs and images"), globs: ["*.inkstone", "*.pdf", "*.png", "*.jpg", "*.jpeg"]),
            filter(tr("Inkstone documents"), globs: ["*.inkstone"]),
            filter(tr("PDFs"), globs: ["*.pdf"]),
            filter(tr("Images"), globs: ["*.png", "*.jpg", "*.jpeg"]),
        ])
    }
    /// What a name to write to is for: documents, or PDFs when exporting one.
    static func saveFilters(_ mode: FileChooser.Mode) -> DBusValue {
        .array(element: "(sa(us))", [mode == .exportPDF ? filter(tr("PDFs"), globs: ["*.pdf"]) : filter(tr("Inkstone documents"), globs: ["*.inkstone"])])
    }

    static func open(token: String, folder: String?) -> [String: DBusValue] {
        var options: [String: DBusValue] = ["handle_token": .string(token), "modal": .boolean(true), "filters": openFilters]
        if let folder { options["current_folder"] = bytes(folder) }
        return options
    }

    static func save(_ mode: FileChooser.Mode, token: String, name: String, folder: String?) -> [String: DBusValue] {
        var options: [String: DBusValue] = ["handle_token": .string(token), "modal": .boolean(true),
                                            "current_name": .string(name), "filters": saveFilters(mode)]
        if let folder { options["current_folder"] = bytes(folder) }
        return options
    }

    /// One filter, `(sa(us))`: a name and its rules, 0 a glob pattern.
    static func filter(_ name: String, globs: [String]) -> DBusValue {
        .structure([.string(name), .array(element: "(us)", globs.map { .structure([.uint32(0), .string($0)]) })])
    }

    /// A path as the portal wants it: bytes with a terminating NUL.
    static func bytes(_ path: String) -> DBusValue { .bytes(Array(path.utf8) + [0]) }
}
