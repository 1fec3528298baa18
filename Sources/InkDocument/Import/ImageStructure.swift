import Foundation
import InkGeometry

/// The structural check of an image's bytes by their format (`PNGStructure`, `JPEGStructure`):
/// the reason a user is given ("corrupt PNG (the file ends inside its IDAT chunk)"), or nil.
public enum ImageStructure {
    public static func damage(of data: Data, format: ImageFormat) -> String? {
        switch format {
        case .png: return PNGStructure.problem(data).map { tr("corrupt PNG (%@)", $0) }
        case .jpeg: return JPEGStructure.problem(data).map { tr("corrupt JPEG (%@)", $0) }
        }
    }
}
