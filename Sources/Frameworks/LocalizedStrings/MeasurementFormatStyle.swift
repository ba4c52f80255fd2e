import Foundation

extension Measurement where UnitType: Dimension {
  /// How a measurement is written, as Foundation's `Measurement.FormatStyle` on Apple's platforms
  /// (Linux's Foundation lacks it): the value in the unit the usage picks for the locale (a
  /// temperature, a length, a speed or a mass in the locale's system: Fahrenheit, miles and pounds
  /// in the United States, Liberia and Myanmar; Celsius, kilometres and kilograms elsewhere), then
  /// the unit as a symbol ("21°C", "5 km"), without its space ("5km", "21°") or in words
  /// ("5 kilometers"). The locale is the one values are formatted in while text is laid out
  /// (`StringCatalog.formattingLocale`) unless one is given.
  ///
  /// Invariants: `.asProvided` never converts; the number is written by the locale's number
  /// style, with up to two decimals unless a number style is given; unit words are English.
  public struct FormatStyle: Foundation.FormatStyle, Sendable {
    /// How wide the unit is written.
    public enum UnitWidth: String, Codable, Hashable, Sendable {
      /// In words: "5 kilometers".
      case wide
      /// As a symbol: "5 km".
      case abbreviated
      /// As a symbol without a space: "5km", and a temperature without its scale: "21°".
      case narrow
    }

    /// How wide the unit is written.
    public var width: UnitWidth
    /// The language and region it is written for (nil: the one text is laid out in).
    public var locale: Locale?
    /// Which unit it is written in.
    public var usage: MeasurementFormatUnitUsage<UnitType>
    /// How the number is written (nil: the locale's, up to two decimals).
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?

    /// A style of `width`, for `usage`, in `locale`.
    public init(
      width: UnitWidth = .abbreviated, locale: Locale? = nil,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      self.width = width
      self.locale = locale
      self.usage = usage
      self.numberFormatStyle = numberFormatStyle
    }

    /// The style in `locale`.
    public func locale(_ locale: Locale) -> Self {
      var style = self
      style.locale = locale
      return style
    }

    public func format(_ value: Measurement<UnitType>) -> String {
      let locale = self.locale ?? StringCatalog.formattingLocale
      let shown = usage.isAsProvided ? value : MeasurementUnits.preferred(value, in: locale)
      let number =
        (numberFormatStyle ?? FloatingPointFormatStyle<Double>().precision(.fractionLength(0...2)))
        .locale(locale).format(shown.value)
      let unit = shown.unit
      switch width {
      case .wide: return "\(number) \(MeasurementUnits.words(for: unit, plural: shown.value != 1))"
      case .narrow:
        return unit is UnitTemperature ? "\(number)°" : "\(number)\(unit.symbol)"
      case .abbreviated:
        return unit is UnitTemperature ? "\(number)\(unit.symbol)" : "\(number) \(unit.symbol)"
      }
    }
  }

  /// The measurement written for the locale text is laid out in, its unit as a symbol.
  public func formatted() -> String { FormatStyle().format(self) }

  /// The measurement written in `style`.
  public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
    style.format(self)
  }
}

extension FormatStyle {
  /// A measurement written `width`, for `usage`.
  public static func measurement<U: Dimension>(
    width: Measurement<U>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<U> = .general,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<U>.FormatStyle {
    Measurement<U>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
  }
}

/// Which unit a measurement is written in, as Foundation's `MeasurementFormatUnitUsage`: the
/// locale's for the dimension (`.general`, and the named usages, which pick the same system
/// here), or the unit it was given (`.asProvided`).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
  let isAsProvided: Bool
  /// The locale's unit for the dimension.
  public static var general: Self { Self(isAsProvided: false) }
  /// The unit the measurement was given in.
  public static var asProvided: Self { Self(isAsProvided: true) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
  /// A temperature as weather reports give it (the locale's scale).
  public static var weather: Self { .general }
  /// A person's temperature (the locale's scale).
  public static var person: Self { .general }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
  /// A road distance (the locale's system).
  public static var road: Self { .general }
  /// A person's height (the locale's system).
  public static var personHeight: Self { .general }
}

/// The units a locale prefers and the English words for units.
enum MeasurementUnits {
  /// Whether `locale` measures in US customary units (the United States, Liberia, Myanmar).
  static func isCustomary(_ locale: Locale) -> Bool {
    ["US", "LR", "MM"].contains(locale.region?.identifier ?? "US")
  }

  /// `value` in the unit `locale` prefers for its dimension, where this knows one (temperature,
  /// length, speed, mass); else as given.
  static func preferred<U: Dimension>(_ value: Measurement<U>, in locale: Locale) -> Measurement<U> {
    let customary = isCustomary(locale)
    func converted(to unit: Dimension) -> Measurement<U> {
      guard let unit = unit as? U else { return value }
      return value.converted(to: unit)
    }
    switch value.unit {
    case is UnitTemperature:
      return converted(to: customary ? UnitTemperature.fahrenheit : UnitTemperature.celsius)
    case let length as UnitLength:
      let small = [UnitLength.meters, .centimeters, .millimeters, .feet, .inches, .yards].contains(length)
      if customary { return converted(to: small ? UnitLength.feet : UnitLength.miles) }
      return converted(to: small ? UnitLength.meters : UnitLength.kilometers)
    case is UnitSpeed: return converted(to: customary ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour)
    case is UnitMass: return converted(to: customary ? UnitMass.pounds : UnitMass.kilograms)
    default: return value
    }
  }

  /// The English words for `unit` ("kilometers"), or its symbol where this has none.
  static func words(for unit: Dimension, plural: Bool) -> String {
    let names: [String: (String, String)] = [
      "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
      "K": ("kelvin", "kelvins"), "m": ("meter", "meters"), "km": ("kilometer", "kilometers"),
      "cm": ("centimeter", "centimeters"), "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"),
      "ft": ("foot", "feet"), "in": ("inch", "inches"), "yd": ("yard", "yards"),
      "m/s": ("meter per second", "meters per second"), "km/h": ("kilometer per hour", "kilometers per hour"),
      "mph": ("mile per hour", "miles per hour"), "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"),
      "lb": ("pound", "pounds"), "s": ("second", "seconds"), "min": ("minute", "minutes"),
      "hr": ("hour", "hours"),
    ]
    guard let name = names[unit.symbol] else { return unit.symbol }
    return plural ? name.1 : name.0
  }
}
