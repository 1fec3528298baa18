/// Touch contact sizes in window pixels from touch major/minor in position-axis units, and
/// touch classes: a touchscreen is a touch device, a touchpad points like a mouse.
import Testing
import InkGeometry
import InkInput

@Suite struct TouchContactTests {
    let x = AxisDescription(number: 0, label: "Abs MT Position X", minimum: 0, maximum: 65535)

    @Test func sizesFollowTheXAxisScale() {
        #expect(TouchContact.size(major: 6400, minor: 3200, x: x, screenWidth: 1280) == Size(125, 62.5))
        #expect(TouchContact.size(major: 1280, minor: nil, x: x, screenWidth: 1280) == Size(25, 25), "a major alone is round")
        #expect(TouchContact.size(major: nil, minor: 10, x: x, screenWidth: 1280) == nil)
        #expect(TouchContact.size(major: 10, minor: 10, x: nil, screenWidth: 1280) == nil)
        #expect(TouchContact.size(major: .nan, minor: 10, x: x, screenWidth: 1280) == nil)
    }

    @Test func touchpadsPointLikeMiceAndTouchscreensTouch() {
        let pad = DeviceDescription(id: 5, name: "Some Device", touchClass: TouchClass(direct: false, maxTouches: 5))
        let screen = DeviceDescription(id: 6, name: "Some Device", touchClass: TouchClass(direct: true, maxTouches: 10))
        #expect(DeviceClassifier.classify(pad) == .mouse)
        #expect(DeviceClassifier.classify(screen) == .touch)
        #expect(screen.hasTouchClass)
    }
}
