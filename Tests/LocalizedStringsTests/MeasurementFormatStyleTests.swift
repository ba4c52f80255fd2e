import Foundation
import LocalizedStrings
import Testing

/// A measurement is written as Foundation writes it on Apple's platforms: in the locale's system
/// unless asked for the unit it was given, with the unit as a symbol, without its space, or in
/// words.
@Suite struct MeasurementFormatStyleTests {
  let us = Locale(identifier: "en_US")
  let germany = Locale(identifier: "de_DE")
  let celsius = Measurement(value: 21, unit: UnitTemperature.celsius)

  @Test func aTemperatureIsWrittenInTheLocalesScale() {
    #expect(celsius.formatted(.measurement(width: .abbreviated).locale(us)) == "69.8°F")
    #expect(celsius.formatted(.measurement(width: .abbreviated).locale(germany)) == "21°C")
    #expect(celsius.formatted(.measurement(width: .narrow).locale(germany)) == "21°")
    #expect(
      celsius.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "21 degrees Celsius")
  }

  @Test func distancesAndSpeedsFollowTheLocalesSystem() {
    let run = Measurement(value: 5, unit: UnitLength.kilometers)
    #expect(run.formatted(.measurement(width: .abbreviated).locale(us)) == "3.11 mi")
    #expect(run.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "5 km")
    #expect(run.formatted(.measurement(width: .wide).locale(germany)) == "5 kilometers")
    let wind = Measurement(value: 10, unit: UnitSpeed.metersPerSecond)
    #expect(wind.formatted(.measurement(width: .abbreviated).locale(germany)) == "36 km/h")
  }

  @Test func formattedFollowsTheLanguageTextIsLaidOutIn() {
    #expect(StringCatalog.withRegion("DE") { celsius.formatted() } == "21°C")
    #expect(StringCatalog.withRegion("US") { celsius.formatted() } == "69.8°F")
  }
}
