import Foundation
import UIKit

/// The App Store, as Apple's `AppStore`: payments are allowed (as on a simulator), syncing finds
/// nothing, and the sheets it shows are recorded (`StoreLog`), not shown.
public enum AppStore {
  /// Whether the user may pay: yes.
  public static var canMakePayments: Bool { true }

  /// Brings the user's purchases from the App Store: there are none.
  public static func sync() async throws { StoreLog.shared.record("sync") }

  /// Shows the subscriptions the user can manage: recorded.
  @MainActor public static func showManageSubscriptions(in scene: UIWindowScene) async throws {
    StoreLog.shared.record("manage subscriptions")
  }

  /// Where a transaction was made.
  public struct Environment: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let production = Environment(rawValue: "Production")
    public static let sandbox = Environment(rawValue: "Sandbox")
    public static let xcode = Environment(rawValue: "Xcode")
  }

  /// Asks the user to rate the app: recorded (the system decides whether to show it on a device).
  @MainActor public static func requestReview(in scene: UIWindowScene) {
    StoreLog.shared.record("review requested")
  }
}

/// The App Store country the user buys in, as Apple's `Storefront`.
public struct Storefront: Identifiable, Hashable, Sendable {
  /// Its identifier.
  public let id: String
  /// Its country, ISO 3166-1 alpha-3 ("USA").
  public let countryCode: String
  /// The storefront of the loaded configuration, or the United States'.
  public static var current: Storefront? {
    get async {
      let code = StoreKitConfiguration.current?.storefront ?? "USA"
      return Storefront(id: code, countryCode: code)
    }
  }
}

/// The older way to ask for a rating (StoreKit 1): recorded. Callable from any context, as the
/// Objective-C class is from Swift 5 code.
public enum SKStoreReviewController {
  /// Asks for a rating: recorded.
  public static func requestReview() { StoreLog.shared.record("review requested") }
  /// Asks for a rating in `scene`: recorded.
  public static func requestReview(in scene: UIWindowScene) {
    StoreLog.shared.record("review requested")
  }
}

/// The older payment queue (StoreKit 1), for whether payments are allowed.
open class SKPaymentQueue: NSObject, @unchecked Sendable {
  /// The queue.
  public static let `default` = SKPaymentQueue()
  /// Whether the user may pay: yes.
  open class func canMakePayments() -> Bool { true }
}
