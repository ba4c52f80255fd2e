import CoreData
import Foundation
import Testing

/// Batch deletes and updates change the saved objects in the store itself: a new fetch sees the
/// change; objects not saved are not touched; other requests are a clear error.
@Suite("Batch requests")
struct BatchRequestTests {
  @Test func aBatchDeleteRemovesTheSavedObjectsThatMatch() throws {
    let context = try Library.container().viewContext
    let (_, _, books) = Library.stock(context)
    try context.save()
    let unsaved = Book(context: context)
    unsaved.title = "Draft"
    unsaved.pages = 10
    let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: "Book")
    fetch.predicate = NSPredicate(format: "pages < %d", 400)
    let request = NSBatchDeleteRequest(fetchRequest: fetch)
    request.resultType = .resultTypeObjectIDs
    let result = try #require(context.execute(request) as? NSBatchDeleteResult)
    let deleted = try #require(result.result as? [NSManagedObjectID])
    let short = books.filter { $0.pages < 400 }
    #expect(Set(deleted.map(ObjectIdentifier.init)) == Set(short.map { ObjectIdentifier($0.objectID) }))
    #expect(!short.isEmpty)
    // A fresh context over the store sees them gone; the draft, never saved, is still pending.
    let fresh = context.persistentStoreCoordinator.map { coordinator in
      let other = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
      other.persistentStoreCoordinator = coordinator
      return other
    }
    let left = try #require(fresh).fetch(Book.fetchRequest()).compactMap(\.title)
    #expect(Set(left) == Set(books.filter { $0.pages >= 400 }.compactMap(\.title)))
    #expect(context.insertedObjects.contains(unsaved))
  }

  @Test func aBatchUpdateSetsValuesInTheStoreAndCountsThem() throws {
    let container = try Library.container()
    let context = container.viewContext
    let (_, _, books) = Library.stock(context)
    try context.save()
    let request = NSBatchUpdateRequest(entityName: "Book")
    request.propertiesToUpdate = ["favourite": true]
    request.resultType = .updatedObjectsCountResultType
    let result = try #require(context.execute(request) as? NSBatchUpdateResult)
    #expect(result.result as? Int == books.count)
    let other = container.newBackgroundContext()
    #expect(try other.fetch(Book.fetchRequest()).allSatisfy(\.favourite))
  }

  @Test func anotherRequestIsAnErrorThatSaysWhatRuns() throws {
    let context = try Library.container().viewContext
    #expect(throws: CoreDataError.unsupportedRequest("NSFetchRequest<Book>")) {
      try context.execute(Book.fetchRequest())
    }
  }
}
