/// XButtonMapping: the platform alone turns X's button numbers into meanings. On a pen 2 and 3
/// are the barrel buttons, on a mouse the middle and right buttons; 4-7 are wheel notches.
import Testing
import InkInput
@testable import InkPlatform

@Suite struct XButtonMappingTests {
    @Test func buttonOneIsThePrimaryButtonOfEveryDevice() {
        for kind in DeviceKind.allCases { #expect(XButtonMapping.button(1, kind: kind) == .primary) }
    }

    @Test func twoAndThreeAreBarrelButtonsOnAPenAndMiddleAndRightOnAMouse() {
        for kind in [DeviceKind.pen, .eraser] {
            #expect(XButtonMapping.button(2, kind: kind) == .lowerBarrel)
            #expect(XButtonMapping.button(3, kind: kind) == .upperBarrel)
        }
        #expect(XButtonMapping.button(2, kind: .mouse) == .middle)
        #expect(XButtonMapping.button(3, kind: .mouse) == .secondary)
    }

    @Test func theWheelButtonsAreScrollsNotButtons() {
        #expect(XButtonMapping.scroll(4) == .up)
        #expect(XButtonMapping.scroll(5) == .down)
        #expect(XButtonMapping.scroll(6) == .left)
        #expect(XButtonMapping.scroll(7) == .right)
        for n in [0, 1, 2, 3, 8, 9] { #expect(XButtonMapping.scroll(n) == nil) }
        for n in 4...9 { #expect(XButtonMapping.button(n, kind: .mouse) == nil) }
    }

    @Test func aHeldMaskBecomesMeanings() {
        let mask: Set<Int> = [1, 3, 5]
        #expect(XButtonMapping.held(kind: .pen) { mask.contains($0) } == [.primary, .upperBarrel])
        #expect(XButtonMapping.held(kind: .mouse) { mask.contains($0) } == [.primary, .secondary])
        // A pen's third barrel button (X's 8) has no meaning yet, but is held all the same.
        #expect(XButtonMapping.held(kind: .pen) { $0 == 8 } == .unnamed)
        #expect(XButtonMapping.held(kind: .pen, count: 8) { $0 == 8 }.isEmpty)
    }
}
