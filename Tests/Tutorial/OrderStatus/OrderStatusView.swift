import SwiftUI

/// What the customer sees while their order is on its way.
public struct OrderStatusView: View {
  /// A blue dark enough for small text on white (4.5:1 and more); iOS's system blue has 4.0:1.
  static let link = Color(red: 0, green: 0.4, blue: 0.8)

  @Environment(\.dynamicTypeSize) private var size

  public init() {}

  public var body: some View {
    let layout =
      size.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Text("Your order").font(.largeTitle)
        layout {
          Image(systemName: "checkmark.circle.fill")
          Text("Margherita, Pepperoni and a large lemonade").wordFitting(.shrinks())
          Button {
          } label: {
            Text("Track").frame(minWidth: 44, minHeight: 44)
          }
          .foregroundColor(Self.link)
        }
        Text("Arriving in 25 minutes at 12 Baker Street").font(.headline)
        Button {
        } label: {
          Text("Call the courier").frame(minHeight: 44)
        }
        .foregroundColor(Self.link)
      }
      .padding(16)
    }
  }
}
