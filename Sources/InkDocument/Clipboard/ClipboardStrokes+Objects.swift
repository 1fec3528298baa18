import Foundation
import InkGeometry

/// The placed images and text boxes of the clipboard type (members `images` and `texts` of
/// its JSON, see `ClipboardStrokes+JSON.swift`), relative to the top left of the bounds as
/// the strokes are; checked on reading as an image file or a text box of a file is.
extension ClipboardStrokes {
    struct ImageJSON: Codable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        /// The image's bytes (base64 in the JSON).
        var data: Data
        /// Its turn in radians (absent: upright, as copies made before turns were).
        var angle: Double?
    }

    struct TextJSON: Codable {
        var x: Double
        var y: Double
        var width: Double
        var text: String
        var fontSize: Double
        var color: [Double]
        var font: String?
    }

    /// The most characters of text a paste takes, all boxes together.
    static let textLimit = 10_000_000

    func imageJSON(_ image: ClipboardImage) -> ImageJSON {
        ImageJSON(x: image.frame.x - origin.x, y: image.frame.y - origin.y, width: image.frame.width, height: image.frame.height,
                  data: image.bytes, angle: image.angle == 0 ? nil : image.angle)
    }

    func textJSON(_ box: TextBox) -> TextJSON {
        TextJSON(x: box.origin.x - origin.x, y: box.origin.y - origin.y, width: box.width, text: box.text, fontSize: box.fontSize,
                 color: [box.color.red, box.color.green, box.color.blue, box.color.alpha], font: box.font)
    }

    static func decodeImages(_ images: [ImageJSON]) throws -> [ClipboardImage] {
        try images.enumerated().map { i, image in
            let numbers = [image.x, image.y, image.width, image.height, image.angle ?? 0]
            guard numbers.allSatisfy({ $0.isFinite && abs($0) < 1e7 }), image.width > 0, image.height > 0,
                  let probe = ImageProbe.probe(image.data), ImageLimits.refusal(width: probe.width, height: probe.height) == nil,
                  ImageStructure.damage(of: image.data, format: probe.format) == nil else {
                throw ClipboardError(tr("The clipboard's image %@ is damaged; nothing was pasted.", String(i + 1)))
            }
            return ClipboardImage(frame: Rect(x: image.x, y: image.y, width: image.width, height: image.height), bytes: image.data,
                                  angle: image.angle ?? 0)
        }
    }

    static func decodeTexts(_ texts: [TextJSON]) throws -> [TextBox] {
        guard texts.reduce(0, { $0 + $1.text.utf8.count }) <= textLimit else {
            throw ClipboardError(tr("The clipboard holds too much text to paste."))
        }
        return try texts.enumerated().map { i, t in
            let box = t.color.count == 4
                ? TextBox(id: 0, origin: Point(t.x, t.y), width: t.width, text: t.text, fontSize: t.fontSize,
                          color: InkColor(red: t.color[0], green: t.color[1], blue: t.color[2], alpha: t.color[3]), font: t.font)
                : nil
            guard let box, box.isPlausible, [t.x, t.y, t.width].allSatisfy({ abs($0) < 1e7 }), t.fontSize <= 1000 else {
                throw ClipboardError(tr("The clipboard's text box %@ is damaged; nothing was pasted.", String(i + 1)))
            }
            return box
        }
    }
}
