// MapKit under its own name where Apple's is not: regions, spans and map items are real values;
// a map is not drawn here (it needs Apple's map data): SwiftUI's `Map` is a placeholder of the
// size it is given, reported by the audit (`unrendered-content`), whatever its content.
@_exported import CoreLocation
import Foundation
import LegibleUI
@_exported import UIKit  // as the framework's headers import UIKit on iOS

/// The extent of a map region, in degrees.
public struct MKCoordinateSpan: Hashable, Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees
  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A region of a map: a centre and a span.
public struct MKCoordinateRegion: Hashable, Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan
  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }
  /// The region `latitudinalMeters` by `longitudinalMeters` around `center`.
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    self.center = center
    let metresPerDegree = 111_320.0
    let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000_001)
    span = MKCoordinateSpan(
      latitudeDelta: latitudinalMeters / metresPerDegree,
      longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale))
  }
}

/// A place on a map.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
  public init(coordinate: CLLocationCoordinate2D) {
    super.init(
      name: nil, locality: nil, country: nil,
      location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
  }
  /// Its coordinate.
  public var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }
}

/// A place a map can show or open: opening it in Maps is recorded, not performed.
open class MKMapItem: Hashable, @unchecked Sendable {
  public let placemark: MKPlacemark
  open var name: String?
  open var phoneNumber: String?
  open var url: URL?
  public init(placemark: MKPlacemark) { self.placemark = placemark }
  /// The device's place (no fix here: the origin).
  public static func forCurrentLocation() -> MKMapItem {
    MKMapItem(placemark: MKPlacemark(coordinate: .init()))
  }
  /// Records that the app asked Maps to open the item.
  @discardableResult open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
    MainActor.assumeIsolated {
      UIApplication.shared.open(
        URL(
          string: "maps://?q=\(name ?? "")".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)
            ?? "maps://")!)
    }
    return true
  }
  public static func == (lhs: MKMapItem, rhs: MKMapItem) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a map looks.
public struct MapCameraPosition: Equatable, Sendable {
  /// The region, if it was given one (or the area a camera sees).
  public let region: MKCoordinateRegion?
  /// The camera, if it was given one.
  public var camera: MapCamera? = nil
  public static let automatic = MapCameraPosition(region: nil)
  /// Looking from `camera`: the region it sees is taken as a square as wide as its distance.
  public static func camera(_ camera: MapCamera) -> MapCameraPosition {
    MapCameraPosition(
      region: MKCoordinateRegion(
        center: camera.centerCoordinate, latitudinalMeters: camera.distance,
        longitudinalMeters: camera.distance),
      camera: camera)
  }
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    MapCameraPosition(region: region)
  }
  public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { fallback }
  public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition)
    -> MapCameraPosition
  {
    fallback
  }
  public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
    .region(
      MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
    )
  }
}

/// How people may move a map.
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let pan = MapInteractionModes(rawValue: 1)
  public static let zoom = MapInteractionModes(rawValue: 2)
  public static let rotate = MapInteractionModes(rawValue: 4)
  public static let pitch = MapInteractionModes(rawValue: 8)
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Something shown on a map (markers, annotations). Each is also a view that draws nothing, so
/// that `ForEach` makes map content as it does on iOS; the map itself is a placeholder here.
public protocol MapContent {}

/// Map content as a view: nothing.
public protocol _MapContentView: MapContent, View where Body == EmptyView {}
extension _MapContentView {
  public var body: EmptyView { EmptyView() }
}

/// Builds a map's content.
@resultBuilder public enum MapContentBuilder {
  public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
  public static func buildBlock<each C: MapContent>(_ content: repeat each C) -> EmptyMapContent {
    EmptyMapContent()
  }
  public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
  /// `ForEach(items) { Marker(…) }`: map content is a view too, so that ForEach takes it.
  @_disfavoredOverload
  public static func buildExpression<V: View>(_ content: V) -> EmptyMapContent { EmptyMapContent() }
  // Every block is built into `EmptyMapContent`, so the branches and loops take that type: a
  // generic parameter here could not be inferred from a branch holding one marker.
  public static func buildOptional(_ content: EmptyMapContent?) -> EmptyMapContent { EmptyMapContent() }
  public static func buildEither(first: EmptyMapContent) -> EmptyMapContent { EmptyMapContent() }
  public static func buildEither(second: EmptyMapContent) -> EmptyMapContent { EmptyMapContent() }
  public static func buildArray(_ content: [EmptyMapContent]) -> EmptyMapContent { EmptyMapContent() }
  public static func buildLimitedAvailability(_ content: EmptyMapContent) -> EmptyMapContent {
    EmptyMapContent()
  }
}

