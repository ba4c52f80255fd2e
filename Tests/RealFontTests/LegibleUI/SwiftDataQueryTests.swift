import LegibleUI
import SwiftData
import Testing

import class Legible.Screen

@Model final class Order {
  var customer: String
  var total: Double
  var delivered = false
  init(customer: String, total: Double) {
    self.customer = customer
    self.total = total
  }
}

/// `@Query` and `.modelContainer`: a screen's models, in memory, as an app's previews have them.
@MainActor @Suite(.serialized) struct SwiftDataQueryTests {
  struct OrderList: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Order.total, order: .reverse) private var orders: [Order]
    @Query(filter: #Predicate<Order> { !$0.delivered }) private var open: [Order]

    var body: some View {
      VStack {
        Text("\(orders.count) orders, \(open.count) open")
        ForEach(orders) { order in
          Text("\(order.customer): \(order.delivered ? "delivered" : "on its way")")
        }
        Button("Add") { context.insert(Order(customer: "Chen", total: 30)) }.accessibilityIdentifier("add")
        Button("Deliver") { orders.first?.delivered = true }.accessibilityIdentifier("deliver")
      }
    }
  }

  func sample() throws -> ModelContainer {
    let container = try ModelContainer(
      for: Order.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Order(customer: "Ana", total: 12))
    container.mainContext.insert(Order(customer: "Bo", total: 20))
    return container
  }

  @Test func aQueryShowsTheContainersModelsSortedAndFiltered() throws {
    let screen = try realScreen()
    screen.host(OrderList().modelContainer(try sample()))
    #expect(screen.texts.prefix(3) == ["2 orders, 2 open", "Bo: on its way", "Ana: on its way"])
  }

  @Test func anInsertAndAChangeReachTheScreen() throws {
    let screen = try realScreen()
    screen.host(OrderList().modelContainer(try sample()))
    screen.tap(viewWithIdentifier: "add")
    #expect(screen.texts.prefix(2) == ["3 orders, 3 open", "Chen: on its way"])
    screen.tap(viewWithIdentifier: "deliver")
    #expect(screen.texts.prefix(2) == ["3 orders, 2 open", "Chen: delivered"])
  }

  /// A view whose `@Query` has no arguments: its memberwise initializer does not ask for it, as
  /// in an app's `#Preview { OrderCount(title: "Orders") }`.
  struct OrderCount: View {
    @Query var orders: [Order]
    var title: String
    var body: some View { Text("\(title): \(orders.count)") }
  }

  @Test func aQueryWithoutArgumentsIsLeftOutOfTheMemberwiseInitializer() throws {
    let screen = try realScreen()
    screen.host(OrderCount(title: "Orders").modelContainer(try sample()))
    #expect(screen.texts.first == "Orders: 2")
  }

  @Test func withoutAContainerAQueryIsEmpty() throws {
    let screen = try realScreen()
    screen.host(OrderList())
    #expect(screen.texts.first == "0 orders, 0 open")
  }

  @Test func aContainerForTypesIsKeptAcrossEvaluations() throws {
    let screen = try realScreen()
    screen.host(OrderList().modelContainer(for: Order.self, inMemory: true))
    screen.tap(viewWithIdentifier: "add")
    screen.tap(viewWithIdentifier: "add")
    #expect(screen.texts.first == "2 orders, 2 open")
  }

  /// An app as teams write its entry point: a settings scene first, then the window, given a
  /// model container by a scene modifier.
  struct OrdersApp: App {
    var body: some Scene {
      Settings { Text("Settings") }
      WindowGroup { OrderList() }
        .modelContainer(for: Order.self, inMemory: true)
    }
  }

  struct NoWindowApp: App {
    var body: some Scene { Settings { Text("Settings") } }
  }

  @Test func anAppOpensOnItsWindowsContentWithWhatItsScenesGiveIt() throws {
    let launch = DeclaredPreview.launchScreen(of: OrdersApp.self, file: "OrdersApp.swift", line: 3)
    #expect(launch.name == "launch screen" && launch.provider == "OrdersApp")
    let screen = try realScreen()
    screen.host(launch.make())
    // The list reads and writes the container the scene gave it.
    let before = try #require(screen.texts.first?.split(separator: " ").first.flatMap { Int($0) })
    screen.tap(viewWithIdentifier: "add")
    #expect(screen.texts.first?.hasPrefix("\(before + 1) orders") == true, "\(screen.texts)")
    let empty = try realScreen()
    empty.host(DeclaredPreview.launchScreen(of: NoWindowApp.self, file: "NoWindowApp.swift", line: 1).make())
    #expect(empty.texts.isEmpty, "an app without a window opens on nothing")
  }
}
