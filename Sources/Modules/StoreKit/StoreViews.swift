import Foundation
import LegibleUI

/// The App Store's own merchandising views (`ProductView`, `StoreView`, `SubscriptionStoreView`)
/// need the App Store's layouts, which are not drawn here: each is a reported placeholder
/// (`unrendered-content`) at least as tall as the controls it stands for, below the team's own
/// marketing content, which is drawn and audited as any view.
struct StoreControlsPlaceholder: View {
  let api: String
  let minHeight: CGFloat

  var body: some View {
    PlatformContentPlaceholder(api).frame(minHeight: minHeight)
  }
}

/// One product with its name, description, price and buy button, as StoreKit's `ProductView`: a
/// reported placeholder here, as tall as a row with a two-line description and a button.
public struct ProductView<Icon: View>: View {
  let id: Product.ID
  let icon: Icon

  /// The product of `id`, with `icon`.
  public init(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
    self.id = id
    self.icon = icon()
  }

  public var body: some View {
    HStack {
      icon
      StoreControlsPlaceholder(api: "ProductView \(id)", minHeight: 88)
    }
  }
}

extension ProductView where Icon == EmptyView {
  /// The product of `id`.
  public init(id: Product.ID, prefersPromotionalIcon: Bool = false) {
    self.init(id: id, prefersPromotionalIcon: prefersPromotionalIcon) { EmptyView() }
  }
  /// `product`.
  public init(_ product: Product, prefersPromotionalIcon: Bool = false) {
    self.init(id: product.id, prefersPromotionalIcon: prefersPromotionalIcon) { EmptyView() }
  }
}

/// A store of several products, as StoreKit's `StoreView`: a reported placeholder filling what it
/// is given.
public struct StoreView: View {
  let ids: [Product.ID]

  /// A store of the products of `ids`.
  public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == Product.ID {
    self.ids = Array(ids)
  }
  /// A store of `products`.
  public init<C: Collection>(products: C, prefersPromotionalIcon: Bool = false) where C.Element == Product {
    ids = products.map(\.id)
  }

  public var body: some View {
    StoreControlsPlaceholder(api: "StoreView", minHeight: 88 * CGFloat(max(ids.count, 1)))
  }
}

/// A subscription store, as StoreKit's `SubscriptionStoreView`: the team's marketing content
/// above the subscription controls, which are a reported placeholder here (the App Store's
/// layout of plans and the subscribe button).
public struct SubscriptionStoreView<Content: View>: View {
  let content: Content

  /// The subscriptions of `groupID`, under `marketingContent`.
  public init(
    groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all,
    @ViewBuilder marketingContent: () -> Content
  ) {
    content = marketingContent()
  }
  /// The subscriptions of `productIDs`, under `marketingContent`.
  public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> Content)
  where C.Element == Product.ID {
    content = marketingContent()
  }

  public var body: some View {
    VStack(spacing: 0) {
      ScrollView { content.frame(maxWidth: .infinity) }
      StoreControlsPlaceholder(api: "SubscriptionStoreView", minHeight: 180)
    }
  }
}

extension SubscriptionStoreView where Content == EmptyView {
  /// The subscriptions of `groupID`.
  public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) {
    content = EmptyView()
  }
  /// The subscriptions of `productIDs`.
  public init<C: Collection>(productIDs: C) where C.Element == Product.ID { content = EmptyView() }
}

/// The buttons a store view may show.
public enum StoreButtonKind: Hashable, Sendable {
  case cancellation, restorePurchases, redeemCode, signIn, policies
}

/// How a product view lays out (kept: the views are placeholders here).
public enum ProductViewStyleKind: Hashable, Sendable { case automatic, compact, regular, large }

/// How a subscription store shows its plans (kept: the controls are a placeholder here).
public enum SubscriptionStoreControlStyleKind: Hashable, Sendable {
  case automatic, buttons, picker, prominentPicker, pagedPicker, pagedProminentPicker, compactPicker
}

