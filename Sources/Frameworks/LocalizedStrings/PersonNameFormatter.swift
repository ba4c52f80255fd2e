@_exported import Foundation

/// Writes a person's name as Foundation's `PersonNameComponentsFormatter`, whose Linux
/// counterpart can be neither made nor used (this one takes its place wherever
/// `LocalizedStrings` is imported). The order is the name's: a name written in Han, kana or
/// Hangul is family name first, with no space ("王小明"), whatever the locale (a name is written
/// in its own script's order, as CLDR's person-name rules say); a Latin name is family name first
/// in Hungarian and Vietnamese ("Kovács János"), otherwise given name first ("Thomas Clark"). The
/// locale is by default the one text is laid out in.
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
  /// How much of the name is written, as Foundation's `PersonNameComponentsFormatter.Style`.
  public enum Style: Int, Sendable, Codable, Hashable {
    /// Given and family name ("Thomas Clark").
    case `default` = 0
    /// The name a person goes by: the nickname, else the given name ("Tom").
    case short = 1
    /// Given and family name ("Thomas Clark").
    case medium = 2
    /// Every part: prefix, given, middle, family, suffix ("Dr. Thomas Louis Clark Jr.").
    case long = 3
    /// Initials ("TC").
    case abbreviated = 4
  }

  /// How much of the name is written.
  open var style: Style = .default
  /// Whether the phonetic representation is written instead.
  open var isPhonetic = false
  /// The locale names are ordered for; by default the one text is laid out in.
  open var locale: Locale! {
    get { chosenLocale ?? StringCatalog.formattingLocale }
    set { chosenLocale = newValue }
  }
  private var chosenLocale: Locale?

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  /// `components` written in `style`.
  open class func localizedString(
    from components: PersonNameComponents, style nameFormatStyle: Style,
    options nameOptions: Options = []
  ) -> String {
    let formatter = PersonNameComponentsFormatter()
    formatter.style = nameFormatStyle
    formatter.isPhonetic = nameOptions.contains(.phonetic)
    return formatter.string(from: components)
  }

  /// `components` written in the formatter's style ("" for a name with no part).
  open func string(from components: PersonNameComponents) -> String {
    let name = isPhonetic ? components.phoneticRepresentation ?? components : components
    return PersonNameWriting(name: name, locale: locale).written(style)
  }

  /// The name, when `obj` is one; nil otherwise.
  open override func string(for obj: Any?) -> String? {
    guard let components = obj as? PersonNameComponents else { return nil }
    return string(from: components)
  }

  /// The parts of `string`: one word is a given name; two, given and family; more, the words
  /// between are the middle name. A name in Han, kana or Hangul with no space is family name
  /// (its first character) then given name. Nil for a string with no letter.
  open func personNameComponents(from string: String) -> PersonNameComponents? {
    PersonNameWriting.parse(string)
  }

  /// What a formatter writes besides its style.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The phonetic representation is written.
    public static let phonetic = Options(rawValue: 1 << 1)
  }
}

extension PersonNameComponents {
  /// Writes a name, as Foundation's `PersonNameComponents.FormatStyle`.
  public struct FormatStyle: Foundation.FormatStyle, Sendable, Codable, Hashable {
    /// How much of the name is written.
    public var style: PersonNameComponentsFormatter.Style
    /// The locale names are ordered for; nil for the one text is laid out in.
    public var locale: Locale?

    public init(style: PersonNameComponentsFormatter.Style = .default, locale: Locale? = nil) {
      self.style = style
      self.locale = locale
    }

    public func format(_ value: PersonNameComponents) -> String {
      PersonNameWriting(name: value, locale: locale ?? StringCatalog.formattingLocale).written(style)
    }

    public func locale(_ locale: Locale) -> Self { Self(style: style, locale: locale) }
  }

  /// The name written at the default style.
  public func formatted() -> String { FormatStyle().format(self) }

  /// The name written by `style`.
  public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == PersonNameComponents {
    style.format(self)
  }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
  /// A name written in `style`.
  public static func name(style: PersonNameComponentsFormatter.Style) -> Self { Self(style: style) }
}

/// The rules both the formatter and the format style write by.
private struct PersonNameWriting {
  let name: PersonNameComponents
  let locale: Locale

  /// Languages written in Latin letters whose names put the family name first.
  private static let familyFirstLanguages: Set<String> = ["hu", "vi"]

  func written(_ style: PersonNameComponentsFormatter.Style) -> String {
    let given = name.givenName.nonEmpty
    let family = name.familyName.nonEmpty
    let eastAsian = [given, family, name.middleName].contains { $0.map(Self.isEastAsian) ?? false }
    let familyFirst =
      eastAsian || Self.familyFirstLanguages.contains(locale.language.languageCode?.identifier ?? "")
    let separator = eastAsian ? "" : " "
    switch style {
    case .short:
      return name.nickname.nonEmpty ?? given ?? family ?? ""
    case .abbreviated:
      let parts = familyFirst ? [family, given] : [given, family]
      let initials = parts.compactMap { $0?.first.map(String.init) }
      return eastAsian ? initials.first ?? "" : initials.joined().uppercased()
    case .default, .medium:
      let parts = familyFirst ? [family, given] : [given, family]
      return parts.compactMap { $0 }.joined(separator: separator)
    case .long:
      let core =
        familyFirst
        ? [family, given, name.middleName.nonEmpty] : [given, name.middleName.nonEmpty, family]
      let parts = [name.namePrefix.nonEmpty] + core + [name.nameSuffix.nonEmpty]
      return parts.compactMap { $0 }.joined(separator: separator)
    }
  }

  static func parse(_ string: String) -> PersonNameComponents? {
    let words = string.split(whereSeparator: \.isWhitespace).map(String.init)
    guard words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
    var components = PersonNameComponents()
    if words.count == 1, isEastAsian(words[0]), words[0].count > 1 {
      components.familyName = String(words[0].prefix(1))
      components.givenName = String(words[0].dropFirst())
    } else if words.count == 1 {
      components.givenName = words[0]
    } else {
      components.givenName = words[0]
      components.familyName = words[words.count - 1]
      if words.count > 2 { components.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
    }
    return components
  }

  /// Whether `text` is written in Han, kana or Hangul.
  private static func isEastAsian(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF: true
      default: false
      }
    }
  }
}

extension Optional where Wrapped == String {
  /// The string, unless it is nil or empty.
  fileprivate var nonEmpty: String? {
    guard let self, !self.isEmpty else { return nil }
    return self
  }
}
