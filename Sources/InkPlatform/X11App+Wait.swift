import Glibc

/// What the event loop waits on between passes: the X connection, the preferences file, the
/// portal, the termination signals and the background painters' wake pipes.
extension X11App {
    /// Writes `pollSet`'s descriptors (once, before the loop: all but the portal's are fixed for
    /// the app's life). poll() skips descriptors of -1 (no preferences folder to watch, no portal).
    func fillPollSet() {
        pollSet[0] = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
        pollSet[1] = pollfd(fd: preferencesWatcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
        pollSet[3] = pollfd(fd: termination.fileDescriptor, events: Int16(POLLIN), revents: 0)
        pollSet[4] = pollfd(fd: pdfQueue.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
        pollSet[5] = pollfd(fd: inkQueue.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
        pollSet[6] = pollfd(fd: thumbnailQueue.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
        followPortal()
    }

    /// The portal's descriptor, read on every pass (its bus connection can come and go): the
    /// only one the loop touches between events.
    func followPortal() {
        pollSet[2] = pollfd(fd: portal?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
    }
}
