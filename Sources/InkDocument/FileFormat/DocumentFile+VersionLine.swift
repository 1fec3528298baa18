import Foundation
import InkGeometry

extension DocumentFile {
    /// The file's header: the magic "INKSTONE" and the line `version N\n` (N in decimal, no
    /// leading zeros, at most 9 digits).
    enum VersionLine {
        /// Checks the header and returns the offset of the first section. Throws `.notInkstone`
        /// for a wrong magic and `.newerVersion` for a version above `DocumentFile.version`.
        static func read(_ data: Data) throws -> Int { try readLine(data).offset }

        /// The file's version and the offset of its first section (see `read`); `supported` is
        /// the newest version the reader knows (tests ask as an older Inkstone would).
        static func readLine(_ data: Data, supported: Int = DocumentFile.version) throws -> (version: Int, offset: Int) {
            let magic = FileLayout.magic
            let head = Data(data.prefix(magic.count))
            guard head == magic.prefix(head.count) else { throw DocumentFileError.notInkstone }
            guard head.count == magic.count else {
                throw DocumentFileError.truncated(part: tr("the header"), atByte: data.count)
            }
            let window = Data(data.dropFirst(magic.count).prefix(FileLayout.longestVersionLine))
            guard let newline = window.firstIndex(of: 0x0a) else {
                if window.count < FileLayout.longestVersionLine, couldBegin(window) {
                    throw DocumentFileError.truncated(part: tr("the header"), atByte: data.count)
                }
                throw DocumentFileError.invalidContent(tr("the version line after \"INKSTONE\" is damaged"))
            }
            guard let version = number(in: window.prefix(upTo: newline)) else {
                throw DocumentFileError.invalidContent(tr("the version line after \"INKSTONE\" is damaged"))
            }
            guard version >= 1 else { throw DocumentFileError.invalidContent(tr("the file claims format version 0")) }
            guard version <= supported else {
                throw DocumentFileError.newerVersion(found: version, supported: supported)
            }
            return (version, magic.count + newline + 1)
        }

        /// N in "version N", if the line is exactly that.
        private static func number(in line: Data) -> Int? {
            let prefix = FileLayout.versionPrefix
            guard line.starts(with: prefix) else { return nil }
            let digits = line.dropFirst(prefix.count)
            guard (1...9).contains(digits.count), digits.first != 0x30,
                  digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int(String(decoding: digits, as: UTF8.self))
        }

        /// Whether `bytes` (without a newline) could be the start of a version line.
        private static func couldBegin(_ bytes: Data) -> Bool {
            let prefix = FileLayout.versionPrefix
            if bytes.count <= prefix.count { return bytes == prefix.prefix(bytes.count) }
            let digits = bytes.dropFirst(prefix.count)
            return bytes.starts(with: prefix) && digits.count <= 9
                && digits.allSatisfy { (0x30...0x39).contains($0) }
        }
    }
}
