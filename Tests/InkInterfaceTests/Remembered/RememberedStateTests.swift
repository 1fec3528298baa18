/// What is remembered between runs, as a value: each device kind's tools, the hint, and the
/// views of the last 200 documents (the oldest forgotten), read back whatever a file holds.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface

@Suite struct RememberedStateTests {
    static func view(_ n: Int) -> DocumentView { DocumentView(key: "/docs/\(n).pdf", page: n % 7, x: 10, y: Double(n), zoom: 1.5) }

    @Test func theNewestViewComesFirstAndReplacesItsOlderOne() {
        var state = RememberedState()
        state.remember(Self.view(1))
        state.remember(Self.view(2))
        var again = Self.view(1)
        again.page = 3
        state.remember(again)
        #expect(state.documents.map(\.key) == ["/docs/1.pdf", "/docs/2.pdf"])
        #expect(state.view(of: "/docs/1.pdf")?.page == 3)
        #expect(state.view(of: "/docs/9.pdf") == nil)
    }

    @Test func atMostTwoHundredDocumentsAreKeptTheOldestDropped() {
        var state = RememberedState()
        for n in 0..<250 { state.remember(Self.view(n)) }
        #expect(state.documents.count == RememberedState.documentLimit)
        #expect(RememberedState.documentLimit == 200)
        #expect(state.documents.first?.key == "/docs/249.pdf")
        #expect(state.documents.last?.key == "/docs/50.pdf")
        #expect(state.view(of: "/docs/49.pdf") == nil)
    }

    @Test func aFileOfTooManyDocumentsIsReadBoundedKeepingTheNewest() throws {
        let views = (0..<260).map { Self.view($0) }
        let json = try JSONEncoder().encode(["documents": views])
        let state = try JSONDecoder().decode(RememberedState.self, from: json)
        #expect(state.documents.count == 200)
        #expect(state.documents.first == views[0])
        #expect(state.documents.last == views[199])
    }

    @Test func theStateRoundTripsThroughJSON() throws {
        var state = RememberedState()
        state.hintDismissed = true
        var tools = ToolState()
        tools.choose(.pencil)
        tools.colorIndex = 3
        tools.width = 4
        state.devices["mouse"] = RememberedTools(tools)
        state.remember(Self.view(5))
        let back = try JSONDecoder().decode(RememberedState.self, from: try JSONEncoder().encode(state))
        #expect(back == state)
    }

    @Test func membersMissingKeepTheirDefaultsAndWrongTypesAreAnError() throws {
        let empty = try JSONDecoder().decode(RememberedState.self, from: Data("{}".utf8))
        #expect(empty == RememberedState())
        #expect(throws: (any Error).self) { try JSONDecoder().decode(RememberedState.self, from: Data(#"{"hintDismissed": "yes"}"#.utf8)) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(RememberedState.self, from: Data("not json".utf8)) }
    }

    @Test func toolsRoundTripEveryToolsColourAndWidth() {
        var s = ToolState()
        s.choose(.highlighter)
        s.colorIndex = 2
        s.width = 32
        s.choose(.pencil)
        s.customColor = InkColor(rgb: 0x3a7bd5)
        s.width = 1.5
        s.choose(.pen)
        s.colorIndex = 5
        s.width = 12
        s.choose(.pencil)
        s.temporaryTool = .eraser
        let back = RememberedTools(s).state(from: ToolState())
        var expected = s
        expected.temporaryTool = nil
        #expect(back == expected)
        #expect(back.tool == .pencil && back.previousTool == .pen)
        #expect(back.customColor == InkColor(rgb: 0x3a7bd5))
    }

    @Test func unknownToolsAndColoursAreLeftOutAndWidthsClamped() {
        let remembered = RememberedTools(tool: "laser", previousTool: "pan", colors: ["pen": 1, "crayon": 2],
                                         customColors: ["pencil": "#zz0000"], widths: ["pen": 5000, "highlighter": -3])
        let s = remembered.state(from: .initial(for: .eraser))
        #expect(s.tool == .eraser)
        #expect(s.colorIndices[.pen] == 1)
        #expect(s.customColors(.pencil) == nil)
        #expect(s.widths[.pen] == 64)
        #expect(s.widths[.highlighter] == 0.5)
    }

    @Test func aRunsMemoryIsLaidOverWhatAnotherRunWroteMeanwhile() {
        var other = RememberedState()
        for n in 0..<3 { other.remember(Self.view(n)) }
        other.hintDismissed = true
        other.devices["pen"] = RememberedTools(ToolState(tool: .highlighter))
        var mine = RememberedState()
        mine.devices["mouse"] = RememberedTools(ToolState(tool: .pencil))
        var newer = Self.view(1)
        newer.page = 6
        let merged = mine.merged(over: other, views: [Self.view(9), newer])
        #expect(merged.documents.map(\.key) == ["/docs/9.pdf", "/docs/1.pdf", "/docs/2.pdf", "/docs/0.pdf"])
        #expect(merged.view(of: "/docs/1.pdf")?.page == 6)
        #expect(merged.devices.keys.sorted() == ["mouse"])
        #expect(merged.hintDismissed)
    }
}

extension ToolState {
    func customColors(_ tool: Tool) -> InkColor? {
        var s = self
        s.choose(tool)
        return s.customColor
    }
}
