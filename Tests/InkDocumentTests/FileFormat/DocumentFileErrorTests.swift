/// Error messages: each is one sentence for a person, naming what and where.
import Testing
import InkDocument

@Suite struct DocumentFileErrorTests {
    @Test func everyMessageIsOneSentence() {
        let errors: [DocumentFileError] = [
            .notInkstone, .truncated(part: "section 2 (IMAG)", atByte: 120),
            .corruptSection(index: 2, tag: "IMAG", atByte: 40), .newerVersion(found: 2, supported: 1),
            .invalidContent("page 3 refers to a missing image \"a.png\""),
            .unreadable(path: "/tmp/a.inkstone", reason: "Permission denied"),
        ]
        for error in errors {
            let text = error.description
            #expect(text.first?.isUppercase == true)
            #expect(text.hasSuffix("."))
            #expect(!text.dropLast().contains(". "))
        }
    }

    @Test func messagesSayWhatAndWhere() {
        #expect(DocumentFileError.truncated(part: "section 2 (IMAG)", atByte: 120).description
                == "The file is cut short: it ends at byte 120, in section 2 (IMAG), so it was probably not saved or copied completely.")
        #expect(DocumentFileError.newerVersion(found: 2, supported: 1).description
                == "This document was made by a newer Inkstone (file format version 2; this Inkstone reads versions up to 1).")
        #expect(DocumentFileError.notInkstone.description
                == "This file is not an Inkstone document (it does not begin with \"INKSTONE\").")
    }
}
