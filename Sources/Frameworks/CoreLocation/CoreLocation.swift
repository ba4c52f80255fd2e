// CoreLocation under its own name where Apple's is not: the value types (coordinates, locations,
// distances between them on the globe) and a location manager that answers as a simulator with
// no location set: authorization not determined (and granted when asked), no fix ever delivered.
// As Apple's module, it brings Foundation to the files that import it.
@_exported import Foundation

/// Degrees.
public typealias CLLocationDegrees = Double
/// Metres.
public typealias CLLocationDistance = Double
/// Metres.
public typealias CLLocationAccuracy = Double
/// Metres per second.
public typealias CLLocationSpeed = Double
/// Degrees from north.
public typealias CLLocationDirection = Double

/// A latitude and a longitude.
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees
  public init() {
    latitude = 0
    longitude = 0
  }
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Whether a coordinate is on the globe.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// The coordinate at `latitude` and `longitude`, as Core Location's C function makes it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// What an app tracks the location for.
public enum CLActivityType: Int, Sendable {
  case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// An invalid coordinate.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
/// The best accuracy.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accuracy to ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Accuracy to a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accuracy to a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accuracy to three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// An approximate location (the accuracy a user who withheld the precise one gives).
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// Any distance.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A place on the globe at a time. An `NSObject`, as on iOS: equal only to itself, and so
/// `Hashable` (a model holding one can synthesize its own `Hashable`).
open class CLLocation: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let timestamp: Date
  public let speed: CLLocationSpeed
  public let course: CLLocationDirection

  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0,
      verticalAccuracy: -1, timestamp: Date())
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
      verticalAccuracy: verticalAccuracy, course: -1, speed: -1, timestamp: timestamp)
  }

  /// A location with its course and speed (-1 for either: not known).
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    self.timestamp = timestamp
    self.speed = speed
    self.course = course
    super.init()
  }

  /// The great-circle distance to `location` in metres (on a sphere of the Earth's mean radius).
  public func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_008.8
    let lat1 = coordinate.latitude * .pi / 180
    let lat2 = location.coordinate.latitude * .pi / 180
    let dLat = lat2 - lat1
    let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * radius * atan2(sqrt(a), sqrt(max(0, 1 - a)))
  }
}

/// Whether the app may know where the device is.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// How precisely.
public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy, reducedAccuracy
}

/// What went wrong finding the device.
public struct CLError: Error, Sendable {
  public enum Code: Int, Sendable {
    case locationUnknown, denied, network
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// Tells the app where the device is: here, as a simulator with no location set, it never has a
/// fix (`location` is nil; asking for one reports `locationUnknown` to the delegate).
open class CLLocationManager: NSObject, @unchecked Sendable {
  private var status = CLAuthorizationStatus.notDetermined
  /// The delegate.
  open weak var delegate: CLLocationManagerDelegate?
  /// The accuracy asked for.
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// The distance between updates.
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  /// Whether updates continue in the background.
  open var allowsBackgroundLocationUpdates = false
  /// Whether updates may pause when the device seems not to move (kept: no update comes).
  open var pausesLocationUpdatesAutomatically = true
  /// What the app tracks, so that updates pause sensibly (kept).
  open var activityType: CLActivityType = .other
  /// Whether the status bar shows that the app uses the location in the background (kept).
  open var showsBackgroundLocationIndicator = false
  /// The last fix: none.
  open var location: CLLocation? { nil }
  /// Whether the app may know where the device is.
  open var authorizationStatus: CLAuthorizationStatus { status }
  /// How precisely.
  open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

  public override init() {}

  /// Whether location services are on.
  open class func locationServicesEnabled() -> Bool { true }
  /// Whether the app may know where the device is (the older class method).
  open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

  /// Asks for permission while in use: granted, as a user tapping Allow would.
  open func requestWhenInUseAuthorization() {
    status = .authorizedWhenInUse
    delegate?.locationManagerDidChangeAuthorization(self)
  }
  /// Asks for permission always: granted while in use.
  open func requestAlwaysAuthorization() { requestWhenInUseAuthorization() }
  /// Asks for one fix: the delegate is told none can be found.
  open func requestLocation() { delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown)) }
  /// Starts updates (none come).
  open func startUpdatingLocation() {}
  /// Stops updates.
  open func stopUpdatingLocation() {}
  /// Starts heading updates (none come).
  open func startUpdatingHeading() {}
  /// Stops heading updates.
  open func stopUpdatingHeading() {}
  /// Starts significant-change updates (none come).
  open func startMonitoringSignificantLocationChanges() {}
  /// Stops them.
  open func stopMonitoringSignificantLocationChanges() {}
}

/// A location manager's delegate; every method is optional.
public protocol CLLocationManagerDelegate: AnyObject {
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
  public func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {}
}

/// A place's address, from a geocoder.
open class CLPlacemark: NSObject, @unchecked Sendable {
  public let name: String?
  public let locality: String?
  public let country: String?
  public let location: CLLocation?
  /// The street, house number, district, state, postal code and country code, when known (a
  /// placemark made here knows only what it was given; a geocoder finds none).
  open var thoroughfare: String? { nil }
  open var subThoroughfare: String? { nil }
  open var subLocality: String? { nil }
  open var administrativeArea: String? { nil }
  open var subAdministrativeArea: String? { nil }
  open var postalCode: String? { nil }
  open var isoCountryCode: String? { nil }
  open var timeZone: TimeZone? { nil }
  public init(name: String?, locality: String?, country: String?, location: CLLocation?) {
    self.name = name
    self.locality = locality
    self.country = country
    self.location = location
    super.init()
  }
}

/// Turns addresses into places and back: it needs a network service, so it finds nothing here.
open class CLGeocoder: NSObject, @unchecked Sendable {
  public override init() {}
  /// Finds the address of `location`: none, with `network` as the error.
  open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
    throw CLError(.network)
  }
  /// Finds places for `address`: none.
  open func geocodeAddressString(_ address: String) async throws -> [CLPlacemark] { throw CLError(.network) }
  /// Finds the address of `location`, to a handler.
  open func reverseGeocodeLocation(
    _ location: CLLocation, completionHandler: @escaping ([CLPlacemark]?, Error?) -> Void
  ) {
    completionHandler(nil, CLError(.network))
  }
  /// Finds places for `address`, to a handler.
  open func geocodeAddressString(
    _ address: String, completionHandler: @escaping ([CLPlacemark]?, Error?) -> Void
  ) {
    completionHandler(nil, CLError(.network))
  }
  /// Stops a search.
  open func cancelGeocode() {}
}
