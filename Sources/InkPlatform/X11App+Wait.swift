import Glibc

/// What the event loop waits on between passes: the X connection, the preferences file, the
/// portal, the termination signals and the background painters' wake pipes.
extension X11App {
    /// Fills `pollSet` in place (no allocation per pass). poll() skips descriptors of -1 (no
    /// preferences folder to watch, no portal).
    func fillPollSet() {
        pollSet[0] = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
        pollSet[1] = pollfd(fd: preferencesWatcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
        pollSet[2] = pollfd(fd: portal?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
        pollSet[3] = pollfd(fd: termination.fileDescriptor, events: Int16(POLLIN), revents: 0)
        pollSet[4] = pollfd(fd: pdfQueue.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
        pollSet[5] = pollfd(fd: inkQueue.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
        pollSet[6] = pollfd(fd: thumbnailQueue.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
    }
}
