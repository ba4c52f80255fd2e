import CoreData
import Foundation
import Testing

/// A container as an app's `PersistenceController` makes it.
@Suite("A persistent container", .serialized)
struct PersistentContainerTests {
  @Test func aContainerFindsTheAppsModelByName() throws {
    NSManagedObjectModel.appModels = [Library.modelURL]
    defer { NSManagedObjectModel.appModels = [] }
    let container = NSPersistentContainer(name: "Library")
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    #expect(failure == nil)
    #expect(container.managedObjectModel.entitiesByName["Book"] != nil)
    #expect(container.persistentStoreCoordinator.persistentStores.count == 1)
    let book = Book(context: container.viewContext)
    book.title = "Dune"
    try container.viewContext.save()
    #expect(try container.viewContext.count(for: Book.fetchRequest()) == 1)
  }

  @Test func aStoreFileCannotBeReadAndDestroyingTheStoreEmptiesIt() throws {
    let container = try Library.container()
    let coordinator = container.persistentStoreCoordinator
    Library.stock(container.viewContext)
    final class Count: @unchecked Sendable { var value = 0 }
    let saving = Count()
    let observer = NotificationCenter.default.addObserver(
      forName: .NSManagedObjectContextWillSave, object: container.viewContext, queue: nil
    ) { _ in saving.value += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }
    try container.viewContext.save()
    #expect(saving.value == 1)
    let store = try #require(coordinator.persistentStores.first)
    let url = try #require(store.url)
    let missing = URL(fileURLWithPath: "/nonexistent/backup.sqlite")
    #expect(throws: CocoaError.self) {
      try coordinator.replacePersistentStore(at: url, withPersistentStoreFrom: missing, type: .sqlite)
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("backup-\(UUID()).sqlite")
    try Data("SQLite format 3".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(throws: CoreDataError.storeFileNotRead(file.lastPathComponent)) {
      try coordinator.replacePersistentStore(at: url, withPersistentStoreFrom: file, type: .sqlite)
    }
    try coordinator.destroyPersistentStore(at: url, type: .sqlite)
    let fresh = container.newBackgroundContext()
    #expect(try fresh.count(for: Book.fetchRequest()) == 0)
  }

  @Test func aRequestRetypedKeepsWhatItAsksFor() throws {
    let container = try Library.container()
    Library.stock(container.viewContext)
    let request: NSFetchRequest<NSFetchRequestResult> = Book.fetchRequest()
    request.predicate = NSPredicate(format: "pages < 400")
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    let typed = request._retyped(as: Book.self)
    let titles = try container.viewContext.fetch(typed).map(\.title)
    #expect(titles == ["Odes", "Émile"])
  }

  @Test func aMissingModelIsAnErrorWhenTheStoresLoad() {
    NSManagedObjectModel.appModels = [Library.modelURL]
    defer { NSManagedObjectModel.appModels = [] }
    let container = NSPersistentCloudKitContainer(name: "Orders")
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    #expect("\(failure.map { "\($0)" } ?? "")".contains("no data model named Orders"))
  }

  @Test func aBackgroundSaveIsMergedIntoTheViewContext() throws {
    let container = try Library.container()
    let view = container.viewContext
    view.automaticallyMergesChangesFromParent = true
    let shelves = Library.stock(view)
    try view.save()
    let background = container.newBackgroundContext()
    background.performAndWait {
      let dune = try! background.fetch(NSFetchRequest<Book>(entityName: "Book")).first { $0.title == "Dune" }!
      dune.pages = 700
      let odes = try! background.fetch(NSFetchRequest<Book>(entityName: "Book")).first { $0.title == "Odes" }!
      background.delete(odes)
      try! background.save()
    }
    #expect(shelves.books[1].pages == 700)
    #expect(try view.fetch(NSFetchRequest<Book>(entityName: "Book")).map(\.title) == ["Émile", "Dune"])
    #expect(shelves.poetry.books?.count == 0)
  }

  @Test func aChildContextSavesIntoItsParent() throws {
    let container = try Library.container()
    let view = container.viewContext
    Library.stock(view)
    try view.save()
    let child = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    child.parent = view
    let book = Book(context: child)
    book.title = "Sappho"
    book.shelf = try child.fetch(NSFetchRequest<Shelf>(entityName: "Shelf")).first { $0.name == "Poetry" }
    #expect(try view.count(for: Book.fetchRequest()) == 3)
    try child.save()
    #expect(view.hasChanges)
    let poetry = try view.fetch(NSFetchRequest<Shelf>(entityName: "Shelf")).first { $0.name == "Poetry" }
    #expect(Set((poetry?.books?.allObjects ?? []).compactMap { ($0 as? Book)?.title }) == ["Odes", "Sappho"])
  }
}

/// A fetched results controller, as an app's view model keeps one.
@Suite("A fetched results controller")
struct FetchedResultsControllerTests {
  final class Shelves: NSFetchedResultsControllerDelegate {
    var titles: [String] = []
    var told = 0
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
      told += 1
      titles = (controller.fetchedObjects as? [Book] ?? []).compactMap(\.title)
    }
  }

  @Test func itFetchesInSectionsAndTellsItsDelegateOfChanges() throws {
    let container = try Library.container()
    let context = container.viewContext
    Library.stock(context)
    let request: NSFetchRequest<Book> = Book.fetchRequest()
    request.sortDescriptors = [
      NSSortDescriptor(key: "shelf.name", ascending: true), NSSortDescriptor(key: "title", ascending: true),
    ]
    let controller = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "shelf.name", cacheName: nil)
    let model = Shelves()
    controller.delegate = model
    try controller.performFetch()
    #expect(controller.fetchedObjects?.map(\.title) == ["Dune", "Émile", "Odes"])
    #expect(controller.sections?.map(\.name) == ["Fiction", "Poetry"])
    #expect(controller.sections?.map(\.numberOfObjects) == [2, 1])
    #expect(controller.object(at: IndexPath(indexes: [1, 0])).title == "Odes")
    let dune = controller.object(at: IndexPath(indexes: [0, 0]))
    #expect(controller.indexPath(forObject: dune) == IndexPath(indexes: [0, 0]))
    context.delete(dune)
    #expect(model.told > 0)
    #expect(model.titles == ["Émile", "Odes"])
  }
}
