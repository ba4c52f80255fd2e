import Foundation

/// Something the app sells, as Apple's `Product`: found only in a loaded StoreKit configuration
/// (`StoreKitConfiguration`), as on a simulator that tests with one; none otherwise.
public struct Product: Identifiable, Hashable, Sendable {
  /// Its identifier in the App Store.
  public let id: String
  /// Its kind.
  public let type: ProductType
  /// Its name, in the configuration's language.
  public let displayName: String
  /// What it is.
  public let description: String
  /// Its price.
  public let price: Decimal
  /// Its price written in the storefront's currency ("$4.99").
  public let displayPrice: String
  /// Whether a family shares it.
  public let isFamilyShareable: Bool
  /// Its subscription, for subscriptions.
  public let subscription: SubscriptionInfo?
  /// The currency its price is in ("USD").
  public let currencyCode: String

  /// How prices are written.
  public var priceFormatStyle: Decimal.FormatStyle.Currency {
    Decimal.FormatStyle.Currency(code: currencyCode)
  }

  /// The products of `identifiers` that the loaded configuration has, in its order; none when
  /// no configuration is loaded, as on a simulator without one.
  public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
  where Identifiers.Element == String {
    let wanted = Set(identifiers)
    return StoreKitConfiguration.current?.products.filter { wanted.contains($0.id) } ?? []
  }

