/// What the App Store tells as it happens (`Storefront.updates`,
/// `Product.SubscriptionInfo.Status.updates`): nothing happens here, so iterating waits until
/// the task is cancelled, then ends, as an app's listening task expects.
public struct StoreUpdates<Element: Sendable>: AsyncSequence, Sendable {
  public struct AsyncIterator: AsyncIteratorProtocol {
    public mutating func next() async -> Element? { await StoreUpdates.waitForCancellation() }
  }
  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }

  /// Waits until the task is cancelled; then nil, the end of the sequence.
  static func waitForCancellation<Value>() async -> Value? {
    while !Task.isCancelled { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
    return nil
  }
}

extension Storefront {
  /// The storefront as the user changes it: never here.
  public static var updates: StoreUpdates<Storefront> { StoreUpdates() }
}

extension Product.SubscriptionInfo.Status {
  /// Subscriptions as their state changes: none changes here.
  public static var updates: StoreUpdates<Product.SubscriptionInfo.Status> { StoreUpdates() }
}
