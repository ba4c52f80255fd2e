import Foundation

/// A Watch Connectivity failure, as its `WCError`: a code in `WCErrorDomain`.
public struct WCError: Error, Hashable, Sendable, CustomStringConvertible, CustomNSError {
  /// The failures, with Watch Connectivity's numbers.
  public enum Code: Int, Sendable {
    case genericError = 7001, sessionNotSupported = 7002, sessionMissingDelegate = 7003,
      sessionNotActivated = 7004, deviceNotPaired = 7005, watchAppNotInstalled = 7006,
      notReachable = 7007, invalidParameter = 7008, payloadTooLarge = 7009,
      payloadUnsupportedTypes = 7010, messageReplyFailed = 7011, messageReplyTimedOut = 7012,
      fileAccessDenied = 7013, deliveryFailed = 7014, insufficientSpace = 7015,
      sessionInactive = 7016, transferTimedOut = 7017, companionAppNotInstalled = 7018,
      watchOnlyApp = 7019
  }
  /// The failure.
  public let code: Code
  /// An error of `code`.
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { WCErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

  public static var genericError: Code { .genericError }
  public static var sessionNotSupported: Code { .sessionNotSupported }
  public static var sessionNotActivated: Code { .sessionNotActivated }
  public static var deviceNotPaired: Code { .deviceNotPaired }
  public static var watchAppNotInstalled: Code { .watchAppNotInstalled }
  public static var notReachable: Code { .notReachable }
  public static var sessionInactive: Code { .sessionInactive }

  private var message: String {
    "The operation couldn’t be completed. (WCErrorDomain error \(code.rawValue).)"
  }

  public var description: String { message }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of Watch Connectivity's errors.
public let WCErrorDomain = "WCErrorDomain"

/// Whether `error` is a Watch Connectivity error of `code` (`catch WCError.notReachable`).
public func ~= (code: WCError.Code, error: any Error) -> Bool {
  (error as? WCError)?.code == code
}
