import Foundation
import InkGeometry

extension PenTrace {
    /// Why a trace's text was refused: the line (1-based) and what is wrong with it.
    public struct ParseError: Error, Equatable, CustomStringConvertible, Sendable {
        public var line: Int
        public var reason: String
        public init(line: Int, reason: String) { self.line = line; self.reason = reason }
        public var description: String { "line \(line): \(reason)" }
    }

    /// Reads a trace's text form; unknown header keys are refused (a typo must not pass quietly).
    public init(text: String) throws {
        self.init(device: "")
        var sawVersion = false, inStroke = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let (key, rest) = Self.split(line)
            guard sawVersion else {
                guard key == "inkstone-trace" else { throw ParseError(line: number, reason: "a trace starts with 'inkstone-trace \(Self.version)'") }
                guard Int(rest) == Self.version else { throw ParseError(line: number, reason: "trace version '\(rest)' is not \(Self.version)") }
                sawVersion = true
                continue
            }
            if key == "stroke" {
                strokes.append([])
                inStroke = true
                continue
            }
            if inStroke, let first = key.first, first.isNumber || first == "-" || first == "." {
                strokes[strokes.count - 1].append(try Self.sample(line, number))
                continue
            }
            guard !inStroke else { throw ParseError(line: number, reason: "'\(line)' is not a sample (time x y pressure tiltX tiltY rotation)") }
            try readHeader(key, rest, number)
        }
        guard sawVersion else { throw ParseError(line: 1, reason: "a trace starts with 'inkstone-trace \(Self.version)'") }
        if let empty = strokes.firstIndex(where: \.isEmpty) {
            throw ParseError(line: 0, reason: "stroke \(empty + 1) has no samples")
        }
    }

    private mutating func readHeader(_ key: String, _ rest: String, _ number: Int) throws {
        switch key {
        case "device": device = rest
        case "tool": tool = rest
        case "source": source = rest
        case "licence", "license": licence = rest
        case "width":
            guard let w = Double(rest), w.isFinite, w > 0 else { throw ParseError(line: number, reason: "width '\(rest)' is not a positive number") }
            width = w
        case "window":
            let v = rest.split(separator: " ").compactMap { Double($0) }
            guard v.count == 2, v.allSatisfy({ $0.isFinite && $0 >= 1 }) else { throw ParseError(line: number, reason: "window wants WIDTH HEIGHT, not '\(rest)'") }
            window = Size(v[0], v[1])
        default:
            throw ParseError(line: number, reason: "unknown header '\(key)'")
        }
    }

    private static func split(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(of: " ") else { return (line, "") }
        return (String(line[..<space]), line[line.index(after: space)...].trimmingCharacters(in: .whitespaces))
    }

    private static func sample(_ line: String, _ number: Int) throws -> Sample {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard fields.count == 7 else { throw ParseError(line: number, reason: "a sample has 7 fields (time x y pressure tiltX tiltY rotation), not \(fields.count)") }
        func required(_ i: Int, _ name: String) throws -> Double {
            guard let v = Double(fields[i]), v.isFinite else { throw ParseError(line: number, reason: "\(name) '\(fields[i])' is not a number") }
            return v
        }
        func optional(_ i: Int, _ name: String) throws -> Double? { fields[i] == "-" ? nil : try required(i, name) }
        let pressure = try optional(3, "pressure")
        if let p = pressure, !(0...1).contains(p) { throw ParseError(line: number, reason: "pressure \(p) is outside 0...1") }
        return Sample(time: try required(0, "time"), position: Point(try required(1, "x"), try required(2, "y")),
                      axes: AxisValues(pressure: pressure, tiltX: try optional(4, "tiltX"), tiltY: try optional(5, "tiltY"),
                                       rotation: try optional(6, "rotation")))
    }
}
