import Foundation

/// The domain of CloudKit's errors.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CKErrorDomain = "CKErrorDomain"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the errors per item in a partial failure.
public let CKPartialErrorsByItemIDKey = "CKPartialErrors"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key that says a zone was lost because the user reset their encrypted data.
public let CKErrorUserDidResetEncryptedDataKey = "CKErrorUserDidResetEncryptedDataKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the server's record in a `serverRecordChanged` error.
public let CKRecordChangedErrorServerRecordKey = "ServerRecord"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the client's record in a `serverRecordChanged` error.
public let CKRecordChangedErrorClientRecordKey = "ClientRecord"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the ancestor record in a `serverRecordChanged` error.
public let CKRecordChangedErrorAncestorRecordKey = "AncestorRecord"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the seconds to wait before trying again.
public let CKErrorRetryAfterKey = "CKRetryAfter"

/// A CloudKit error, as CloudKit's `CKError`: a code, its message, and for a partial failure the
/// error of each item.
public struct CKError: CustomNSError, Hashable, @unchecked Sendable {
  /// What went wrong.
  public let code: Code
  /// The error's details.
  public let errorUserInfo: [String: Any]

  /// An error of `code` with `userInfo`.
  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
    var info = userInfo
    if info[NSLocalizedDescriptionKey] == nil { info[NSLocalizedDescriptionKey] = code.message }
    errorUserInfo = info
  }

  public static var errorDomain: String { CKErrorDomain }
  public var errorCode: Int { code.rawValue }

  /// The error's details (its message, and the items' errors in a partial failure).
  public var userInfo: [String: Any] { errorUserInfo }
  /// What went wrong, in words.
  public var localizedDescription: String {
    errorUserInfo[NSLocalizedDescriptionKey] as? String ?? code.message
  }

  /// The error of each item, when some of a request's items failed.
  public var partialErrorsByItemID: [AnyHashable: any Error]? {
    errorUserInfo[CKPartialErrorsByItemIDKey] as? [AnyHashable: any Error]
  }
  /// The server's version of a record that changed there (`serverRecordChanged`).
  public var serverRecord: CKRecord? { errorUserInfo[CKRecordChangedErrorServerRecordKey] as? CKRecord }
  /// The version the app tried to save.
  public var clientRecord: CKRecord? { errorUserInfo[CKRecordChangedErrorClientRecordKey] as? CKRecord }
  /// The version both came from.
  public var ancestorRecord: CKRecord? { errorUserInfo[CKRecordChangedErrorAncestorRecordKey] as? CKRecord }
  /// How long to wait before trying again.
  public var retryAfterSeconds: Double? { errorUserInfo[CKErrorRetryAfterKey] as? Double }

  public static func == (lhs: CKError, rhs: CKError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  /// CloudKit's error codes, with Apple's numbers.
  public enum Code: Int, Sendable {
    case internalError = 1, partialFailure = 2, networkUnavailable = 3, networkFailure = 4,
      badContainer = 5, serviceUnavailable = 6, requestRateLimited = 7, missingEntitlement = 8,
      notAuthenticated = 9, permissionFailure = 10, unknownItem = 11, invalidArguments = 12,
      resultsTruncated = 13, serverRecordChanged = 14, serverRejectedRequest = 15,
      assetFileNotFound = 16, assetFileModified = 17, incompatibleVersion = 18, constraintViolation = 19,
      operationCancelled = 20, changeTokenExpired = 21, batchRequestFailed = 22, zoneBusy = 23,
      badDatabase = 24, quotaExceeded = 25, zoneNotFound = 26, limitExceeded = 27, userDeletedZone = 28,
      tooManyParticipants = 29, alreadyShared = 30, referenceViolation = 31, managedAccountRestricted = 32,
      participantMayNeedVerification = 33, serverResponseLost = 34, assetNotAvailable = 35,
      accountTemporarilyUnavailable = 36

    var message: String {
      switch self {
      case .notAuthenticated: "No iCloud account is signed in on this device."
      case .networkUnavailable: "The network is not available."
      case .unknownItem: "The record was not found."
      case .operationCancelled: "The operation was cancelled."
      default: "CloudKit error \(rawValue)."
      }
    }
  }

  // Apple's static members, so `CKError.notAuthenticated` reads as a code.
  public static let notAuthenticated = Code.notAuthenticated
  public static let networkUnavailable = Code.networkUnavailable
  public static let networkFailure = Code.networkFailure
  public static let unknownItem = Code.unknownItem
  public static let partialFailure = Code.partialFailure
  public static let serverRecordChanged = Code.serverRecordChanged
  public static let zoneNotFound = Code.zoneNotFound
  public static let userDeletedZone = Code.userDeletedZone
  public static let changeTokenExpired = Code.changeTokenExpired
  public static let quotaExceeded = Code.quotaExceeded
  public static let requestRateLimited = Code.requestRateLimited
  public static let serviceUnavailable = Code.serviceUnavailable
  public static let zoneBusy = Code.zoneBusy
  public static let operationCancelled = Code.operationCancelled
  public static let permissionFailure = Code.permissionFailure
  public static let accountTemporarilyUnavailable = Code.accountTemporarilyUnavailable
  public static let alreadyShared = Code.alreadyShared
  public static let batchRequestFailed = Code.batchRequestFailed
  public static let limitExceeded = Code.limitExceeded
}

extension CKError.Code {
  /// Whether `error` is a CloudKit error of `code` (`catch CKError.notAuthenticated`).
  public static func ~= (code: CKError.Code, error: any Error) -> Bool { (error as? CKError)?.code == code }
}
