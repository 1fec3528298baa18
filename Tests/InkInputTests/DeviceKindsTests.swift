import Testing
@testable import InkInput

@Suite struct DeviceKindsTests {
    @Test func eachKindIsItsOwnMember() {
        for kind in DeviceKind.allCases {
            var set = DeviceKinds()
            #expect(!set.contains(kind))
            set.insert(kind)
            #expect(set.contains(kind))
            #expect(set.count == 1)
            // No other kind came in with it.
            for other in DeviceKind.allCases where other != kind { #expect(!set.contains(other)) }
        }
    }

    @Test func countsAndEqualityFollowTheMembers() {
        var set: DeviceKinds = [.pen, .mouse]
        #expect(set.count == 2)
        set.insert(.pen)
        #expect(set.count == 2)
        #expect(set == [.mouse, .pen])
        #expect(set != [.mouse])
        #expect(DeviceKinds().isEmpty && !set.isEmpty)
        var all = DeviceKinds()
        for kind in DeviceKind.allCases { all.insert(kind) }
        #expect(all.count == DeviceKind.allCases.count)
    }
}
