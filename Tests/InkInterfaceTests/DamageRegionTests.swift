/// `DamageRegion`: two far-apart changes stay two rectangles, near ones merge, and `forEach`
/// visits the same rectangles as `rects`, in order.
import Testing
import InkGeometry
import InkInterface

@Suite struct DamageRegionTests {
    @Test func farApartChangesStayTwoAndForEachVisitsTheRects() {
        var region = DamageRegion()
        var visited: [Rect] = []
        region.forEach { visited.append($0) }
        #expect(visited.isEmpty && region.rects.isEmpty)

        region.add(Rect(x: 10, y: 10, width: 5, height: 5))
        region.add(Rect(x: 300, y: 200, width: 8, height: 8))
        region.forEach { visited.append($0) }
        #expect(region.rects.count == 2)
        #expect(visited == region.rects)

        // A third change near the first joins it; one touching both merges all.
        region.add(Rect(x: 16, y: 12, width: 4, height: 4))
        #expect(region.rects.count == 2)
        #expect(region.first == Rect(x: 10, y: 10, width: 10, height: 6))
        region.add(Rect(x: 18, y: 12, width: 290, height: 190))
        visited = []
        region.forEach { visited.append($0) }
        #expect(visited == [Rect(x: 10, y: 10, width: 298, height: 198)])
    }
}
