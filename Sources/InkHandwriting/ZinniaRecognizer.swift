import CZinnia
import Foundation
import InkGeometry
import InkInterface

/// Zinnia with a Tegaki model: reads one handwritten character (`HandwritingReader` cuts a
/// line of writing into characters first). The strokes are placed in a square around the
/// character, centred, 1000 units a side.
public final class ZinniaRecognizer: HandwritingRecognizer, @unchecked Sendable {
    public let languageName: String
    /// The open model; Zinnia's recogniser is read-only once open, and calls are serialised anyway.
    private let recognizer: OpaquePointer
    private let lock = NSLock()

    /// Opens the model at `path`; nil when it is missing or not a Zinnia model.
    public init?(model path: String, languageName: String) {
        guard FileManager.default.isReadableFile(atPath: path), let r = zinnia_recognizer_new() else { return nil }
        guard zinnia_recognizer_open(r, path) != 0 else {
            zinnia_recognizer_destroy(r)
            return nil
        }
        recognizer = r
        self.languageName = languageName
    }

    deinit { zinnia_recognizer_destroy(recognizer) }

    /// The side of the square the strokes are placed in.
    static let side = 1000.0

    public func candidates(forCharacter strokes: [[Point]], limit: Int) -> [String] {
        let points = strokes.flatMap { $0 }
        guard !points.isEmpty, limit > 0, let character = zinnia_character_new() else { return [] }
        defer { zinnia_character_destroy(character) }
        let minX = points.map(\.x).min() ?? 0, maxX = points.map(\.x).max() ?? 0
        let minY = points.map(\.y).min() ?? 0, maxY = points.map(\.y).max() ?? 0
        // The character's square, its bigger side 1.4 times over, centred on it: the models were trained on characters filling about 70 % of their box (so 口 reads as 口, not as the frame 囗).
        let extent = Swift.max(maxX - minX, maxY - minY, 1e-6) * 1.4
        let scale = Self.side / extent
        let cx = (minX + maxX) / 2, cy = (minY + maxY) / 2
        zinnia_character_set_width(character, Int(Self.side))
        zinnia_character_set_height(character, Int(Self.side))
        for (id, stroke) in strokes.enumerated() {
            for p in stroke {
                let x = Int32(((p.x - cx) * scale + Self.side / 2).rounded())
                let y = Int32(((p.y - cy) * scale + Self.side / 2).rounded())
                _ = zinnia_character_add(character, id, x, y)
            }
        }
        lock.lock()
        defer { lock.unlock() }
        guard let result = zinnia_recognizer_classify(recognizer, character, limit) else { return [] }
        defer { zinnia_result_destroy(result) }
        return (0..<zinnia_result_size(result)).compactMap { i in zinnia_result_value(result, i).map { String(cString: $0) } }
    }
}
