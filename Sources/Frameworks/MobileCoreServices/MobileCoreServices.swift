// MobileCoreServices under its own name where Apple's is not: the older C functions and constants
// for uniform types (`UTTypeCopyPreferredTagWithClass`, `kUTTypeJPEG`, …) that image and file
// code written before iOS 14 still calls, answered from `UniformTypeIdentifiers`' `UTType`, as
// Apple's now are. A copied string is handed out as `UTTypeString`, which is taken with
// `takeRetainedValue()` or `takeUnretainedValue()` as Core Foundation's `Unmanaged` is.
@_exported import UniformTypeIdentifiers

/// A string a `UTType…Copy…` function hands out, taken as Core Foundation's `Unmanaged<CFString>`
/// is (there is no reference count to balance here).
public struct UTTypeString: Sendable {
  let value: String
  /// The string.
  public func takeRetainedValue() -> String { value }
  /// The string.
  public func takeUnretainedValue() -> String { value }
}

/// The class of a tag: a file name extension.
public let kUTTagClassFilenameExtension = "public.filename-extension"
/// The class of a tag: a MIME type.
public let kUTTagClassMIMEType = "public.mime-type"

public let kUTTypeItem = UTType.item.identifier
public let kUTTypeContent = UTType.content.identifier
public let kUTTypeData = UTType.data.identifier
public let kUTTypeText = UTType.text.identifier
public let kUTTypePlainText = UTType.plainText.identifier
public let kUTTypeUTF8PlainText = UTType.utf8PlainText.identifier
public let kUTTypeJSON = UTType.json.identifier
public let kUTTypeXML = UTType.xml.identifier
public let kUTTypeHTML = UTType.html.identifier
public let kUTTypeURL = UTType.url.identifier
public let kUTTypeFileURL = UTType.fileURL.identifier
public let kUTTypeImage = UTType.image.identifier
public let kUTTypePNG = UTType.png.identifier
public let kUTTypeJPEG = UTType.jpeg.identifier
public let kUTTypeGIF = UTType.gif.identifier
public let kUTTypeScalableVectorGraphics = UTType.svg.identifier
public let kUTTypePDF = UTType.pdf.identifier
public let kUTTypeAudiovisualContent = UTType.audiovisualContent.identifier
public let kUTTypeMovie = UTType.movie.identifier
public let kUTTypeVideo = UTType.video.identifier
public let kUTTypeMPEG4 = UTType.mpeg4Movie.identifier
public let kUTTypeQuickTimeMovie = UTType.quickTimeMovie.identifier
public let kUTTypeAudio = UTType.audio.identifier
public let kUTTypeMP3 = UTType.mp3.identifier
public let kUTTypeArchive = UTType.archive.identifier
public let kUTTypeZipArchive = UTType.zip.identifier
public let kUTTypeFolder = UTType.folder.identifier
public let kUTTypeDirectory = UTType.directory.identifier
public let kUTTypeVCard = UTType.vCard.identifier

/// The preferred tag of class `tagClass` (an extension or a MIME type) of the type `identifier`;
/// nil for a type or class the system does not know, or a type without one.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UTTypeCopyPreferredTagWithClass(_ identifier: String, _ tagClass: String) -> UTTypeString? {
  guard let type = UTType(identifier) else { return nil }
  let tag =
    switch tagClass {
    case kUTTagClassFilenameExtension: type.preferredFilenameExtension
    case kUTTagClassMIMEType: type.preferredMIMEType
    default: String?.none
    }
  return tag.map(UTTypeString.init)
}

/// The identifier of the type whose tag of class `tagClass` is `tag` (`jpg` → `public.jpeg`),
/// conforming to `conformingTo` when given; a dynamic identifier (`dyn.…`), as Apple's, for a tag
/// the system does not know.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UTTypeCreatePreferredIdentifierForTag(_ tagClass: String, _ tag: String, _ conformingTo: String?)
  -> UTTypeString?
{
  let supertype = conformingTo.flatMap { UTType($0) } ?? .data
  let type =
    switch tagClass {
    case kUTTagClassFilenameExtension: UTType(filenameExtension: tag, conformingTo: supertype)
    case kUTTagClassMIMEType: UTType(mimeType: tag, conformingTo: supertype)
    default: UTType?.none
    }
  return UTTypeString(
    value: type?.identifier ?? "dyn.\(tagClass == kUTTagClassMIMEType ? "mime" : "ext").\(tag)")
}

/// Whether the type `identifier` is `conformsTo` or conforms to it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UTTypeConformsTo(_ identifier: String, _ conformsTo: String) -> Bool {
  if identifier == conformsTo { return true }
  guard let type = UTType(identifier), let other = UTType(conformsTo) else { return false }
  return type.conforms(to: other)
}

/// Whether two identifiers name the same type.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UTTypeEqual(_ first: String, _ second: String) -> Bool { first == second }
