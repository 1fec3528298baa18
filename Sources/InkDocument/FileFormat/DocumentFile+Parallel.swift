import Dispatch
import InkGeometry
import Synchronization

extension DocumentFile {
    /// Builds the pages of a file on every core: the pages of a big notebook are independent,
    /// and packing their points is most of the work of opening it.
    enum Parallel {
        /// `make(i)` for every `i` in `0..<count`, in order; when some throw, the error of the
        /// first of them (as a loop would have thrown it).
        static func map<T: Sendable>(_ count: Int, _ make: @Sendable (Int) throws -> T) throws -> [T] {
            guard count > 1 else { return try (0..<count).map(make) }
            let results = Mutex<[Result<T, any Error>?]>(Array(repeating: nil, count: count))
            DispatchQueue.concurrentPerform(iterations: count) { i in
                let result = Result { try make(i) }
                results.withLock { $0[i] = result }
            }
            return try results.withLock { list in try list.map { try ($0 ?? .failure(DocumentFileError.invalidContent(tr("a page was not read")))).get() } }
        }
    }
}
