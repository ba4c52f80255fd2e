/// A report from Core Location's live updates, as Apple's `CLLocationUpdate` (iOS 17). As a
/// simulator with no location set, `liveUpdates()` gives one update saying no location is to be
/// had, then waits, giving nothing more, until the task iterating it is cancelled, then ends.
public struct CLLocationUpdate: Sendable {
  /// The location, if there is one (never here).
  public let location: CLLocation?
  /// Whether the device has stopped moving.
  public let isStationary: Bool
  /// Whether no location can be had at the moment (true here: no location is set).
  public let locationUnavailable: Bool
  /// Whether the user denied the app location.
  public let authorizationDenied: Bool
  /// Whether location services are off for the whole device.
  public let authorizationDeniedGlobally: Bool
  /// Whether the app is waiting on the user to answer the authorization prompt.
  public let authorizationRequestInProgress: Bool
  /// Whether the app has only approximate location.
  public let accuracyLimited: Bool
  /// Whether the app may not use location in its current state.
  public let insufficientlyInUse: Bool
  /// Whether the service session needed is missing.
  public let serviceSessionRequired: Bool

  /// How live updates are tuned for an activity (kept).
  public struct LiveConfiguration: Sendable, Hashable {
    let name: String
    /// General use.
    public static let `default` = LiveConfiguration(name: "default")
    /// Driving.
    public static let automotiveNavigation = LiveConfiguration(name: "automotiveNavigation")
    /// Walking or cycling with guidance.
    public static let otherNavigation = LiveConfiguration(name: "otherNavigation")
    /// Fitness.
    public static let fitness = LiveConfiguration(name: "fitness")
    /// Travel by air.
    public static let airborne = LiveConfiguration(name: "airborne")
  }

  /// The updates as they come.
  public struct Updates: AsyncSequence, Sendable {
    public typealias Element = CLLocationUpdate
    public struct AsyncIterator: AsyncIteratorProtocol {
      var gaveFirst = false
      public mutating func next() async throws -> CLLocationUpdate? {
        if !gaveFirst {
          gaveFirst = true
          return CLLocationUpdate(
            location: nil, isStationary: false, locationUnavailable: true, authorizationDenied: false,
            authorizationDeniedGlobally: false, authorizationRequestInProgress: false, accuracyLimited: false,
            insufficientlyInUse: false, serviceSessionRequired: false)
        }
        while !Task.isCancelled { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
        return nil
      }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }

  /// The device's location as it changes.
  public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }
}
