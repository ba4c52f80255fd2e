import CoreLocation
import Foundation
import UIKit

/// An annotation with an extent a map draws over its tiles (a route, an area), as MapKit's
/// `MKOverlay`. Overlays are kept with their geometry; the map is not drawn here (see
/// `MKMapView`).
public protocol MKOverlay: MKAnnotation {
  /// The smallest map rectangle holding it.
  var boundingMapRect: MKMapRect { get }
}

/// A shape made of points (the base of lines and polygons).
open class MKMultiPoint: MKShape, @unchecked Sendable {
  private let mapPoints: [MKMapPoint]
  /// Its points.
  public init(points: [MKMapPoint]) {
    mapPoints = points
    super.init()
  }
  /// A shape of no points.
  public convenience override init() { self.init(points: []) }
  /// How many points it has.
  open var pointCount: Int { mapPoints.count }
  /// Its points, in order.
  open func points() -> [MKMapPoint] { mapPoints }
  /// Its points' coordinates, in order.
  open var coordinates: [CLLocationCoordinate2D] { mapPoints.map(\.coordinate) }
  /// The smallest map rectangle holding its points.
  open var boundingMapRect: MKMapRect {
    mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
  }
  /// The centre of its bounding rectangle.
  open override var coordinate: CLLocationCoordinate2D {
    let rect = boundingMapRect
    return rect.isNull ? CLLocationCoordinate2D() : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
  }
}

/// A line through points.
open class MKPolyline: MKMultiPoint, MKOverlay, @unchecked Sendable {
  /// A line through `coordinates`.
  public convenience init(coordinates: [CLLocationCoordinate2D], count: Int) {
    self.init(points: coordinates.prefix(max(0, count)).map(MKMapPoint.init))
  }
  /// A line through `coordinates`.
  /// A shape through the first `count` coordinates at `coords` (`&coordinates`, as C code passes them).
  public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.init(points: UnsafeBufferPointer(start: coords, count: max(0, count)).map(MKMapPoint.init))
  }
  public convenience init(coordinates: [CLLocationCoordinate2D]) {
    self.init(coordinates: coordinates, count: coordinates.count)
  }
}

/// A closed shape through points.
open class MKPolygon: MKMultiPoint, MKOverlay, @unchecked Sendable {
  /// A polygon through `coordinates`.
  public convenience init(coordinates: [CLLocationCoordinate2D], count: Int) {
    self.init(points: coordinates.prefix(max(0, count)).map(MKMapPoint.init))
  }
  /// A polygon through `coordinates`.
  /// A shape through the first `count` coordinates at `coords` (`&coordinates`, as C code passes them).
  public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.init(points: UnsafeBufferPointer(start: coords, count: max(0, count)).map(MKMapPoint.init))
  }
  public convenience init(coordinates: [CLLocationCoordinate2D]) {
    self.init(coordinates: coordinates, count: coordinates.count)
  }
}

/// A circle on the ground.
open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
  private let center: CLLocationCoordinate2D
  /// Its radius in metres.
  public let radius: CLLocationDistance
  /// A circle of `radius` metres about `center`.
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.center = center
    self.radius = max(0, radius)
    super.init()
  }
  open override var coordinate: CLLocationCoordinate2D { center }
  /// The map rectangle holding it.
  open var boundingMapRect: MKMapRect {
    let region = MKCoordinateRegion(
      center: center, latitudinalMeters: radius * 2, longitudinalMeters: radius * 2)
    let corner = MKMapPoint(
      CLLocationCoordinate2D(
        latitude: center.latitude + region.span.latitudeDelta / 2,
        longitude: center.longitude - region.span.longitudeDelta / 2))
    let opposite = MKMapPoint(
      CLLocationCoordinate2D(
        latitude: center.latitude - region.span.latitudeDelta / 2,
        longitude: center.longitude + region.span.longitudeDelta / 2))
    return MKMapRect(
      origin: corner, size: MKMapSize(width: opposite.x - corner.x, height: opposite.y - corner.y))
  }
}

/// The scale of a map's drawing: screen points per map point.
public typealias MKZoomScale = CGFloat

/// How a map draws an overlay: its colours and line are kept (the map is not drawn here, so
/// `draw(_:zoomScale:in:)` is never called by a map; a subclass's override compiles and is kept).
@preconcurrency @MainActor open class MKOverlayRenderer: NSObject {
  /// The overlay it draws.
  public let overlay: any MKOverlay
  /// Its opacity.
  open var alpha: CGFloat = 1
  /// The scale the map draws at.
  open var contentScaleFactor: CGFloat = 1
  /// A renderer of `overlay`.
  public init(overlay: any MKOverlay) {
    self.overlay = overlay
    super.init()
  }
  /// A renderer of no overlay (a line of no points), as a map delegate returns for an overlay
  /// it does not draw.
  public convenience override init() { self.init(overlay: MKPolyline()) }
  /// Draws the part of the overlay in `mapRect` (nothing: the map is not drawn here).
  open func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {}
  /// Whether the renderer draws in `mapRect`.
  open func canDraw(_ mapRect: MKMapRect, zoomScale: MKZoomScale) -> Bool { true }
  /// Asks for the overlay to be drawn again (nothing draws it here).
  open func setNeedsDisplay() {}
  /// The renderer's point for a map point: map points (the map is not drawn at a scale here).
  open func point(for mapPoint: MKMapPoint) -> CGPoint { CGPoint(x: mapPoint.x, y: mapPoint.y) }
  /// The map point for the renderer's point.
  open func mapPoint(for point: CGPoint) -> MKMapPoint { MKMapPoint(x: point.x, y: point.y) }
}

/// How a map draws a shape's outline and inside.
@preconcurrency @MainActor open class MKOverlayPathRenderer: MKOverlayRenderer {
  open var strokeColor: UIColor?
  open var fillColor: UIColor?
  open var lineWidth: CGFloat = 0
  open var lineCap: CGLineCap = .round
  open var lineJoin: CGLineJoin = .round
  open var lineDashPattern: [NSNumber]?
  /// The overlay's outline in the renderer's points (`createPath()` makes it, for a line or a
  /// polygon, through its map points).
  open var path: CGPath! {
    get {
      if storedPath == nil { createPath() }
      return storedPath
    }
    set { storedPath = newValue }
  }
  private var storedPath: CGPath?
  /// Makes `path` from the overlay's points.
  open func createPath() {
    guard let shape = overlay as? MKMultiPoint else { return }
    let outline = CGMutablePath()
    outline.addLines(between: shape.points().map { point(for: $0) })
    if shape is MKPolygon { outline.closeSubpath() }
    storedPath = outline
  }
  /// Forgets `path`, to be made again.
  open func invalidatePath() { storedPath = nil }
}

/// How a map draws a line. (Each renderer is also made with `init(overlay:)`, as MapKit's are.)
@preconcurrency @MainActor open class MKPolylineRenderer: MKOverlayPathRenderer {
  /// A renderer of `polyline`.
  public convenience init(polyline: MKPolyline) { self.init(overlay: polyline) }
}

/// How a map draws a polygon.
@preconcurrency @MainActor open class MKPolygonRenderer: MKOverlayPathRenderer {
  /// A renderer of `polygon`.
  public convenience init(polygon: MKPolygon) { self.init(overlay: polygon) }
}

/// How a map draws a circle.
@preconcurrency @MainActor open class MKCircleRenderer: MKOverlayPathRenderer {
  /// A renderer of `circle`.
  public convenience init(circle: MKCircle) { self.init(overlay: circle) }
}
