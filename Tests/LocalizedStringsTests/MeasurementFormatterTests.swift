import Foundation
import LocalizedStrings
import Testing

/// A measurement formatter writes as Foundation's does on Apple's platforms: in the locale's
/// system unless told to keep the unit, in the style asked.
@Suite struct MeasurementFormatterTests {
  let ride = Measurement(value: 5, unit: UnitLength.kilometers)

  func formatter(_ locale: String, _ style: Formatter.UnitStyle = .medium) -> MeasurementFormatter {
    let formatter = MeasurementFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.unitStyle = style
    return formatter
  }

  @Test func theUnitIsTheLocalesUnlessTheProvidedOneIsKept() {
    #expect(formatter("en_US").string(from: ride) == "3.107 mi")
    #expect(formatter("de_DE").string(from: ride) == "5 km")
    let kept = formatter("en_US", .long)
    kept.unitOptions = .providedUnit
    #expect(kept.string(from: ride) == "5 kilometers")
    #expect(formatter("de_DE", .short).string(from: ride) == "5km")
  }

  @Test func temperaturesAndNumberFormattersAreWrittenAsAsked() {
    let warm = Measurement(value: 21, unit: UnitTemperature.celsius)
    #expect(formatter("en_US").string(from: warm) == "69.8°F")
    let bare = formatter("de_DE")
    bare.unitOptions = .temperatureWithoutUnit
    #expect(bare.string(from: warm) == "21°")
    let whole = formatter("de_DE")
    whole.numberFormatter = NumberFormatter()
    whole.numberFormatter.maximumFractionDigits = 0
    #expect(whole.string(from: Measurement(value: 12.6, unit: UnitLength.kilometers)) == "13 km")
    #expect(formatter("en_US", .long).string(from: UnitLength.kilometers) == "kilometers")
    #expect(formatter("en_US").string(for: "not a measurement") == nil)
  }

  @Test func theNumberFormatterIsThereToAdjustAndWritesInTheFormattersLocale() {
    // As apps write it: the formatter's own number formatter, told how many decimals to keep.
    let speed = formatter("de_DE", .short)
    speed.unitOptions = .providedUnit
    speed.numberFormatter.maximumFractionDigits = 1
    speed.numberFormatter.minimumFractionDigits = 1
    #expect(speed.string(from: Measurement(value: 23.46, unit: UnitSpeed.kilometersPerHour)) == "23,5km/h")
    #expect(
      formatter("en_US").string(from: Measurement(value: 1.23456, unit: UnitLength.miles)) == "1.235 mi")
  }
}
