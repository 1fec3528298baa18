/// CellTable: every cell made is found again with its list, none that was not made is found,
/// through growth and across the whole range of cell numbers, and the keys of different cells
/// differ (never the free slot's).
import Testing
@testable import InkGeometry
import InkTestSupport

@Suite struct CellTableTests {
    static let edge = Int32((1 << 30) - 1)

    @Test func everyCellMadeIsFoundWithItsListThroughGrowth() {
        var table = CellTable()
        #expect(table.find(CellTable.key(level: 0, x: 0, y: 0)) == nil)
        var made: [UInt64: Int] = [:]
        var keyOfIndex: [UInt64] = []
        var random = SeededRandom(seed: 0x5151_2026)
        for i in 0..<5000 {
            let level = i % 4
            let x = Int32(random.unit() * 4000) - 2000, y = Int32(random.unit() * 4000) - 2000
            let key = CellTable.key(level: level, x: x, y: y)
            keyOfIndex.append(key)
            if let list = table.find(key) {
                #expect(made[key] == list)
                table.append(i, toList: list)
            } else {
                #expect(made[key] == nil)
                made[key] = table.insert(key, list: [i])
            }
        }
        #expect(table.count == made.count)
        for (key, list) in made {
            #expect(table.find(key) == list)
            #expect(table.lists[list].allSatisfy { keyOfIndex[$0] == key })
        }
        // Cells never made, next to the ones that were.
        for x in Int32(2001)...2100 { #expect(table.find(CellTable.key(level: 0, x: x, y: 0)) == nil) }
    }

    @Test func keysDifferForEveryLevelAndAcrossTheWholeRangeAndAreNeverFree() {
        let edge = Self.edge
        let corners: [Int32] = [-edge, -edge + 1, -1, 0, 1, edge - 1, edge]
        var keys = Set<UInt64>()
        for level in 0..<4 {
            for x in corners {
                for y in corners {
                    let key = CellTable.key(level: level, x: x, y: y)
                    #expect(key != 0)
                    keys.insert(key)
                }
            }
        }
        #expect(keys.count == 4 * corners.count * corners.count)
        var table = CellTable(reservingCapacity: 4)
        for (i, key) in keys.sorted().enumerated() { table.insert(key, list: [i]) }
        for (i, key) in keys.sorted().enumerated() { #expect(table.find(key).map { table.lists[$0] } == [i]) }
    }

    @Test func removingTheLastIndexLeavesTheCellAndItsRoom() {
        var table = CellTable()
        var list: [Int] = []
        list.reserveCapacity(16)
        list.append(7)
        let at = table.insert(CellTable.key(level: 1, x: 3, y: -4), list: list)
        table.append(8, toList: at)
        table.removeLast(fromList: at)
        table.removeLast(fromList: at)
        #expect(table.find(CellTable.key(level: 1, x: 3, y: -4)) == at)
        #expect(table.lists[at].isEmpty)
        #expect(table.lists[at].capacity >= 16)
    }
}