/// No map content.
public struct EmptyMapContent: MapContent {}

/// A balloon marker.
public struct Marker: _MapContentView {
  public init(_ title: String, coordinate: CLLocationCoordinate2D) {}
  public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {}
  public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {}
  public init(item: MKMapItem) {}
  public func tint(_ tint: Color) -> Marker { self }
}

/// A view at a coordinate.
public struct Annotation<Content: View>: _MapContentView {
  public init(_ title: String, coordinate: CLLocationCoordinate2D, @ViewBuilder content: () -> Content) {}
}

/// The device's place on the map.
public struct UserAnnotation: _MapContentView {
  public init() {}
}

/// A circle on a map.
public struct MapCircle: _MapContentView {
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
}

/// An old-style marker (`Map(coordinateRegion:annotationItems:)`).
public struct MapMarker: _MapContentView {
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// An old-style pin.
public struct MapPin: _MapContentView {
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// An old-style view annotation.
public struct MapAnnotation<Content: View>: _MapContentView {
  public init(
    coordinate: CLLocationCoordinate2D, anchorPoint: UnitPoint = .center, @ViewBuilder content: () -> Content
  ) {}
}

/// A map, as SwiftUI's: not drawn here (it needs Apple's map data), a placeholder of the size it
/// is given, reported by the audit.
public struct Map: View {
  /// The camera position asked for, if any.
  public let position: MapCameraPosition?

  public init<C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: Any? = nil, interactionModes: MapInteractionModes = .all,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) { self.position = position.wrappedValue }

  public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {
    self.position = position.wrappedValue
  }

  public init<C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) { position = initialPosition }

  public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all) {
    position = initialPosition
  }

  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false
  ) { position = .region(coordinateRegion.wrappedValue) }

  public init<Items: RandomAccessCollection, Content: MapContent>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, annotationItems: Items,
    annotationContent: @escaping (Items.Element) -> Content
  ) where Items.Element: Identifiable { position = .region(coordinateRegion.wrappedValue) }

  public var body: some View { PlatformContentPlaceholder("Map") }
}

/// Converts between the places of a map and points on the screen, as MapKit's `MapProxy`. The
/// map is a placeholder here, with no projection: every conversion answers nil.
public struct MapProxy: Sendable {
  /// The place under `point` in `space`: nil, as the map is not drawn.
  public func convert(_ point: CGPoint, from space: CoordinateSpace) -> CLLocationCoordinate2D? { nil }
  /// The point where `coordinate` is shown in `space`: nil, as the map is not drawn.
  public func convert(_ coordinate: CLLocationCoordinate2D, to space: CoordinateSpace) -> CGPoint? { nil }
  /// The camera: none, as the map is not drawn.
  public var camera: MapCamera? { nil }
}

/// Gives its content a proxy of the map inside it, as MapKit's `MapReader` (see `MapProxy`).
public struct MapReader<Content: View>: View {
  let content: (MapProxy) -> Content
  public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) { self.content = content }
  public var body: some View { content(MapProxy()) }
}

/// A map's look.
public struct MapStyle: Sendable {
  let name: String
  public static let standard = MapStyle(name: "standard")
  public static let imagery = MapStyle(name: "imagery")
  public static let hybrid = MapStyle(name: "hybrid")
  /// The standard look, with its elevation, emphasis, points of interest and traffic (kept: the
  /// map is a placeholder here).
  public static func standard(
    elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
    pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
  ) -> MapStyle { .standard }
  /// Satellite imagery, with its elevation.
  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
  /// Imagery with roads and names.
  public static func hybrid(
    elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
    showsTraffic: Bool = false
  ) -> MapStyle { .hybrid }

  /// How a map shows the ground's height.
  public enum Elevation: Hashable, Sendable {
    case automatic, flat, realistic
  }

  /// How much the standard map's features stand out.
  public enum StandardEmphasis: Hashable, Sendable {
    case automatic, muted
  }
}

