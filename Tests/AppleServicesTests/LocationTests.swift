import CoreLocation
import Foundation
import Testing

@Suite("CoreLocation")
struct LocationTests {
  final class Recorder: CLLocationManagerDelegate {
    var errors: [Error] = []
    var authorizationChanges = 0
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) { errors.append(error) }
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { authorizationChanges += 1 }
  }

  @Test func distancesAreOnTheGlobe() {
    let rome = CLLocation(latitude: 41.9028, longitude: 12.4964)
    let naples = CLLocation(latitude: 40.8518, longitude: 14.2681)
    // About 189 km as the crow flies.
    #expect(abs(rome.distance(from: naples) - 189_000) < 2_000)
    #expect(CLLocationCoordinate2DIsValid(rome.coordinate))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    // A recorded point keeps its speed and course; one made without them knows neither.
    let riding = CLLocation(
      coordinate: CLLocationCoordinate2DMake(41.9, 12.5), altitude: 21, horizontalAccuracy: 5,
      verticalAccuracy: 3, course: 90, speed: 6.5, timestamp: Date())
    #expect(riding.speed == 6.5 && riding.course == 90 && rome.speed == -1 && rome.course == -1)
  }

  @Test func aLocationIsAnObjectEqualOnlyToItselfSoModelsHoldingOneAreHashable() {
    struct Spot: Hashable {
      var name: String
      var location: CLLocation
    }
    let here = CLLocation(latitude: 41.9028, longitude: 12.4964)
    let spot = Spot(name: "Piazza", location: here)
    #expect(spot == Spot(name: "Piazza", location: here))
    #expect(spot != Spot(name: "Piazza", location: CLLocation(latitude: 41.9028, longitude: 12.4964)))
    #expect(Set([spot, spot]).count == 1)
  }

  @Test func aManagerAnswersAsASimulatorWithNoLocation() {
    let manager = CLLocationManager()
    let recorder = Recorder()
    manager.delegate = recorder
    #expect(manager.authorizationStatus == .notDetermined)
    manager.requestWhenInUseAuthorization()
    #expect(manager.authorizationStatus == .authorizedWhenInUse && recorder.authorizationChanges == 1)
    manager.requestLocation()
    #expect(manager.location == nil)
    #expect((recorder.errors.first as? CLError)?.code == .locationUnknown)
  }

  /// iOS 17's live updates, as on a simulator with no location set: one update saying no
  /// location is to be had, then nothing until the listening task is cancelled, when it ends.
  @Test func liveUpdatesSayNoLocationThenWaitUntilCancelled() async throws {
    var iterator = CLLocationUpdate.liveUpdates().makeAsyncIterator()
    let first = try #require(try await iterator.next())
    #expect(first.location == nil)
    #expect(first.locationUnavailable && !first.authorizationDenied)
    let listening = Task {
      var count = 0
      for try await _ in CLLocationUpdate.liveUpdates(.fitness) { count += 1 }
      return count
    }
    try await Task.sleep(nanoseconds: 50_000_000)
    listening.cancel()
    #expect(try await listening.value == 1, "the first update, then the end once cancelled")
  }
}
