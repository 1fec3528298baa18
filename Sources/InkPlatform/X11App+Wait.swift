/// What the event loop waits on between passes: the X connection, the preferences file, the
/// portal, the termination signals and the background painters' wake pipes (`EventWait`).
extension X11App {
    /// The wait, set up once before the loop: all descriptors but the portal's are fixed for the
    /// app's life (-1, skipped: no preferences folder to watch).
    func makeEventWait() throws(EventWait.WaitError) -> EventWait {
        try EventWait(display: display.fileDescriptor, fixed: [
            .preferences: preferencesWatcher.fileDescriptor,
            .termination: termination.fileDescriptor,
            .renderedPages: pdfQueue.wakeFileDescriptor,
            .renderedTiles: inkQueue.wakeFileDescriptor,
            .thumbnails: thumbnailQueue.wakeFileDescriptor,
            .exports: exportQueue.wakeFileDescriptor,
        ])
    }
}