  /// Buys it: recorded (`StoreLog`), then ended as a user closing the purchase sheet does
  /// (`userCancelled`): nobody confirms a purchase here.
  public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
    StoreLog.shared.record("purchase: \(id)")
    return .userCancelled
  }

  /// What the user owns of it: nothing here.
  public var currentEntitlement: VerificationResult<Transaction>? { get async { nil } }
  /// Its latest transaction: none here.
  public var latestTransaction: VerificationResult<Transaction>? { get async { nil } }

  /// A kind of product.
  public struct ProductType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let consumable = ProductType(rawValue: "Consumable")
    public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
    public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
  }

  /// How a purchase ended.
  public enum PurchaseResult: Sendable {
    case success(VerificationResult<Transaction>)
    case userCancelled
    case pending
  }

  /// Why a purchase could not start.
  public enum PurchaseError: Error, Sendable {
    case invalidQuantity, productUnavailable, purchaseNotAllowed, ineligibleForOffer,
      invalidOfferIdentifier, invalidOfferPrice, invalidOfferSignature, missingOfferParameters
  }

  /// An option of a purchase.
  public struct PurchaseOption: Hashable, Sendable {
    let name: String
    /// The app's account of the buyer.
    public static func appAccountToken(_ token: UUID) -> PurchaseOption {
      PurchaseOption(name: "appAccountToken \(token)")
    }
    /// How many to buy.
    public static func quantity(_ quantity: Int) -> PurchaseOption {
      PurchaseOption(name: "quantity \(quantity)")
    }
    /// Whether the sandbox asks a parent.
    public static func simulatesAskToBuyInSandbox(_ simulates: Bool) -> PurchaseOption {
      PurchaseOption(name: "askToBuy \(simulates)")
    }
  }

  /// The progress of a task that loads a product (`storeProductTask`).
  public enum TaskState: Sendable {
    case loading
    case unavailable
    case failure(any Error)
    case success(Product)
    /// The product once loaded.
    public var product: Product? {
      if case .success(let product) = self { return product }
      return nil
    }
  }

  /// What a subscription is: its group, its period and its offers.
  public struct SubscriptionInfo: Hashable, Sendable {
    /// The group it belongs to.
    public let subscriptionGroupID: String
    /// How long a payment lasts.
    public let subscriptionPeriod: SubscriptionPeriod
    /// Its introductory offer.
    public let introductoryOffer: SubscriptionOffer?
    /// Its promotional offers.
    public let promotionalOffers: [SubscriptionOffer]
    /// Its level in the group (1 the highest).
    public let groupLevel: Int

    /// Whether the user may take the introductory offer: yes, nothing was bought here.
    public var isEligibleForIntroOffer: Bool { get async { introductoryOffer != nil } }

    /// The user's subscriptions in the group: none here.
    public var status: [Status] { get async throws { [] } }
    /// The user's subscriptions in `groupID`: none here.
    public static func status(for groupID: String) async throws -> [Status] { [] }

    /// A subscription's state.
    public struct RenewalState: RawRepresentable, Hashable, Sendable {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }
      public static let subscribed = RenewalState(rawValue: 1)
      public static let expired = RenewalState(rawValue: 2)
      public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
      public static let inGracePeriod = RenewalState(rawValue: 4)
      public static let revoked = RenewalState(rawValue: 5)
    }

    /// How a user's subscription renews (none exists here).
    public struct RenewalInfo: Hashable, Sendable {
      /// The purchase the subscription began with.
      public let originalTransactionID: UInt64
      /// The product the user has now.
      public let currentProductID: String
      /// Whether it renews.
      public let willAutoRenew: Bool
      /// The product it renews to (nil: the current one).
      public let autoRenewPreference: String?
      /// When it renews.
      public let renewalDate: Date?
      /// Whether the App Store is still trying to bill it.
      public let isInBillingRetry: Bool
    }

    /// A user's subscription (none exists here).
    public struct Status: Hashable, Sendable {
      /// Its state.
      public let state: RenewalState
      /// Its latest transaction.
      public let transaction: VerificationResult<Transaction>
      /// How it renews.
      public let renewalInfo: VerificationResult<RenewalInfo>
      public static func == (a: Status, b: Status) -> Bool {
        a.state == b.state && a.transaction.unsafePayloadValue == b.transaction.unsafePayloadValue
      }
      public func hash(into hasher: inout Hasher) { hasher.combine(state) }
    }
  }

  /// The way subscription periods' units are written ("month").
  public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle {
    SubscriptionPeriod.Unit.FormatStyle()
  }

  /// A length of time a subscription's payment lasts.
  public struct SubscriptionPeriod: Hashable, Sendable {
    /// A unit of time.
    public enum Unit: Hashable, Sendable {
      case day, week, month, year
      /// Its name ("month").
      public var localizedDescription: String {
        switch self {
        case .day: "day"
        case .week: "week"
        case .month: "month"
        case .year: "year"
        }
      }

      /// The unit written in `style`.
      public func formatted(_ style: FormatStyle) -> String { style.format(self) }

      /// How a unit is written: its name, in English here (the storefront's language on iOS).
      public struct FormatStyle: Foundation.FormatStyle, Sendable {
        public init() {}
        public func format(_ value: Unit) -> String { value.localizedDescription }
      }
    }
    /// The unit.
    public let unit: Unit
    /// How many units.
    public let value: Int

    public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
    public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
    public static let everySixMonths = SubscriptionPeriod(unit: .month, value: 6)
    public static let yearly = SubscriptionPeriod(unit: .year, value: 1)

    /// The period an ISO 8601 duration ("P1M", "P1W", "P3D", "P1Y") names, or nil.
    init?(iso8601 text: String) {
      guard text.count >= 3, text.hasPrefix("P"), let count = Int(text.dropFirst().dropLast()) else {
        return nil
      }
      switch text.last {
      case "D": self.init(unit: .day, value: count)
      case "W": self.init(unit: .week, value: count)
      case "M": self.init(unit: .month, value: count)
      case "Y": self.init(unit: .year, value: count)
      default: return nil
      }
    }

    init(unit: Unit, value: Int) {
      self.unit = unit
      self.value = value
    }
  }

  /// An introductory or promotional offer of a subscription.
  public struct SubscriptionOffer: Hashable, Sendable {
    /// Its identifier (nil for an introductory offer).
    public let id: String?
    /// Its kind.
    public let type: OfferType
    /// Its price.
    public let price: Decimal
    /// Its price written.
    public let displayPrice: String
    /// How long each period lasts.
    public let period: SubscriptionPeriod
    /// How many periods.
    public let periodCount: Int
    /// How it is paid.
    public let paymentMode: PaymentMode

    /// A kind of offer.
    public struct OfferType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let introductory = OfferType(rawValue: "introductory")
      public static let promotional = OfferType(rawValue: "promotional")
      public static let winBack = OfferType(rawValue: "winBack")
    }
    /// How an offer is paid.
    public struct PaymentMode: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let freeTrial = PaymentMode(rawValue: "free")
      public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
      public static let payUpFront = PaymentMode(rawValue: "payUpFront")
    }
  }
}
