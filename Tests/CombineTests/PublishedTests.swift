import Combine
import Foundation
import Testing

@Suite("ObservableObject and @Published")
struct PublishedTests {
  final class Order: ObservableObject {
    @Published var items: [String] = []
    @Published var note = ""
  }

  @Test func objectWillChangeIsSentBeforeTheChange() {
    let order = Order()
    var seen: [[String]] = []
    let token = order.objectWillChange.sink { seen.append(order.items) }
    order.items.append("Margherita")
    order.items.append("Diavola")
    #expect(seen == [[], ["Margherita"]])
    #expect(order.items == ["Margherita", "Diavola"])
    token.cancel()
  }

  @Test func theProjectedPublisherGivesTheCurrentValueThenEachNewOne() {
    let order = Order()
    order.note = "ring twice"
    var notes: [String] = []
    var heldWhenSent: [String] = []
    let token = order.$note.sink {
      notes.append($0)
      heldWhenSent.append(order.note)
    }
    order.note = "leave at door"
    #expect(notes == ["ring twice", "leave at door"])
    #expect(heldWhenSent == ["ring twice", "ring twice"])
    token.cancel()
  }

  @Test func assignToAPublishedPropertyTellsTheObject() {
    final class Search: ObservableObject {
      @Published var query = ""
      @Published var results: [String] = []
      init() {
        $query.map { query in ["Margherita", "Marinara", "Diavola"].filter { $0.hasPrefix(query) } }
          .assign(to: &$results)
      }
    }
    let search = Search()
    var changes = 0
    let token = search.objectWillChange.sink { changes += 1 }
    search.query = "Mar"
    #expect(search.results == ["Margherita", "Marinara"])
    #expect(changes == 2)
    token.cancel()
  }

  @Test func anObjectWithoutPublishedPropertiesKeepsOnePublisher() {
    // A model that announces its changes by hand: what it sends reaches who subscribed.
    final class Cart: ObservableObject {
      var count = 0 {
        willSet { objectWillChange.send() }
      }
    }
    let cart = Cart()
    var changes = 0
    let token = cart.objectWillChange.sink { changes += 1 }
    cart.count = 1
    cart.count = 2
    #expect(changes == 2)
    #expect(cart.objectWillChange === cart.objectWillChange)
    token.cancel()
  }

  @Test func aCustomPublisherCanBeTheObjectsPublisher() {
    final class Clock: ObservableObject {
      let objectWillChange = PassthroughSubject<Void, Never>()
    }
    let clock = Clock()
    var ticks = 0
    let token = clock.objectWillChange.sink { ticks += 1 }
    clock.objectWillChange.send()
    #expect(ticks == 1)
    token.cancel()
  }
}
