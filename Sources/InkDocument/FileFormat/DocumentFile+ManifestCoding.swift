import Foundation
import InkGeometry

extension DocumentFile {
    /// The manifest as JSON bytes: compact UTF-8, keys sorted (the same document always gives
    /// the same bytes), numbers written so that they read back exactly.
    enum ManifestCoding {
        static func encode(_ manifest: Manifest) throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            do { return try encoder.encode(manifest) } catch {
                throw DocumentFileError.invalidContent(tr("its manifest cannot be written as JSON (%@)", "\(error)"))
            }
        }

        /// The manifest in `json`: read by hand (`ManifestScan`) when it is as this Inkstone
        /// writes it, else by `JSONDecoder`, which explains what is wrong.
        static func decode(_ json: Data) throws -> Manifest {
            if let fast = json.withUnsafeBytes({ ManifestScan.read($0) }) { return fast }
            do { return try JSONDecoder().decode(Manifest.self, from: json) } catch let error as DecodingError {
                throw DocumentFileError.invalidContent(tr("the manifest is not what this Inkstone expects (%@)", "\(explain(error))"))
            } catch {
                throw DocumentFileError.invalidContent(tr("the manifest cannot be read (%@)", "\(error.localizedDescription)"))
            }
        }

        /// A short account of a decoding failure: where in the JSON and what.
        private static func explain(_ error: DecodingError) -> String {
            func path(_ keys: [CodingKey]) -> String {
                let parts = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                return parts.isEmpty ? tr("at the top") : tr("at %@", parts.hasPrefix(".") ? String(parts.dropFirst()) : parts)
            }
            switch error {
            case .keyNotFound(let key, let context):
                return tr("\"%@\" is missing %@", "\(key.stringValue)", "\(path(context.codingPath))")
            case .typeMismatch(_, let context), .valueNotFound(_, let context):
                return tr("wrong kind of value %@", "\(path(context.codingPath))")
            case .dataCorrupted(let context):
                return context.codingPath.isEmpty ? tr("not valid JSON") : tr("bad value %@", "\(path(context.codingPath))")
            @unknown default:
                return "unreadable"
            }
        }
    }
}
