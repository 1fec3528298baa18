import CXTest
import Foundation
import InkInterface
import InkPortal
import Testing
import InkTestSupport

/// The desktop portal's file chooser (`PortalFileChooser`), in this process, against a fake
/// portal (Portal/fake_portal.py) on a private bus: the calls' arguments, the answers read from
/// the bus socket, and no portal when there is no bus or nobody owns the portal's name.
@Suite(.serialized) @MainActor struct PortalTests {
    @Test func openShowsTheFiltersAndAnswersWithTheChosenPath() throws {
        let bus = try PrivateBus()
        let chosen = "/tmp/ink stone/Été sketch.inkstone"
        let fake = try FakePortal(bus: bus, ["FAKE_PORTAL_OPEN": chosen])
        let chooser = try #require(PortalFileChooser(environment: bus.environment))
        #expect(chooser.fileDescriptor >= 0)
        #expect(chooser.open(title: "Open", folder: "/home/ana/My drawings", parentWindow: 0x1a00003))
        #expect(chooser.isWaiting)
        #expect(answer(chooser) == .chosen(mode: .open, path: chosen))
        #expect(!chooser.isWaiting)
        let call = try #require(fake.calls().last)
        #expect(call["method"] as? String == "OpenFile")
        #expect(call["title"] as? String == "Open")
        #expect(call["parent_window"] as? String == "x11:1a00003")
        let options = try #require(call["options"] as? [String: Any])
        #expect(options["modal"] as? Bool == true)
        #expect(options["current_folder"] as? String == "/home/ana/My drawings\u{0}", "a NUL-terminated byte array")
        let token = try #require(options["handle_token"] as? String)
        #expect(!token.isEmpty)
        let filters = try #require(options["filters"] as? [[Any]])
        let named = Dictionary(uniqueKeysWithValues: filters.compactMap { f -> (String, [String])? in
            guard let name = f.first as? String, let rules = f.last as? [[Any]] else { return nil }
            return (name, rules.compactMap { ($0.first as? Int) == 0 ? $0.last as? String : nil })
        })
        #expect(named["Inkstone documents"] == ["*.inkstone"])
        #expect(named["Images"] == ["*.png", "*.jpg", "*.jpeg"])
        #expect(named["PDFs"] == ["*.pdf"])
    }

    @Test func saveSuggestsTheNameAndAnswersWithADocumentPath() throws {
        let bus = try PrivateBus()
        let fake = try FakePortal(bus: bus, ["FAKE_PORTAL_SAVE": "/tmp/ink stone/My notes"])
        let chooser = try #require(PortalFileChooser(environment: bus.environment))
        #expect(chooser.save(title: "Save As", currentName: "Untitled.inkstone", folder: "/tmp", parentWindow: 42))
        #expect(answer(chooser) == .chosen(mode: .save, path: "/tmp/ink stone/My notes.inkstone", nameChanged: true),
                "the suffix is added, and the app knows the dialog did not ask about that name")
        let call = try #require(fake.calls().last)
        #expect(call["method"] as? String == "SaveFile")
        #expect(call["title"] as? String == "Save As")
        #expect(call["parent_window"] as? String == "x11:2a")
        let options = try #require(call["options"] as? [String: Any])
        #expect(options["current_name"] as? String == "Untitled.inkstone")
        #expect(options["current_folder"] as? String == "/tmp\u{0}")
        #expect(options["modal"] as? Bool == true)
        // A second chooser after the first answered.
        #expect(chooser.open(title: "Open", folder: nil, parentWindow: 42))
        #expect(answer(chooser) == .chosen(mode: .open, path: "/nothing-chosen"))
        #expect(try #require(fake.calls().last)["options"].flatMap { ($0 as? [String: Any])?["current_folder"] } == nil)
    }

    /// Export PDF asks the same dialog for a PDF: PDFs its filter, ".pdf" added to the name.
    @Test func exportAsksForAPDF() throws {
        let bus = try PrivateBus()
        let fake = try FakePortal(bus: bus, ["FAKE_PORTAL_SAVE": "/tmp/ink stone/Handout"])
        let chooser = try #require(PortalFileChooser(environment: bus.environment))
        #expect(chooser.save(.exportPDF, title: "Export PDF", currentName: "Talk.pdf", folder: "/tmp", parentWindow: 42))
        #expect(answer(chooser) == .chosen(mode: .exportPDF, path: "/tmp/ink stone/Handout.pdf", nameChanged: true))
        let call = try #require(fake.calls().last)
        #expect(call["method"] as? String == "SaveFile")
        #expect(call["title"] as? String == "Export PDF")
        let options = try #require(call["options"] as? [String: Any])
        #expect(options["current_name"] as? String == "Talk.pdf")
        let filters = try #require(options["filters"] as? [[Any]])
        #expect(filters.compactMap { $0.first as? String } == ["PDFs"])
    }

    @Test func aClosedChooserIsCancelled() throws {
        let bus = try PrivateBus()
        let fake = try FakePortal(bus: bus, ["FAKE_PORTAL_RESPONSE": "1", "FAKE_PORTAL_OPEN": "/tmp/x.inkstone"])
        let chooser = try #require(PortalFileChooser(environment: bus.environment))
        #expect(chooser.open(title: "Open", folder: nil, parentWindow: 1))
        #expect(answer(chooser) == .cancelled)
        #expect(fake.calls().count == 1)
    }

    @Test func anOlderPortalsOwnHandleIsFollowed() throws {
        let bus = try PrivateBus()
        let fake = try FakePortal(bus: bus, ["FAKE_PORTAL_HANDLES": "legacy", "FAKE_PORTAL_OPEN": "/tmp/old.png"])
        let chooser = try #require(PortalFileChooser(environment: bus.environment))
        #expect(chooser.open(title: "Open", folder: nil, parentWindow: 1))
        #expect(answer(chooser) == .chosen(mode: .open, path: "/tmp/old.png"))
        _ = fake
    }

    @Test func theBusGoingAwayCancelsAndStopsPolling() throws {
        let bus = try PrivateBus()
        let fake = try FakePortal(bus: bus, ["FAKE_PORTAL_DELAY_MS": "30000"])
        let chooser = try #require(PortalFileChooser(environment: bus.environment))
        #expect(chooser.open(title: "Open", folder: nil, parentWindow: 1))
        bus.stop()
        #expect(answer(chooser) == .cancelled)
        #expect(chooser.fileDescriptor == -1)
        #expect(!chooser.open(title: "Open", folder: nil, parentWindow: 1), "then the app's own chooser is used")
        _ = fake
    }

    @Test func aPortalTheBusCanStartIsUsed() throws {
        let scratch = try TemporaryFolder("portal")
        let log = scratch.path + "/portal.log"
        let bus = try PrivateBus(activating: FakePortal.script, environment: ["FAKE_PORTAL_LOG": log, "FAKE_PORTAL_OPEN": "/tmp/started.inkstone"])
        let chooser = try #require(PortalFileChooser(environment: bus.environment))
        #expect(chooser.open(title: "Open", folder: nil, parentWindow: 1))
        #expect(answer(chooser) == .chosen(mode: .open, path: "/tmp/started.inkstone"))
    }

    @Test func noBusMeansNoPortal() {
        let started = Date()
        let dead = "unix:path=/tmp/inkstone-no-bus-\(UUID().uuidString)"
        #expect(PortalFileChooser(environment: ["DBUS_SESSION_BUS_ADDRESS": dead]) == nil)
        #expect(PortalFileChooser(environment: [:]) == nil)
        #expect(Date().timeIntervalSince(started) < 1)
    }

    @Test func aBusWithoutThePortalMeansNoPortal() throws {
        let bus = try PrivateBus()
        let started = Date()
        #expect(PortalFileChooser(environment: bus.environment) == nil)
        #expect(Date().timeIntervalSince(started) < 2)
    }

    /// Polls the chooser's socket (as the app's loop does) until it answers.
    private func answer(_ chooser: PortalFileChooser, timeout: Double = 10) -> PortalAnswer? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var pfd = pollfd(fd: chooser.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if !chooser.needsDispatch { _ = poll(&pfd, 1, 50) }
            if pfd.revents != 0 || chooser.needsDispatch, let answer = chooser.dispatch() { return answer }
        }
        return nil
    }
}

