/// `text/uri-list` as file managers offer dropped files: CRLF lines, comments, `file://` URIs
/// percent-decoded, only this machine's files taken.
import Testing
@testable import InkWorkflow

@Suite struct URIListTests {
    @Test func crlfLinesAndCommentsGiveThePathsInOrder() {
        let list = URIList(parsing: "# dragged from Files\r\nfile:///home/ana/a.png\r\nfile:///home/ana/b.pdf\r\n")
        #expect(list.paths == ["/home/ana/a.png", "/home/ana/b.pdf"])
        #expect(list.ignored.isEmpty)
    }

    @Test func bareLineFeedsAndBlankLinesAreTaken() {
        let list = URIList(parsing: "file:///a.png\n\n  file:///b.png  \n")
        #expect(list.paths == ["/a.png", "/b.png"])
    }

    @Test func percentEscapesDecodeToUTF8() {
        let list = URIList(parsing: "file:///home/ana/My%20Notes/%C3%A9t%C3%A9%2350.png\r\n")
        #expect(list.paths == ["/home/ana/My Notes/été#50.png"])
    }

    @Test func localhostThisMachineAndNoHostAreLocal() {
        let list = URIList(parsing: "file://localhost/a.png\r\nfile://LAPTOP/b.png\r\nfile:/c.png\r\nFILE:///d.png\r\n", hostName: "laptop")
        #expect(list.paths == ["/a.png", "/b.png", "/c.png", "/d.png"])
    }

    @Test func otherHostsAndSchemesAreIgnoredAndNamed() {
        let text = "https://example.org/x.png\r\nfile://server/share/y.png\r\nfile:///ok.png\r\nsmb://nas/z.pdf\r\n"
        let list = URIList(parsing: text, hostName: "laptop")
        #expect(list.paths == ["/ok.png"])
        #expect(list.ignored == ["https://example.org/x.png", "file://server/share/y.png", "smb://nas/z.pdf"])
    }

    @Test func brokenEscapesNulsAndNonUTF8AreIgnored() {
        let list = URIList(parsing: "file:///a%2.png\r\nfile:///b%00.png\r\nfile:///c%FF.png\r\nfile://nohostpath\r\n")
        #expect(list.paths.isEmpty)
        #expect(list.ignored.count == 4)
    }

    @Test func emptyTextHasNothing() {
        #expect(URIList(parsing: "") == URIList(parsing: "# only a comment\r\n"))
        #expect(URIList(parsing: "").paths.isEmpty)
    }
}
