/// Shape recognition on recorded-style strokes (issue 17, point 5): rough lines, arrows,
/// rectangles and ellipses become clean ones (snapped to the axes when nearly level), with the
/// stroke's pressure profile carried along; a letter, a zigzag, an open arc and a dot stay freehand.
import Foundation
import Testing
import InkGeometry
import InkTestSupport

@Suite struct ShapeRecognizerTests {
    func recognise(_ points: [Point]) -> RecognisedShape? { ShapeRecognizer.recognise(RoughShapes.pressed(points)) }

    @Test func aRoughNearlyLevelLineBecomesALevelLine() throws {
        let shape = try #require(recognise(RoughShapes.line(from: Point(100, 200), to: Point(400, 210))))
        #expect(shape.kind == .line)
        // 10 over 300 is under 2°: snapped level, about its middle.
        #expect(abs(shape.vertices[0].y - shape.vertices[1].y) < 1e-9)
        #expect(abs(shape.vertices[0].y - 205) < 3)
        #expect(abs(shape.vertices[0].x - 100) < 4 && abs(shape.vertices[1].x - 400) < 4)
        #expect(shape.points.allSatisfy { abs($0.position.y - shape.vertices[0].y) < 1e-9 })
    }

    @Test func aSlantedLineKeepsItsAngle() throws {
        let shape = try #require(recognise(RoughShapes.line(from: Point(100, 100), to: Point(300, 250), seed: 9)))
        #expect(shape.kind == .line)
        let angle = shape.rotation * 180 / .pi
        #expect(abs(angle - 36.87) < 2, "\(angle)")
    }

    @Test func aLineWithAHookBecomesAnArrowWithTwoBarbs() throws {
        let shape = try #require(recognise(RoughShapes.arrow(from: Point(100, 300), to: Point(400, 200))))
        #expect(shape.kind == .arrow)
        let tail = shape.vertices[0], tip = shape.vertices[1]
        #expect(tail.distance(to: Point(100, 300)) < 4 && tip.distance(to: Point(400, 200)) < 4)
        // Barbs on both sides of the shaft, each 30° off it and the same length.
        let back = (tail - tip) * (1 / tail.distance(to: tip))
        for b in shape.vertices[2...] {
            let d = b - tip
            let angle = acos(d.dot(back) / d.length) * 180 / .pi
            #expect(abs(angle - 30) < 0.5, "\(angle)")
        }
        let cross = { (b: Point) in back.x * (b - tip).y - back.y * (b - tip).x }
        #expect(cross(shape.vertices[2]) * cross(shape.vertices[3]) < 0)
    }

    @Test func aRoughAxisRectangleBecomesAnAxisRectangle() throws {
        let corners = [Point(100, 100), Point(400, 104), Point(398, 300), Point(102, 297)]
        let shape = try #require(recognise(RoughShapes.polygon(corners)))
        #expect(shape.kind == .rectangle)
        #expect(shape.rotation == 0)
        // Starts at the corner nearest the stroke's start, in its direction (clockwise on screen).
        let c = shape.vertices
        #expect(c[0].distance(to: Point(100, 100)) < 6 && c[1].distance(to: Point(400, 100)) < 8)
        #expect(c[2].distance(to: Point(400, 300)) < 8 && c[3].distance(to: Point(100, 300)) < 8)
        #expect(c[0].y == c[1].y && c[1].x == c[2].x)
    }

