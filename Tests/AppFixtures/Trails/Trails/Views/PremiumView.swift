import SwiftUI

struct PremiumView: View {
  @StateObject private var store = PurchaseStore()

  var body: some View {
    List(store.packages, id: \.identifier) { package in
      Text(package.storeProduct.localizedTitle)
    }
  }
}

#Preview {
  PremiumView()
}
