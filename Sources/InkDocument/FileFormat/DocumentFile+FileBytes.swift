import Foundation

extension DocumentFile {
    /// Reads a whole document file, reporting failures as `DocumentFileError.unreadable`.
    enum Bytes {
        static func read(_ url: URL) throws -> Data {
            do {
                return try FileBytes.read(url.path)
            } catch FileBytes.Failure.unreadable(let reason), FileBytes.Failure.notAFile(let reason) {
                throw DocumentFileError.unreadable(path: url.path, reason: reason)
            } catch {
                throw DocumentFileError.unreadable(path: url.path, reason: "\(error)")
            }
        }
    }
}
