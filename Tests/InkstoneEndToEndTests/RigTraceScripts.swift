import Foundation
import InkGeometry
import InkInterface
import Testing

/// The strokes the pen rig draws for the rig-recorded traces of Tests/Traces (`rig-*.trace`):
/// made-up movements with the pressure, tilt and barrel rotation a tablet gives, drawn into the
/// real binary and recorded by it with `--record-trace` (TraceRecordingTests).
struct RigTraceScript: Sendable, CustomTestStringConvertible {
    /// One rig sample: root = window position, pressure 0...1, tilt in degrees (device units),
    /// barrel rotation in wheel units (0..1023 = a turn).
    struct Sample: Sendable { var x, y, pressure: Double; var tilt: (Int, Int); var wheel: Int }

    var name: String
    /// The tool the pen chooses in the toolbar first, if not the pen.
    var tool: Tool?
    var samples: [Sample]
    var testDescription: String { name }

    /// The window the traces are drawn in.
    static let window = (width: 800, height: 500)

    /// A long, slow S-curve (close samples) whose pressure swells from a touch to full and back,
    /// with the pen leaning more and more.
    static let slowPressure = RigTraceScript(name: "rig-slow-pressure", tool: nil, samples: (0...160).map { i in
        let t = Double(i) / 160
        return Sample(x: 130 + 600 * t, y: 250 + 110 * sin(2 * .pi * t), pressure: 0.04 + 0.96 * pow(sin(.pi * t), 1.5),
                      tilt: (Int(10 + 40 * t), Int(-20 + 30 * t)), wheel: 0)
    })

    /// A circle a bit more than a turn, 48 samples, pressure pulsing, the pen's lean going round
    /// with it and the barrel turning once.
    static let tiltedCircle = RigTraceScript(name: "rig-tilted-circle", tool: nil, samples: (0...52).map { i in
        let a = 2 * Double.pi * Double(i) / 48
        return Sample(x: 430 + 160 * cos(a), y: 240 + 160 * sin(a), pressure: 0.55 + 0.35 * sin(3 * a),
                      tilt: (Int((45 * cos(a)).rounded()), Int((45 * sin(a)).rounded())), wheel: (i * 1024 / 48) % 1024)
    })

    /// The highlighter across, with a wave, at a steady medium pressure and a turning barrel.
    static let highlighter = RigTraceScript(name: "rig-highlighter", tool: .highlighter, samples: (0...60).map { i in
        let t = Double(i) / 60
        return Sample(x: 140 + 560 * t, y: 250 + 30 * sin(3 * .pi * t), pressure: 0.5, tilt: (25, 10), wheel: Int(300 * t))
    })

    static let all = [slowPressure, tiltedCircle, highlighter]

    /// The rig's lines: near the first sample, contact, every sample, lift, away.
    var lines: [String] {
        guard let first = samples.first, let last = samples.last else { return [] }
        var lines = ["in", PenRig.move(first.x, first.y, pressure: 0, tilt: first.tilt, wheel: first.wheel),
                     PenRig.move(first.x, first.y, pressure: first.pressure, tilt: first.tilt, wheel: first.wheel), "down 1"]
        lines += samples.dropFirst().map { PenRig.move($0.x, $0.y, pressure: $0.pressure, tilt: $0.tilt, wheel: $0.wheel) }
        lines += ["up 1", PenRig.move(last.x, last.y, pressure: 0, tilt: last.tilt, wheel: last.wheel), "out"]
        return lines
    }
}
