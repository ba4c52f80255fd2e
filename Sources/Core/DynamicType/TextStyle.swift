/// One of Apple's eleven text styles: a role for text whose size and line height come from the type
/// scale for each content size category (see `metrics(at:)`).
public enum TextStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The largest title, at the top of a screen (34 points at L).
  case largeTitle
  /// A first-level title (28 points at L).
  case title1
  /// A second-level title (22 points at L).
  case title2
  /// A third-level title (20 points at L).
  case title3
  /// A heading, semibold (17 points at L).
  case headline
  /// Running text (17 points at L).
  case body
  /// Text set off from the body (16 points at L).
  case callout
  /// A subheading (15 points at L).
  case subheadline
  /// Footnotes (13 points at L).
  case footnote
  /// A caption (12 points at L).
  case caption1
  /// The smallest caption (11 points at L).
  case caption2

  /// The weight of the style: semibold for `headline`, regular for every other style.
  public var weight: FontWeight {
    switch self {
    case .headline: .semibold
    case .largeTitle, .title1, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption1,
      .caption2:
      .regular
    }
  }

  /// The weight of the style with the bold trait (UIKit's `.traitBold`): bold for the three largest
  /// titles, semibold for the rest.
  public var emphasizedWeight: FontWeight {
    switch self {
    case .largeTitle, .title1, .title2: .bold
    case .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2: .semibold
    }
  }

  /// The style name as Swift spells it.
  public var name: String { rawValue }

  /// The style's name, such as `largeTitle`.
  public var description: String { rawValue }

  /// Reads a style from its name (`title1`, `Title1`, `UIFontTextStyleTitle1`, `title-1`),
  /// ignoring case, spaces, dashes and underscores.
  ///
  /// - Throws: `UnknownTextStyle`, whose message lists the styles.
  public init(parsing text: String) throws(UnknownTextStyle) {
    var key = String(text.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    if key.hasPrefix("uifonttextstyle") { key.removeFirst("uifonttextstyle".count) }
    guard let style = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
      throw UnknownTextStyle(input: text)
    }
    self = style
  }
}

/// A string that names no text style.
public struct UnknownTextStyle: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that names no style.
  public let input: String

  /// An error for the text that could not be read.
  public init(input: String) { self.input = input }

  /// What was wrong, and the styles there are.
  public var description: String {
    let names = TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
    let what = input.trimmingSpaces().isEmpty ? "An empty string" : "'\(input)'"
    return "\(what) is not a text style. Use one of: \(names)."
  }
}