extension View {
  /// Shows or hides store buttons (changes only what the store placeholder stands for).
  public func storeButton(_ visibility: Visibility, for kinds: StoreButtonKind...) -> some View { self }
  /// Sets how product views lay out (changes only what the placeholders stand for).
  public func productViewStyle(_ style: ProductViewStyleKind) -> some View { self }
  /// Sets how subscription stores show their plans (changes only what the placeholder stands for).
  public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyleKind) -> some View { self }
  /// Where the store's policies link (changes only what the placeholder stands for).
  public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind)
    -> some View
  {
    self
  }
  /// The subscribe button's label (changes only what the placeholder stands for).
  public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabelKind) -> some View { self }

  /// Loads the product of `id` when the view appears and tells `action` how it went: `unavailable`
  /// unless the loaded StoreKit configuration has it.
  public func storeProductTask(
    for id: Product.ID, priority: TaskPriority = .medium,
    action: @escaping @MainActor @Sendable (Product.TaskState) -> Void
  ) -> some View {
    task {
      let found = try? await Product.products(for: [id]).first
      await action(found.map { .success($0) } ?? .unavailable)
    }
  }

  /// Finds what the user owns of `productID` when the view appears: nothing here.
  public func currentEntitlementTask(
    for productID: String, priority: TaskPriority = .medium,
    action:
      @escaping @MainActor @Sendable (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
  ) -> some View {
    task { await action(.success(nil)) }
  }

  /// Finds the user's subscriptions in `groupID` when the view appears: none here.
  public func subscriptionStatusTask(
    for groupID: String, priority: TaskPriority = .medium,
    action:
      @escaping @MainActor @Sendable (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
  ) -> some View {
    task { await action(.success([])) }
  }

  /// Runs `action` when a purchase in a store view ends (none ends here: nothing is bought).
  public func onInAppPurchaseCompletion(
    perform action: (
      @MainActor @Sendable (Product, Result<Product.PurchaseResult, any Error>) async -> Void
    )? = nil
  ) -> some View { self }

  /// Runs `action` when a purchase in a store view starts (none starts here).
  public func onInAppPurchaseStart(perform action: (@MainActor @Sendable (Product) async -> Void)? = nil)
    -> some View
  { self }

  /// The options of purchases in store views (kept: nothing is bought).
  public func inAppPurchaseOptions(
    _ options: (@MainActor @Sendable (Product) async -> Set<Product.PurchaseOption>)?
  ) -> some View { self }

  /// Shows the App Store's subscription management while `isPresented`: a sheet holding a
  /// reported placeholder.
  public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
    sheet(isPresented: isPresented) { PlatformContentPlaceholder("manageSubscriptionsSheet") }
  }

  /// Shows the App Store's subscription management for one group while `isPresented` (iOS 17):
  /// the same reported placeholder sheet.
  public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View {
    manageSubscriptionsSheet(isPresented: isPresented)
  }

  /// Shows the App Store's offer code sheet while `isPresented`: a sheet holding a reported
  /// placeholder.
  public func offerCodeRedemption(
    isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }
  ) -> some View {
    sheet(isPresented: isPresented) { PlatformContentPlaceholder("offerCodeRedemption") }
  }

  /// Shows the App Store's refund request sheet for a transaction while `isPresented`: a sheet
  /// holding a reported placeholder.
  public func refundRequestSheet(
    for transactionID: Transaction.ID, isPresented: Binding<Bool>,
    onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil
  ) -> some View {
    sheet(isPresented: isPresented) { PlatformContentPlaceholder("refundRequestSheet") }
  }
}

/// A policy a subscription store links to.
public enum SubscriptionStorePolicyKind: Hashable, Sendable { case termsOfService, privacyPolicy }

/// The subscribe button's label.
public enum SubscriptionStoreButtonLabelKind: Hashable, Sendable {
  case automatic, action, displayName, price, multiline, singleLine
}

extension Transaction {
  /// How a refund request ended.
  public enum RefundRequestStatus: Sendable { case userCancelled, success }
  /// Why a refund request failed.
  public enum RefundRequestError: Error, Sendable { case duplicateRequest, failed }
}

extension ContainerBackgroundPlacement {
  /// A subscription store's background, behind its marketing content.
  public static let subscriptionStore = ContainerBackgroundPlacement(name: "subscriptionStore")
  /// A subscription store's background over its whole height.
  public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(
    name: "subscriptionStoreFullHeight")
  /// A subscription store's header background.
  public static let subscriptionStoreHeader = ContainerBackgroundPlacement(name: "subscriptionStoreHeader")
}