    @Test func aRotatedRectangleStaysRotated() throws {
        let r = 20 * Double.pi / 180
        let local = [Point(-150, -80), Point(150, -80), Point(150, 80), Point(-150, 80)]
        let corners = local.map { Point(300 + $0.x * cos(r) - $0.y * sin(r), 300 + $0.x * sin(r) + $0.y * cos(r)) }
        let shape = try #require(recognise(RoughShapes.polygon(corners, seed: 11)))
        #expect(shape.kind == .rectangle)
        #expect(abs(shape.rotation * 180 / .pi - 20) < 2, "\(shape.rotation * 180 / .pi)")
        for (a, b) in zip(shape.vertices, corners) { #expect(a.distance(to: b) < 8, "\(a) vs \(b)") }
    }

    @Test(arguments: [(Size(120, 120), UInt64(1)), (Size(200, 90), UInt64(2)), (Size(60, 62), UInt64(3))])
    func aRoughEllipseBecomesAClosedEllipse(radii: Size, seed: UInt64) throws {
        let shape = try #require(recognise(RoughShapes.ellipse(center: Point(400, 300), radii: radii, seed: seed)))
        #expect(shape.kind == .ellipse)
        let fit = try #require(shape.radii)
        #expect(shape.vertices[0].distance(to: Point(400, 300)) < 6)
        #expect(abs(fit.width - radii.width) < 0.08 * radii.width && abs(fit.height - radii.height) < 0.08 * radii.height, "\(fit)")
        // Near-circles are circles; the clean line closes on itself.
        if radii.width / radii.height > 0.9 && radii.width / radii.height < 1.1 { #expect(fit.width == fit.height) }
        let first = try #require(shape.points.first), last = try #require(shape.points.last)
        #expect(first.position.distance(to: last.position) < 1e-6)
    }

    @Test func aWobblyCircleDrawnAnticlockwiseIsStillAnEllipse() throws {
        let points = RoughShapes.ellipse(center: Point(300, 300), radii: Size(100, 100), start: 0.5, overshoot: -0.05, wobble: 0.07,
                                          clockwise: false, seed: 8)
        #expect(recognise(points)?.kind == .ellipse)
    }

    @Test func theShapeCarriesTheStrokesPressureAlongIt() throws {
        let shape = try #require(recognise(RoughShapes.ellipse(center: Point(400, 300), radii: Size(120, 120))))
        // Drawn from 0.3 rising to 0.9: the clean line starts light and ends hard.
        let pressures = shape.points.map(\.pressure)
        #expect(abs(pressures[0] - 0.3) < 0.05 && abs(pressures[pressures.count - 1] - 0.9) < 0.05)
        #expect(zip(pressures, pressures.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        // It starts where the stroke started (the top) and goes the same way round.
        #expect(shape.points[0].position.distance(to: Point(400, 180)) < 10)
    }

    @Test func nearMissesStayFreehand() {
        #expect(recognise(RoughShapes.letters(at: Point(100, 200))) == nil, "handwriting")
        #expect(recognise(RoughShapes.zigzag(from: Point(100, 100), width: 300, height: 80)) == nil, "a zigzag")
        #expect(recognise(RoughShapes.arc(center: Point(300, 300), radius: 100, sweep: 1.3 * .pi)) == nil, "an open arc")
        #expect(recognise(RoughShapes.arc(center: Point(300, 300), radius: 100, sweep: 0.5 * .pi)) == nil, "a quarter arc")
        #expect(recognise([Point(10, 10), Point(12, 11), Point(13, 13)]) == nil, "a dot")
        // A check mark: two strokes at a right angle, the second longer.
        #expect(recognise(RoughShapes.polygon([Point(100, 200), Point(160, 260), Point(300, 100)], closed: false)) == nil, "a tick")
        // A triangle is closed but neither a rectangle nor an ellipse.
        #expect(recognise(RoughShapes.polygon([Point(100, 300), Point(250, 60), Point(400, 300)])) == nil, "a triangle")
    }

    @Test func theRulerSnapsToFifteenDegreeSteps() {
        let start = Point(100, 100)
        for (pen, degrees) in [(Point(300, 108), 0.0), (Point(300, 215), 30), (Point(180, 300), 75), (Point(20, 100), 180), (Point(100, 20), -90)] {
            let end = RulerLine.end(from: start, to: pen)
            let angle = atan2(end.y - start.y, end.x - start.x) * 180 / .pi
            #expect(abs(angle - degrees) < 1e-9 || abs(abs(angle) - 180) < 1e-9 && abs(degrees) == 180, "\(pen): \(angle)")
            #expect(abs(end.distance(to: start) - pen.distance(to: start)) < 1e-9)
        }
    }

    @Test func aRuledLineCarriesThePressuresAndStaysShort() {
        var ruler = RulerLine(start: StrokePoint(Point(100, 100), pressure: 0.2))
        var line: [StrokePoint] = []
        for i in 1...200 { line = ruler.add(StrokePoint(Point(100 + Double(i), 100 + 0.1 * Double(i)), pressure: 0.2 + 0.6 * Double(i) / 200)) }
        #expect(line.count == RulerLine.maximumPoints)
        #expect(line.allSatisfy { abs($0.position.y - 100) < 1e-9 }, "a 0.1 slope is under 7.5°: level")
        #expect(abs(line[0].pressure - 0.2) < 1e-9 && abs(line[line.count - 1].pressure - 0.8) < 1e-9)
    }
}
