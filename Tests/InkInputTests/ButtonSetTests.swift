/// ButtonSet(button:): button n is bit n-1; buttons outside 1...32 give the empty set.
import Testing
import InkInput

@Suite struct ButtonSetTests {
    @Test func buttonNumbersMapToBits() {
        #expect(ButtonSet(button: 1).rawValue == 1)
        #expect(ButtonSet(button: 3).rawValue == 4)
        #expect(ButtonSet(button: 32).rawValue == 0x8000_0000)
        #expect(ButtonSet.primary == ButtonSet(button: 1))
    }

    @Test func outOfRangeButtonsAreEmpty() {
        #expect(ButtonSet(button: 0).isEmpty)
        #expect(ButtonSet(button: 33).isEmpty)
        #expect(ButtonSet(button: -1).isEmpty)
    }

    @Test func containsButton() {
        let held: ButtonSet = [.primary, ButtonSet(button: 3)]
        #expect(held.contains(button: 1))
        #expect(held.contains(button: 3))
        #expect(!held.contains(button: 2))
        #expect(held.rawValue == 5)
    }
}
