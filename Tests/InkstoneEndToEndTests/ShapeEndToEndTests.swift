import Foundation
import InkDocument
import InkGeometry
import InkTestSupport
import Testing

/// Shapes and the ruler on the pen rig with the real binary (issue 17, point 5): a rough
/// circle, rectangle or line drawn and held still turns into a clean one while the pen is down
/// (the app's acknowledgement says when: the snap comes from time passing, not from an event),
/// the lift commits it as one stroke that keeps the pen's pressure widths; a pen button bound
/// to the ruler draws a straight line at a 15° step.
@Suite struct ShapeEndToEndTests {
    /// Pen lines that touch down at `points[0]` and draw through the others, pressure rising
    /// from `from` to `to`, without lifting.
    static func drawn(_ points: [Point], from: Double = 0.5, to: Double = 0.5) -> [String] {
        let first = points[0]
        var lines = ["in", PenRig.move(first.x, first.y), PenRig.move(first.x, first.y, pressure: from), "down 1"]
        for (i, p) in points.enumerated().dropFirst() {
            lines.append(PenRig.move(p.x, p.y, pressure: from + (to - from) * Double(i) / Double(points.count - 1)))
        }
        return lines
    }

    /// Draws, holds the pen still until the app says the stroke became a shape, lifts.
    static func drawHoldAndLift(_ points: [Point], _ rig: PenRig, _ s: AppSession, from: Double = 0.5, to: Double = 0.5,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        s.waitForAck(afterRig: rig, .stylus, drawn(points, from: from, to: to), sourceLocation: sourceLocation)
        s.check(s.acknowledgements.waitForShapes(1), "the held stroke did not become a shape", sourceLocation: sourceLocation)
        let last = points[points.count - 1]
        s.waitForAck(afterRig: rig, .stylus, ["up 1", PenRig.move(last.x, last.y), "out"], sourceLocation: sourceLocation)
    }

    /// The middle between the two ink crossings of a row (x) or a column (y) either side of
    /// `centre` (each crossing's own middle, so a wider side does not pull it), or nil.
    static func twoSidedMiddle(_ snap: Snapshot, row y: Int, around centre: Int, reach: Int) -> Double? {
        guard let a = inkMiddle(snap, row: y, from: centre - reach, to: centre), let b = inkMiddle(snap, row: y, from: centre, to: centre + reach) else { return nil }
        return (a + b) / 2
    }
    static func twoSidedMiddle(_ snap: Snapshot, column x: Int, around centre: Int, reach: Int) -> Double? {
        guard let a = inkMiddle(snap, column: x, from: centre - reach, to: centre), let b = inkMiddle(snap, column: x, from: centre, to: centre + reach) else { return nil }
        return (a + b) / 2
    }

    /// The middle of the ink crossing a row (x) or a column (y) between two bounds, or nil without ink.
    static func inkMiddle(_ snap: Snapshot, row y: Int, from x0: Int, to x1: Int) -> Double? {
        let xs = (x0...x1).filter { snap.isDark($0, y, limit: 0x90) }
        return xs.isEmpty ? nil : Double(xs.reduce(0, +)) / Double(xs.count)
    }
    static func inkMiddle(_ snap: Snapshot, column x: Int, from y0: Int, to y1: Int) -> Double? {
        let ys = (y0...y1).filter { snap.isDark(x, $0, limit: 0x90) }
        return ys.isEmpty ? nil : Double(ys.reduce(0, +)) / Double(ys.count)
    }

    /// The width of ink crossing row `y` between two bounds (coverage, as `inkWidth` does for columns).
    static func inkWidth(_ snap: Snapshot, row y: Int, from x0: Int, to x1: Int) -> Double {
        (x0...x1).reduce(0.0) { sum, x in
            let g = Double((snap.pixel(x, y) >> 8) & 0xff)
            return sum + max(0, min(1, (255 - g) / (255 - Double((PenRigTests.black >> 8) & 0xff))))
        }
    }

