import Foundation
import Testing

@testable import LocalAuthentication

/// LocalAuthentication as a simulator with nothing set up answers: the device's biometry is known
/// once asked, nothing is enrolled and no passcode is set, so nothing can be evaluated.
@Suite struct LAContextTests {
  @Test func nothingEnrolledSoNoPolicyCanBeEvaluated() async {
    let context = LAContext()
    #expect(context.biometryType == .none, "unknown until a policy is checked, as on iOS")
    var error: NSError?
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error?.domain == LAErrorDomain && error?.code == LAError.Code.biometryNotEnrolled.rawValue)
    #expect(context.biometryType != .none)
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
    #expect(error?.code == -5, "no passcode set")
    do {
      _ = try await context.evaluatePolicy(
        .deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
      Issue.record("an evaluation succeeded with nothing enrolled")
    } catch LAError.biometryNotEnrolled {
      // As an app catches it.
    } catch {
      Issue.record("\(error)")
    }
    let replied: Bool = await withCheckedContinuation { continuation in
      context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { ok, _ in
        continuation.resume(returning: ok)
      }
    }
    #expect(!replied)
    context.invalidate()
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) && error?.code == -10)
  }

  @Test func theBiometryIsTheDevicesOwn() {
    #expect(LAContext.biometry(ofDeviceNamed: "iPhone SE (1st generation)") == .touchID)
    #expect(LAContext.biometry(ofDeviceNamed: "iPhone 8") == .touchID)
    #expect(LAContext.biometry(ofDeviceNamed: "iPhone 15") == .faceID)
    #expect(LAContext.biometry(ofDeviceNamed: "iPad Pro 11-inch") == .faceID)
    #expect(LAContext.biometry(ofDeviceNamed: "iPad (10th generation)") == .touchID)
  }
}
