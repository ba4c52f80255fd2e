import Foundation

/// A forecast: weather values in time order, as WeatherKit's `Forecast`.
///
/// Invariants: `forecast` is in time order; the forecast is a random-access collection of it.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
  /// The values, in time order.
  public let forecast: [Element]
  /// When the forecast was made and until when it holds.
  public let metadata: WeatherMetadata

  init(forecast: [Element], metadata: WeatherMetadata) {
    self.forecast = forecast
    self.metadata = metadata
  }

  public var startIndex: Int { forecast.startIndex }
  public var endIndex: Int { forecast.endIndex }
  public subscript(position: Int) -> Element { forecast[position] }
}

extension Forecast: Equatable where Element: Equatable {}

/// When weather data was made, where, and until when it holds, as WeatherKit's `WeatherMetadata`.
public struct WeatherMetadata: Hashable, Sendable {
  /// When the data was made.
  public let date: Date
  /// Until when it holds.
  public let expirationDate: Date
  /// The place it is for.
  public let location: CLLocation
}
