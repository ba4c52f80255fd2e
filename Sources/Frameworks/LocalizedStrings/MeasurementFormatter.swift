@_exported import Foundation

/// Writes measurements, as Foundation's `MeasurementFormatter`, which Linux's Foundation declares
/// unavailable (this one takes its place wherever `LocalizedStrings` is imported, as
/// `import SwiftUI` does). It writes as `Measurement.FormatStyle` does, with the formatter's
/// settings:
///
/// - the unit: the locale's for the dimension (miles and Fahrenheit in the United States), or the
///   one given with `.providedUnit`; `.temperatureWithoutUnit` leaves the scale out ("21°");
/// - the style: `.short` without a space ("5km"), `.medium` as a symbol ("5 km"), `.long` in
///   words ("5 kilometers");
/// - the number: by `numberFormatter` when one is set, else the locale's with up to three
///   decimals, as Foundation's default formatter writes it ("3.107 mi").
///
/// The locale is the one values are formatted in while text is laid out unless one is set.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
  /// What the formatter may change about the unit.
  public struct UnitOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Writes the unit the measurement was given in.
    public static let providedUnit = UnitOptions(rawValue: 1)
    /// Picks the unit of the locale's system that suits the size (kept: the locale's unit for
    /// the dimension is already one of its sizes).
    public static let naturalScale = UnitOptions(rawValue: 2)
    /// Writes a temperature without its scale.
    public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
  }

  /// What the formatter may change about the unit.
  open var unitOptions: UnitOptions = []
  /// How wide the unit is written.
  open var unitStyle: Formatter.UnitStyle = .medium
  /// The language and region written for (nil: the one text is laid out in).
  open var locale: Locale!
  /// How the number is written: by default, as on iOS, a decimal formatter of up to three
  /// decimals, which writes in the formatter's locale (or, without one, the language text is laid
  /// out in); one set in its place writes as it is set (nil: as the default).
  open var numberFormatter: NumberFormatter!
  /// The formatter made with this one, which follows its locale.
  private let ownNumberFormatter = MeasurementFormatter.decimalNumbers()

  public override init() {
    super.init()
    numberFormatter = ownNumberFormatter
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    numberFormatter = ownNumberFormatter
  }

  private static func decimalNumbers() -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 3
    return formatter
  }

  /// `measurement` written with the formatter's settings.
  open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
    guard let dimension = measurement.unit as? Dimension else {
      return "\(number(measurement.value)) \(measurement.unit.symbol)"
    }
    return string(from: Measurement(value: measurement.value, unit: dimension))
  }

  private func string(from measurement: Measurement<Dimension>) -> String {
    let locale = self.locale ?? StringCatalog.formattingLocale
    let shown =
      unitOptions.contains(.providedUnit) ? measurement : MeasurementUnits.preferred(measurement, in: locale)
    let value = number(shown.value, locale: locale)
    let unit = shown.unit
    if unit is UnitTemperature, unitOptions.contains(.temperatureWithoutUnit) { return "\(value)°" }
    switch unitStyle {
    case .long: return "\(value) \(MeasurementUnits.words(for: unit, plural: shown.value != 1))"
    case .short: return unit is UnitTemperature ? "\(value)°" : "\(value)\(unit.symbol)"
    default: return unit is UnitTemperature ? "\(value)\(unit.symbol)" : "\(value) \(unit.symbol)"
    }
  }

  /// `unit` written on its own, in the formatter's style.
  open func string(from unit: Unit) -> String {
    guard unitStyle == .long, let dimension = unit as? Dimension else { return unit.symbol }
    return MeasurementUnits.words(for: dimension, plural: true)
  }

  open override func string(for obj: Any?) -> String? {
    switch obj {
    case let measurement as Measurement<Unit>: string(from: measurement)
    case let unit as Unit: string(from: unit)
    default: nil
    }
  }

  private func number(_ value: Double, locale: Locale? = nil) -> String {
    let locale = locale ?? self.locale ?? StringCatalog.formattingLocale
    if let numberFormatter, numberFormatter === ownNumberFormatter {
      // Its decimals and grouping, written here: on Linux, a decimal number formatter told its
      // minimum decimals forgets its maximum.
      let fewest = max(0, numberFormatter.minimumFractionDigits)
      let most = max(fewest, numberFormatter.maximumFractionDigits)
      let style = FloatingPointFormatStyle<Double>().precision(.fractionLength(fewest...most)).locale(locale)
      return (numberFormatter.usesGroupingSeparator ? style : style.grouping(.never)).format(value)
    }
    if let numberFormatter, let text = numberFormatter.string(from: NSNumber(value: value)) { return text }
    return FloatingPointFormatStyle<Double>().precision(.fractionLength(0...3)).locale(locale).format(value)
  }
}
