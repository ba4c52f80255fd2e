import SwiftUI

struct Product: Identifiable {
  let id = UUID()
  let name: String
  let price: Double
  let rating: Int
  let color: Color
}

struct ProductCard: View {
  let product: Product

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      RoundedRectangle(cornerRadius: 12)
        .fill(product.color.gradient)
        .aspectRatio(1, contentMode: .fit)
        .overlay(alignment: .topTrailing) {
          Image(systemName: "heart")
            .padding(8)
            .background(.ultraThinMaterial, in: Circle())
            .padding(8)
        }

      Text(product.name)
        .font(.subheadline.weight(.semibold))
        .lineLimit(2)

      HStack(spacing: 2) {
        ForEach(0..<5) { index in
          Image(systemName: index < product.rating ? "star.fill" : "star")
            .foregroundColor(.orange)
            .font(.caption2)
        }
      }

      Text(product.price, format: .currency(code: "USD"))
        .font(.headline)
    }
  }
}

struct ProductGrid: View {
  let products = [
    Product(name: "Wireless Headphones", price: 199.99, rating: 4, color: .blue),
    Product(name: "Smart Watch", price: 299.0, rating: 5, color: .pink),
    Product(name: "Portable Speaker", price: 89.5, rating: 3, color: .green),
    Product(name: "Charging Dock", price: 39.99, rating: 4, color: .purple),
  ]

  let columns = [GridItem(.flexible()), GridItem(.flexible())]

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 16) {
          ForEach(products) { product in
            ProductCard(product: product)
          }
        }
        .padding()
      }
      .navigationTitle("Shop")
    }
  }
}

struct ProductGrid_Previews: PreviewProvider {
  static var previews: some View {
    ProductGrid()
  }
}
