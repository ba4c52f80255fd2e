import CoreLocation
import Foundation

/// A point on MapKit's flat (Web Mercator) projection of the world, which is
/// `MKMapSize.world` map points square: x grows east from the antimeridian, y south from the
/// top edge (about 85° north).
public struct MKMapPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init() { self.init(x: 0, y: 0) }
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// The point of `coordinate`.
  public init(_ coordinate: CLLocationCoordinate2D) {
    let world = MKMapSize.world.width
    let latitude = min(max(coordinate.latitude, -85.051_128_78), 85.051_128_78) * .pi / 180
    x = (coordinate.longitude + 180) / 360 * world
    y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
  }
  /// The coordinate of the point.
  public var coordinate: CLLocationCoordinate2D {
    let world = MKMapSize.world.width
    let longitude = x / world * 360 - 180
    let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }
  /// The distance to `other` in metres, along the ground.
  public func distance(to other: MKMapPoint) -> CLLocationDistance {
    CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude).distance(
      from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
  }
}

/// A size on MapKit's projection, in map points.
public struct MKMapSize: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init() { self.init(width: 0, height: 0) }
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  /// The whole world: 2²⁸ map points square.
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on MapKit's projection, in map points.
public struct MKMapRect: Hashable, Sendable {
  public var origin: MKMapPoint
  public var size: MKMapSize
  public init() { self.init(origin: MKMapPoint(), size: MKMapSize()) }
  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }
  /// The whole world.
  public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
  /// The rectangle of no place.
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  /// Whether it is the null rectangle.
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  /// Whether it has no area.
  public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }
  /// Whether `point` lies in it.
  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
  /// The smallest rectangle holding both.
  public func union(_ other: MKMapRect) -> MKMapRect {
    if isNull { return other }
    if other.isNull { return self }
    let x = Swift.min(minX, other.minX)
    let y = Swift.min(minY, other.minY)
    return MKMapRect(
      x: x, y: y, width: Swift.max(maxX, other.maxX) - x, height: Swift.max(maxY, other.maxY) - y)
  }
  /// Whether they overlap.
  public func intersects(_ other: MKMapRect) -> Bool {
    !isNull && !other.isNull && minX < other.maxX && other.minX < maxX && minY < other.maxY
      && other.minY < maxY
  }
}

extension MKCoordinateRegion {
  /// The region a map rectangle covers.
  public init(_ rect: MKMapRect) {
    let top = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
    let bottom = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    self.init(
      center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
      span: MKCoordinateSpan(
        latitudeDelta: top.latitude - bottom.latitude, longitudeDelta: bottom.longitude - top.longitude))
  }
}
