/// The event loop's wait (issue 20): all seven descriptors behind one epoll descriptor, and
/// which source woke it, as with one poll() of all seven.
import Glibc
import Testing
@testable import InkPlatform

@Suite struct EventWaitTests {
    /// A pipe: (read end, write end).
    private func pipeEnds() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw EventWait.WaitError(code: errno) }
        return (ends[0], ends[1])
    }

    private func say(_ fd: Int32) { var byte: UInt8 = 1; _ = write(fd, &byte, 1) }
    private func hear(_ fd: Int32) { var byte: UInt8 = 0; _ = read(fd, &byte, 1) }

    private func readySources(_ wait: EventWait) -> Set<EventWait.Source> {
        Set(EventWait.Source.allCases.filter { wait.isReady($0) })
    }

    @Test func eachSourceWakesTheWaitAndIsToldApart() throws {
        let display = try pipeEnds(), preferences = try pipeEnds(), pages = try pipeEnds(), tiles = try pipeEnds()
        let thumbnails = try pipeEnds(), termination = try pipeEnds(), portal = try pipeEnds()
        let all = [display, preferences, pages, tiles, thumbnails, termination, portal]
        defer { for ends in all { close(ends.read); close(ends.write) } }
        let wait = try EventWait(display: display.read, fixed: [
            .preferences: preferences.read, .termination: termination.read, .renderedPages: pages.read,
            .renderedTiles: tiles.read, .thumbnails: thumbnails.read,
        ])
        wait.follow(portal: portal.read)

        #expect(wait.wait(timeout: 0))
        #expect(readySources(wait).isEmpty, "nothing written, nothing ready")

        let bySource: [(EventWait.Source, Int32, Int32)] = [
            (.display, display.write, display.read), (.preferences, preferences.write, preferences.read),
            (.portal, portal.write, portal.read), (.termination, termination.write, termination.read),
            (.renderedPages, pages.write, pages.read), (.renderedTiles, tiles.write, tiles.read),
            (.thumbnails, thumbnails.write, thumbnails.read),
        ]
        for (source, writeEnd, readEnd) in bySource {
            say(writeEnd)
            #expect(wait.wait(timeout: 1000))
            #expect(readySources(wait) == [source], "\(source)")
            hear(readEnd)
        }

        // Two at once, and a source stays ready until it is read (as with poll()).
        say(pages.write); say(display.write)
        #expect(wait.wait(timeout: 1000))
        #expect(readySources(wait) == [.renderedPages, .display])
        hear(display.read)
        #expect(wait.wait(timeout: 0))
        #expect(readySources(wait) == [.renderedPages])
        hear(pages.read)
    }

    @Test func thePortalIsFollowedAndAMissingDescriptorIsSkipped() throws {
        let display = try pipeEnds(), portal = try pipeEnds(), other = try pipeEnds()
        defer { for ends in [display, portal, other] { close(ends.read); close(ends.write) } }
        // No preferences folder to watch: -1, as poll() would skip it.
        let wait = try EventWait(display: display.read, fixed: [.preferences: -1, .termination: other.read])
        say(portal.write)
        #expect(wait.wait(timeout: 0))
        #expect(readySources(wait).isEmpty, "the portal is not followed yet")
        wait.follow(portal: portal.read)
        #expect(wait.wait(timeout: 1000))
        #expect(readySources(wait) == [.portal])
        // The bus connection went away: no longer waited on.
        wait.follow(portal: -1)
        #expect(wait.wait(timeout: 0))
        #expect(readySources(wait).isEmpty)
    }

    @Test func aPortalClosedWithItsConnectionLeavesTheWait() throws {
        let display = try pipeEnds(), portal = try pipeEnds()
        defer { close(display.read); close(display.write) }
        let wait = try EventWait(display: display.read, fixed: [:])
        wait.follow(portal: portal.read)
        say(portal.write)
        #expect(wait.wait(timeout: 1000))
        #expect(readySources(wait) == [.portal])
        // The connection closed its socket before the loop saw it gone: nothing stays ready,
        // and following no portal then is quiet.
        close(portal.read); close(portal.write)
        #expect(wait.wait(timeout: 0))
        #expect(readySources(wait).isEmpty)
        wait.follow(portal: -1)
        say(display.write)
        #expect(wait.wait(timeout: 1000))
        #expect(readySources(wait) == [.display])
    }

    @Test func aDescriptorNotOpenIsRefusedWithItsError() throws {
        let display = try pipeEnds()
        defer { close(display.read); close(display.write) }
        // Above any process's limit, so never open (a closed one's number could be reused at
        // once by a test running beside this one).
        let notOpen: Int32 = 999_999
        #expect(throws: EventWait.WaitError(code: EBADF)) {
            _ = try EventWait(display: display.read, fixed: [.termination: notOpen])
        }
    }
}
