import Foundation
import LegibleUI
import Testing

/// A list's rows made from a collection, and the accessibility modifiers of SwiftUI's first
/// release, as apps still write them.
@MainActor @Suite struct DynamicViewContentTests {
  struct Shopping: View {
    @State var items = ["Flour", "Tomatoes", "Basil"]
    var body: some View {
      List {
        ForEach(items, id: \.self) { item in
          Text(item).accessibility(identifier: "item-\(item)").accessibility(label: Text("Buy \(item)"))
        }
        .onDelete { items.remove(atOffsets: $0) }
        .dropDestination(for: String.self) { dropped, offset in items.insert(contentsOf: dropped, at: offset)
        }
      }
      .draggable("list") { Text("Shopping") }
      .dropDestination(for: String.self) { _, _ in false }
    }
  }

  /// The collection a row's content is made from, read through the protocol.
  func count<Content: DynamicViewContent>(of content: Content) -> Int { content.data.count }

  @Test func rowsMadeFromACollectionKeepTheirDataAndActions() throws {
    let each = ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { _ in }
    #expect(count(of: each) == 2 && each.deleteAction != nil)
    let screen = try realScreen()
    screen.host(Shopping())
    #expect(screen.texts == ["Flour", "Tomatoes", "Basil"])
    let snapshot = screen.snapshot()
    #expect(snapshot.node("item-Basil")?.accessibilityLabel == "Buy Basil")
  }
}
