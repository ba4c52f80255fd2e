import CoreLocation
import Foundation

/// Something a map shows at a coordinate, as MapKit's `MKAnnotation`. Its title and subtitle are
/// optional requirements in MapKit; here they are requirements that default to nil, so a type
/// that declares them is read through the protocol as on iOS.
public protocol MKAnnotation: NSObjectProtocol {
  /// Where it is.
  var coordinate: CLLocationCoordinate2D { get }
  /// Its title, shown in its callout.
  var title: String? { get }
  /// Its subtitle, shown under the title.
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// An annotation with a title and a subtitle, the base of MapKit's shapes.
open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
  /// Where it is (the centre of a shape with an extent).
  open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
  open var title: String?
  open var subtitle: String?
}

/// A pin at a coordinate.
open class MKPointAnnotation: MKShape, @unchecked Sendable {
  private var point = CLLocationCoordinate2D()
  /// Where it is.
  open override var coordinate: CLLocationCoordinate2D {
    get { point }
    set { point = newValue }
  }

  public override init() { super.init() }

  /// A pin at `coordinate`, with a title and a subtitle.
  public convenience init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    self.init()
    self.coordinate = coordinate
    self.title = title
    self.subtitle = subtitle
  }
}

/// Annotations a map draws as one because they lie close together at the present zoom.
open class MKClusterAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
  /// The annotations it stands for.
  public let memberAnnotations: [any MKAnnotation]
  open var title: String?
  open var subtitle: String?

  /// A cluster of `memberAnnotations`, at their mean coordinate.
  public init(memberAnnotations: [any MKAnnotation]) {
    self.memberAnnotations = memberAnnotations
    super.init()
  }

  /// The mean coordinate of its members.
  open var coordinate: CLLocationCoordinate2D {
    guard !memberAnnotations.isEmpty else { return CLLocationCoordinate2D() }
    let count = Double(memberAnnotations.count)
    return CLLocationCoordinate2D(
      latitude: memberAnnotations.map(\.coordinate.latitude).reduce(0, +) / count,
      longitude: memberAnnotations.map(\.coordinate.longitude).reduce(0, +) / count)
  }
}

/// The device's place on a map. No fix is ever made here (as on a simulator with no location
/// set): its location is nil and it is not updating.
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
  /// The device's location (nil: no fix).
  open var location: CLLocation? { nil }
  /// Whether the location is being updated.
  open var isUpdating: Bool { false }
  /// "My Location", as MapKit titles it.
  open var title: String? = "My Location"
  open var subtitle: String?
  /// Where the device is (no fix: the null island).
  open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }
}
