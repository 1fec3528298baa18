import Foundation
import InkDocument
import InkGeometry

/// Output files written under temporary names beside their targets (`.NAME.tmp-PID-RANDOM`)
/// and put in place together by `commit`. Until then the targets are untouched; an export
/// that fails, or is abandoned, leaves no file behind (the temporaries are removed, and those
/// of killed exports are removed at the next export into the folder).
///
/// A target must be a new name or a regular file that is none of `inputs`: symbolic links,
/// folders, FIFOs and devices are refused (`OutputPath`), and names are taken without
/// following links (`OutputPlacement`). Standard output (`-`, `/dev/stdout`) is streamed to
/// instead, as it may be a pipe.
final class StagedFiles {
    private var staged: [(temp: String, target: OutputPath.Target)] = []
    private var cleaned: Set<String> = []
    /// The files being exported: never an output.
    let inputs: Set<FileIdentity>

    init(inputs: Set<FileIdentity> = []) { self.inputs = inputs }

    deinit { discard() }

    /// Opens a new temporary file for `target` (or standard output). Throws when `target`
    /// cannot be written safely or its folder cannot take a new file.
    func create(for target: URL) throws -> FileSink {
        if StandardOutput.isNamed(target.path) { return try StandardOutput.sink(named: target.path, inputs: inputs) }
        let checked: OutputPath.Target
        do {
            checked = try OutputPath.check(target.path, links: .refuse)
        } catch let refusal as OutputPath.Refusal {
            throw ExportError.cannotWrite(target.path, refusal.reason)
        }
        if let existing = checked.existing, inputs.contains(FileIdentity(existing)) {
            throw ExportError.cannotWrite(target.path, tr("it is one of the files being exported"))
        }
        let folder = (checked.path as NSString).deletingLastPathComponent
        if cleaned.insert(folder).inserted { StaleTemporaries.remove(in: folder) }
        let name = (checked.path as NSString).lastPathComponent
        let mode = NewFileMode.mode(replacing: checked.existing)
        for _ in 0..<20 {
            let temp = StaleTemporaries.name(for: name, in: folder)
            let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 {
                staged.append((temp, checked))
                guard fchmod(fd, mode) == 0 else { throw ExportError.cannotWrite(target.path, systemReason(errno)) }
                return FileSink(fd: fd, path: target.path)
            }
            if errno != EEXIST { throw ExportError.cannotWrite(target.path, systemReason(errno)) }
        }
        throw ExportError.cannotWrite(target.path, tr("no free temporary name in %@", "\(folder)"))
    }

    /// Puts every temporary file at its target, in order, and syncs their folders.
    func commit() throws {
        var folders = Set<String>()
        while !staged.isEmpty {
            let file = staged[0]
            do {
                try OutputPlacement.place(file.temp, at: file.target)
            } catch let refusal as OutputPath.Refusal {
                throw ExportError.cannotWrite(file.target.path, refusal.reason)
            }
            staged.removeFirst()
            folders.insert((file.target.path as NSString).deletingLastPathComponent)
        }
        for folder in folders { OutputPlacement.syncFolder(folder) }
    }

    /// Removes the temporary files not yet put in place.
    func discard() {
        for file in staged { unlink(file.temp) }
        staged.removeAll()
    }
}
