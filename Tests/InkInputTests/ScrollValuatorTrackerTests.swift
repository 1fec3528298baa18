/// ScrollValuatorTracker: smooth scroll deltas from XI 2.1 scroll valuators (value change over
/// increment), resets, inverted axes, two axes at once, and the rule that drops the server's
/// emulated wheel steps of a device that already scrolls smoothly.
import Testing
import InkInput

@Suite struct ScrollValuatorTrackerTests {
    let vertical = ScrollAxis(number: 2, direction: .vertical, increment: 120)
    let horizontal = ScrollAxis(number: 3, direction: .horizontal, increment: 120)

    @Test func firstValueIsTheStartingPoint() {
        var t = ScrollValuatorTracker()
        #expect(t.delta(device: 7, values: [2: 1000], axes: [vertical]) == nil)
        #expect(t.delta(device: 7, values: [2: 1060], axes: [vertical]) == ScrollDelta(dy: 0.5, stepped: false))
        #expect(t.delta(device: 7, values: [2: 1300], axes: [vertical]) == ScrollDelta(dy: 2, stepped: false))
        #expect(t.delta(device: 7, values: [2: 1180], axes: [vertical]) == ScrollDelta(dy: -1, stepped: false))
    }

    /// A notch down is +1, as the stepped wheel's `ScrollDelta.down`.
    @Test func aNotchDownMatchesTheSteppedWheel() throws {
        var t = ScrollValuatorTracker()
        _ = t.delta(device: 1, values: [2: 0], axes: [vertical])
        let step = t.delta(device: 1, values: [2: 120], axes: [vertical])
        let d = try #require(step)
        #expect(d.dy == ScrollDelta.down.dy && d.dx == 0 && !d.stepped)
    }

    @Test func unchangedOrAbsentValuesGiveNothing() {
        var t = ScrollValuatorTracker()
        _ = t.delta(device: 1, values: [2: 50], axes: [vertical])
        #expect(t.delta(device: 1, values: [2: 50], axes: [vertical]) == nil)
        #expect(t.delta(device: 1, values: [0: 400, 1: 300], axes: [vertical]) == nil)
        #expect(t.delta(device: 1, values: [2: 110], axes: [vertical]) == ScrollDelta(dy: 0.5, stepped: false))
    }

    @Test func resetMakesTheNextValueAStartingPoint() {
        var t = ScrollValuatorTracker()
        _ = t.delta(device: 1, values: [2: 0], axes: [vertical])
        _ = t.delta(device: 2, values: [2: 0], axes: [vertical])
        t.reset(device: 1)
        // The server may restart the valuator anywhere: no jump.
        #expect(t.delta(device: 1, values: [2: 9000], axes: [vertical]) == nil)
        #expect(t.delta(device: 1, values: [2: 9120], axes: [vertical]) == ScrollDelta(dy: 1, stepped: false))
        // Other devices keep theirs.
        #expect(t.delta(device: 2, values: [2: 240], axes: [vertical]) == ScrollDelta(dy: 2, stepped: false))
    }

    @Test func seedGivesAStartingPointFromADeviceChange() {
        var t = ScrollValuatorTracker()
        _ = t.delta(device: 1, values: [2: 0], axes: [vertical])
        t.seed(device: 1, values: [2: 600])
        #expect(t.delta(device: 1, values: [2: 660], axes: [vertical]) == ScrollDelta(dy: 0.5, stepped: false))
    }

    /// A negative increment (XI2: the axis runs the other way) inverts the direction.
    @Test func negativeIncrementInverts() {
        var t = ScrollValuatorTracker()
        let inverted = ScrollAxis(number: 2, direction: .vertical, increment: -15)
        _ = t.delta(device: 1, values: [2: 0], axes: [inverted])
        #expect(t.delta(device: 1, values: [2: 15], axes: [inverted]) == ScrollDelta(dy: -1, stepped: false))
        #expect(t.delta(device: 1, values: [2: -15], axes: [inverted]) == ScrollDelta(dy: 2, stepped: false))
    }

    @Test func twoAxesInOneEvent() {
        var t = ScrollValuatorTracker()
        _ = t.delta(device: 1, values: [2: 0, 3: 0], axes: [vertical, horizontal])
        #expect(t.delta(device: 1, values: [2: 60, 3: -240], axes: [vertical, horizontal]) == ScrollDelta(dx: -2, dy: 0.5, stepped: false))
        #expect(t.delta(device: 1, values: [3: -120], axes: [vertical, horizontal]) == ScrollDelta(dx: 1, stepped: false))
    }

    @Test func zeroOrBrokenIncrementsAreIgnored() {
        var t = ScrollValuatorTracker()
        let zero = ScrollAxis(number: 2, direction: .vertical, increment: 0)
        _ = t.delta(device: 1, values: [2: 0], axes: [zero])
        #expect(t.delta(device: 1, values: [2: 100], axes: [zero]) == nil)
        _ = t.delta(device: 1, values: [3: 0], axes: [horizontal])
        #expect(t.delta(device: 1, values: [3: .nan], axes: [horizontal]) == nil)
        #expect(t.delta(device: 1, values: [3: 120], axes: [horizontal]) == ScrollDelta(dx: 1, stepped: false))
    }

    @Test func emulatedStepsOfASmoothDirectionAreDropped() {
        let axes = [vertical]
        #expect(ScrollValuatorTracker.dropsEmulatedStep(.down, emulated: true, axes: axes))
        #expect(ScrollValuatorTracker.dropsEmulatedStep(.up, emulated: true, axes: axes))
        // A real wheel step is kept; so is an emulated step of a direction without a scroll axis.
        #expect(!ScrollValuatorTracker.dropsEmulatedStep(.down, emulated: false, axes: axes))
        #expect(!ScrollValuatorTracker.dropsEmulatedStep(.left, emulated: true, axes: axes))
        #expect(ScrollValuatorTracker.dropsEmulatedStep(.right, emulated: true, axes: [vertical, horizontal]))
        // Devices without scroll classes keep their wheel buttons.
        #expect(!ScrollValuatorTracker.dropsEmulatedStep(.down, emulated: true, axes: []))
    }
}
