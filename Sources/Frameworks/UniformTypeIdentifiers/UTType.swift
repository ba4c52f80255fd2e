// UniformTypeIdentifiers under its own name where Apple's is not: the system's common types and
// types by file extension or MIME type, with their conformance (a PNG is an image is data).
// As Apple's module, it brings Foundation to the files that import it.
@_exported import Foundation

/// A kind of data, as Apple's `UTType`: an identifier, its preferred extension and MIME type,
/// and the types it conforms to.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The identifier (`public.png`).
  public let identifier: String
  /// The preferred file extension, if any.
  public let preferredFilenameExtension: String?
  /// The preferred MIME type, if any.
  public let preferredMIMEType: String?
  private let parents: [String]

  init(_ identifier: String, _ extensionName: String?, _ mime: String?, _ parents: [String]) {
    self.identifier = identifier
    preferredFilenameExtension = extensionName
    preferredMIMEType = mime
    self.parents = parents
  }

  /// The type `identifier`, if the system knows it.
  public init?(_ identifier: String) {
    guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
    self = known
  }

  /// The type of files ending in `filenameExtension`, if the system knows it.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let lower = filenameExtension.lowercased()
    guard
      let known = UTType.known.first(where: {
        $0.preferredFilenameExtension == lower || $0.otherExtensions.contains(lower)
      }),
      known.conforms(to: supertype)
    else { return nil }
    self = known
  }

  /// The type of MIME type `mimeType`, if the system knows it.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    guard let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }),
      known.conforms(to: supertype)
    else { return nil }
    self = known
  }

  /// A type the app exports (kept as declared).
  public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
    self.init(identifier, nil, nil, [parent?.identifier ?? "public.data"])
  }
  /// A type the app imports (kept as declared).
  public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
    self.init(identifier, nil, nil, [parent?.identifier ?? "public.data"])
  }

  private var otherExtensions: [String] {
    switch identifier {
    case "public.jpeg": ["jpg", "jpe"]
    case "public.html": ["htm"]
    case "public.yaml": ["yml"]
    default: []
    }
  }

  /// Whether this type is `type` or conforms to it through its parents.
  public func conforms(to type: UTType) -> Bool {
    if self == type { return true }
    return parents.contains { parent in
      parent == type.identifier || (UTType(parent)?.conforms(to: type) ?? false)
    }
  }

  /// The types it directly conforms to.
  public var supertypes: Set<UTType> { Set(parents.compactMap(UTType.init)) }
  /// Whether it is declared by the system.
  public var isDeclared: Bool { UTType.known.contains(self) }
  /// Whether it is the system's.
  public var isPublic: Bool { identifier.hasPrefix("public.") || identifier.hasPrefix("com.apple.") }
  /// A description for people.
  public var localizedDescription: String? { identifier }
  public var description: String { identifier }

  public static let item = UTType("public.item", nil, nil, [])
  public static let content = UTType("public.content", nil, nil, ["public.item"])
  public static let data = UTType("public.data", nil, "application/octet-stream", ["public.item"])
  public static let text = UTType("public.text", nil, nil, ["public.data", "public.content"])
  public static let plainText = UTType("public.plain-text", "txt", "text/plain", ["public.text"])
  public static let utf8PlainText = UTType("public.utf8-plain-text", nil, nil, ["public.plain-text"])
  public static let json = UTType("public.json", "json", "application/json", ["public.text"])
  public static let xml = UTType("public.xml", "xml", "application/xml", ["public.text"])
  public static let yaml = UTType("public.yaml", "yaml", "application/x-yaml", ["public.text"])
  public static let html = UTType("public.html", "html", "text/html", ["public.text"])
  public static let commaSeparatedText = UTType(
    "public.comma-separated-values-text", "csv", "text/csv", ["public.text"])
  public static let url = UTType("public.url", nil, nil, ["public.data"])
  public static let fileURL = UTType("public.file-url", nil, nil, ["public.url"])
  public static let image = UTType("public.image", nil, nil, ["public.data", "public.content"])
  public static let png = UTType("public.png", "png", "image/png", ["public.image"])
  public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg", ["public.image"])
  public static let heic = UTType("public.heic", "heic", "image/heic", ["public.image"])
  public static let gif = UTType("com.compuserve.gif", "gif", "image/gif", ["public.image"])
  public static let svg = UTType("public.svg-image", "svg", "image/svg+xml", ["public.image"])
  public static let pdf = UTType(
    "com.adobe.pdf", "pdf", "application/pdf", ["public.data", "public.content"])
  public static let audiovisualContent = UTType(
    "public.audiovisual-content", nil, nil, ["public.data", "public.content"])
  public static let movie = UTType("public.movie", nil, nil, ["public.audiovisual-content"])
  public static let video = UTType("public.video", nil, nil, ["public.movie"])
  public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", "video/mp4", ["public.movie"])
  public static let quickTimeMovie = UTType(
    "com.apple.quicktime-movie", "mov", "video/quicktime", ["public.movie"])
  public static let audio = UTType("public.audio", nil, nil, ["public.audiovisual-content"])
  public static let mp3 = UTType("public.mp3", "mp3", "audio/mpeg", ["public.audio"])
  public static let archive = UTType("public.archive", nil, nil, ["public.data"])
  public static let zip = UTType("public.zip-archive", "zip", "application/zip", ["public.archive"])
  public static let folder = UTType("public.folder", nil, nil, ["public.item"])
  public static let directory = UTType("public.directory", nil, nil, ["public.item"])
  public static let vCard = UTType("public.vcard", "vcf", "text/vcard", ["public.text"])
  public static let calendarEvent = UTType("public.calendar-event", "ics", "text/calendar", ["public.data"])

  static let known: [UTType] = [
    .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .xml, .yaml, .html, .commaSeparatedText,
    .url,
    .fileURL, .image, .png, .jpeg, .heic, .gif, .svg, .pdf, .audiovisualContent, .movie, .video, .mpeg4Movie,
    .quickTimeMovie, .audio, .mp3, .archive, .zip, .folder, .directory, .vCard, .calendarEvent,
  ]
}
