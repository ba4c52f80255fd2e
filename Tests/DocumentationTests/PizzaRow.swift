import LegibleUI

/// A row of the LegibleUI overview.
struct PizzaRow: View {
  let name: String
  @State private var added = false
  @Environment(\.dynamicTypeSize) private var size

  var body: some View {
    let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
    layout {
      Text(name).font(.headline)
      Button(added ? "Added" : "Add") { added.toggle() }
    }
    .padding(16)
  }
}
