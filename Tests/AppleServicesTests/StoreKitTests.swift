import Foundation
import LocalizedStrings
import StoreKit
import Testing

/// StoreKit as a simulator answers: no product without a configuration, the products of a
/// `.storekit` file with one, nothing bought, no transaction. On the main actor, as the other
/// tests that set the language laid out are: the language is the process's.
@MainActor @Suite("StoreKit", .serialized)
struct StoreKitTests {
  static let configuration = """
    {
      "products" : [
        { "displayPrice" : "2.99", "familyShareable" : false, "productID" : "pizza.extra.cheese",
          "referenceName" : "Extra cheese", "type" : "Consumable",
          "localizations" : [
            { "locale" : "en_US", "displayName" : "Extra cheese", "description" : "On your next pizza" },
            { "locale" : "ru", "displayName" : "Двойной сыр", "description" : "На следующую пиццу" }
          ] }
      ],
      "subscriptionGroups" : [
        { "id" : "21430101", "name" : "Pizza Club", "subscriptions" : [
          { "displayPrice" : "4.99", "familyShareable" : true, "groupNumber" : 1,
            "productID" : "club.monthly", "recurringSubscriptionPeriod" : "P1M",
            "referenceName" : "Monthly", "subscriptionGroupID" : "21430101",
            "type" : "RecurringSubscription",
            "introductoryOffer" : { "numberOfPeriods" : 1, "paymentMode" : "free", "subscriptionPeriod" : "P1W" },
            "localizations" : [ { "locale" : "en_US", "displayName" : "Pizza Club", "description" : "Free delivery" } ] }
        ] }
      ],
      "nonRenewingSubscriptions" : [ ],
      "settings" : { "_locale" : "en_US", "_storefront" : "USA" }
    }
    """

  @Test func noProductIsFoundWithoutAConfiguration() async throws {
    StoreKitConfiguration.unload()
    #expect(try await Product.products(for: ["pizza.extra.cheese"]).isEmpty)
  }

  @Test func aConfigurationsProductsAreFoundWithTheirPricesAndPeriods() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("Pizza-\(UUID()).storekit")
    try Data(Self.configuration.utf8).write(to: file)
    defer {
      StoreKitConfiguration.unload()
      try? FileManager.default.removeItem(at: file)
    }
    StringCatalog.language = "en"
    defer { StringCatalog.language = nil }
    try StoreKitConfiguration.load(contentsOf: file)
    let products = try await Product.products(for: ["club.monthly", "pizza.extra.cheese", "unknown"])
    #expect(products.map(\.id) == ["pizza.extra.cheese", "club.monthly"])
    let cheese = try #require(products.first)
    #expect(cheese.type == .consumable)
    #expect(cheese.price == Decimal(string: "2.99"))
    #expect(cheese.displayPrice == "$2.99")
    let club = try #require(products.last?.subscription)
    #expect(club.subscriptionPeriod == .monthly)
    #expect(club.introductoryOffer?.paymentMode == .freeTrial)
    #expect(club.introductoryOffer?.period == .weekly)
    #expect(club.subscriptionGroupID == "21430101")
    #expect(await club.isEligibleForIntroOffer)
    #expect(try await club.status.isEmpty)
  }

  @Test func namesComeInTheLanguageLaidOut() throws {
    StringCatalog.language = "ru"
    defer { StringCatalog.language = nil }
    let configuration = try StoreKitConfiguration(data: Data(Self.configuration.utf8))
    #expect(configuration.products.first?.displayName == "Двойной сыр")
  }

  @Test func aBrokenConfigurationSaysWhatIsWrong() {
    #expect(throws: StoreKitConfiguration.ReadError.self) {
      try StoreKitConfiguration(data: Data("not json".utf8), file: "Broken.storekit")
    }
    do {
      _ = try StoreKitConfiguration(
        data: Data(#"{"products":[{"productID":"a","type":"Gift"}]}"#.utf8), file: "Odd.storekit")
      Issue.record("an unknown type was accepted")
    } catch {
      #expect("\(error)".contains("Odd.storekit") && "\(error)".contains("Gift"))
    }
  }

  @Test func nothingIsBoughtAndNoTransactionExists() async throws {
    let configuration = try StoreKitConfiguration(data: Data(Self.configuration.utf8))
    let cheese = try #require(configuration.products.first)
    guard case .userCancelled = try await cheese.purchase() else {
      Issue.record("a purchase went through")
      return
    }
    #expect(StoreLog.shared.recorded.contains("purchase: pizza.extra.cheese"))
    var owned = 0
    for await _ in Transaction.currentEntitlements { owned += 1 }
    #expect(owned == 0)
    #expect(await Transaction.latest(for: "pizza.extra.cheese") == nil)
    // An offer's payment mode has the App Store's name, which code before iOS 17.2 compares.
    #expect(Transaction.Offer.PaymentMode.freeTrial.rawValue == "FREE_TRIAL")
  }

  @Test func updatesWaitUntilTheirTaskIsCancelled() async {
    let listener = Task {
      var count = 0
      for await _ in Transaction.updates { count += 1 }
      for await _ in Product.SubscriptionInfo.Status.updates { count += 1 }
      for await _ in Storefront.updates { count += 1 }
      for await _ in Message.messages { count += 1 }
      return count
    }
    try? await Task.sleep(nanoseconds: 20_000_000)
    listener.cancel()
    #expect(await listener.value == 0)
  }

  @Test func aPeriodsUnitIsWrittenByName() {
    let style = Product.SubscriptionPeriod.Unit.FormatStyle()
    #expect(Product.SubscriptionPeriod.Unit.month.formatted(style) == "month")
    #expect(Product.SubscriptionPeriod.Unit.year.formatted(style) == "year")
  }

  @Test func anEntitlementStateMapsItsValueOnceKnown() async {
    let known = EntitlementTaskState<[Int]>.success([1, 2, 3])
    #expect(known.map(\.count).value == 3)
    let counted = await known.map { values async in values.reduce(0, +) }
    #expect(counted.value == 6)
    #expect(EntitlementTaskState<[Int]>.loading.map(\.count).value == nil)
    #expect(Transaction.RevocationReason.developerIssue.localizedDescription == "An issue with the app.")
  }
}
