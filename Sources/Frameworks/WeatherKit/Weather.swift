import Foundation

/// The weather at a place: current conditions and forecasts, as WeatherKit's `Weather`.
public struct Weather: Sendable {
  /// The conditions now.
  public let currentWeather: CurrentWeather
  /// The forecast by the minute for the next hour, where the place has one.
  public let minuteForecast: Forecast<MinuteWeather>?
  /// The forecast by the hour.
  public let hourlyForecast: Forecast<HourWeather>
  /// The forecast by the day.
  public let dailyForecast: Forecast<DayWeather>
  /// The alerts in effect, where there are any.
  public let weatherAlerts: [WeatherAlert]?
  /// Which data sets the place has.
  public let availability: WeatherAvailability
}

/// The conditions at a place now, as WeatherKit's `CurrentWeather`.
public struct CurrentWeather: Hashable, Sendable {
  public let date: Date
  public let condition: WeatherCondition
  /// The SF Symbol's name for the condition.
  public let symbolName: String
  public let temperature: Measurement<UnitTemperature>
  public let apparentTemperature: Measurement<UnitTemperature>
  public let dewPoint: Measurement<UnitTemperature>
  /// From 0 to 1.
  public let humidity: Double
  /// From 0 to 1.
  public let cloudCover: Double
  public let isDaylight: Bool
  public let pressure: Measurement<UnitPressure>
  public let pressureTrend: PressureTrend
  public let uvIndex: UVIndex
  public let visibility: Measurement<UnitLength>
  public let wind: Wind
  public let metadata: WeatherMetadata
}

/// The weather for an hour, as WeatherKit's `HourWeather`.
public struct HourWeather: Hashable, Sendable {
  public let date: Date
  public let condition: WeatherCondition
  /// The SF Symbol's name for the condition.
  public let symbolName: String
  public let temperature: Measurement<UnitTemperature>
  public let apparentTemperature: Measurement<UnitTemperature>
  public let dewPoint: Measurement<UnitTemperature>
  public let humidity: Double
  public let cloudCover: Double
  public let isDaylight: Bool
  public let precipitation: Precipitation
  /// From 0 to 1.
  public let precipitationChance: Double
  public let precipitationAmount: Measurement<UnitLength>
  public let pressure: Measurement<UnitPressure>
  public let pressureTrend: PressureTrend
  public let uvIndex: UVIndex
  public let visibility: Measurement<UnitLength>
  public let wind: Wind
}

/// The weather for a day, as WeatherKit's `DayWeather`.
public struct DayWeather: Hashable, Sendable {
  public let date: Date
  public let condition: WeatherCondition
  /// The SF Symbol's name for the condition.
  public let symbolName: String
  public let highTemperature: Measurement<UnitTemperature>
  public let lowTemperature: Measurement<UnitTemperature>
  public let precipitation: Precipitation
  /// From 0 to 1.
  public let precipitationChance: Double
  public let rainfallAmount: Measurement<UnitLength>
  public let snowfallAmount: Measurement<UnitLength>
  public let sun: SunEvents
  public let moon: MoonEvents
  public let uvIndex: UVIndex
  public let wind: Wind
}

/// The weather for a minute, as WeatherKit's `MinuteWeather`.
public struct MinuteWeather: Hashable, Sendable {
  public let date: Date
  public let precipitation: Precipitation
  /// From 0 to 1.
  public let precipitationChance: Double
  public let precipitationIntensity: Measurement<UnitSpeed>
}

/// A severe weather alert, as WeatherKit's `WeatherAlert`.
public struct WeatherAlert: Hashable, Sendable {
  public let detailsURL: URL
  public let source: String
  public let summary: String
  public let region: String?
  public let severity: WeatherSeverity
}

/// How severe an alert is.
public enum WeatherSeverity: String, Hashable, Sendable, Codable, CaseIterable {
  case minor, moderate, severe, extreme, unknown
}

/// Which way the air pressure goes.
public enum PressureTrend: String, Hashable, Sendable, Codable, CaseIterable {
  case rising, falling, steady
}

/// What falls from the sky.
public enum Precipitation: String, Hashable, Sendable, Codable, CaseIterable {
  case none, hail, mixed, rain, sleet, snow
}

/// The ultraviolet index and its exposure risk, as WeatherKit's `UVIndex`.
public struct UVIndex: Hashable, Sendable {
  /// The exposure risk.
  public enum ExposureCategory: String, Hashable, Sendable, Codable, CaseIterable {
    case low, moderate, high, veryHigh, extreme
  }
  /// The index.
  public let value: Int
  /// Its risk, as the World Health Organization bands it (0–2, 3–5, 6–7, 8–10, 11+).
  public var category: ExposureCategory {
    switch value {
    case ..<3: .low
    case 3..<6: .moderate
    case 6..<8: .high
    case 8..<11: .veryHigh
    default: .extreme
    }
  }
}

/// The wind, as WeatherKit's `Wind`.
public struct Wind: Hashable, Sendable {
  /// The eight points of the compass and the eight between, as WeatherKit names them.
  public enum CompassDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast
    case south, southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest
  }
  /// Where it comes from.
  public let compassDirection: CompassDirection
  public let direction: Measurement<UnitAngle>
  public let speed: Measurement<UnitSpeed>
  public let gust: Measurement<UnitSpeed>?
}

/// The sun's times in a day, as WeatherKit's `SunEvents`.
public struct SunEvents: Hashable, Sendable {
  public let sunrise: Date?
  public let sunset: Date?
  public let solarNoon: Date?
  public let civilDawn: Date?
  public let civilDusk: Date?
}

/// The moon's times and phase in a day, as WeatherKit's `MoonEvents`.
public struct MoonEvents: Hashable, Sendable {
  /// The moon's phase.
  public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent
  }
  public let phase: Phase
  public let moonrise: Date?
  public let moonset: Date?
}
