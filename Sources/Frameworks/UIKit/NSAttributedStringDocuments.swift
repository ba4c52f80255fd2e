import Foundation

// The document keys UIKit adds to `NSAttributedString` (what a document is read as, and what
// reading it tells), and Foundation's `AttributedString(_:)` from an `NSAttributedString`, which
// Linux's Foundation lacks.

extension NSAttributedString {
  /// An option for reading a document into an attributed string, as UIKit's.
  public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The document's type (a `DocumentType`).
    public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
    /// The document's character encoding.
    public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
    /// The attributes of text the document does not style.
    public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    /// The URL links are relative to.
    public static let baseURL = DocumentReadingOptionKey(rawValue: "BaseURL")
  }

  /// What reading a document tells of it, as UIKit's.
  public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The document's type (a `DocumentType`).
    public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
    /// The document's character encoding.
    public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
    /// The document's title.
    public static let title = DocumentAttributeKey(rawValue: "Title")
  }

  /// A type of document, as UIKit's.
  public struct DocumentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Plain text.
    public static let plain = DocumentType(rawValue: "NSPlainText")
    /// Rich text.
    public static let rtf = DocumentType(rawValue: "NSRTF")
    /// Rich text with attachments.
    public static let rtfd = DocumentType(rawValue: "NSRTFD")
    /// HTML.
    public static let html = DocumentType(rawValue: "NSHTML")
  }
}

extension AttributedString {
  /// The characters of `nsString`, with its link attributes, as Foundation's initializer on
  /// Apple platforms (other attributes, which Linux's Foundation does not convert, are dropped).
  public init(_ nsString: NSAttributedString) {
    self.init(nsString.string)
    let string = nsString.string
    nsString.enumerateAttribute(.link, in: NSRange(location: 0, length: nsString.length)) { value, range, _ in
      guard let link = (value as? URL) ?? (value as? String).flatMap(URL.init(string:)),
        let swiftRange = Range(range, in: string),
        let lower = AttributedString.Index(swiftRange.lowerBound, within: self),
        let upper = AttributedString.Index(swiftRange.upperBound, within: self)
      else { return }
      self[lower..<upper].link = link
    }
  }
}
