import Foundation
import Observation
import SwiftData
import Testing

@Model final class Topping {
  var name: String
  var vegetarian = true
  init(name: String, vegetarian: Bool = true) {
    self.name = name
    self.vegetarian = vegetarian
  }
}

@Model final class Pizza {
  @Attribute(.unique) var name: String
  var price: Double
  var added: Date
  @Relationship(deleteRule: .cascade) var toppings: [Topping] = []
  var note: String?
  @Transient var viewCount = 0

  init(name: String, price: Double, added: Date = .now, toppings: [Topping] = []) {
    self.name = name
    self.price = price
    self.added = added
    self.toppings = toppings
  }
}

@Model final class Team {
  var name: String
  @Relationship(deleteRule: .nullify, inverse: \Player.team) var players: [Player] = []
  init(name: String) { self.name = name }
}

@Model final class Kitchen {
  var name: String
  @Relationship(deleteRule: .deny) var pizzas: [Pizza] = []
  init(name: String) { self.name = name }
}

@Model final class Player {
  var name: String
  var team: Team?
  init(name: String) { self.name = name }
}

@Suite("A model context in memory")
struct ModelContextTests {
  func context() throws -> ModelContext {
    let container = try ModelContainer(
      for: Pizza.self, Topping.self, Team.self, Player.self,
      configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    return ModelContext(container)
  }

  func menu(_ context: ModelContext) {
    context.insert(Pizza(name: "Margherita", price: 8, toppings: [Topping(name: "Basil")]))
    context.insert(Pizza(name: "Diavola", price: 10, toppings: [Topping(name: "Salami", vegetarian: false)]))
    context.insert(Pizza(name: "Marinara", price: 7))
  }

  @Test func insertedModelsAreFetchedWithTheirRelatedModels() throws {
    let context = try context()
    menu(context)
    #expect(try context.fetchCount(FetchDescriptor<Pizza>()) == 3)
    // Inserting a pizza inserts its toppings.
    #expect(try context.fetch(FetchDescriptor<Topping>()).map(\.name).sorted() == ["Basil", "Salami"])
    #expect(context.hasChanges)
    try context.save()
    #expect(!context.hasChanges)
  }

  @Test func predicatesSortsAndPagesAreApplied() throws {
    let context = try context()
    menu(context)
    let cheap = FetchDescriptor<Pizza>(
      predicate: #Predicate { $0.price < 9 }, sortBy: [SortDescriptor(\.name)])
    #expect(try context.fetch(cheap).map(\.name) == ["Margherita", "Marinara"])
    var dearestFirst = FetchDescriptor<Pizza>(sortBy: [SortDescriptor(\.price, order: .reverse)])
    dearestFirst.fetchLimit = 2
    #expect(try context.fetch(dearestFirst).map(\.name) == ["Diavola", "Margherita"])
    dearestFirst.fetchOffset = 2
    #expect(try context.fetch(dearestFirst).map(\.name) == ["Marinara"])
    let search = "MAR"
    let found = FetchDescriptor<Pizza>(predicate: #Predicate { $0.name.localizedStandardContains(search) })
    #expect(try context.fetch(found).count == 2)
  }

  @Test func deletingAndRollingBack() throws {
    let context = try context()
    menu(context)
    try context.save()
    let diavola = try #require(
      try context.fetch(FetchDescriptor<Pizza>(predicate: #Predicate { $0.name == "Diavola" })).first)
    context.delete(diavola)
    #expect(diavola.isDeleted)
    #expect(try context.fetchCount(FetchDescriptor<Pizza>()) == 2)
    context.insert(Pizza(name: "Capricciosa", price: 11))
    context.rollback()
    #expect(
      try context.fetch(FetchDescriptor<Pizza>(sortBy: [SortDescriptor(\.name)])).map(\.name) == [
        "Diavola", "Margherita", "Marinara",
      ])
    try context.delete(model: Pizza.self, where: #Predicate { $0.price > 7.5 })
    #expect(try context.fetch(FetchDescriptor<Pizza>()).map(\.name) == ["Marinara"])
  }

  @Test func deletingFollowsTheDeleteRules() throws {
    let context = try context()
    menu(context)
    try context.save()
    // Cascade: a pizza's toppings go with it.
    let diavola = try #require(
      try context.fetch(FetchDescriptor<Pizza>(predicate: #Predicate { $0.name == "Diavola" })).first)
    context.delete(diavola)
    #expect(try context.fetch(FetchDescriptor<Topping>()).map(\.name) == ["Basil"])
    // Nullify: the players forget their team, and stay.
    let team = Team(name: "Naples")
    let (ada, bo) = (Player(name: "Ada"), Player(name: "Bo"))
    team.players = [ada, bo]
    context.insert(team)
    context.delete(bo)
    #expect(team.players.map(\.name) == ["Ada"])
    context.delete(team)
    #expect(ada.team == nil)
    #expect(try context.fetch(FetchDescriptor<Player>()).map(\.name) == ["Ada"])
  }

  @Test func theDenyRuleStopsTheSave() throws {
    let context = try context()
    let kitchen = Kitchen(name: "Main")
    kitchen.pizzas = [Pizza(name: "Margherita", price: 8)]
    context.insert(kitchen)
    try context.save()
    context.delete(kitchen)
    #expect(throws: SwiftDataError.deleteDenied("Kitchen")) { try context.save() }
    context.rollback()
    #expect(!kitchen.isDeleted)
    // With its pizzas deleted too, it goes.
    context.delete(kitchen.pizzas[0])
    context.delete(kitchen)
    try context.save()
  }

  @Test func anInverseIsKeptBothWays() throws {
    _ = try context()
    let (naples, rome) = (Team(name: "Naples"), Team(name: "Rome"))
    let (ada, bo) = (Player(name: "Ada"), Player(name: "Bo"))
    // Set on the side that declares the inverse…
    naples.players = [ada, bo]
    #expect(ada.team === naples && bo.team === naples)
    // …or on the other: the player moves, and the first team loses her.
    ada.team = rome
    #expect(naples.players.map(\.name) == ["Bo"])
    #expect(rome.players.map(\.name) == ["Ada"])
    rome.players.removeAll()
    #expect(ada.team == nil)
  }

  @Test func changesAreObservedAndTracked() throws {
    let context = try context()
    let pizza = Pizza(name: "Margherita", price: 8)
    context.insert(pizza)
    try context.save()
    var told = 0
    let token = context.objectWillChange.sink { told += 1 }
    let tracked = Flag()
    withObservationTracking {
      _ = pizza.price
    } onChange: {
      tracked.set()
    }
    pizza.price = 9
    #expect(tracked.isSet)
    #expect(told == 1)
    #expect(pizza.hasChanges && context.hasChanges)
    #expect(context.changedModelsArray.count == 1)
    // A transient property is neither observed nor a change.
    pizza.viewCount += 1
    #expect(told == 1)
    token.cancel()
  }

  @Test func identityIsStableAndModelsAreFoundByIt() throws {
    let context = try context()
    let pizza = Pizza(name: "Margherita", price: 8)
    let id = pizza.persistentModelID
    #expect(pizza.persistentModelID == id)
    context.insert(pizza)
    let found: Pizza? = context.registeredModel(for: id)
    #expect(found === pizza)
    #expect(id.entityName == "Pizza")
    #expect(pizza.modelContext === context)
  }
}

/// A flag set from an observation's change handler.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}

@ModelActor actor MenuImporter {
  func importMenu(_ names: [String]) throws -> Int {
    for (index, name) in names.enumerated() {
      modelContext.insert(Pizza(name: name, price: Double(8 + index)))
    }
    try modelContext.save()
    return try modelContext.fetchCount(FetchDescriptor<Pizza>())
  }
}

@Suite("A model actor")
struct ModelActorTests {
  @Test func aModelActorWorksInItsOwnContextOfTheSameStore() async throws {
    let container = try ModelContainer(
      for: Pizza.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let importer = MenuImporter(modelContainer: container)
    #expect(try await importer.importMenu(["Margherita", "Diavola"]) == 2)
    let main = ModelContext(container)
    #expect(
      try main.fetch(FetchDescriptor<Pizza>(sortBy: [SortDescriptor(\.price)])).map(\.name) == [
        "Margherita", "Diavola",
      ])
  }
}
