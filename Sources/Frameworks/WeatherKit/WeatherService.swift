// WeatherKit under its own name where Apple's is not: the weather's value types and the service
// that asks for them. The service answers as an iPhone simulator whose app has no WeatherKit
// entitlement answers: every request throws `WeatherError.permissionDenied`, so an app's code
// takes the path it takes when the weather cannot be had (the placeholders and fallbacks its
// previews show). As Apple's module, it brings Foundation and CoreLocation's `CLLocation` to the
// files that import it.
@_exported import CoreLocation
@_exported import Foundation

/// Asks Apple's weather service for the weather at a place, as WeatherKit's `WeatherService`.
///
/// Invariants: here every request throws `WeatherError.permissionDenied` (no entitlement, no
/// network service): what an app sees on a simulator that is not set up for WeatherKit.
public final class WeatherService: Sendable {
  /// The shared service.
  public static let shared = WeatherService()

  /// A service.
  public init() {}

  /// The weather at `location`: current conditions and forecasts (throws here).
  public func weather(for location: CLLocation) async throws -> Weather {
    throw WeatherError.permissionDenied
  }

  /// One part of the weather at `location` (throws here).
  public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
    throw WeatherError.permissionDenied
  }

  /// Two parts of the weather at `location` (throws here).
  public func weather<T1, T2>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>
  ) async throws -> (T1, T2) {
    throw WeatherError.permissionDenied
  }

  /// Three parts of the weather at `location` (throws here).
  public func weather<T1, T2, T3>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
    _ dataSet3: WeatherQuery<T3>
  ) async throws -> (T1, T2, T3) {
    throw WeatherError.permissionDenied
  }

  /// The attribution an app must show with the weather (throws here).
  public var attribution: WeatherAttribution {
    get async throws { throw WeatherError.permissionDenied }
  }
}

/// A part of the weather to ask for, as WeatherKit's `WeatherQuery`.
public struct WeatherQuery<T>: Sendable {
  let name: String

  /// The current weather.
  public static var current: WeatherQuery<CurrentWeather> { .init(name: "current") }
  /// The forecast by the minute for the next hour, where there is one.
  public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { .init(name: "minute") }
  /// The forecast by the hour.
  public static var hourly: WeatherQuery<Forecast<HourWeather>> { .init(name: "hourly") }
  /// The forecast by the day.
  public static var daily: WeatherQuery<Forecast<DayWeather>> { .init(name: "daily") }
  /// The weather alerts in effect, where there are any.
  public static var alerts: WeatherQuery<[WeatherAlert]?> { .init(name: "alerts") }
  /// Which data sets the place has.
  public static var availability: WeatherQuery<WeatherAvailability> { .init(name: "availability") }
  /// The forecast by the hour between two dates.
  public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> {
    .init(name: "hourly")
  }
  /// The forecast by the day between two dates.
  public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> {
    .init(name: "daily")
  }
}

/// Why the weather could not be had, as WeatherKit's `WeatherError`.
public enum WeatherError: LocalizedError, Hashable, Sendable {
  /// The app may not use the service (no WeatherKit entitlement): what every request throws here.
  case permissionDenied
  /// Another failure.
  case unknown

  public var errorDescription: String? {
    switch self {
    case .permissionDenied:
      "The app is not allowed to use WeatherKit: add the WeatherKit capability to its App ID."
    case .unknown: "The weather could not be fetched."
    }
  }
}

/// What an app shows to credit the weather's sources, as WeatherKit's `WeatherAttribution`.
public struct WeatherAttribution: Hashable, Sendable {
  /// The service's name.
  public let serviceName: String
  /// The page of the data sources' legal notices.
  public let legalPageURL: URL
  /// The service's mark for a light background.
  public let combinedMarkLightURL: URL
  /// The service's mark for a dark background.
  public let combinedMarkDarkURL: URL
  /// The service's square mark.
  public let squareMarkURL: URL
  /// The legal text, where there is one.
  public let legalAttributionText: String?
}

/// Which data sets a place has, as WeatherKit's `WeatherAvailability`.
public struct WeatherAvailability: Hashable, Sendable {
  /// Whether a data set is there.
  public enum AvailabilityKind: String, Hashable, Sendable, Codable {
    case available, temporarilyUnavailable, unsupported, unknown
  }
  /// Whether the place has a forecast by the minute.
  public let minuteAvailability: AvailabilityKind
  /// Whether the place has weather alerts.
  public let alertAvailability: AvailabilityKind
}
