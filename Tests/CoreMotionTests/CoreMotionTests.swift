import CoreMotion
import Foundation
import Testing

/// Core Motion as a simulator has it: no sensor, so nothing is available, updates never come and
/// queries fail with Core Motion's error.
@Suite struct CoreMotionTests {
  @Test func noSensorIsAvailableAndNoUpdateComes() async {
    let motion = CMMotionManager()
    #expect(!motion.isAccelerometerAvailable && !motion.isGyroAvailable && !motion.isDeviceMotionAvailable)
    motion.accelerometerUpdateInterval = 0.5
    motion.startAccelerometerUpdates()
    #expect(
      motion.accelerometerData == nil && !motion.isAccelerometerActive
        && motion.accelerometerUpdateInterval == 0.5)
    #expect(!CMPedometer.isStepCountingAvailable() && !CMMotionActivityManager.isActivityAvailable())
    #expect(CMPedometer.authorizationStatus() == .notDetermined && !CMAltimeter.isRelativeAltitudeAvailable())
    let error: NSError? = await withCheckedContinuation { continuation in
      CMPedometer().queryPedometerData(from: Date(timeIntervalSinceNow: -3600), to: Date()) { data, error in
        continuation.resume(returning: data == nil ? error as NSError? : nil)
      }
    }
    #expect(error?.domain == CMErrorDomain && error?.code == 104)
  }
}
