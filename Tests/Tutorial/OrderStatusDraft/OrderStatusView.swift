import SwiftUI

/// What the customer sees while their order is on its way.
public struct OrderStatusView: View {
  public init() {}

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Your order").font(.largeTitle).lineLimit(1)
      HStack {
        Image(systemName: "checkmark.circle.fill")
        Text("Margherita, Pepperoni and a large lemonade").lineLimit(1)
        Spacer()
        Button("Track") {}
      }
      Text("Arriving in 25 minutes at 12 Baker Street").font(.headline).lineLimit(1)
      Button("Call the courier") {}
    }
    .padding(16)
  }
}
