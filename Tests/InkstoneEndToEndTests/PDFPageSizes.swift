import Foundation
import InkTestSupport

extension ExportCommandTests {
    /// The page sizes pdfinfo (poppler-utils) gives for `pdf`, in points: "612 x 792", ….
    static func pageSizes(_ pdf: String) throws -> [String] {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("pdfinfo-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let child = try ChildProcess(path: "/usr/bin/pdfinfo", arguments: ["-f", "1", "-l", "999", pdf], output: log)
        let status = child.wait(timeout: 60)
        child.stop()
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        guard status == 0 else { throw ChildProcess.SpawnError(description: "pdfinfo \(pdf) failed: \(text)") }
        // "Page    1 size: 612 x 792 pts (letter)"
        return text.split(separator: "\n").filter { $0.hasPrefix("Page") && $0.contains(" size: ") }.map { line in
            let after = line.split(separator: ":", maxSplits: 1)[1]
            return after.replacingOccurrences(of: " pts", with: "").split(separator: "(")[0].trimmingCharacters(in: .whitespaces)
        }
    }
}