/// A private session bus: `dbus-daemon --nofork --print-address` with a minimal configuration
/// (no system service folders, so only what a test starts is on it), stopped by its PID.
final class PrivateBus {
    let address: String
    private let folder: String
    private let process: ChildProcess
    private let watchdog: ChildProcess

    /// With `script`, the bus starts it (python3) for org.freedesktop.portal.Desktop on demand,
    /// with `environment` added to the bus's own.
    init(activating script: String? = nil, environment: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-bus-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/services", withIntermediateDirectories: true)
        var services = ""
        if let script {
            try "[D-BUS Service]\nName=org.freedesktop.portal.Desktop\nExec=\(FakePortal.python) \(script)\n"
                .write(toFile: folder + "/services/portal.service", atomically: true, encoding: .utf8)
            services = "<servicedir>\(folder)/services</servicedir>"
        }
        let config = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:dir=\(folder)</listen>
              <auth>EXTERNAL</auth>
              \(services)
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """
        try config.write(toFile: folder + "/bus.conf", atomically: true, encoding: .utf8)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw ChildProcess.SpawnError(description: "pipe failed") }
        defer { close(fds[0]) }
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process = try ChildProcess(path: "/usr/bin/dbus-daemon",
                                   arguments: ["--config-file=\(folder)/bus.conf", "--nofork", "--print-address=3"],
                                   environment: env, fds: [3: fds[1]], output: folder + "/bus.log")
        close(fds[1])
        watchdog = try startWatchdog(stopping: process.pid)
        guard let line = readLine(fd: fds[0], timeout: 10), !line.isEmpty else {
            process.stop()
            throw ChildProcess.SpawnError(description: "dbus-daemon did not print its address")
        }
        address = line
    }

    /// An environment naming only this bus.
    var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    func stop() { process.stop(); watchdog.stop() }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// Portal/fake_portal.py on a private bus, its calls logged as JSON lines.
final class FakePortal: FakeBusService {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Portal/fake_portal.py").path

    /// Starts the fake and waits until it owns org.freedesktop.portal.Desktop.
    init(bus: PrivateBus, _ environment: [String: String]) throws {
        try super.init(script: Self.script, logVariable: "FAKE_PORTAL_LOG", what: "portal", bus: bus, environment)
    }

    /// The file-chooser calls it received, oldest first.
    func calls() -> [[String: Any]] { entries().filter { $0["method"] != nil } }
}
