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
        func held(_ kind: DeviceKind, _ bytes: [UInt8]) -> ButtonSet {
            bytes.withUnsafeBufferPointer { XButtonMapping.held(kind: kind, mask: $0) }
        }
        // Buttons 1, 3 and 5: bits 1, 3 and 5 of the first byte.
        #expect(held(.pen, [0b0010_1010]) == [.primary, .upperBarrel])
        #expect(held(.mouse, [0b0010_1010]) == [.primary, .secondary])
        // Bit 0 stands for no button.
        #expect(held(.mouse, [0b0000_0001]).isEmpty)
        // A pen's third barrel button (X's 8, the second byte's first bit) has no meaning yet,
        // but is held all the same; so is button 31, the last one read.
        #expect(held(.pen, [0, 0b0000_0001]) == .unnamed)
        #expect(held(.pen, [0, 0, 0, 0b1000_0000]) == .unnamed)
        #expect(held(.pen, [0, 0, 0, 0, 0xff]).isEmpty)
        #expect(held(.pen, []).isEmpty)
        // Every bit of the first byte: the primary and both barrel buttons (4-7 are the wheel).
        #expect(held(.pen, [0xff]) == [.primary, .lowerBarrel, .upperBarrel])
    }
}
