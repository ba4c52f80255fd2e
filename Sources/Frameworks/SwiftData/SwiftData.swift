// SwiftData under its own name where Apple's is not: models kept in memory, as an app's previews
// keep theirs. `@Model` classes are observable and persistent; a `ModelContainer` holds a store
// in memory (a configuration that asks for a file is kept in memory too: nothing is written);
// a `ModelContext` inserts, deletes, fetches with Foundation's `#Predicate` and sort
// descriptors, counts, saves and rolls back; SwiftUI's `@Query` and `.modelContainer` (in the
// SwiftUI layer) follow it. Deleting a model follows each relationship's delete rule: cascade
// deletes the related models, nullify (the default) makes them forget the deleted one; a
// relationship given an `inverse:` is kept both ways when either side is set; deny makes the save
// throw while the related models are not deleted. Not here: an inverse SwiftData would infer without `inverse:` is not
// kept, and migrations are not run (there is nothing on disk to migrate).
@_exported import Foundation
@_exported import Observation

/// Makes a class a model: each stored property becomes persisted and observed, and the class
/// conforms to `PersistentModel` and `Observable`.
@attached(
  member, names: named(_$observationRegistrar), named(_$backing), named(access), named(withMutation),
  named(_$relationships), named(_$forget), named(_$inverses))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "LegiblePreviewMacros", type: "ModelMacro")

/// Makes an actor a model actor: a context of its own over the container it is made with.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "LegiblePreviewMacros", type: "ModelActorMacro")

/// What `@Model` puts on each persisted property.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() =
  #externalMacro(module: "LegiblePreviewMacros", type: "PersistedPropertyMacro")

/// Options for a persisted property (`.unique`, `.externalStorage`…), accepted.
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "LegiblePreviewMacros", type: "NothingMacro")

/// A relationship's delete rule, followed when a model is deleted, and its inverse, kept in step
/// when either side is set (`@Model` reads both).
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil,
  hashModifier: String? = nil
) = #externalMacro(module: "LegiblePreviewMacros", type: "NothingMacro")

/// A property a model does not persist or observe.
@attached(peer)
public macro Transient() = #externalMacro(module: "LegiblePreviewMacros", type: "NothingMacro")

/// Properties whose values are unique together, accepted.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "LegiblePreviewMacros", type: "NothingMacro")

/// Properties to index, accepted.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
  #externalMacro(module: "LegiblePreviewMacros", type: "NothingMacro")
