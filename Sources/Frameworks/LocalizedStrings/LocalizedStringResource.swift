import Foundation

/// A reference to a localizable text, resolved when shown, as Foundation's
/// `LocalizedStringResource`: a key, its default value, its table. `String(localized:)` and
/// `Text(_:)` resolve it in the language being laid out.
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// The key in the table.
  public let key: String
  /// What shows where no translation is found.
  public let defaultValue: String.LocalizationValue
  /// The table's name, or nil for `Localizable`.
  public let table: String?
  /// The locale it was asked in.
  public var locale: Locale

  /// A resource whose key and default value are `keyAndValue`.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    key = keyAndValue.key
    defaultValue = keyAndValue
    self.table = table
    self.locale = locale
  }

  /// A resource of a key with its own default value.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current,
    bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
  }

  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The text in the language being laid out.
  public var resolved: String {
    StringCatalog.current.localized(
      key, arguments: defaultValue.arguments, table: table, language: locale.askedLanguage)
      ?? defaultValue.text
  }

  public var description: String { resolved }
}

/// The bundle of the current module's resources, as Foundation's `#bundle` (Xcode 26): here the
/// main bundle, as every module's strings and assets are read from the app's catalogs.
@freestanding(expression)
public macro bundle() -> Bundle = #externalMacro(module: "LegiblePreviewMacros", type: "BundleMacro")
