import Foundation
import UIKit

/// Asks the person using the device to prove who they are, as LocalAuthentication's `LAContext`:
/// with Face ID or Touch ID, or the device's passcode. It answers as a simulator with nothing set
/// up: the device being laid out has its biometry (Touch ID on an iPhone SE or an iPhone 8 and
/// earlier, Face ID on the others), but no face or finger is enrolled and no passcode is set, so
/// no policy can be evaluated and an evaluation fails with the error iOS gives.
open class LAContext: NSObject, @unchecked Sendable {
  /// The reason shown in the prompt.
  open var localizedReason = ""
  /// The cancel button's title.
  open var localizedCancelTitle: String?
  /// The fallback button's title (empty hides it).
  open var localizedFallbackTitle: String?
  /// How long a Touch ID unlock of the device counts, in seconds.
  open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
  /// Whether the context may show a prompt.
  open var interactionNotAllowed = false
  /// Whether `invalidate()` was called.
  private var invalidated = false
  private var asked = false

  public override init() { super.init() }

  /// The device's biometry, known once a policy has been checked (`.none` before, as on iOS).
  open var biometryType: LABiometryType {
    asked ? Self.biometry(ofDeviceNamed: UIDevice.laidOutName) : .none
  }

  /// The biometry of the device named `name`: Touch ID on an iPhone SE, an iPhone 8 or earlier,
  /// and an iPad other than a Pro; Face ID on the others.
  static func biometry(ofDeviceNamed name: String) -> LABiometryType {
    let touchID =
      name.contains("SE") || ["iPhone 5", "iPhone 6", "iPhone 7", "iPhone 8"].contains { name.hasPrefix($0) }
      || (name.hasPrefix("iPad") && !name.contains("Pro"))
    return touchID ? .touchID : .faceID
  }

  /// The enrolled biometry's state (nil: nothing is enrolled).
  open var evaluatedPolicyDomainState: Data? { nil }

  /// Whether `policy` can be evaluated: never here. `error` says why: no face or finger is
  /// enrolled (biometry), or no passcode is set (the device's owner).
  open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
    asked = true
    error?.pointee = refusal(policy) as NSError
    return false
  }

  /// Evaluates `policy`, telling `reply` the answer: it fails with the error `canEvaluatePolicy`
  /// gives.
  open func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    asked = true
    let error = refusal(policy)
    DispatchQueue.global().async { reply(false, error) }
  }

  /// Evaluates `policy`.
  /// - Throws: the `LAError` `canEvaluatePolicy` gives.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    asked = true
    throw refusal(policy)
  }

  /// Ends the context: its evaluations fail with `invalidContext`.
  open func invalidate() { invalidated = true }

  /// Why `policy` cannot be evaluated here.
  private func refusal(_ policy: LAPolicy) -> LAError {
    if invalidated { return LAError(.invalidContext) }
    switch policy {
    case .deviceOwnerAuthenticationWithBiometrics: return LAError(.biometryNotEnrolled)
    default: return LAError(.passcodeNotSet)
    }
  }
}

/// What an evaluation asks for, as LocalAuthentication's `LAPolicy`.
public enum LAPolicy: Int, Sendable {
  /// Face ID or Touch ID.
  case deviceOwnerAuthenticationWithBiometrics = 1
  /// Face ID or Touch ID, else the passcode.
  case deviceOwnerAuthentication = 2
}

/// The device's biometry, as LocalAuthentication's `LABiometryType`.
public enum LABiometryType: Int, Sendable {
  case none = 0
  case touchID = 1
  case faceID = 2
  case opticID = 4
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of LocalAuthentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// An authentication error, as LocalAuthentication's `LAError`, with Apple's codes.
public struct LAError: CustomNSError, Hashable, Sendable {
  /// What went wrong.
  public let code: Code
  /// An error of `code`.
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { LAErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: code.message] }

  /// LocalAuthentication's error codes (some have two names, as Apple's have).
  public struct Code: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    init(_ rawValue: Int) { self.rawValue = rawValue }
    public static let authenticationFailed = Code(-1)
    public static let userCancel = Code(-2)
    public static let userFallback = Code(-3)
    public static let systemCancel = Code(-4)
    public static let passcodeNotSet = Code(-5)
    public static let biometryNotAvailable = Code(-6)
    public static let biometryNotEnrolled = Code(-7)
    public static let biometryLockout = Code(-8)
    public static let touchIDNotAvailable = Code(-6)
    public static let touchIDNotEnrolled = Code(-7)
    public static let touchIDLockout = Code(-8)
    public static let appCancel = Code(-9)
    public static let invalidContext = Code(-10)
    public static let notInteractive = Code(-1004)

    var message: String {
      switch rawValue {
      case -5: "Passcode not set."
      case -7: "No identities are enrolled."
      case -10: "The context has been invalidated."
      default: "Authentication error \(rawValue)."
      }
    }
  }

  // Apple's static members, so `LAError.biometryNotEnrolled` reads as a code.
  public static let authenticationFailed = Code.authenticationFailed
  public static let userCancel = Code.userCancel
  public static let userFallback = Code.userFallback
  public static let systemCancel = Code.systemCancel
  public static let passcodeNotSet = Code.passcodeNotSet
  public static let biometryNotAvailable = Code.biometryNotAvailable
  public static let biometryNotEnrolled = Code.biometryNotEnrolled
  public static let biometryLockout = Code.biometryLockout
  public static let appCancel = Code.appCancel
  public static let invalidContext = Code.invalidContext
  public static let notInteractive = Code.notInteractive
}

extension LAError.Code {
  /// Whether `error` is a LocalAuthentication error of `code` (`catch LAError.userCancel`).
  public static func ~= (code: LAError.Code, error: any Error) -> Bool { (error as? LAError)?.code == code }
}
