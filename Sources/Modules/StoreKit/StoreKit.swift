@_exported import Foundation
// StoreKit under its own name where Apple's is not. Buying needs the App Store and an account,
// which a simulator with nothing set up does not have: no product is found unless a StoreKit
// configuration file (`.storekit`, as Xcode's StoreKit testing reads) is loaded
// (`StoreKitConfiguration`), then its products are real values with their prices; nothing is
// bought (a purchase ends as a user closing the sheet does), no transaction exists, review
// requests and sheets are recorded (`StoreLog`), and the App Store's own views are reported
// placeholders around the team's marketing content.
@_exported import UIKit  // as the framework's headers import UIKit on iOS

/// What the app asked of the App Store, in order ("review requested", "purchase: pro.monthly"):
/// for tests, and for what a preview's taps did.
public final class StoreLog: @unchecked Sendable {
  /// The log.
  public static let shared = StoreLog()
  private let lock = NSLock()
  private var entries: [String] = []

  func record(_ entry: String) { lock.withLock { entries.append(entry) } }

  /// What was asked so far.
  public var recorded: [String] { lock.withLock { entries } }
}

/// Why a StoreKit call failed, as Apple's `StoreKitError`.
public enum StoreKitError: Error, Sendable {
  case unknown
  case userCancelled
  case networkError(URLError)
  case systemError(any Error)
  case notAvailableInStorefront
  case notEntitled
  case unsupported
}

/// A signed value and whether its signature checked, as Apple's `VerificationResult`. Nothing is
/// signed here; the values a configuration gives are `verified`.
public enum VerificationResult<SignedType: Sendable>: Sendable {
  case unverified(SignedType, VerificationError)
  case verified(SignedType)

  /// Why a signature did not check.
  public enum VerificationError: Error, Sendable {
    case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding,
      invalidSignature, missingRequiredProperties
  }

  /// The value, or the error when it did not check.
  public var payloadValue: SignedType {
    get throws {
      switch self {
      case .verified(let value): return value
      case .unverified(_, let error): throw error
      }
    }
  }
  /// The value, checked or not.
  public var unsafePayloadValue: SignedType {
    switch self {
    case .verified(let value), .unverified(let value, _): return value
    }
  }
}

/// The progress of a task that finds out what the user owns (`currentEntitlementTask`,
/// `subscriptionStatusTask`), as Apple's `EntitlementTaskState`.
public enum EntitlementTaskState<Value: Sendable>: Sendable {
  case loading
  case failure(any Error)
  case success(Value)

  /// The value once known.
  public var value: Value? {
    if case .success(let value) = self { return value }
    return nil
  }

  /// The state with its value, once known, transformed.
  public func map<T: Sendable>(_ transform: (Value) throws -> T) rethrows -> EntitlementTaskState<T> {
    switch self {
    case .loading: .loading
    case .failure(let error): .failure(error)
    case .success(let value): .success(try transform(value))
    }
  }

  /// The state with its value, once known, transformed by an asynchronous function.
  nonisolated(nonsending) public func map<T: Sendable>(_ transform: (Value) async throws -> T) async rethrows
    -> EntitlementTaskState<T>
  {
    switch self {
    case .loading: .loading
    case .failure(let error): .failure(error)
    case .success(let value): .success(try await transform(value))
    }
  }
}
