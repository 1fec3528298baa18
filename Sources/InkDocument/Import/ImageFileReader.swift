import Foundation
import InkGeometry

/// Reads an image file whole, refusing one larger than the import limit before reading it all.
enum ImageFileReader {
    static func read(_ path: String, limit: Int = ImageLimits.maxFileBytes) throws -> Data {
        do {
            return try FileBytes.read(path, limit: limit)
        } catch FileBytes.Failure.unreadable(let reason), FileBytes.Failure.notAFile(let reason) {
            throw ImportError.unreadable(path: path, reason: reason)
        } catch FileBytes.Failure.tooLarge(let limit) {
            throw ImportError.tooLarge(path: path, reason: tr("the file is larger than %@ MB", "\(limit >> 20)"))
        }
    }
}
