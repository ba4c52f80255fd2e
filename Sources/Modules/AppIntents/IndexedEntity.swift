import CoreSpotlight

/// An entity the app gives Spotlight's semantic index, as AppIntents': what it shows there
/// (`attributeSet`, its display representation's title by default).
public protocol IndexedEntity: AppEntity {
  /// What the entity shows in Spotlight.
  var attributeSet: CSSearchableItemAttributeSet { get }
}

extension IndexedEntity {
  public var attributeSet: CSSearchableItemAttributeSet {
    let attributes = CSSearchableItemAttributeSet(itemContentType: "public.content")
    attributes.title = String(localized: displayRepresentation.title)
    return attributes
  }
}

extension CSSearchableIndex {
  /// Indexes `entities` as items of their type's group, identified by their identifiers.
  public func indexAppEntities<T: IndexedEntity>(_ entities: [T], priority: Int = 0) async throws {
    try await indexSearchableItems(
      entities.map { entity in
        CSSearchableItem(
          uniqueIdentifier: "\(entity.id)", domainIdentifier: String(describing: T.self),
          attributeSet: entity.attributeSet)
      })
  }

  /// Deletes the entities of `identifiers` of type `type`.
  public func deleteAppEntities<T: IndexedEntity>(identifiedBy identifiers: [T.ID], ofType type: T.Type)
    async throws
  {
    try await deleteSearchableItems(withIdentifiers: identifiers.map { "\($0)" })
  }
}
