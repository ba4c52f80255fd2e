import Foundation

/// A HealthKit error, as `HKError`: its code says what went wrong; `catch HKError.errorNoData`
/// and `error.code == .errorAuthorizationDenied` match as on iOS.
public struct HKError: Error, Equatable, LocalizedError, CustomStringConvertible {
  /// What went wrong, with HealthKit's raw values.
  public enum Code: Int, Sendable {
    case noError = 0, errorHealthDataUnavailable, errorHealthDataRestricted, errorInvalidArgument,
      errorAuthorizationDenied, errorAuthorizationNotDetermined, errorDatabaseInaccessible, errorUserCanceled,
      errorAnotherWorkoutSessionStarted, errorUserExitedWorkoutSession, errorRequiredAuthorizationDenied,
      errorNoData, errorWorkoutActivityNotAllowed, errorDataSizeExceeded,
      errorBackgroundWorkoutSessionNotAllowed,
      errorNotPermissibleForGuestUserMode
  }

  /// What went wrong.
  public let code: Code
  /// HealthKit's message.
  public let message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var errorDescription: String? { message }
  public var description: String { "HKError(\(code)): \(message)" }
  /// HealthKit's error domain.
  public static let errorDomain = "com.apple.healthkit"

  public static func == (lhs: HKError, rhs: HKError) -> Bool { lhs.code == rhs.code }

  public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
  public static var errorInvalidArgument: Code { .errorInvalidArgument }
  public static var errorAuthorizationDenied: Code { .errorAuthorizationDenied }
  public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
  public static var errorUserCanceled: Code { .errorUserCanceled }
  public static var errorNoData: Code { .errorNoData }
}

/// Matches an error of `code` (`catch HKError.errorNoData`).
public func ~= (code: HKError.Code, error: any Error) -> Bool { (error as? HKError)?.code == code }
