import DynamicType
import Foundation
import LegibleUI
import Testing

import class Legible.Screen

/// A `Table` on an iPhone is a plain list of its rows, each showing its first column alone, with
/// no column headers; sections keep their headers; it grows with the text size as a list does.
@MainActor @Suite struct TableTests {
  struct Order: Identifiable {
    var id: String
    var donuts: Int
    var status: String
  }

  static let orders = [
    Order(id: "Order#1203", donuts: 12, status: "Ready"),
    Order(id: "Order#1204", donuts: 3, status: "Preparing"),
    Order(id: "Order#1205", donuts: 40, status: "Placed"),
  ]

  struct OrdersTable: View {
    @State private var selection: Set<Order.ID> = []
    @State private var sortOrder = [KeyPathComparator(\Order.donuts, order: .reverse)]
    var body: some View {
      Table(selection: $selection, sortOrder: $sortOrder) {
        TableColumn("Order", value: \.id) { order in
          Text(order.id).frame(maxWidth: .infinity, alignment: .leading)
        }
        TableColumn("Donuts", value: \.donuts) { order in Text("\(order.donuts) donuts") }
        TableColumn("Status", value: \.status)
        TableColumn("Details") { _ in Image(systemName: "ellipsis.circle") }
          .width(60)
      } rows: {
        Section("Today") {
          ForEach(TableTests.orders.sorted(using: sortOrder)) { order in
            TableRow(order)
          }
        }
      }
      .tableStyle(.inset)
    }
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func anIPhoneShowsTheFirstColumnAsAListUnderTheSectionsHeader(_ category: DynamicType.ContentSizeCategory)
    throws
  {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(OrdersTable())
    // The rows in the app's order (sorted by donuts, most first), the first column only.
    let shown = screen.texts.filter { $0.hasPrefix("Order#") || $0.contains("donuts") || $0 == "Ready" }
    #expect(shown == ["Order#1205", "Order#1203", "Order#1204"], "\(screen.texts)")
    #expect(!screen.texts.contains("Order") && !screen.texts.contains("Donuts"), "no column headers")
    let header = try #require(screen.snapshot().allNodes.first { $0.text?.string.uppercased() == "TODAY" })
    let first = try #require(screen.node(showing: "Order#1205"))
    let second = try #require(screen.node(showing: "Order#1203"))
    #expect(header.frame.maxY <= first.frame.minY)
    // Rows at least 44 points apart, and further at AX5, where the text is larger.
    #expect(second.frame.minY - first.frame.minY >= 44 - 0.5)
    if category == .accessibilityExtraExtraExtraLarge {
      #expect(second.frame.minY - first.frame.minY > first.frame.height)
    }
  }

  @Test func aTableOfDataShowsEachValueInItsFirstColumn() throws {
    let screen = try realScreen()
    screen.host(
      Table(Self.orders) {
        TableColumn("Status", value: \.status)
        TableColumn("Order") { order in Text(order.id) }
      })
    #expect(screen.texts == ["Ready", "Preparing", "Placed"])
  }

  @Test func aTableWithoutColumnsOrRowsShowsNothingAndDoesNotFail() throws {
    let screen = try realScreen()
    screen.host(Table([Order]()) { TableColumn("Status", value: \.status) })
    #expect(screen.texts.isEmpty)
  }
}
