import Foundation

/// How a map view draws its map, as Apple's `MKMapConfiguration` (iOS 16): kept on the view
/// (`MKMapView.preferredConfiguration`); the map is a placeholder here, whatever it asks.
open class MKMapConfiguration: NSObject, @unchecked Sendable {
  /// How terrain and buildings rise.
  public enum ElevationStyle: Int, Sendable {
    case automatic, flat, realistic
  }
  /// Which elevation the map uses.
  open var elevationStyle: ElevationStyle = .automatic
}

/// A street map.
open class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  /// How muted the map's colours are.
  public enum EmphasisStyle: Int, Sendable {
    case `default`, muted
  }
  /// The map's emphasis.
  open var emphasisStyle: EmphasisStyle = .default
  /// Which points of interest it labels.
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  /// Whether it shows traffic.
  open var showsTraffic = false

  /// A street map.
  public override init() { super.init() }
  /// A street map of `elevationStyle`.
  public init(elevationStyle: ElevationStyle) {
    super.init()
    self.elevationStyle = elevationStyle
  }
  /// A street map of `elevationStyle` and `emphasisStyle`.
  public init(elevationStyle: ElevationStyle, emphasisStyle: EmphasisStyle) {
    super.init()
    self.elevationStyle = elevationStyle
    self.emphasisStyle = emphasisStyle
  }
  /// A street map of `emphasisStyle`.
  public init(emphasisStyle: EmphasisStyle) {
    super.init()
    self.emphasisStyle = emphasisStyle
  }
}

/// Satellite imagery with roads and labels.
open class MKHybridMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  /// Which points of interest it labels.
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  /// Whether it shows traffic.
  open var showsTraffic = false
  /// A hybrid map.
  public override init() { super.init() }
  /// A hybrid map of `elevationStyle`.
  public init(elevationStyle: ElevationStyle) {
    super.init()
    self.elevationStyle = elevationStyle
  }
}

/// Satellite imagery alone.
open class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  /// An imagery map.
  public override init() { super.init() }
  /// An imagery map of `elevationStyle`.
  public init(elevationStyle: ElevationStyle) {
    super.init()
    self.elevationStyle = elevationStyle
  }
}

/// Where a map view's camera is, as Apple's `MKMapCamera`: kept on the view.
open class MKMapCamera: NSObject, @unchecked Sendable {
  /// The point looked at.
  open var centerCoordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
  /// The distance from it, in metres.
  open var centerCoordinateDistance: CLLocationDistance = 0
  /// The tilt, in degrees from looking straight down.
  open var pitch: CGFloat = 0
  /// The heading, in degrees from north.
  open var heading: CLLocationDirection = 0
  /// The height above the ground, in metres: the distance to the point looked at, along the
  /// tilt (setting it keeps the tilt and moves the camera along its line of sight).
  open var altitude: CLLocationDistance {
    get { centerCoordinateDistance * cos(Double(pitch) * .pi / 180) }
    set {
      let slope = cos(Double(pitch) * .pi / 180)
      centerCoordinateDistance = slope > 0.01 ? newValue / slope : newValue
    }
  }

  /// A camera looking straight down at the globe's origin.
  public override init() { super.init() }

  /// A camera looking at `centerCoordinate` from `distance` metres, tilted by `pitch` and turned to
  /// `heading`.
  public init(
    lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
    pitch: CGFloat, heading: CLLocationDirection
  ) {
    self.centerCoordinate = centerCoordinate
    centerCoordinateDistance = distance
    self.pitch = pitch
    self.heading = heading
    super.init()
  }
}
