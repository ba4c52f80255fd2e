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
}
