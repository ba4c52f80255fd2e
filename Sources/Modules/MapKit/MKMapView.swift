import CoreLocation
import Foundation
import UIKit

/// UIKit's map view, as an app wraps it in a `UIViewRepresentable`: its region, annotations,
/// overlays, settings, registered annotation views and delegate are kept as an app sets them, so
/// the code around it runs as on iOS. A map needs Apple's map data, and UIKit views are not drawn
/// inside SwiftUI here: the representable is a placeholder of its size, which the audit reports
/// (`unrendered-content`). Nothing moves the map, so the delegate is told nothing.
@preconcurrency @MainActor open class MKMapView: UIView {
  /// What is told of the map's changes and asked for annotation views (never called here).
  open weak var delegate: (any MKMapViewDelegate)?
  /// The kind of map.
  open var mapType: MKMapType = .standard
  /// The region shown.
  open var region = MKCoordinateRegion()
  /// The centre of the region shown.
  open var centerCoordinate: CLLocationCoordinate2D {
    get { region.center }
    set { region.center = newValue }
  }
  /// How near and far the camera may be.
  open var cameraZoomRange: CameraZoomRange?
  /// Whether the map shows the device's place (no fix here: nothing is shown).
  open var showsUserLocation = false
  /// The device's place.
  public let userLocation = MKUserLocation()
  /// Whether the device's place is on screen (never: no fix).
  open var isUserLocationVisible: Bool { false }
  /// How the map follows the device.
  open var userTrackingMode: MKUserTrackingMode = .none
  open var isZoomEnabled = true
  open var isScrollEnabled = true
  open var isRotateEnabled = true
  open var isPitchEnabled = true
  open var showsCompass = true
  open var showsScale = false
  open var showsTraffic = false
  open var showsBuildings = true
  /// Which points of interest the map labels.
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  /// How the map is drawn (iOS 16's configurations).
  open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
  /// Where the camera is: over the region's centre, as set.
  open var camera = MKMapCamera() {
    didSet { region.center = camera.centerCoordinate }
  }
  /// Sets where the camera is.
  open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
  /// The annotations on the map, in the order they were added.
  open private(set) var annotations: [any MKAnnotation] = []
  /// The annotations selected.
  open var selectedAnnotations: [any MKAnnotation] = []
  /// The overlays on the map, bottom first.
  open private(set) var overlays: [any MKOverlay] = []
  private var registered: [String: AnyClass] = [:]

  /// Shows `region`.
  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
  /// Centres the map on `coordinate`.
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
  /// Sets how near and far the camera may be.
  open func setCameraZoomRange(_ range: CameraZoomRange?, animated: Bool) { cameraZoomRange = range }
  /// Sets how the map follows the device.
  open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
  /// `region` as the map would show it (the same region here).
  open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

