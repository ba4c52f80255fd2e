import Foundation

/// How a run of Markdown is shown inline, as Foundation's `InlinePresentationIntent`: emphasis,
/// strong emphasis, code, strikethrough and breaks, as `AttributedString(markdown:)` marks them
/// and SwiftUI's `Text` draws them. (Linux's Foundation lacks it; on Apple's platforms Apple's is
/// used.)
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// `*emphasis*`, drawn italic.
  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  /// `**strong emphasis**`, drawn bold.
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  /// `` `code` ``, drawn monospaced.
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  /// `~~strikethrough~~`.
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  /// A line break inside a paragraph that is read as a space.
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  /// A line break kept as one.
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  /// Inline HTML, kept as written.
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  /// A block of HTML, kept as written.
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
  /// The key of a run's inline presentation intent.
  public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
    public typealias Value = InlinePresentationIntent
    public static let name = "NSInlinePresentationIntent"
  }

  /// A run's inline presentation intent (`string.inlinePresentationIntent = .stronglyEmphasized`).
  public var inlinePresentationIntent: InlinePresentationIntentAttribute {
    fatalError("an attribute scope's keys are read through key paths, never called")
  }
}
