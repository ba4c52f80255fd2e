import Foundation

extension AttributedString {
  /// How `AttributedString(markdown:options:baseURL:)` reads its text, as Foundation's
  /// `AttributedString.MarkdownParsingOptions`. (Linux's Foundation lacks it.)
  public struct MarkdownParsingOptions: Hashable, Sendable {
    /// How much of Markdown is read.
    public enum InterpretedSyntax: Hashable, Sendable {
      /// Blocks and inline syntax: block markers (`#`, `-`, `>`) are taken out and the blocks'
      /// text runs on without a separator, as Foundation gives it.
      case full
      /// Inline syntax only; line breaks are read as spaces.
      case inlineOnly
      /// Inline syntax only, the white space kept as written (what SwiftUI's `Text` reads in a
      /// string literal).
      case inlineOnlyPreservingWhitespace
    }

    /// What happens when the text cannot be read (never here: every text reads, a delimiter
    /// with no partner as written).
    public enum FailurePolicy: Hashable, Sendable {
      /// Throw.
      case throwError
      /// Give what was read.
      case returnPartiallyParsedIfPossible
    }

    /// Whether `^[text](attribute: value)` is read (kept: such runs show their text).
    public var allowsExtendedAttributes: Bool
    /// How much of Markdown is read.
    public var interpretedSyntax: InterpretedSyntax
    /// What happens when the text cannot be read.
    public var failurePolicy: FailurePolicy
    /// The language of the text (kept).
    public var languageCode: String?
    /// Whether runs say where in the text they came from (kept).
    public var appliesSourcePositionAttributes: Bool

    /// Options; by default all of Markdown is read.
    public init(
      allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
      failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
      appliesSourcePositionAttributes: Bool = false
    ) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
      self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
    }
  }
}
