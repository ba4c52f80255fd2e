import Audit
import CoreLocation
import Foundation
import LegibleUI
import MapKit
import Testing
import UIKit

import class Legible.Screen

/// MapKit's UIKit side as an app's representable uses it: annotations, overlays and the map
/// view's settings are kept as set; map points follow MapKit's projection; a snapshot is a
/// placeholder of its size whose points land where iOS puts them, and the audit names it.
@MainActor @Suite struct MapKitTests {
  final class Park: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?
    init(_ latitude: Double, _ longitude: Double, title: String?) {
      coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
      self.title = title
    }
  }

  @Test func mapPointsFollowMapKitsProjection() {
    let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    #expect(origin.x == MKMapSize.world.width / 2 && abs(origin.y - MKMapSize.world.height / 2) < 1e-6)
    let moscow = CLLocationCoordinate2D(latitude: 55.7558, longitude: 37.6173)
    let back = MKMapPoint(moscow).coordinate
    #expect(abs(back.latitude - moscow.latitude) < 1e-9 && abs(back.longitude - moscow.longitude) < 1e-9)
    // North is up: a place further north has a smaller y.
    #expect(MKMapPoint(moscow).y < origin.y)
  }

  @Test func anAnnotationsOwnTitleIsReadThroughTheProtocolAndNoneIsNil() {
    let named: any MKAnnotation = Park(55.75, 37.61, title: "Gorky Park")
    let pin: any MKAnnotation = MKPointAnnotation(coordinate: named.coordinate)
    #expect(named.title == "Gorky Park")
    #expect(pin.title == nil && pin.subtitle == nil)
  }

  @Test func aMapViewKeepsWhatTheAppSetsOnIt() throws {
    let map = MKMapView()
    let parks = [
      Park(55.70, 37.50, title: "A"), Park(55.80, 37.70, title: "B"), Park(55.75, 37.60, title: "C"),
    ]
    map.addAnnotations(parks)
    map.removeAnnotation(parks[1])
    #expect(map.annotations.map { $0.title ?? "" } == ["A", "C"])
    map.showAnnotations(parks, animated: false)
    #expect(map.annotations.count == 3)
    #expect(
      abs(map.region.center.latitude - 55.75) < 1e-9 && abs(map.region.span.latitudeDelta - 0.10) < 1e-9)
    let range = try #require(
      MKMapView.CameraZoomRange(minCenterCoordinateDistance: 500, maxCenterCoordinateDistance: 5e6))
    map.cameraZoomRange = range
    #expect(map.cameraZoomRange?.maxCenterCoordinateDistance == 5e6)
    #expect(MKMapView.CameraZoomRange(minCenterCoordinateDistance: 10, maxCenterCoordinateDistance: 5) == nil)
    let line = MKPolyline(coordinates: parks.map(\.coordinate))
    map.addOverlay(line)
    #expect(line.pointCount == 3 && line.boundingMapRect.contains(MKMapPoint(parks[2].coordinate)))
    // A renderer is made for its overlay as MapKit's delegate makes it, either way.
    let renderer = MKPolylineRenderer(overlay: line)
    renderer.lineWidth = 8
    #expect(renderer.overlay === line && MKPolylineRenderer(polyline: line).overlay === line)
    #expect(map.renderer(for: line) == nil, "the map is not drawn")
    // The renderer's path goes through the line's points; C code passes them by pointer.
    #expect(abs(renderer.path.boundingBoxOfPath.width - line.boundingMapRect.width) < 1e-6)
    var corners = parks.map(\.coordinate)
    #expect(MKPolyline(coordinates: &corners, count: 2).pointCount == 2)
    // Showing the line's rectangle shows a region around the parks, and reads back.
    map.setVisibleMapRect(
      line.boundingMapRect, edgePadding: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), animated: false)
    #expect(abs(map.region.center.latitude - 55.75) < 0.01 && abs(map.region.center.longitude - 37.60) < 1e-6)
    #expect(abs(map.visibleMapRect.width - line.boundingMapRect.width) < 1e-3)
    #expect(abs(map.visibleMapRect.minY - line.boundingMapRect.minY) < 1e-3 * line.boundingMapRect.height)
    map.removeOverlays([line])
    #expect(map.overlays.isEmpty)
    #expect(map.userLocation.location == nil, "no fix, as on a simulator with no location set")
    // iOS 16's configuration and the camera are kept; the camera moves the region's centre.
    let configuration = MKStandardMapConfiguration(elevationStyle: .realistic, emphasisStyle: .muted)
    configuration.pointOfInterestFilter = .excludingAll
    map.preferredConfiguration = configuration
    #expect((map.preferredConfiguration as? MKStandardMapConfiguration)?.emphasisStyle == .muted)
    map.camera = MKMapCamera(lookingAtCenter: parks[0].coordinate, fromDistance: 800, pitch: 60, heading: 90)
    #expect(map.camera.pitch == 60 && map.region.center.latitude == 55.70)
    // Tilted by 60°, the camera 800 m from the point is 400 m above the ground.
    #expect(abs(map.camera.altitude - 400) < 1e-6)
    map.camera.altitude = 1000
    #expect(abs(map.camera.centerCoordinateDistance - 2000) < 1e-6)
  }

  struct ParkPreview: View {
    let image: UIImage
    var body: some View {
      VStack {
        Text("Gorky Park").font(.headline)
        Image(uiImage: image)
      }
    }
  }

  @Test func aSnapshotIsAPlaceholderOfItsSizeWhosePointsLandWhereIOSPutsThem() async throws {
    let options = MKMapSnapshotter.Options()
    options.region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 55.73, longitude: 37.60), latitudinalMeters: 1000,
      longitudinalMeters: 1000)
    options.size = CGSize(width: 300, height: 150)
    options.pointOfInterestFilter = .excludingAll
    let snapshot = try await MKMapSnapshotter(options: options).start()
    #expect(snapshot.image.size == CGSize(width: 300, height: 150))
    let centre = snapshot.point(for: options.region.center)
    #expect(abs(centre.x - 150) < 0.5 && abs(centre.y - 75) < 0.5)
    // Drawing over it, as apps put a marker on the picture.
    let drawn = UIGraphicsImageRenderer(size: options.size).image { _ in
      snapshot.image.draw(at: .zero)
      MKMarkerAnnotationView(annotation: nil, reuseIdentifier: nil).drawHierarchy(
        in: CGRect(x: centre.x - 20, y: centre.y - 40, width: 40, height: 40), afterScreenUpdates: true)
    }
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(ParkPreview(image: drawn))
    let picture = try #require(screen.snapshot().allNodes.first { $0.image != nil && $0.frame.width == 300 })
    #expect(picture.frame.height == 150)
    var audit = AuditOptions()
    audit.checks = [.unrenderedContent]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: audit
    ).findings
    let message = findings.map(\.message).joined(separator: "\n")
    #expect(message.contains("MKMapSnapshotter's map") && message.contains("MKMarkerAnnotationView"))
  }

  final class SearchModel: NSObject, MKLocalSearchCompleterDelegate {
    var updates = 0
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) { updates += 1 }
  }

  /// Without Apple's map data a search finds nothing, as MapKit says when nothing matches, and a
  /// completer tells its delegate each new query's results: none.
  @Test func aLocalSearchFindsNothingAndSaysSo() async throws {
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = "Lisbon"
    request.resultTypes = [.address]
    await #expect(throws: MKError(.placemarkNotFound)) { try await MKLocalSearch(request: request).start() }
    let model = SearchModel()
    let completer = MKLocalSearchCompleter()
    completer.delegate = model
    completer.region = MKCoordinateRegion(.world)
    completer.queryFragment = "Lis"
    completer.queryFragment = "Lis"
    completer.queryFragment = "Lisb"
    #expect(model.updates == 2, "once per new query")
    #expect(completer.results.isEmpty)
    let error = MKError(.placemarkNotFound) as any Error
    #expect(error.localizedDescription.contains("map data"))
  }
}
