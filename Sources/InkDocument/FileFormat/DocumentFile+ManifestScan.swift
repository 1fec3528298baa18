extension DocumentFile {
    /// Reads the manifest's JSON into a `Manifest` by hand (`JSONScanner`): several times
    /// faster than `JSONDecoder` on the hundred thousand strokes of a big notebook.
    ///
    /// It takes exactly the manifests this Inkstone writes: every member once, of the kind
    /// expected, no member it does not know. For anything else it gives up (nil), and the
    /// caller decodes with `ManifestCoding`, which reads what it can and explains the rest, so
    /// a file means the same and fails with the same message either way.
    enum ManifestScan {
        static func read(_ json: UnsafeRawBufferPointer) -> Manifest? {
            var scanner = JSONScanner(json)
            do {
                let manifest = try manifest(&scanner)
                try scanner.expectEnd()
                return manifest
            } catch {
                return nil
            }
        }

        /// Reads an object's members: `read` gets the index of each key in `keys` (each at most
        /// once); throws at a key not in `keys`, or when one of the first `required` is missing.
        private static func members(_ s: inout JSONScanner, _ keys: [String], required: Int,
                                    _ read: (inout JSONScanner, Int) throws -> Void) throws {
            var seen: UInt32 = 0
            try s.object { s, key in
                guard let k = keys.firstIndex(of: key), seen & (1 << k) == 0 else { throw JSONScanner.Unexpected() }
                seen |= 1 << k
                try read(&s, k)
            }
            let all: UInt32 = (1 << required) - 1
            guard seen & all == all else { throw JSONScanner.Unexpected() }
        }

        private static func manifest(_ s: inout JSONScanner) throws -> Manifest {
            var manifest = Manifest(nextStrokeID: 0, images: [], pages: [])
            try members(&s, ["nextStrokeID", "images", "pages"], required: 3) { s, k in
                switch k {
                case 0: manifest.nextStrokeID = try s.uint64()
                case 1: try s.array { manifest.images.append(try image(&$0)) }
                default: try s.array { manifest.pages.append(try page(&$0)) }
                }
            }
            return manifest
        }

        private static func image(_ s: inout JSONScanner) throws -> Manifest.ImageEntry {
            var entry = Manifest.ImageEntry(key: "", format: "", byteCount: 0)
            try members(&s, ["key", "format", "byteCount", "orientation"], required: 3) { s, k in
                switch k {
                case 0: entry.key = try s.string()
                case 1: entry.format = try s.string()
                case 2: entry.byteCount = try s.int()
                default: entry.orientation = try s.int()
                }
            }
            return entry
        }

        /// An object of numbers only, all of `keys` required.
        private static func numbers(_ s: inout JSONScanner, _ keys: [String]) throws -> [Double] {
            var values = [Double](repeating: 0, count: keys.count)
            try members(&s, keys, required: keys.count) { s, k in values[k] = try s.double() }
            return values
        }

        private static func page(_ s: inout JSONScanner) throws -> Manifest.PageEntry {
            var entry = Manifest.PageEntry(background: "", strokes: [])
            let keys = ["background", "strokes", "image", "pdf", "blankSize", "resolution", "texts", "images"]
            try members(&s, keys, required: 2) { s, k in
                if k >= 2, s.null() { return }
                switch k {
                case 0: entry.background = try s.string()
                case 1: try s.array { entry.strokes.append(try stroke(&$0)) }
                case 2:
                    var key = "", size = [0.0, 0]
                    try members(&s, ["key", "width", "height"], required: 3) { s, k in
                        if k == 0 { key = try s.string() } else { size[k - 1] = try s.double() }
                    }
                    entry.image = Manifest.ImageReference(key: key, width: size[0], height: size[1])
                case 3:
                    var key = "", index = 0, size = [0.0, 0]
                    try members(&s, ["key", "index", "width", "height"], required: 4) { s, k in
                        switch k {
                        case 0: key = try s.string()
                        case 1: index = try s.int()
                        default: size[k - 2] = try s.double()
                        }
                    }
                    entry.pdf = Manifest.PDFReference(key: key, index: index, width: size[0], height: size[1])
                case 4:
                    let size = try numbers(&s, ["width", "height"])
                    entry.blankSize = Manifest.SizeEntry(width: size[0], height: size[1])
                case 5:
                    let xy = try numbers(&s, ["x", "y"])
                    entry.resolution = Manifest.ResolutionEntry(x: xy[0], y: xy[1])
                case 6:
                    var texts: [Manifest.TextEntry] = []
                    try s.array { texts.append(try text(&$0)) }
                    entry.texts = texts
                default:
                    var placed: [Manifest.PlacedImageEntry] = []
                    try s.array { placed.append(try placedImage(&$0)) }
                    entry.images = placed
                }
            }
            return entry
        }

        static let textKeys = ["id", "x", "y", "width", "text", "fontSize", "color", "font"]

        private static func text(_ s: inout JSONScanner) throws -> Manifest.TextEntry {
            var entry = Manifest.TextEntry(id: 0, x: 0, y: 0, width: 0, text: "", fontSize: 0, color: .init(red: 0, green: 0, blue: 0, alpha: 0))
            try members(&s, textKeys, required: 7) { s, k in
                if k == 7, s.null() { return }
                switch k {
                case 0: entry.id = try s.uint64()
                case 1: entry.x = try s.double()
                case 2: entry.y = try s.double()
                case 3: entry.width = try s.double()
                case 4: entry.text = try s.escapedString()
                case 5: entry.fontSize = try s.double()
                case 6:
                    let c = try numbers(&s, colorKeys)
                    entry.color = Manifest.ColorEntry(red: c[0], green: c[1], blue: c[2], alpha: c[3])
                default: entry.font = try s.escapedString()
                }
            }
            return entry
        }

        private static func placedImage(_ s: inout JSONScanner) throws -> Manifest.PlacedImageEntry {
            var entry = Manifest.PlacedImageEntry(id: 0, key: "", x: 0, y: 0, width: 0, height: 0)
            try members(&s, ["id", "key", "x", "y", "width", "height", "angle"], required: 6) { s, k in
                switch k {
                case 0: entry.id = try s.uint64()
                case 1: entry.key = try s.string()
                case 2: entry.x = try s.double()
                case 3: entry.y = try s.double()
                case 4: entry.width = try s.double()
                case 5: entry.height = try s.double()
                default: entry.angle = try s.double()
                }
            }
            return entry
        }

        static let strokeKeys = ["id", "color", "outline", "points", "values", "kind", "tilts", "angles"]
        static let colorKeys = ["red", "green", "blue", "alpha"]
        static let outlineKeys = ["width", "thinning", "minimumWidth"]
        static let valuesKeys = ["offset", "points", "tilts", "angles", "grid", "x", "y"]

        private static func stroke(_ s: inout JSONScanner) throws -> Manifest.StrokeEntry {
            var entry = Manifest.StrokeEntry(id: 0, color: .init(red: 0, green: 0, blue: 0, alpha: 0),
                                             outline: .init(width: 0, thinning: 0, minimumWidth: 0))
            try members(&s, strokeKeys, required: 3) { s, k in
                if k >= 3, s.null() { return }
                switch k {
                case 0: entry.id = try s.uint64()
                case 1:
                    let c = try numbers(&s, colorKeys)
                    entry.color = Manifest.ColorEntry(red: c[0], green: c[1], blue: c[2], alpha: c[3])
                case 2:
                    let o = try numbers(&s, outlineKeys)
                    entry.outline = Manifest.OutlineEntry(width: o[0], thinning: o[1], minimumWidth: o[2])
                case 3: entry.points = try s.doubles()
                case 4:
                    var span = Manifest.ValuesEntry(offset: 0, points: 0)
                    try members(&s, valuesKeys, required: 2) { s, k in
                        if k >= 2, s.null() { return }
                        switch k {
                        case 0: span.offset = try s.int()
                        case 1: span.points = try s.int()
                        case 2: span.tilts = try s.int()
                        case 3: span.angles = try s.int()
                        case 4: span.grid = try s.int()
                        case 5: span.x = Int64(try s.int())
                        default: span.y = Int64(try s.int())
                        }
                    }
                    entry.values = span
                case 5: entry.kind = try s.string()
                case 6: entry.tilts = try s.doubles()
                default: entry.angles = try s.doubles()
                }
            }
            return entry
        }
    }
}
