import LegibleUI

/// A message the App Store asks the app to show (a price increase to consent to, a billing
/// issue, a win-back offer), as Apple's `Message`: none arrives here, as on a simulator whose
/// account has nothing to say; `messages` waits until its task is cancelled.
public struct Message: Hashable, Sendable {
  /// Why the App Store sends a message.
  public struct Reason: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A subscription's price rises and the user must consent.
    public static let priceIncreaseConsent = Reason(rawValue: "priceIncreaseConsent")
    /// A payment failed.
    public static let billingIssue = Reason(rawValue: "billingIssue")
    /// The user may come back at an offer.
    public static let winBackOffer = Reason(rawValue: "winBackOffer")
    /// Something else.
    public static let generic = Reason(rawValue: "generic")
  }

  /// Why it was sent.
  public let reason: Reason

  /// The messages as they come: none comes here; iterating waits until the task is cancelled.
  public static var messages: Messages { Messages() }

  /// The messages as they come (none comes here).
  public typealias Messages = StoreUpdates<Message>
}

/// Shows a message of the App Store, as SwiftUI's `DisplayMessageAction`
/// (`@Environment(\.displayStoreKitMessage)`): recorded in `StoreLog`, as none is shown here.
public struct DisplayMessageAction: Sendable {
  /// Shows `message`.
  @MainActor public func callAsFunction(_ message: Message) {
    StoreLog.shared.record("message shown: \(message.reason.rawValue)")
  }
}

private struct DisplayMessageKey: EnvironmentKey {
  static var defaultValue: DisplayMessageAction { DisplayMessageAction() }
}

extension EnvironmentValues {
  /// Shows a message of the App Store (recorded here).
  public var displayStoreKitMessage: DisplayMessageAction { self[DisplayMessageKey.self] }
}
