import Foundation
import Testing

@testable import WeatherKit

/// WeatherKit answers as an iPhone simulator whose app has no WeatherKit entitlement: every
/// request throws `permissionDenied`, so an app's fallback shows; its values behave as Apple's.
@Suite struct WeatherServiceTests {
  let cupertino = CLLocation(latitude: 37.33, longitude: -122.01)

  @Test func everyRequestThrowsPermissionDenied() async {
    await #expect(throws: WeatherError.permissionDenied) {
      _ = try await WeatherService.shared.weather(for: cupertino)
    }
    await #expect(throws: WeatherError.permissionDenied) {
      _ = try await WeatherService.shared.weather(for: cupertino, including: .hourly).forecast
    }
    await #expect(throws: WeatherError.permissionDenied) {
      _ = try await WeatherService.shared.weather(for: cupertino, including: .current, .daily)
    }
    await #expect(throws: WeatherError.permissionDenied) { _ = try await WeatherService.shared.attribution }
  }

  @Test func theErrorSaysWhatToDo() {
    let message = WeatherError.permissionDenied.localizedDescription
    #expect(message.contains("WeatherKit capability"), "\(message)")
  }

  /// An app that falls back to its own values when the weather cannot be had shows them.
  @Test func anAppsFallbackRuns() async {
    var condition: WeatherCondition? = nil
    do {
      condition = try await WeatherService.shared.weather(for: cupertino).currentWeather.condition
    } catch {
      condition = .clear
    }
    #expect(condition == .clear)
  }

  @Test func conditionsDescribeThemselvesInWords() {
    #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
    #expect(WeatherCondition.clear.description == "Clear")
    #expect(WeatherCondition.isolatedThunderstorms.accessibilityDescription == "Isolated Thunderstorms")
    #expect(WeatherCondition(rawValue: "mostlyClear") == .mostlyClear)
  }

  @Test func aForecastIsACollectionInTimeOrder() {
    let now = Date(timeIntervalSince1970: 0)
    let metadata = WeatherMetadata(
      date: now, expirationDate: now.addingTimeInterval(3600), location: cupertino)
    let minutes = (0..<3).map {
      MinuteWeather(
        date: now.addingTimeInterval(Double($0) * 60), precipitation: .rain,
        precipitationChance: Double($0) / 4,
        precipitationIntensity: Measurement(value: 1, unit: .metersPerSecond))
    }
    let forecast = Forecast(forecast: minutes, metadata: metadata)
    #expect(forecast.count == 3)
    #expect(forecast.contains { $0.precipitationChance >= 0.3 })
    #expect(forecast.map(\.date) == minutes.map(\.date))
  }

  @Test func theUVIndexBandsItsRisk() {
    #expect(UVIndex(value: 2).category == .low)
    #expect(UVIndex(value: 5).category == .moderate)
    #expect(UVIndex(value: 7).category == .high)
    #expect(UVIndex(value: 10).category == .veryHigh)
    #expect(UVIndex(value: 11).category == .extreme)
  }
}
