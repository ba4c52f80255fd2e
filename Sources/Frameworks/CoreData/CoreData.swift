// Core Data under its own name where Apple's is not: an app's managed objects kept in memory,
// as its previews keep theirs. The model comes from the app's `.xcdatamodeld` (read from its
// XML, as Xcode's compiler reads it) or is built in code; `NSManagedObject` subclasses declare
// their properties with `@NSManaged` as on iOS (`legible app` builds them with `@Managed`, the
// macro that stands for it here, and generates the classes Xcode generates for entities whose
// code generation is "Class Definition" or "Category/Extension"). An `NSPersistentContainer`
// loads an in-memory store whatever its description asks; contexts insert, delete (with each
// relationship's delete rule), keep inverse relationships both ways, fetch with
// `NSPredicate(format:)` in the format strings apps use and `NSSortDescriptor`, save (checking
// required attributes), roll back and merge into each other. SwiftUI's `@FetchRequest` and
// `@Environment(\.managedObjectContext)` follow them (in the SwiftUI layer).
//
// Not here: nothing is written to disk, so there is nothing to migrate; CloudKit never syncs
// (`NSPersistentCloudKitContainer` is a container like the others); `NSFetchedResultsController`,
// batch requests, undo managers, derived attributes and fetched properties are not available;
// a compiled model (`.momd`) cannot be read (the `.xcdatamodeld` it is compiled from can).
import Combine
@_exported import Foundation

/// Stands for `@NSManaged` on a property: an attribute or relationship whose value the managed
/// object keeps under the property's name. `@NSManaged` needs the Objective-C runtime;
/// `legible app` writes `@Managed` in its place in the copies of the app's files it builds.
@attached(accessor, names: named(get), named(set))
public macro Managed() = #externalMacro(module: "LegiblePreviewMacros", type: "ManagedMacro")

/// Stands for `@NSManaged` on a relationship accessor as Xcode generates them
/// (`addToItems(_:)`, `removeFromItems(_:)`, `insertIntoItems(_:at:)`…): it writes the body.
@attached(body)
public macro ManagedAccessor() = #externalMacro(module: "LegiblePreviewMacros", type: "ManagedAccessorMacro")
