import Foundation
import LocalizedStrings

/// The products of a StoreKit configuration file (`.storekit`, the JSON Xcode writes for StoreKit
/// testing): with one loaded, `Product.products(for:)` finds its products, named in the language
/// being laid out where the file has it, priced in its storefront's currency, as a simulator
/// testing with the file does. `legible app` loads the app's file; a preview or test may load one
/// with `load(contentsOf:)`.
///
/// Invariant: `products` holds each product identifier once, in the file's order (products,
/// then subscriptions group by group, then non-renewing subscriptions).
public struct StoreKitConfiguration: Sendable {
  /// The file's products.
  public let products: [Product]
  /// The storefront the file tests in ("USA").
  public let storefront: String

  /// Why a configuration file could not be read.
  public struct ReadError: Error, CustomStringConvertible {
    /// What is wrong, naming the file.
    public let description: String
  }

  nonisolated(unsafe) private static var loaded: StoreKitConfiguration?
  private static let lock = NSLock()

  /// The configuration in use, if any.
  public static var current: StoreKitConfiguration? { lock.withLock { loaded } }

  /// Reads the configuration at `url` and uses it from now on.
  public static func load(contentsOf url: URL) throws {
    let data: Data
    do { data = try Data(contentsOf: url) } catch {
      throw ReadError(description: "\(url.path): cannot be read (\(error.localizedDescription))")
    }
    let configuration = try StoreKitConfiguration(data: data, file: url.lastPathComponent)
    lock.withLock { loaded = configuration }
  }

  /// Stops using a configuration: no product is found again.
  public static func unload() { lock.withLock { loaded = nil } }

  /// The configuration `data` holds; `file` names it in errors.
  public init(data: Data, file: String = "configuration") throws {
    guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw ReadError(description: "\(file): not a StoreKit configuration (its text is not a JSON object)")
    }
    let settings = root["settings"] as? [String: Any] ?? [:]
    storefront = settings["_storefront"] as? String ?? "USA"
    let currency = Self.currencies[storefront] ?? "USD"
    let fileLocale = settings["_locale"] as? String
    var seen: Set<String> = []
    var products: [Product] = []
    func add(_ entry: [String: Any], group: String?) throws {
      guard let id = entry["productID"] as? String, !id.isEmpty else {
        throw ReadError(description: "\(file): a product has no productID")
      }
      guard seen.insert(id).inserted else { return }
      products.append(
        try Self.product(entry, id: id, group: group, currency: currency, fileLocale: fileLocale, file: file))
    }
    for entry in root["products"] as? [[String: Any]] ?? [] { try add(entry, group: nil) }
    for group in root["subscriptionGroups"] as? [[String: Any]] ?? [] {
      let groupID = group["id"] as? String ?? group["name"] as? String ?? ""
      for entry in group["subscriptions"] as? [[String: Any]] ?? [] { try add(entry, group: groupID) }
    }
    for entry in root["nonRenewingSubscriptions"] as? [[String: Any]] ?? [] { try add(entry, group: nil) }
    self.products = products
  }

  /// The currency of each storefront a team is likely to test in.
  static let currencies = [
    "USA": "USD", "GBR": "GBP", "DEU": "EUR", "FRA": "EUR", "ITA": "EUR", "ESP": "EUR", "NLD": "EUR",
    "JPN": "JPY", "CHN": "CNY", "RUS": "RUB", "IND": "INR", "CAN": "CAD", "AUS": "AUD", "BRA": "BRL",
    "KOR": "KRW", "CHE": "CHF", "SWE": "SEK", "MEX": "MXN", "TUR": "TRY", "UKR": "UAH",
  ]

  private static func product(
    _ entry: [String: Any], id: String, group: String?, currency: String, fileLocale: String?, file: String
  ) throws -> Product {
    let type: Product.ProductType =
      switch entry["type"] as? String {
      case "Consumable": .consumable
      case "NonConsumable": .nonConsumable
      case "RecurringSubscription": .autoRenewable
      case "NonRenewingSubscription": .nonRenewable
      case let other:
        throw ReadError(description: "\(file): product \(id) has an unknown type \(other ?? "(none)")")
      }
    let price = decimal(entry["displayPrice"])
    let text = localization(entry["localizations"], fileLocale: fileLocale)
    var subscription: Product.SubscriptionInfo?
    if type == .autoRenewable {
      guard
        let period = (entry["recurringSubscriptionPeriod"] as? String).flatMap(
          Product.SubscriptionPeriod.init)
      else {
        throw ReadError(
          description: "\(file): subscription \(id) has no recurringSubscriptionPeriod like P1M")
      }
      subscription = Product.SubscriptionInfo(
        subscriptionGroupID: entry["subscriptionGroupID"] as? String ?? group ?? "",
        subscriptionPeriod: period,
        introductoryOffer: (entry["introductoryOffer"] as? [String: Any]).flatMap {
          offer($0, currency: currency)
        },
        promotionalOffers: [], groupLevel: entry["groupNumber"] as? Int ?? 1)
    }
    return Product(
      id: id, type: type, displayName: text.name ?? entry["referenceName"] as? String ?? id,
      description: text.description ?? "", price: price, displayPrice: written(price, currency: currency),
      isFamilyShareable: entry["familyShareable"] as? Bool ?? false, subscription: subscription,
      currencyCode: currency)
  }

  private static func offer(_ entry: [String: Any], currency: String) -> Product.SubscriptionOffer? {
    guard let period = (entry["subscriptionPeriod"] as? String).flatMap(Product.SubscriptionPeriod.init)
    else {
      return nil
    }
    let mode: Product.SubscriptionOffer.PaymentMode =
      switch entry["paymentMode"] as? String {
      case "payAsYouGo": .payAsYouGo
      case "payUpFront": .payUpFront
      default: .freeTrial
      }
    let price = mode == .freeTrial ? Decimal(0) : decimal(entry["displayPrice"])
    return Product.SubscriptionOffer(
      id: nil, type: .introductory, price: price, displayPrice: written(price, currency: currency),
      period: period, periodCount: entry["numberOfPeriods"] as? Int ?? 1, paymentMode: mode)
  }

  private static func decimal(_ value: Any?) -> Decimal {
    if let text = value as? String {
      return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
    if let number = value as? Double { return Decimal(number) }
    return 0
  }

  /// `price` written in `currency` as the language being laid out writes money.
  static func written(_ price: Decimal, currency: String) -> String {
    price.formatted(.currency(code: currency).locale(StringCatalog.formattingLocale))
  }

  /// The name and description in the language being laid out, else the file's, else the first.
  private static func localization(_ value: Any?, fileLocale: String?) -> (
    name: String?, description: String?
  ) {
    let entries = value as? [[String: Any]] ?? []
    func language(_ locale: String?) -> String? { locale.map { String($0.prefix(2)) } }
    let wanted = language(StringCatalog.language)
    let chosen =
      entries.first { language($0["locale"] as? String) == wanted && wanted != nil }
      ?? entries.first { ($0["locale"] as? String) == fileLocale }
      ?? entries.first
    return (chosen?["displayName"] as? String, chosen?["description"] as? String)
  }
}
