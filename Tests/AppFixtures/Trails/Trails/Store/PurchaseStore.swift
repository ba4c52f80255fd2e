import StoreKit
import SwiftUI

@MainActor
final class PurchaseStore: ObservableObject {
  @Published var products: [Product] = []

  func load() async throws {
    products = try await Product.products(for: ["trails.premium"])
  }
}
