import Foundation

/// What goes wrong with a model, a fetch or a save, saying what to do about it.
public enum CoreDataError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// No app model has the name a container or a compiled model's URL asks for.
  case modelNotFound(String, searched: [String])
  /// A model file that cannot be read, and why.
  case unreadableModel(String, reason: String)
  /// No entity has the name, or no entity is made of the class.
  case unknownEntity(String)
  /// An object has no value for a required attribute or relationship (`NSValidationErrorMissing`).
  case missingValue(entity: String, property: String)
  /// An object is deleted while a relationship with the deny rule still refers to others.
  case deleteDenied(entity: String, relationship: String)
  /// A predicate format string Legible cannot parse or evaluate, and where it stops.
  case unsupportedPredicate(String, reason: String)
  /// A fetch from a context over no store (SwiftUI's default context, when no view above sets
  /// one).
  case noStore(String)
  /// A store was asked for with no model to hold.
  case noModel(String)
  /// A store file an app asked to read (stores are in memory here).
  case storeFileNotRead(String)
  /// A request `execute(_:)` does not run here.
  case unsupportedRequest(String)

  public var description: String {
    switch self {
    case .modelNotFound(let name, let searched):
      let list =
        searched.isEmpty ? "no model was listed" : "the models are \(searched.joined(separator: ", "))"
      return
        "Core Data: no data model named \(name) (\(list)); `legible app` lists the app's .xcdatamodeld folders,"
        + " or set NSManagedObjectModel.appModels"
    case .unreadableModel(let path, let reason):
      return "Core Data: cannot read the data model \(path): \(reason)"
    case .unknownEntity(let name):
      return
        "Core Data: the model has no entity \(name); check the entity's name and its class in the .xcdatamodeld"
    case .missingValue(let entity, let property):
      return
        "Core Data: \(entity).\(property) is required and has no value (NSValidationErrorMissing); give it one"
        + " before saving or make it optional in the model"
    case .deleteDenied(let entity, let relationship):
      return "Core Data: a deleted \(entity) still has objects in \(relationship), whose delete rule is Deny;"
        + " remove them first"
    case .unsupportedPredicate(let format, let reason):
      return "Core Data: the predicate \"\(format)\" is not supported here: \(reason)"
    case .noStore(let entity):
      return
        "Core Data: a fetch of \(entity) from a context that is not connected to a persistent store coordinator;"
        + " give the view one with .environment(\\.managedObjectContext, container.viewContext)"
    case .storeFileNotRead(let name):
      return "Core Data: the store file \(name) cannot be read here, where stores are in memory;"
        + " a preview starts from an empty store and inserts its own sample objects"
    case .unsupportedRequest(let kind):
      return "Core Data: execute(_:) runs batch delete and batch update requests here, not \(kind);"
        + " fetch with fetch(_:), and insert objects one by one"
    case .noModel(let name):
      return "Core Data: the container \(name) has no model; give it one or add its .xcdatamodeld to the app"
    }
  }

  public var errorDescription: String? { description }
}
