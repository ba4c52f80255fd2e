import SwiftUI

struct PremiumView: View {
  @StateObject private var store = PurchaseStore()

  var body: some View {
    List(store.products, id: \.id) { product in
      Text(product.displayName)
    }
  }
}

#Preview {
  PremiumView()
}
