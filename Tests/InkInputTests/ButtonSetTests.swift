/// ButtonSet and PointerButton: buttons by meaning, one bit each, with the names the
/// `--debug-input` line uses.
import Testing
import InkInput

@Suite struct ButtonSetTests {
    @Test func eachMeaningHasItsOwnBit() {
        let bits = PointerButton.allCases.map { ButtonSet($0).rawValue }
        #expect(Set(bits).count == PointerButton.allCases.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
        #expect(ButtonSet.primary == ButtonSet(.primary))
    }

    @Test func containsAndMembers() {
        let held: ButtonSet = [.primary, .upperBarrel]
        #expect(held.contains(.primary))
        #expect(held.contains(.upperBarrel))
        #expect(!held.contains(.lowerBarrel))
        #expect(!held.contains(.middle))
        #expect(held.members == [.primary, .upperBarrel])
        #expect(ButtonSet().members.isEmpty)
        #expect(ButtonSet.unnamed.members.isEmpty && !ButtonSet.unnamed.isEmpty)
        #expect(PointerButton.allCases.allSatisfy { !ButtonSet($0).contains(.unnamed) })
    }

    @Test func namesAreWords() {
        #expect(PointerButton.allCases.map(\.rawValue) == ["primary", "secondary", "middle", "lower-barrel", "upper-barrel"])
    }

    @Test func wheelNotchesAreSteppedUnitScrolls() {
        #expect(ScrollDelta.up == ScrollDelta(dx: 0, dy: -1, stepped: true))
        #expect(ScrollDelta.down.dy == 1 && ScrollDelta.left.dx == -1 && ScrollDelta.right.dx == 1)
        #expect(!ScrollDelta(dy: 0.25, stepped: false).stepped)
    }
}
