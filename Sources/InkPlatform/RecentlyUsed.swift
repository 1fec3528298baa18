import CGLib
import Foundation
import InkGeometry

/// The desktop's list of recently used files (`$XDG_DATA_HOME/recently-used.xbel`, the
/// freedesktop.org Desktop Bookmark format that GTK's recent manager keeps): a document or PDF
/// Inkstone opened or saved is added with its MIME type and "inkstone %u", so the file manager's
/// Recent, the desktop's file chooser (the portal's, which Ctrl+O shows) and other apps offer it.
///
/// Written with GLib's `GBookmarkFile` (which parses and writes the format, and replaces the file
/// atomically), on a queue of its own: loading and rewriting the list takes milliseconds. A list
/// that cannot be read (damaged, unreadable) is left as it is and said once on standard error:
/// it is the desktop's, not Inkstone's to replace. Nothing is written when the desktop asks for
/// no recent files (`Gtk/RecentFilesEnabled` off: GNOME's privacy setting).
final class RecentlyUsed: @unchecked Sendable {
    /// The list's file.
    let path: String
    private let queue = DispatchQueue(label: "inkstone-recently-used", qos: .utility)
    /// Whether the list could not be read once (said once, then left alone).
    private var refused = false

    init(environment: [String: String]) {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        path = data + "/recently-used.xbel"
    }

    /// The MIME type the list records for `path` by its name; nil for what Inkstone does not open
    /// as a file (a folder has none).
    static func mimeType(of path: String) -> String? {
        switch (path as NSString).pathExtension.lowercased() {
        case "inkstone": return "application/x-inkstone"
        case "pdf": return "application/pdf"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        default: return nil
        }
    }

    /// Adds the regular files among `paths` (absolute) to the list, in the background.
    func add(_ paths: [String]) {
        let files = paths.filter { p in
            var isFolder: ObjCBool = false
            return p.hasPrefix("/") && Self.mimeType(of: p) != nil && FileManager.default.fileExists(atPath: p, isDirectory: &isFolder) && !isFolder.boolValue
        }
        guard !files.isEmpty else { return }
        queue.async { self.write(files) }
    }

    /// The files on the list, most recently used first (by the later of the last change and the
    /// last visit the list records, as GTK's Recent sorts; additions asked for are waited for),
    /// at most `limit`: local files of the kinds
    /// Inkstone opens that are there now. None when the list cannot be read (a missing one too).
    func read(limit: Int = 50) -> [String] {
        wait()
        guard let list = g_bookmark_file_new() else { return [] }
        defer { g_bookmark_file_free(list) }
        var error: UnsafeMutablePointer<GError>?
        guard g_bookmark_file_load_from_file(list, path, &error) != 0 else {
            g_clear_error(&error)
            return []
        }
        var count = 0
        guard let uris = g_bookmark_file_get_uris(list, &count) else { return [] }
        defer { g_strfreev(uris) }
        var found: [(path: String, visited: Int)] = []
        for i in 0..<count {
            guard let uri = uris[i], let name = g_filename_from_uri(uri, nil, nil) else { continue }
            let path = String(cString: name)
            g_free(name)
            var isFolder: ObjCBool = false
            guard Self.mimeType(of: path) != nil, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            // (An app's use stamps the change, not the visit.)
            let modified = g_bookmark_file_get_modified_date_time(list, uri, nil).map { g_date_time_to_unix($0) } ?? 0
            let visited = g_bookmark_file_get_visited_date_time(list, uri, nil).map { g_date_time_to_unix($0) } ?? 0
            found.append((path, Swift.max(modified, visited)))
        }
        // Most recent first; the list's own order (oldest first) breaks ties.
        let ordered = found.enumerated().sorted { ($0.element.visited, $0.offset) > ($1.element.visited, $1.offset) }
        return ordered.prefix(limit).map(\.element.path)
    }

    /// Waits for the additions asked for so far (the app's end).
    func wait() { queue.sync {} }

    /// GLib's message of `error` (it always gives one).
    private static func reason(_ error: UnsafeMutablePointer<GError>?) -> String {
        error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? ""
    }

    private func write(_ files: [String]) {
        guard !refused, let list = g_bookmark_file_new() else { return }
        defer { g_bookmark_file_free(list) }
        var error: UnsafeMutablePointer<GError>?
        if g_bookmark_file_load_from_file(list, path, &error) == 0 {
            let missing = error.map { $0.pointee.domain == g_file_error_quark() && $0.pointee.code == G_FILE_ERROR_NOENT.rawValue } ?? false
            if !missing {
                refused = true
                printError("inkstone: " + tr("the recently used files list %@ cannot be read (%@); it is left as it is", path, Self.reason(error)))
            }
            g_clear_error(&error)
            if !missing { return }
        }
        for file in files {
            guard let mime = Self.mimeType(of: file), let uri = g_filename_to_uri(file, nil, nil) else { continue }
            defer { g_free(uri) }
            g_bookmark_file_set_mime_type(list, uri, mime)
            // Adds the app, or counts one more use of it, and stamps the visit and the change.
            g_bookmark_file_add_application(list, uri, "inkstone", "inkstone %u")
        }
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if g_bookmark_file_to_file(list, path, &error) == 0 {
            printError("inkstone: " + tr("the recently used files list %@ cannot be written (%@)", path, Self.reason(error)))
            g_clear_error(&error)
        }
    }
}
