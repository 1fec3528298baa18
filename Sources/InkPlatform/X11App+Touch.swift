import CX11
import InkInput

extension X11App {
    /// An XI 2.2 touch event (begin, update, end): decoded with its contact size (the screen's
    /// width turns the touch axes into pixels) and handed to the editor like any input.
    func handleTouch(_ ev: UnsafePointer<XIDeviceEvent>, type: Int32) {
        clock.observe(serverTime: UInt64(ev.pointee.time))
        let width = Double(XDisplayWidth(display.pointer, display.screen))
        if let input = XIEventDecoder(registry: registry, proximity: proximity).decodeTouch(ev, type: type, screenWidth: width) {
            deliver(input)
        }
    }
}