/// The kinds of places a map shows, as MapKit's `PointOfInterestCategories`.
public struct PointOfInterestCategories: Hashable, Sendable {
  let included: Bool
  let names: Set<String>
  /// Every kind.
  public static let all = PointOfInterestCategories(included: false, names: [])
  /// No kind.
  public static let excludingAll = PointOfInterestCategories(included: true, names: [])
  /// Only the kinds of `categories`.
  public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
    PointOfInterestCategories(included: true, names: Set(categories.map(\.rawValue)))
  }
  /// Every kind but those of `categories`.
  public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
    PointOfInterestCategories(included: false, names: Set(categories.map(\.rawValue)))
  }
}

/// A kind of place on a map, as MapKit's, by its raw value (`MKPOICategoryCafe`).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
  public static let amusementPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryAmusementPark")
  public static let aquarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryAquarium")
  public static let atm = MKPointOfInterestCategory(rawValue: "MKPOICategoryAtm")
  public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
  public static let bank = MKPointOfInterestCategory(rawValue: "MKPOICategoryBank")
  public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
  public static let brewery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBrewery")
  public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
  public static let campground = MKPointOfInterestCategory(rawValue: "MKPOICategoryCampground")
  public static let carRental = MKPointOfInterestCategory(rawValue: "MKPOICategoryCarRental")
  public static let evCharger = MKPointOfInterestCategory(rawValue: "MKPOICategoryEvCharger")
  public static let fireStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryFireStation")
  public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
  public static let foodMarket = MKPointOfInterestCategory(rawValue: "MKPOICategoryFoodMarket")
  public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
  public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
  public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
  public static let laundry = MKPointOfInterestCategory(rawValue: "MKPOICategoryLaundry")
  public static let library = MKPointOfInterestCategory(rawValue: "MKPOICategoryLibrary")
  public static let marina = MKPointOfInterestCategory(rawValue: "MKPOICategoryMarina")
  public static let movieTheater = MKPointOfInterestCategory(rawValue: "MKPOICategoryMovieTheater")
  public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
  public static let nationalPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalPark")
  public static let nightlife = MKPointOfInterestCategory(rawValue: "MKPOICategoryNightlife")
  public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
  public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
  public static let pharmacy = MKPointOfInterestCategory(rawValue: "MKPOICategoryPharmacy")
  public static let police = MKPointOfInterestCategory(rawValue: "MKPOICategoryPolice")
  public static let postOffice = MKPointOfInterestCategory(rawValue: "MKPOICategoryPostOffice")
  public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
  public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
  public static let restroom = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestroom")
  public static let school = MKPointOfInterestCategory(rawValue: "MKPOICategorySchool")
  public static let stadium = MKPointOfInterestCategory(rawValue: "MKPOICategoryStadium")
  public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
  public static let theater = MKPointOfInterestCategory(rawValue: "MKPOICategoryTheater")
  public static let university = MKPointOfInterestCategory(rawValue: "MKPOICategoryUniversity")
  public static let winery = MKPointOfInterestCategory(rawValue: "MKPOICategoryWinery")
  public static let zoo = MKPointOfInterestCategory(rawValue: "MKPOICategoryZoo")
}

/// How often a map says its camera moved.
public enum MapCameraUpdateFrequency: Sendable {
  case continuous, onEnd
}

/// Where a map's camera looks.
public struct MapCamera: Equatable, Sendable {
  public var centerCoordinate: CLLocationCoordinate2D
  public var distance: Double
  public var heading: Double
  public var pitch: Double
  public init(
    centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0
  ) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }
}

/// What a map says when its camera has moved.
public struct MapCameraUpdateContext: Sendable {
  public let camera: MapCamera
  public let region: MKCoordinateRegion
}

extension View {
  /// Runs `action` when the map's camera moves: never here, as the placeholder map is not moved.
  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
  ) -> some View { self }
  /// Runs `action` with the camera when the map's camera moves: never here, as the placeholder
  /// map is not moved.
  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
  ) -> some View { self }

  /// The map's look (kept: the map is a placeholder here).
  public func mapStyle(_ style: MapStyle) -> some View { self }
  /// The map's controls (kept: the map is a placeholder here).
  public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
}

/// A map control.
public struct MapUserLocationButton: View {
  public init() {}
  public var body: some View { EmptyView() }
}

/// A map control.
public struct MapCompass: View {
  public init() {}
  public var body: some View { EmptyView() }
}
