import Foundation
import InkDocument
import InkGeometry

/// The parts of a copy's SVG that Cairo's SVG surface does not make as other apps want them:
/// the placed images as `<image>` elements with their own bytes as data URIs (under the ink),
/// and the text boxes as `<text>` (over it, a `<tspan>` a line, where Pango breaks them), so
/// an editor that opens the SVG can still edit the text.
enum ClipboardSVG {
    /// Cairo's SVG of the strokes (`svg`, in the copy's units) with the images and texts added.
    static func adding(_ clip: ClipboardStrokes, to svg: Data) -> Data {
        guard !clip.images.isEmpty || !clip.texts.isEmpty, var text = String(data: svg, encoding: .utf8),
              let open = text.range(of: "<svg"), let openEnd = text.range(of: ">", range: open.upperBound..<text.endIndex),
              let close = text.range(of: "</svg>", options: .backwards) else { return svg }
        let texts = clip.texts.map { element(for: $0, origin: clip.origin) }.joined()
        text.insert(contentsOf: texts, at: close.lowerBound)
        let images = clip.images.map { element(for: $0, origin: clip.origin) }.joined()
        text.insert(contentsOf: "\n" + images, at: openEnd.upperBound)
        if !text[open.lowerBound..<openEnd.upperBound].contains("xmlns:xlink") {
            text.insert(contentsOf: #" xmlns:xlink="http://www.w3.org/1999/xlink""#, at: open.upperBound)
        }
        return Data(text.utf8)
    }

    static func element(for image: ClipboardImage, origin: Point) -> String {
        let type = ImageProbe.probe(image.bytes)?.format == .jpeg ? "image/jpeg" : "image/png"
        let f = image.frame
        // Turned about the frame's centre (SVG's rotate takes degrees, clockwise in its y-down space, as the page's angle turns).
        let turn = image.angle == 0 ? ""
            : #" transform="rotate(\#(number(image.angle * 180 / .pi)) \#(number(f.center.x - origin.x)) \#(number(f.center.y - origin.y)))""#
        return #"<image x="\#(number(f.x - origin.x))" y="\#(number(f.y - origin.y))" width="\#(number(f.width))" "#
            + #"height="\#(number(f.height))"\#(turn) preserveAspectRatio="none" xlink:href="data:\#(type);base64,"#
            + image.bytes.base64EncodedString() + "\"/>\n"
    }

    static func element(for box: TextBox, origin: Point) -> String {
        let x = number(box.origin.x - origin.x), top = box.origin.y - origin.y
        let c = box.color
        let rgb = [c.red, c.green, c.blue].map { String(Int((Swift.min(Swift.max($0, 0), 1) * 255).rounded())) }.joined(separator: ",")
        var out = #"<text font-family="\#(escaped(box.font ?? TextBoxPainter.defaultFamily))" font-size="\#(number(box.fontSize))" "#
            + #"fill="rgb(\#(rgb))" fill-opacity="\#(number(c.alpha))" xml:space="preserve">"#
        for line in TextBoxLines.lines(box) {
            out += #"<tspan x="\#(x)" y="\#(number(top + line.baseline))">"# + escaped(line.text) + "</tspan>"
        }
        return out + "</text>\n"
    }

    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        return String(format: "%.3f", v)
    }

    /// Text safe inside an XML element or a quoted attribute.
    static func escaped(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            // Control characters are not allowed in XML 1.0 (a tab stays).
            case _ where c.value < 0x20 && c != "\t": continue
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
