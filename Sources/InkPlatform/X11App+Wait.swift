import Glibc

/// What the event loop waits on between passes: the X connection, the preferences file, the
/// portal, the termination signals and the background painters' wake pipes.
extension X11App {
    /// Fills `pollSet` in place (no allocation per pass). poll() skips descriptors of -1 (no
    /// preferences folder to watch, no portal). Every descriptor but the portal's is fixed for
    /// the app's life: they are written once, and a pass reads only the portal's (its bus
    /// connection can come and go), so the loop touches as little as it can between events.
    func fillPollSet() {
        if !pollSetFilled {
            pollSet[0] = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            pollSet[1] = pollfd(fd: preferencesWatcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
            pollSet[3] = pollfd(fd: termination.fileDescriptor, events: Int16(POLLIN), revents: 0)
            pollSet[4] = pollfd(fd: pdfQueue.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
            pollSet[5] = pollfd(fd: inkQueue.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
            pollSet[6] = pollfd(fd: thumbnailQueue.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
            pollSetFilled = true
        }
        pollSet[2] = pollfd(fd: portal?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
    }
}