    @Test func aRoughCircleHeldStillBecomesACleanCircleKeepingItsPressureWidths() throws {
        let scratch = try TemporaryFolder("shapes-e2e")
        let file = scratch.url.appendingPathComponent("circle.inkstone")
        try DocumentFile.save(Document(pages: [Page()]), to: file)
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: [file.path], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        let thick = try #require(ToolbarGeometry.frame(of: .width(2)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(thick.center.x, thick.center.y))
        // Clockwise from the top, light at first and firm at the end; its radius wobbles by ±8 %.
        let rough = RoughShapes.ellipse(center: Point(500, 380), radii: Size(130, 130), wobble: 0.1, count: 90, seed: 21)
        Self.drawHoldAndLift(rough, rig, s, from: 0.25, to: 0.95)
        guard let snap = s.expectPixels("the circle", { $0.isDark(500 + 130, 380, limit: 0x90) || $0.isDark(500 - 130, 380, limit: 0x90) }) else { return }
        s.screenshot("shape-circle")
        // A circle: every row's ink is centred on one column, every column's on one row, the
        // same width across as down (the rough one's radius wobbled by ±8 %).
        let rows = [-80, -40, 0, 40, 80].compactMap { Self.twoSidedMiddle(snap, row: 380 + $0, around: 500, reach: 200) }
        let columns = [-80, -40, 0, 40, 80].compactMap { Self.twoSidedMiddle(snap, column: 500 + $0, around: 380, reach: 200) }
        s.check(rows.count == 5 && rows.max()! - rows.min()! < 1.5, "rows centred at \(rows)")
        s.check(columns.count == 5 && columns.max()! - columns.min()! < 1.5, "columns centred at \(columns)")
        // Pressure widths kept: the left side (drawn late, firm) is wider than the right (drawn early, light).
        let right = Self.inkWidth(snap, row: 380, from: 560, to: 700), left = Self.inkWidth(snap, row: 380, from: 300, to: 440)
        s.check(left > 1.4 * right && right > 2, "left side \(left) px, right side \(right) px")
        // Saved, the document holds one stroke: the circle.
        s.client.move(s.window, 900, 650)
        s.client.key("s", with: ["Control_L"])
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "circle.inkstone — Inkstone" }, "not saved")
        let strokes = try DocumentFile.load(from: file).pages[0].strokes
        #expect(strokes.count == 1)
        let points = try #require(strokes.first).points.map(\.position)
        let centre = points.reduce(Point.zero, +) * (1 / Double(points.count))
        let radii = points.map { $0.distance(to: centre) }
        #expect((radii.max() ?? 0) - (radii.min() ?? 0) < 0.02 * (radii.max() ?? 0), "radii \(radii.min() ?? 0)...\(radii.max() ?? 0)")
    }

    @Test func aRoughRectangleAndARoughLineBecomeCleanOnes() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let corners = [Point(300, 200), Point(700, 206), Point(696, 420), Point(304, 414)]
        Self.drawHoldAndLift(RoughShapes.polygon(corners, wobble: 3, seed: 22), rig, s)
        // Nearly level, 12 px of rise over 400: a level line.
        let line = RoughShapes.line(from: Point(300, 560), to: Point(700, 572), wobble: 3, seed: 23)
        s.waitForAck(afterRig: rig, .stylus, Self.drawn(line))
        s.check(s.acknowledgements.waitForShapes(2), "the held line did not become a line")
        s.waitForAck(afterRig: rig, .stylus, ["up 1", PenRig.move(700, 572), "out"])
        guard let snap = s.expectPixels("the rectangle and the line", { snap in
            Self.inkMiddle(snap, column: 500, from: 180, to: 230) != nil && Self.inkMiddle(snap, column: 500, from: 540, to: 590) != nil
        }) else { return }
        s.screenshot("shape-rectangle-line")
        // Straight edges along the axes: the top and bottom edges' ink at one height, the sides' at one column.
        let top = [340, 500, 660].compactMap { Self.inkMiddle(snap, column: $0, from: 180, to: 230) }
        let bottom = [340, 500, 660].compactMap { Self.inkMiddle(snap, column: $0, from: 390, to: 440) }
        let leftSide = [250, 300, 360].compactMap { Self.inkMiddle(snap, row: $0, from: 270, to: 340) }
        let rightSide = [250, 300, 360].compactMap { Self.inkMiddle(snap, row: $0, from: 660, to: 730) }
        for (name, mids) in [("top", top), ("bottom", bottom), ("left", leftSide), ("right", rightSide)] {
            s.check(mids.count == 3 && (mids.max()! - mids.min()!) < 1, "\(name) edge: \(mids)")
        }
        let level = [340, 500, 660].compactMap { Self.inkMiddle(snap, column: $0, from: 540, to: 590) }
        s.check(level.count == 3 && (level.max()! - level.min()!) < 1, "the line is level: \(level)")
    }

    @Test func aPenButtonHeldForTheRulerDrawsALineAtAFifteenDegreeStep() throws {
        let rig = try PenRig()
        let s = try PenButtonTests.session(rig, prefs: [("pen.upper.hold", "ruler")])
        // The upper button held, a wavy stroke from (300, 500) toward about 32° up and right.
        var lines = ["in", PenRig.move(300, 500), "down \(PenButtonTests.upper)", PenRig.move(300, 500, pressure: 0.6), "down 1"]
        for i in 1...40 {
            let x = 300 + 8 * Double(i), y = 500 - 5 * Double(i) + 8 * sin(Double(i) / 2)
            lines.append(PenRig.move(x, y, pressure: 0.6))
        }
        lines += ["up 1", "up \(PenButtonTests.upper)", PenRig.move(620, 300), "out"]
        s.waitForAck(afterRig: rig, .stylus, lines)
        guard let snap = s.expectPixels("the ruled line", { $0.isDark(460, 500 - Int((160 * tan(Double.pi / 6)).rounded()), limit: 0x90) }) else { return }
        s.screenshot("shape-ruler")
        // On the 30° line from the touch-down (up is -y): its ink centred on it at several columns.
        for x in [340, 420, 500, 580] {
            let expected = 500 - Double(x - 300) * tan(Double.pi / 6)
            let mid = Self.inkMiddle(snap, column: x, from: Int(expected) - 30, to: Int(expected) + 30)
            s.check(mid.map { abs($0 - expected) < 1.5 } == true, "column \(x): ink at \(mid ?? -1), the 30° line at \(expected)")
        }
    }
}
