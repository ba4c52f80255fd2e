import RevenueCat
import SwiftUI

@MainActor
final class PurchaseStore: ObservableObject {
  @Published var packages: [Package] = []

  func load() async throws {
    packages = try await Purchases.shared.offerings().current?.availablePackages ?? []
  }
}
