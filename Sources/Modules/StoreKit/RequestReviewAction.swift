import LegibleUI

/// Asks the user to rate the app, as SwiftUI's `RequestReviewAction`
/// (`@Environment(\.requestReview)`): recorded in `StoreLog`; on a device the system decides
/// whether to show the prompt, and a preview shows none.
public struct RequestReviewAction: Sendable {
  /// Asks for a rating.
  @MainActor public func callAsFunction() { StoreLog.shared.record("review requested") }
}

/// Buys a product, as SwiftUI's `PurchaseAction` (`@Environment(\.purchase)`): as
/// `Product.purchase(options:)`, recorded and ended as a user closing the sheet does.
public struct PurchaseAction: Sendable {
  /// Buys `product`.
  @MainActor public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = [])
    async throws -> Product.PurchaseResult
  {
    try await product.purchase(options: options)
  }
}

private struct RequestReviewKey: EnvironmentKey {
  static var defaultValue: RequestReviewAction { RequestReviewAction() }
}
private struct PurchaseKey: EnvironmentKey { static var defaultValue: PurchaseAction { PurchaseAction() } }

extension EnvironmentValues {
  /// Asks the user to rate the app (recorded here).
  public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
  /// Buys a product (recorded here; nothing is bought).
  public var purchase: PurchaseAction { self[PurchaseKey.self] }
}
