import Foundation
import InkGeometry

/// A recorded pen trace: the samples of one or more strokes (tip contact to lift) as the app
/// received them, with a header naming the device, the tool and where the trace came from.
/// Render fixtures replay traces (Tests/Traces); `inkstone --record-trace FILE` writes them.
///
/// Text form (`docs/PEN-TRACES.md`), one item a line, `#` starts a comment line:
///
///     inkstone-trace 1
///     device Wacom Intuos Pro M Pen stylus
///     tool pen
///     width 6
///     window 640 400
///     source recorded with inkstone --record-trace
///     licence CC0-1.0
///     stroke
///     0 120.50 88.25 0.312 12.0 -5.0 -
///
/// A sample is `time x y pressure tiltX tiltY rotation`: milliseconds since the trace's first
/// sample, window pixels, pressure 0...1, tilt in degrees, barrel rotation in degrees; `-` where
/// the device gave no value.
public struct PenTrace: Hashable, Sendable {
    /// One pen sample of a stroke.
    public struct Sample: Hashable, Sendable {
        /// Milliseconds since the trace's first sample.
        public var time: Double
        /// In window coordinates.
        public var position: Point
        public var axes: AxisValues

        public init(time: Double, position: Point, axes: AxisValues = AxisValues()) {
            self.time = time; self.position = position; self.axes = axes
        }
    }

    /// The format's version, the number on the first line.
    public static let version = 1

    /// The device's name as the X server gives it.
    public var device: String
    /// The tool drawn with (a `Tool` raw value of the interface: "pen", "highlighter", …).
    public var tool: String
    /// The tool's width in pixels, if not its default.
    public var width: Double?
    /// The window the samples' coordinates belong to.
    public var window: Size?
    /// Where the trace came from (a person and a tablet, a converted data set, the pen rig).
    public var source: String
    /// The licence the trace is under.
    public var licence: String
    /// Each stroke's samples, contact first, lift last.
    public var strokes: [[Sample]]

    public init(device: String, tool: String = "pen", width: Double? = nil, window: Size? = nil,
                source: String = "", licence: String = "", strokes: [[Sample]] = []) {
        self.device = device; self.tool = tool; self.width = width; self.window = window
        self.source = source; self.licence = licence; self.strokes = strokes
    }

    /// The trace in its text form.
    public var text: String {
        var lines = ["inkstone-trace \(Self.version)", "# time(ms) x y pressure tiltX tiltY rotation; - where the device gave none",
                     "device \(device)", "tool \(tool)"]
        if let width { lines.append("width \(Self.number(width))") }
        if let window { lines.append("window \(Self.number(window.width)) \(Self.number(window.height))") }
        if !source.isEmpty { lines.append("source \(source)") }
        if !licence.isEmpty { lines.append("licence \(licence)") }
        for stroke in strokes {
            lines.append("stroke")
            for s in stroke {
                lines.append([Self.number(s.time), Self.number(s.position.x), Self.number(s.position.y),
                              Self.value(s.axes.pressure, digits: 4), Self.value(s.axes.tiltX), Self.value(s.axes.tiltY),
                              Self.value(s.axes.rotation)].joined(separator: " "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A number with at most two decimals and no trailing zeros ("12", "88.25").
    static func number(_ v: Double, digits: Int = 2) -> String {
        var s = String(format: "%.\(digits)f", v)
        while s.contains(".") && (s.hasSuffix("0") || s.hasSuffix(".")) { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    static func value(_ v: Double?, digits: Int = 2) -> String { v.map { number($0, digits: digits) } ?? "-" }
}
