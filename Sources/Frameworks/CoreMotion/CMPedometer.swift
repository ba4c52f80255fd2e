import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of Core Motion's errors.
public let CMErrorDomain = "CMErrorDomain"

/// Core Motion's error for data the device cannot give (`CMErrorMotionActivityNotAvailable`).
let motionNotAvailable = NSError(
  domain: CMErrorDomain, code: 104,
  userInfo: [NSLocalizedDescriptionKey: "Motion data is not available on this device."])

/// Whether the app may read motion and fitness data, as Core Motion's `CMAuthorizationStatus`.
public enum CMAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, restricted = 1, denied = 2, authorized = 3
}

/// Steps, distance and floors, as Core Motion's `CMPedometer`. A simulator has no pedometer:
/// nothing is available, queries fail with Core Motion's "not available" error and updates
/// never come.
open class CMPedometer: NSObject, @unchecked Sendable {
  /// Whether steps can be counted: no.
  open class func isStepCountingAvailable() -> Bool { false }
  /// Whether distance can be measured: no.
  open class func isDistanceAvailable() -> Bool { false }
  /// Whether floors can be counted: no.
  open class func isFloorCountingAvailable() -> Bool { false }
  /// Whether pace can be measured: no.
  open class func isPaceAvailable() -> Bool { false }
  /// Whether cadence can be measured: no.
  open class func isCadenceAvailable() -> Bool { false }
  /// Whether the app may read the data: not determined (nothing asks here).
  open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

  /// Says the data from `start` to `end`: fails, as there is no pedometer.
  open func queryPedometerData(
    from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler
  ) {
    DispatchQueue.global().async { handler(nil, motionNotAvailable) }
  }
  /// Starts updates from `start`: none come.
  open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {}
  /// Stops updates.
  open func stopUpdates() {}
}

/// Told of pedometer data, or an error.
public typealias CMPedometerHandler = @Sendable (CMPedometerData?, (any Error)?) -> Void

/// Pedometer data over a time, as Core Motion's `CMPedometerData`.
open class CMPedometerData: NSObject, @unchecked Sendable {
  /// When it starts.
  public let startDate: Date
  /// When it ends.
  public let endDate: Date
  /// The steps taken.
  public let numberOfSteps: NSNumber
  /// The distance, in metres.
  public let distance: NSNumber?
  /// The floors climbed.
  public let floorsAscended: NSNumber?
  init(
    startDate: Date, endDate: Date, numberOfSteps: NSNumber, distance: NSNumber?, floorsAscended: NSNumber?
  ) {
    self.startDate = startDate
    self.endDate = endDate
    self.numberOfSteps = numberOfSteps
    self.distance = distance
    self.floorsAscended = floorsAscended
  }
}

/// What the person is doing (walking, running, driving), as Core Motion's
/// `CMMotionActivityManager`. A simulator has no motion coprocessor: nothing is available and
/// queries fail.
open class CMMotionActivityManager: NSObject, @unchecked Sendable {
  /// Whether activity is available: no.
  open class func isActivityAvailable() -> Bool { false }
  /// Whether the app may read it: not determined.
  open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
  /// Starts updates: none come.
  open func startActivityUpdates(
    to queue: OperationQueue, withHandler handler: @escaping (CMMotionActivity?) -> Void
  ) {}
  /// Stops updates.
  open func stopActivityUpdates() {}
}

/// What the person was doing at a moment.
open class CMMotionActivity: NSObject, @unchecked Sendable {
  public let stationary: Bool
  public let walking: Bool
  public let running: Bool
  public let automotive: Bool
  public let cycling: Bool
  init(stationary: Bool, walking: Bool, running: Bool, automotive: Bool, cycling: Bool) {
    self.stationary = stationary
    self.walking = walking
    self.running = running
    self.automotive = automotive
    self.cycling = cycling
  }
}

/// The barometer's relative altitude, as Core Motion's `CMAltimeter`: none on a simulator.
open class CMAltimeter: NSObject, @unchecked Sendable {
  /// Whether relative altitude is available: no.
  open class func isRelativeAltitudeAvailable() -> Bool { false }
  /// Stops updates.
  open func stopRelativeAltitudeUpdates() {}
}
