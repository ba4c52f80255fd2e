import Foundation

extension String {
  /// A localizable text as Foundation's `String.LocalizationValue`: the key Xcode extracts from a
  /// literal (interpolations written as placeholders: `"%lld items"`), the values put into them,
  /// and the text as written, which shows where no translation is found.
  public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key, with a placeholder for each interpolated value.
    public let key: String
    /// The interpolated values, in order.
    public let arguments: [LocalizationArgument]
    /// The text as written, values in place.
    public let text: String

    /// The value of a string (its own key).
    public init(_ value: String) {
      key = value
      arguments = []
      text = value
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
      key = stringInterpolation.key
      arguments = stringInterpolation.arguments
      text = stringInterpolation.text
    }

    /// The parts of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
      var key = ""
      var arguments: [LocalizationArgument] = []
      var text = ""

      public init(literalCapacity: Int, interpolationCount: Int) {}

      public mutating func appendLiteral(_ literal: String) {
        key +=
          literal.utf8.contains(UInt8(ascii: "%"))
          ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        text += literal
      }

      /// A string, in the key as `%@`.
      public mutating func appendInterpolation(_ string: String) {
        key += "%@"
        arguments.append(.text(string))
        text += string
      }

      /// A value formatted by a format style (in `StringCatalog.formattingLocale`), in the key as
      /// `%@`.
      public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
      where F.FormatOutput == String {
        appendInterpolation(format.locale(StringCatalog.formattingLocale).format(value))
      }

      public mutating func appendInterpolation<T>(_ value: T) {
        let (argument, placeholder) = LocalizationArgument.of(value)
        key += placeholder
        arguments.append(argument)
        text += String(describing: value)
      }

      /// A number written with a `printf` specifier (`%.1f`).
      public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        key += specifier
        arguments.append(LocalizationArgument.of(value).argument)
        text += String(format: specifier, value)
      }
    }

    /// The text in the current language: the catalog's translation, or the text as written.
    public func resolved(table: String? = nil, language: String? = nil) -> String {
      StringCatalog.current.localized(key, arguments: arguments, table: table, language: language) ?? text
    }
  }

  /// The localized text of `keyAndValue` in the app's string catalog, in the language being laid
  /// out (its `table`, `Localizable` by default); the text as written where it has none.
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.resolved(table: table, language: locale.askedLanguage)
  }

  /// The localized text of `key`, or `defaultValue` where the catalog has none.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    self =
      StringCatalog.current.localized(
        "\(key)", arguments: defaultValue.arguments, table: table, language: locale.askedLanguage)
      ?? defaultValue.text
  }

  /// The localized text of a resource.
  public init(localized resource: LocalizedStringResource) {
    self = resource.resolved
  }
}

extension Locale {
  /// The language a call asks for by passing a locale, or nil for the current one (the language
  /// being laid out).
  var askedLanguage: String? { self == Locale.current ? nil : identifier }
}
