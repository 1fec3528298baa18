import CX11
import Foundation

/// One incremental (INCR, ICCCM 2.7.2) transfer of data too large for one request, to a
/// requestor's property: each time the requestor deletes the property, the next chunk is
/// written; an empty value ends it. Driven by the PropertyNotify events of the requestor's
/// window (which the owner selects), never by waiting.
struct SelectionTransfer {
    let requestor: Window
    let property: Atom
    let type: Atom
    let data: Data
    let chunk: Int
    /// How much was written so far.
    private(set) var offset = 0
    /// Set once the empty value that ends the transfer is written.
    private(set) var finished = false
    /// When the transfer is dropped unless the requestor reads on.
    var deadline: Date

    init(requestor: Window, property: Atom, type: Atom, data: Data, chunk: Int, deadline: Date) {
        self.requestor = requestor; self.property = property; self.type = type; self.data = data
        self.chunk = chunk; self.deadline = deadline
    }

    /// The requestor deleted the property: writes the next chunk, or the empty end.
    @MainActor
    mutating func propertyDeleted(_ display: XDisplay, deadline next: Date) {
        deadline = next
        let end = Swift.min(data.count, offset + chunk)
        let piece = data.subdata(in: data.startIndex + offset ..< data.startIndex + end)
        SelectionProperty.write(display, requestor, property, type: type, bytes: piece)
        if piece.isEmpty { finished = true }
        offset = end
    }
}
