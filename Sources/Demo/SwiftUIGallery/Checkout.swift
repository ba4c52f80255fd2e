import SwiftUI

struct CartLine: Identifiable {
  let id = UUID()
  let name: String
  var quantity: Int
  let price: Decimal
}

struct CheckoutView: View {
  @State private var lines = [
    CartLine(name: "Margherita pizza", quantity: 2, price: 9.5),
    CartLine(name: "Garlic bread", quantity: 1, price: 4.25),
    CartLine(name: "Sparkling water", quantity: 3, price: 1.8),
  ]
  @State private var tip = 10
  @State private var showingConfirmation = false

  var subtotal: Decimal { lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }

  var body: some View {
    NavigationStack {
      Form {
        Section("Your order") {
          ForEach($lines) { $line in
            Stepper(value: $line.quantity, in: 0...10) {
              HStack {
                Text(line.name)
                Spacer()
                Text("×\(line.quantity)")
                  .foregroundStyle(.secondary)
              }
            }
          }
        }

        Section("Tip") {
          Picker("Tip", selection: $tip) {
            ForEach([0, 10, 15, 20], id: \.self) { percent in
              Text("\(percent)%").tag(percent)
            }
          }
          .pickerStyle(.segmented)
        }

        Section {
          LabeledContent("Subtotal", value: subtotal, format: .currency(code: "EUR"))
          LabeledContent("Delivery", value: "Free")
          HStack {
            Text("Total").bold()
            Spacer()
            Text(subtotal * Decimal(100 + tip) / 100, format: .currency(code: "EUR")).bold()
          }
        }

        Section {
          Button("Place order") { showingConfirmation = true }
            .frame(maxWidth: .infinity)
        }
      }
      .navigationTitle("Checkout")
      .alert("Order placed", isPresented: $showingConfirmation) {
        Button("OK", role: .cancel) {}
      } message: {
        Text("Your food will arrive in about 30 minutes.")
      }
    }
  }
}

struct CheckoutView_Previews: PreviewProvider {
  static var previews: some View {
    CheckoutView()
  }
}
