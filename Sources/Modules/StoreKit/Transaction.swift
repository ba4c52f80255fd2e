import Foundation

/// A purchase the App Store recorded, as Apple's `Transaction`. Nothing is bought here, so no
/// transaction exists: the sequences of the user's transactions are empty, and `updates` waits
/// until its task is cancelled, as on a device where nothing happens.
public struct Transaction: Identifiable, Hashable, Sendable {
  /// Its identifier.
  public let id: UInt64
  /// The identifier of the first purchase it renews or restores.
  public let originalID: UInt64
  /// The product bought.
  public let productID: String
  /// The product's kind.
  public let productType: Product.ProductType
  /// When it was bought.
  public let purchaseDate: Date
  /// When the first purchase was.
  public let originalPurchaseDate: Date
  /// When a subscription ends.
  public let expirationDate: Date?
  /// When it was refunded or revoked.
  public let revocationDate: Date?
  /// Why the purchase was revoked, where it was (never here: nothing is bought).
  public var revocationReason: RevocationReason? { nil }
  /// Whether a higher subscription replaced it.
  public let isUpgraded: Bool
  /// How many were bought.
  public let purchasedQuantity: Int
  /// The app's account of the buyer.
  public let appAccountToken: UUID?
  /// Whether the user bought it or a family member shares it.
  public let ownershipType: OwnershipType

  /// Whether the user bought it or a family member shares it.
  public struct OwnershipType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let purchased = OwnershipType(rawValue: "PURCHASED")
    public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
  }

  /// What it cost, in `currency` (none is bought here, so no transaction has a price).
  public var price: Decimal? { nil }
  /// The currency of `price`.
  public var currency: Locale.Currency? { nil }
  /// The ISO 4217 code of `price`'s currency (before iOS 16).
  public var currencyCode: String? { currency?.identifier }
  /// The subscription group of a subscription bought.
  public var subscriptionGroupID: String? { nil }
  /// The App Store country it was bought in (iOS 17): the one products are sold in here.
  public var storefront: Storefront {
    Storefront(id: storefrontCountryCode, countryCode: storefrontCountryCode)
  }
  /// The App Store country's code, ISO 3166-1 alpha-3.
  public var storefrontCountryCode: String { StoreKitConfiguration.current?.storefront ?? "USA" }
  /// Where it was made: Xcode's local store, as a configuration file stands for one.
  public var environment: AppStore.Environment { .xcode }

  /// The offer it was bought with (iOS 17.2): none here, as nothing is bought.
  public var offer: Offer? { nil }
  /// The kind of offer it was bought with (before iOS 17.2).
  public var offerType: OfferType? { offer?.type }
  /// The offer's identifier (before iOS 17.2).
  public var offerID: String? { offer?.id }
  /// How the offer was paid, as the App Store names it (`"FREE_TRIAL"`; before iOS 17.2).
  public var offerPaymentModeStringRepresentation: String? { offer?.paymentMode?.rawValue }

  /// An offer a transaction was bought with.
  public struct Offer: Hashable, Sendable {
    /// Its identifier (none for an introductory offer).
    public let id: String?
    /// Its kind.
    public let type: OfferType
    /// How it was paid.
    public let paymentMode: PaymentMode?

    /// How an offer is paid, with the App Store's names.
    public struct PaymentMode: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
      public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
      public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
    }
  }

  /// A kind of offer.
  public struct OfferType: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let introductory = OfferType(rawValue: 1)
    public static let promotional = OfferType(rawValue: 2)
    public static let code = OfferType(rawValue: 3)
    public static let winBack = OfferType(rawValue: 4)
  }

  /// Tells the App Store the app has delivered it.
  public func finish() async {}

  /// A sequence of transactions: empty, or, for `updates`, one that waits until its task is
  /// cancelled.
  public struct Transactions: AsyncSequence, Sendable {
    public typealias Element = VerificationResult<Transaction>
    let waits: Bool

    public struct AsyncIterator: AsyncIteratorProtocol {
      let waits: Bool
      public mutating func next() async -> VerificationResult<Transaction>? {
        while waits, !Task.isCancelled {
          try? await Task.sleep(nanoseconds: 3_600_000_000_000)
        }
        return nil
      }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(waits: waits) }
  }

  /// What the user owns now: nothing here.
  public static var currentEntitlements: Transactions { Transactions(waits: false) }
  /// What the user owns of `productID`: nothing here.
  public static func currentEntitlements(for productID: String) -> Transactions { Transactions(waits: false) }
  /// Every transaction: none here.
  public static var all: Transactions { Transactions(waits: false) }
  /// Transactions not finished yet: none here.
  public static var unfinished: Transactions { Transactions(waits: false) }
  /// Transactions as they happen: none happens; it waits until its task is cancelled.
  public static var updates: Transactions { Transactions(waits: true) }
  /// The latest transaction of `productID`: none here.
  public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
  /// What the user owns of `productID`: nothing here.
  public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
    nil
  }
}

extension Transaction {
  /// Why a purchase was revoked, as StoreKit's `Transaction.RevocationReason`.
  public struct RevocationReason: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// An issue in the app.
    public static let developerIssue = RevocationReason(rawValue: 1)
    /// Another reason.
    public static let other = RevocationReason(rawValue: 0)
    /// The reason, in words.
    public var localizedDescription: String {
      self == .developerIssue ? "An issue with the app." : "Another reason."
    }
  }
}

extension Product {
  /// Which plans of a subscription group a store shows the subscriber, as StoreKit's
  /// `Product.SubscriptionRelationship` (kept: the plans are a placeholder here).
  public struct SubscriptionRelationship: Hashable, Sendable {
    let name: String
    /// Every plan.
    public static let all = SubscriptionRelationship(name: "all")
    /// Plans of a higher level.
    public static let upgrade = SubscriptionRelationship(name: "upgrade")
    /// Plans of a lower level.
    public static let downgrade = SubscriptionRelationship(name: "downgrade")
    /// Plans of the same level.
    public static let crossgrade = SubscriptionRelationship(name: "crossgrade")
    /// The current plan.
    public static let current = SubscriptionRelationship(name: "current")
  }
}
