import Foundation

/// The device's motion sensors, as Core Motion's `CMMotionManager`. A simulator has none: nothing
/// is available, the update intervals and handlers are kept, and no update ever comes (the latest
/// data stays nil).
open class CMMotionManager: NSObject, @unchecked Sendable {
  /// Seconds between accelerometer updates.
  open var accelerometerUpdateInterval: TimeInterval = 0.1
  /// Seconds between gyroscope updates.
  open var gyroUpdateInterval: TimeInterval = 0.1
  /// Seconds between magnetometer updates.
  open var magnetometerUpdateInterval: TimeInterval = 0.1
  /// Seconds between device-motion updates.
  open var deviceMotionUpdateInterval: TimeInterval = 0.1
  /// Whether the compass calibration display may show (kept).
  open var showsDeviceMovementDisplay = false

  /// Whether the device has an accelerometer: no.
  open var isAccelerometerAvailable: Bool { false }
  /// Whether the device has a gyroscope: no.
  open var isGyroAvailable: Bool { false }
  /// Whether the device has a magnetometer: no.
  open var isMagnetometerAvailable: Bool { false }
  /// Whether device motion is available: no.
  open var isDeviceMotionAvailable: Bool { false }
  /// Whether accelerometer updates are running: never.
  open var isAccelerometerActive: Bool { false }
  /// Whether gyroscope updates are running: never.
  open var isGyroActive: Bool { false }
  /// Whether device-motion updates are running: never.
  open var isDeviceMotionActive: Bool { false }

  /// The latest acceleration: none.
  open var accelerometerData: CMAccelerometerData? { nil }
  /// The latest device motion: none.
  open var deviceMotion: CMDeviceMotion? { nil }

  /// Starts accelerometer updates: none come.
  open func startAccelerometerUpdates() {}
  /// Starts accelerometer updates to `handler` on `queue`: none come.
  open func startAccelerometerUpdates(
    to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler
  ) {}
  /// Stops accelerometer updates.
  open func stopAccelerometerUpdates() {}
  /// Starts gyroscope updates: none come.
  open func startGyroUpdates() {}
  /// Stops gyroscope updates.
  open func stopGyroUpdates() {}
  /// Starts device-motion updates: none come.
  open func startDeviceMotionUpdates() {}
  /// Starts device-motion updates to `handler` on `queue`: none come.
  open func startDeviceMotionUpdates(
    to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler
  ) {}
  /// Stops device-motion updates.
  open func stopDeviceMotionUpdates() {}
}

/// Told of an accelerometer update, or an error.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// Told of a device-motion update, or an error.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// An acceleration along three axes, in g.
public struct CMAcceleration: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }
}

/// One accelerometer reading.
open class CMAccelerometerData: NSObject, @unchecked Sendable {
  /// The acceleration.
  public let acceleration: CMAcceleration
  init(acceleration: CMAcceleration) { self.acceleration = acceleration }
}

/// One device-motion reading: its attitude and the user's acceleration.
open class CMDeviceMotion: NSObject, @unchecked Sendable {
  /// The acceleration the user gives the device.
  public let userAcceleration: CMAcceleration
  /// Gravity's.
  public let gravity: CMAcceleration
  init(userAcceleration: CMAcceleration, gravity: CMAcceleration) {
    self.userAcceleration = userAcceleration
    self.gravity = gravity
  }
}
