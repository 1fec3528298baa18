import Foundation
import InkGeometry

/// What is wrong with clipboard data offered as Inkstone strokes (said once to the person;
/// nothing of the document changes).
public struct ClipboardError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

extension ClipboardStrokes {
    /// The JSON of the clipboard type, version 1:
    /// `{"format":"inkstone-strokes","version":1,"width":W,"height":H,"strokes":[S…]}`, each S
    /// `{"color":[r,g,b,a],"width":w,"thinning":t,"minimumWidth":m,"nib":"round|chisel|pencil",
    /// "points":[x,y,pressure,…],"tilts":[…],"angles":[…]}` (tilts and angles, one a point, only
    /// when some are not 0). Added later, still version 1 (a reader that knows only strokes
    /// skips them): `"images":[I…]`, each I `{"x":x,"y":y,"width":w,"height":h,"data":"BASE64"}`
    /// (a PNG or JPEG), and `"texts":[T…]`, each T `{"x":x,"y":y,"width":w,"text":"…",
    /// "fontSize":s,"color":[r,g,b,a],"font":"family"}` (font only when chosen); each present
    /// only when not empty, so `strokes` may be empty when one of them is not.
    struct JSON: Codable {
        var format: String
        var version: Int
        var width: Double
        var height: Double
        var strokes: [StrokeJSON]
        var images: [ImageJSON]?
        var texts: [TextJSON]?
    }

    /// What every version's JSON begins with.
    struct Head: Codable {
        var format: String
        var version: Int
    }

    struct StrokeJSON: Codable {
        var color: [Double]
        var width: Double
        var thinning: Double
        var minimumWidth: Double
        var nib: String
        var points: [Double]
        var tilts: [Double]?
        var angles: [Double]?
    }

    static let formatName = "inkstone-strokes"
    static let version = 1
    /// The most points a paste takes (a crafted offer must not exhaust memory).
    static let pointLimit = 20_000_000

    /// The bytes offered under `mimeType`.
    public func encoded() -> Data {
        let json = JSON(format: Self.formatName, version: Self.version, width: size.width, height: size.height, strokes: source.map { s in
            let pts = s.points
            var flat = [Double]()
            flat.reserveCapacity(pts.count * 3)
            for p in pts { flat += [p.position.x - origin.x, p.position.y - origin.y, p.pressure] }
            let tilts = pts.contains { $0.tilt != 0 } ? pts.map(\.tilt) : nil
            let angles = pts.contains { $0.angle != 0 } ? pts.map(\.angle) : nil
            return StrokeJSON(color: [s.color.red, s.color.green, s.color.blue, s.color.alpha], width: s.outline.width,
                              thinning: s.outline.thinning, minimumWidth: s.outline.minimumWidth, nib: s.outline.nib.rawValue,
                              points: flat, tilts: tilts, angles: angles)
        }, images: images.isEmpty ? nil : images.map { imageJSON($0) }, texts: texts.isEmpty ? nil : texts.map { textJSON($0) })
        // Encoding plain numbers and strings cannot fail; an empty offer stands in if it ever did.
        return (try? JSONEncoder().encode(json)) ?? Data()
    }

    /// Reads bytes offered under `mimeType`; throws a `ClipboardError` that says what is wrong.
    public static func decode(_ data: Data) throws -> ClipboardStrokes {
        // A newer Inkstone's data may be laid out otherwise: its version is read first, so it is
        // said to be newer rather than "not Inkstone's stroke data".
        if let head = try? JSONDecoder().decode(Head.self, from: data), head.format == formatName, head.version > version {
            throw ClipboardError(tr("The clipboard's strokes come from a newer Inkstone (version %@).", String(head.version)))
        }
        let json: JSON
        do { json = try JSONDecoder().decode(JSON.self, from: data) } catch {
            throw ClipboardError(tr("The clipboard's strokes could not be read (not Inkstone's stroke data)."))
        }
        guard json.format == formatName else { throw ClipboardError(tr("The clipboard's strokes could not be read (format \"%@\").", json.format)) }
        guard json.version <= version else {
            throw ClipboardError(tr("The clipboard's strokes come from a newer Inkstone (version %@).", String(json.version)))
        }
        let images = json.images ?? [], texts = json.texts ?? []
        guard !json.strokes.isEmpty || !images.isEmpty || !texts.isEmpty else { throw ClipboardError(tr("The clipboard holds no strokes.")) }
        guard json.strokes.reduce(0, { $0 + $1.points.count / 3 }) <= pointLimit else {
            throw ClipboardError(tr("The clipboard holds too many points to paste."))
        }
        var strokes: [Stroke] = []
        strokes.reserveCapacity(json.strokes.count)
        for (i, s) in json.strokes.enumerated() {
            guard let stroke = stroke(s) else { throw ClipboardError(tr("The clipboard's stroke %@ is damaged; nothing was pasted.", String(i + 1))) }
            strokes.append(stroke)
        }
        return ClipboardStrokes(strokes, images: try decodeImages(images), texts: try decodeTexts(texts))
    }

    private static func stroke(_ s: StrokeJSON) -> Stroke? {
        let n = s.points.count / 3
        guard n > 0, s.points.count == 3 * n, s.color.count == 4, let nib = Nib(rawValue: s.nib),
              s.color.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
              [s.width, s.thinning, s.minimumWidth].allSatisfy({ $0.isFinite && $0 >= 0 }), s.width > 0, s.width <= 512, s.thinning <= 1,
              s.points.allSatisfy({ $0.isFinite && abs($0) < 1e7 }),
              s.tilts.map({ $0.count == n && $0.allSatisfy(\.isFinite) }) ?? true,
              s.angles.map({ $0.count == n && $0.allSatisfy(\.isFinite) }) ?? true else { return nil }
        let points = (0..<n).map { k in
            StrokePoint(Point(s.points[3 * k], s.points[3 * k + 1]), pressure: Swift.min(Swift.max(s.points[3 * k + 2], 0), 1),
                        tilt: s.tilts?[k] ?? 0, angle: s.angles?[k] ?? 0)
        }
        let color = InkColor(red: s.color[0], green: s.color[1], blue: s.color[2], alpha: s.color[3])
        let outline = OutlineOptions(width: s.width, thinning: s.thinning, minimumWidth: Swift.min(s.minimumWidth, s.width), nib: nib)
        return Stroke(id: StrokeID(0), points: points, color: color, outline: outline)
    }
}
