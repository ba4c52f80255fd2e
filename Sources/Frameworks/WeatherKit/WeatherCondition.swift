/// A description of the weather, as WeatherKit's `WeatherCondition`.
///
/// Invariants: `description` is the case's name in words, each capitalised ("Mostly Clear"), as
/// WeatherKit's English descriptions are; `accessibilityDescription` is the same words.
public enum WeatherCondition: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
  case blowingDust, clear, cloudy, foggy, haze, mostlyClear, mostlyCloudy, partlyCloudy, smoky
  case breezy, windy
  case drizzle, heavyRain, isolatedThunderstorms, rain, sunShowers, scatteredThunderstorms, strongStorms
  case thunderstorms
  case frigid, hail, hot
  case flurries, sleet, snow, sunFlurries, wintryMix
  case blizzard, blowingSnow, freezingDrizzle, freezingRain, heavySnow
  case hurricane, tropicalStorm

  /// The condition in words ("Partly Cloudy").
  public var description: String {
    var words = ""
    for character in rawValue {
      if character.isUppercase { words.append(" ") }
      words.append(character)
    }
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// The condition in words, for VoiceOver.
  public var accessibilityDescription: String { description }
}
