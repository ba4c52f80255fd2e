/// One of Apple's eleven text styles: a role for text whose size and line height come from the type
/// scale for each content size category (see `metrics(at:)`).
public enum TextStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case largeTitle
  case title1
  case title2
  case title3
  case headline
  case body
  case callout
  case subheadline
  case footnote
  case caption1
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
  public let input: String

  public init(input: String) { self.input = input }

  public var description: String {
    let names = TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
    let what = input.trimmingSpaces().isEmpty ? "An empty string" : "'\(input)'"
    return "\(what) is not a text style. Use one of: \(names)."
  }
}