  /// Adds an annotation.
  open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
  /// Adds annotations.
  open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
  /// Removes an annotation (the same object).
  open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }
  /// Removes annotations (the same objects).
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    let gone = Set(annotations.map { ObjectIdentifier($0) })
    self.annotations.removeAll { gone.contains(ObjectIdentifier($0)) }
    selectedAnnotations.removeAll { gone.contains(ObjectIdentifier($0)) }
  }
  /// Shows a region holding `annotations`.
  open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
    let missing = annotations.filter { shown in !self.annotations.contains { $0 === shown } }
    addAnnotations(missing)
    guard let first = annotations.first else { return }
    var low = first.coordinate
    var high = first.coordinate
    for annotation in annotations.dropFirst() {
      low.latitude = min(low.latitude, annotation.coordinate.latitude)
      low.longitude = min(low.longitude, annotation.coordinate.longitude)
      high.latitude = max(high.latitude, annotation.coordinate.latitude)
      high.longitude = max(high.longitude, annotation.coordinate.longitude)
    }
    region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(
        latitude: (low.latitude + high.latitude) / 2, longitude: (low.longitude + high.longitude) / 2),
      span: MKCoordinateSpan(
        latitudeDelta: high.latitude - low.latitude, longitudeDelta: high.longitude - low.longitude))
  }
  /// Selects an annotation.
  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
    selectedAnnotations = [annotation]
  }
  /// Deselects an annotation.
  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
    selectedAnnotations.removeAll { $0 === annotation }
  }

  /// Registers the class of the annotation views made for `identifier`.
  open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
    registered[identifier] = viewClass
  }
  /// A view to reuse for `identifier` (none: no view has been shown to reuse).
  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
  /// A view for `annotation`. MapKit makes one of the class registered for `identifier`; Swift
  /// cannot make a registered class here (its initializer is not required), so it is a marker
  /// view. This is asked only from the delegate's `mapView(_:viewFor:)`, which is never called.
  open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation)
    -> MKAnnotationView
  {
    MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
  }
  /// The class registered for `identifier`, if any.
  public func registeredAnnotationViewClass(forReuseIdentifier identifier: String) -> AnyClass? {
    registered[identifier]
  }
  /// The view shown for `annotation` (none: the map is not drawn).
  open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }

  /// Adds an overlay on top of the others.
  open func addOverlay(_ overlay: any MKOverlay) { overlays.append(overlay) }
  /// Adds overlays on top of the others.
  open func addOverlays(_ overlays: [any MKOverlay]) { self.overlays += overlays }
  /// The renderer drawing `overlay`: none, as the map is not drawn (MapKit answers nil for an
  /// overlay not on screen).
  open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { nil }

  /// The map rectangle shown: the region's.
  open var visibleMapRect: MKMapRect {
    get {
      let span = region.span
      let corner = MKMapPoint(
        CLLocationCoordinate2D(
          latitude: region.center.latitude + span.latitudeDelta / 2,
          longitude: region.center.longitude - span.longitudeDelta / 2))
      let opposite = MKMapPoint(
        CLLocationCoordinate2D(
          latitude: region.center.latitude - span.latitudeDelta / 2,
          longitude: region.center.longitude + span.longitudeDelta / 2))
      return MKMapRect(x: corner.x, y: corner.y, width: opposite.x - corner.x, height: opposite.y - corner.y)
    }
    set { region = MKCoordinateRegion(newValue) }
  }
  /// Shows `mapRect`.
  open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { visibleMapRect = mapRect }
  /// Shows `mapRect` with `insets` of room around it (the map has no size here: the rectangle).
  open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
    visibleMapRect = mapRect
  }

  /// Removes an overlay (the same object).
  open func removeOverlay(_ overlay: any MKOverlay) { removeOverlays([overlay]) }
  /// Removes overlays (the same objects).
  open func removeOverlays(_ overlays: [any MKOverlay]) {
    let gone = Set(overlays.map { ObjectIdentifier($0) })
    self.overlays.removeAll { gone.contains(ObjectIdentifier($0)) }
  }

  /// How near and far a map's camera may be from its centre, in metres.
  public final class CameraZoomRange: @unchecked Sendable {
    /// The nearest the camera may be.
    public let minCenterCoordinateDistance: CLLocationDistance
    /// The farthest the camera may be.
    public let maxCenterCoordinateDistance: CLLocationDistance

    /// A range between two distances; nil when the nearest is negative or beyond the farthest.
    public init?(
      minCenterCoordinateDistance: CLLocationDistance, maxCenterCoordinateDistance: CLLocationDistance
    ) {
      guard minCenterCoordinateDistance >= 0, minCenterCoordinateDistance <= maxCenterCoordinateDistance
      else { return nil }
      self.minCenterCoordinateDistance = minCenterCoordinateDistance
      self.maxCenterCoordinateDistance = maxCenterCoordinateDistance
    }
    /// A range from `minCenterCoordinateDistance` out without limit.
    public convenience init?(minCenterCoordinateDistance: CLLocationDistance) {
      self.init(
        minCenterCoordinateDistance: minCenterCoordinateDistance,
        maxCenterCoordinateDistance: .greatestFiniteMagnitude)
    }
    /// A range from the centre out to `maxCenterCoordinateDistance`.
    public convenience init?(maxCenterCoordinateDistance: CLLocationDistance) {
      self.init(minCenterCoordinateDistance: 0, maxCenterCoordinateDistance: maxCenterCoordinateDistance)
    }
  }
}

/// The reuse identifier of MapKit's default annotation views.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
/// The reuse identifier of MapKit's default cluster views.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier =
  "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// The kind of map a map view shows.
public enum MKMapType: UInt, Sendable {
  case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// How a map follows the device.
public enum MKUserTrackingMode: Int, Sendable {
  case none, follow, followWithHeading
}

/// Which points of interest a map labels.
public struct MKPointOfInterestFilter: Sendable {
  /// The categories named, and whether they are the ones included.
  public let categories: [MKPointOfInterestCategory]
  public let includes: Bool
  /// Only `categories`.
  public init(including categories: [MKPointOfInterestCategory]) {
    self.categories = categories
    includes = true
  }
  /// All but `categories`.
  public init(excluding categories: [MKPointOfInterestCategory]) {
    self.categories = categories
    includes = false
  }
  /// Every category.
  public static let includingAll = MKPointOfInterestFilter(excluding: [])
  /// No category.
  public static let excludingAll = MKPointOfInterestFilter(including: [])
  /// Whether `category` is labelled.
  public func includes(_ category: MKPointOfInterestCategory) -> Bool {
    categories.contains(category) == includes
  }
}

/// What a map view tells of its changes and asks of its app. Every method is optional, as in
/// MapKit; none is called here (nothing moves or draws the map).
@preconcurrency @MainActor public protocol MKMapViewDelegate: NSObjectProtocol {
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
  func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
  func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
  func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl)
  func mapView(
    _ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [any MKAnnotation]
  )
    -> MKClusterAnnotation
  func mapViewWillStartLoadingMap(_ mapView: MKMapView)
  func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
  public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
  public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
  public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
  public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
  public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    MKOverlayRenderer(overlay: overlay)
  }
  public func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl
  ) {}
  public func mapView(
    _ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [any MKAnnotation]
  )
    -> MKClusterAnnotation
  { MKClusterAnnotation(memberAnnotations: memberAnnotations) }
  public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
  public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
}

/// A button that switches how a map follows the device (kept, with its map; not drawn: see
/// `MKMapView`).
@preconcurrency @MainActor open class MKUserTrackingButton: UIView {
  /// The map it controls.
  open weak var mapView: MKMapView?
  /// A button for `mapView`.
  public init(mapView: MKMapView?) {
    self.mapView = mapView
    super.init(frame: .zero)
  }
}
