import CoreData
import Foundation

// The classes of the Library model (Fixtures/Library.xcdatamodeld) as Xcode generates them,
// with `@Managed` where Xcode writes `@NSManaged` (as `legible app` builds them).

final class Shelf: NSManagedObject {}

extension Shelf {
  @nonobjc class func fetchRequest() -> NSFetchRequest<Shelf> { NSFetchRequest<Shelf>(entityName: "Shelf") }
  @Managed var name: String?
  @Managed var position: Int16
  @Managed var books: NSSet?
}

class Book: NSManagedObject {}

extension Book {
  @nonobjc class func fetchRequest() -> NSFetchRequest<Book> { NSFetchRequest<Book>(entityName: "Book") }
  @Managed var title: String?
  @Managed var pages: Int32
  @Managed var rating: Double
  @Managed var favourite: Bool
  @Managed var added: Date?
  @Managed var id: UUID?
  @Managed var shelf: Shelf?
  @Managed var authors: Set<Author>?
  @Managed var loans: NSSet?

  @ManagedAccessor func addToAuthors(_ value: Author)
  @ManagedAccessor func removeFromAuthors(_ value: Author)
  @ManagedAccessor func addToAuthors(_ values: NSSet)
}

final class Author: NSManagedObject {}

extension Author {
  @Managed var name: String?
  @Managed var books: NSSet?
}

final class Loan: NSManagedObject {}

extension Loan {
  @Managed var reader: String?
  @Managed var book: Book?
}

// `extension Loan { override func awakeFromInsert() }` as `legible app` writes it.
extension Loan: _ManagedObjectExtensionHooks {
  func _extensionAwakeFromInsert() {
    super.awakeFromInsert()
    reader = "Front desk"
  }
}

final class Audiobook: Book {}

extension Audiobook {
  @Managed var narrator: String?
}

/// The Library model and containers over it.
enum Library {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")
  static let modelURL = fixtures.appendingPathComponent("Library.xcdatamodeld")

  /// A container loaded from the fixture, as an app's `PersistenceController(inMemory: true)`.
  static func container() throws -> NSPersistentContainer {
    let model = try NSManagedObjectModel.read(modelURL)
    let container = NSPersistentContainer(name: "Library", managedObjectModel: model)
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    return container
  }

  /// Two shelves and three books.
  @discardableResult
  static func stock(_ context: NSManagedObjectContext) -> (fiction: Shelf, poetry: Shelf, books: [Book]) {
    let fiction = Shelf(context: context)
    fiction.name = "Fiction"
    fiction.position = 1
    let poetry = Shelf(context: context)
    poetry.name = "Poetry"
    poetry.position = 2
    var books: [Book] = []
    for (title, pages, shelf) in [("Émile", 300, fiction), ("Dune", 600, fiction), ("Odes", 90, poetry)] {
      let book = Book(context: context)
      book.title = title
      book.pages = Int32(pages)
      book.shelf = shelf
      books.append(book)
    }
    return (fiction, poetry, books)
  }
}
