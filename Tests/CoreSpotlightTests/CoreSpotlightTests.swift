import AppIntents
import CoreSpotlight
import Foundation
import Testing
import UniformTypeIdentifiers

/// Items given to the index are kept for the run, replaced by identifier and deleted by
/// identifier or group; app entities are indexed under their type.
@Suite(.serialized) struct CoreSpotlightTests {
  private func item(_ id: String, _ domain: String?, _ title: String) -> CSSearchableItem {
    let attributes = CSSearchableItemAttributeSet(contentType: .content)
    attributes.title = title
    return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
  }

  @Test func itemsAreKeptReplacedAndDeletedByIdentifierOrGroup() async throws {
    let index = CSSearchableIndex(name: "test")
    try await index.indexSearchableItems([
      item("1", "pizza.menu", "Margherita"), item("2", "pizza.orders", "Order 7"), item("3", nil, "Help"),
    ])
    try await index.indexSearchableItems([item("1", "pizza.menu", "Margherita DOP")])
    #expect(index.indexedItems.map(\.attributeSet.title) == ["Margherita DOP", "Order 7", "Help"])
    #expect(index.indexedItems.first?.attributeSet.contentType == UTType.content.identifier)
    try await index.deleteSearchableItems(withDomainIdentifiers: ["pizza"])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["3"])
    try await index.deleteSearchableItems(withIdentifiers: ["3"])
    #expect(index.indexedItems.isEmpty)
    #expect(CSSearchableIndex.default() === CSSearchableIndex.default())
  }

  struct Topping: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Topping"
    static let defaultQuery = Query()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id.capitalized)" }
    struct Query: EntityQuery {
      func entities(for identifiers: [String]) async throws -> [Topping] { identifiers.map(Topping.init) }
    }
  }

  @Test func appEntitiesAreIndexedUnderTheirTypeWithTheirTitle() async throws {
    let index = CSSearchableIndex(name: "entities")
    try await index.indexAppEntities([Topping(id: "basil"), Topping(id: "olives")])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["basil", "olives"])
    #expect(index.indexedItems.map(\.attributeSet.title) == ["Basil", "Olives"])
    #expect(index.indexedItems.allSatisfy { $0.domainIdentifier == "Topping" })
    try await index.deleteAppEntities(identifiedBy: ["basil"], ofType: Topping.self)
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["olives"])
  }
}

/// An entity's identity names its type and identifier; a user activity keeps it; an open intent
/// brings the app to the front on its target.
@Suite struct EntityIdentifierTests {
  struct Pizza: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pizza"
    static let defaultQuery = Query()
    let id: UUID
    var displayRepresentation: DisplayRepresentation { "Margherita" }
    struct Query: EntityQuery {
      func entities(for identifiers: [UUID]) async throws -> [Pizza] { identifiers.map(Pizza.init) }
    }
  }

  struct OpenPizzaIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Pizza"
    @Parameter(title: "Pizza") var target: Pizza
    func perform() async throws -> some IntentResult { .result() }
  }

  @Test func anEntitysIdentityNamesItsTypeAndIdentifier() throws {
    let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    let identity = EntityIdentifier(for: Pizza(id: id))
    #expect(identity == EntityIdentifier(for: Pizza.self, identifier: id))
    #expect(identity.typeIdentifier == "Pizza" && identity.instanceIdentifier == id.uuidString)
    #expect(UUID.entityIdentifier(for: identity.instanceIdentifier) == id)
    let activity = NSUserActivity(activityType: "com.example.pizza")
    activity.appEntityIdentifier = identity
    #expect(activity.appEntityIdentifier == identity)
    #expect(OpenPizzaIntent.openAppWhenRun)
  }
}
