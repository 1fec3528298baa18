import Foundation
import InkDocument
import InkGeometry
import InkInterface

/// The remembered state on disk: `$XDG_STATE_HOME/inkstone/state.json` (by default in
/// `~/.local/state`, beside the journal folder), JSON, replaced atomically. A file that cannot
/// be read or understood is named in one message and treated as empty: the next save
/// replaces it (a folder or other non-file there cannot be replaced, and the message says so).
public struct StateFile: StateStore, Sendable {
    public let url: URL

    /// The file for a process environment (`XDG_STATE_HOME`, else `HOME`, as for the journals).
    public init(environment: [String: String]) {
        url = JournalStore(environment: environment).folder.deletingLastPathComponent().appendingPathComponent("state.json")
    }

    public init(url: URL) { self.url = url }

    /// The largest file read (16 MB): the state of 200 documents' views takes ~40 kB.
    public static let largest = 16 << 20

    public func load() -> StateLoad {
        // No file yet is no problem; anything else that stops the read is said in the system's
        // words or as what the path is instead (`FileBytes`), never as Foundation's error number.
        let data: Data
        do {
            guard let bytes = try FileBytes.readIfPresent(url.path, limit: Self.largest) else { return StateLoad(state: RememberedState()) }
            data = bytes
        } catch FileBytes.Failure.notAFile(let reason) {
            // A folder (or a pipe, a device) where the file should be: no save can replace it.
            return StateLoad(state: RememberedState(), problem: tr("the remembered tools and views in %@ %@; Inkstone starts without them and cannot keep them until it is moved away",
                                                                   url.path, tr("cannot be read (%@)", reason)))
        } catch FileBytes.Failure.unreadable(let reason) {
            return StateLoad(state: RememberedState(), problem: problem(tr("cannot be read (%@)", reason)))
        } catch {
            return StateLoad(state: RememberedState(), problem: problem(tr("cannot be read (%@)", tr("the file is larger than %@ MB", "\(Self.largest >> 20)"))))
        }
        do {
            return StateLoad(state: try JSONDecoder().decode(RememberedState.self, from: data))
        } catch {
            return StateLoad(state: RememberedState(), problem: problem(tr("is not valid (%@)", Self.reason(error))))
        }
    }

    public func save(_ state: RememberedState) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(state), to: url)
    }

    private func problem(_ what: String) -> String {
        tr("the remembered tools and views in %@ %@; Inkstone starts without them and replaces the file", url.path, what)
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let c), DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c),
             DecodingError.keyNotFound(_, let c):
            let path = c.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? tr("not JSON") : "\(path): \(c.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
