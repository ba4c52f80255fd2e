import CoreData
import Foundation
import Testing

/// Inserting, changing, deleting, saving and rolling back managed objects in memory.
@Suite("A managed object context")
struct ManagedObjectContextTests {
  func titles(_ books: NSSet?) -> Set<String> {
    Set((books?.allObjects ?? []).compactMap { ($0 as? Book)?.title })
  }

  @Test func propertiesReadAsTheirDeclaredTypesWithTheModelsDefaults() throws {
    let context = try Library.container().viewContext
    let book = Book(context: context)
    #expect(book.title == nil)
    #expect(book.pages == 0)
    #expect(book.favourite == false)
    #expect(book.authors == nil || book.authors?.isEmpty == true)
    book.pages = 320
    book.favourite = true
    book.added = Date(timeIntervalSince1970: 0)
    #expect(book.pages == 320)
    #expect(book.favourite)
    #expect(book.value(forKey: "pages") as? Int32 == 320)
    #expect(book.added == Date(timeIntervalSince1970: 0))
    #expect(book.isInserted)
    #expect(book.entity.name == "Book")
  }

  @Test func anAwakeFromInsertWrittenInAnExtensionRunsOnInsert() throws {
    let context = try Library.container().viewContext
    #expect(Loan(context: context).reader == "Front desk")
    #expect(Book(context: context).title == nil, "a class without the hook is unchanged")
  }

  @Test func aToManyRelationshipIsLoopedOverAsAppsWriteIt() throws {
    let context = try Library.container().viewContext
    let (fiction, _, _) = Library.stock(context)
    var pages: Int32 = 0
    for book in fiction.books ?? [] { pages += (book as! Book).pages }
    #expect(pages == 900)
    let empty = Shelf(context: context)
    #expect((empty.books ?? []).count == 0)
  }

  @Test func aLargeRelationshipBuiltOneObjectAtATimeKeepsEachOnceWithItsInverse() throws {
    let context = try Library.container().viewContext
    let shelf = Shelf(context: context)
    var books: [Book] = []
    for index in 0..<2000 {
      let book = Book(context: context)
      book.title = "Volume \(index)"
      book.shelf = shelf
      books.append(book)
    }
    // Setting a book's shelf again changes nothing.
    books[7].shelf = shelf
    #expect((shelf.books ?? []).count == 2000)
    #expect(books.allSatisfy { $0.shelf === shelf })
    #expect(context.insertedObjects.count == 2001)
    books[0].shelf = nil
    #expect((shelf.books ?? []).count == 1999)
    context.delete(books[1])
    #expect(context.insertedObjects.count == 2000 && !context.insertedObjects.contains(books[1]))
  }

  @Test func anObjectMadeWithoutAContextIsInNone() throws {
    _ = try Library.container()
    let book = Book()
    book.title = "Loose"
    #expect(book.title == "Loose")
    #expect(book.entity.name == "Book")
    #expect(book.managedObjectContext == nil)
  }

  @Test func anInverseRelationshipIsKeptBothWays() throws {
    let context = try Library.container().viewContext
    let (fiction, poetry, books) = Library.stock(context)
    #expect(titles(fiction.books) == ["Émile", "Dune"])
    // Moving a book from one shelf to another takes it off the first.
    books[1].shelf = poetry
    #expect(titles(fiction.books) == ["Émile"])
    #expect(titles(poetry.books) == ["Odes", "Dune"])
    // Through the to-many side too.
    fiction.setValue(NSSet(array: [books[2]]), forKey: "books")
    #expect(books[2].shelf === fiction)
    #expect(books[0].shelf == nil)
    #expect(titles(poetry.books) == ["Dune"])
  }

  @Test func manyToManyAccessorsKeepBothSides() throws {
    let context = try Library.container().viewContext
    let (_, _, books) = Library.stock(context)
    let herbert = Author(context: context)
    herbert.name = "Herbert"
    books[1].addToAuthors(herbert)
    #expect(titles(herbert.books) == ["Dune"])
    books[0].addToAuthors(NSSet(array: [herbert]))
    #expect(titles(herbert.books) == ["Dune", "Émile"])
    books[1].removeFromAuthors(herbert)
    #expect(titles(herbert.books) == ["Émile"])
    #expect(books[1].authors?.isEmpty != false)
  }

  @Test func deletingFollowsEachRelationshipsRule() throws {
    let context = try Library.container().viewContext
    let (fiction, poetry, books) = Library.stock(context)
    try context.save()
    // Nullify: the shelf forgets the book.
    context.delete(books[2])
    #expect(poetry.books?.count == 0)
    // Cascade: the shelf's books go with it.
    context.delete(fiction)
    #expect(books[0].isDeleted && books[1].isDeleted)
    try context.save()
    #expect(try context.count(for: Book.fetchRequest()) == 0)
    #expect(try context.fetch(NSFetchRequest<Shelf>(entityName: "Shelf")).map(\.name) == ["Poetry"])
  }

  /// `Book.fetchRequest()` without a type annotation means the class's own typed request, as on
  /// iOS, so its results are books.
  @Test func aClassesOwnFetchRequestIsTheOneItsNameMeans() throws {
    let context = try Library.container().viewContext
    _ = Library.stock(context)
    let request = Book.fetchRequest()
    let books = try context.fetch(request)
    #expect(books.count == 3)
    #expect(books.allSatisfy { ($0 as Any) is Book })
  }

  @Test func theDenyRuleStopsTheSave() throws {
    let context = try Library.container().viewContext
    let (_, _, books) = Library.stock(context)
    let loan = Loan(context: context)
    loan.book = books[0]
    try context.save()
    context.delete(books[0])
    #expect(throws: CoreDataError.deleteDenied(entity: "Book", relationship: "loans")) { try context.save() }
  }

  @Test func aRequiredAttributeWithoutAValueStopsTheSave() throws {
    let context = try Library.container().viewContext
    _ = Book(context: context)
    #expect(throws: CoreDataError.missingValue(entity: "Book", property: "title")) { try context.save() }
  }

  @Test func rollbackUndoesInsertsChangesAndDeletes() throws {
    let context = try Library.container().viewContext
    let (fiction, _, books) = Library.stock(context)
    try context.save()
    books[0].title = "Emile"
    context.delete(books[1])
    _ = Library.stock(context)
    #expect(context.hasChanges)
    context.rollback()
    #expect(!context.hasChanges)
    #expect(books[0].title == "Émile")
    #expect(titles(fiction.books) == ["Émile", "Dune"])
    #expect(try context.count(for: Book.fetchRequest()) == 3)
  }

  @Test func anIndexIsKeptAndChangesNoFetchsResult() throws {
    let container = try Library.container()
    let context = container.viewContext
    Library.stock(context)
    let book = try #require(container.managedObjectModel.entitiesByName["Book"])
    let pages = try #require(book.propertiesByName["pages"])
    let request: NSFetchRequest<Book> = Book.fetchRequest()
    request.predicate = NSPredicate(format: "pages > %d", 100)
    request.sortDescriptors = [NSSortDescriptor(key: "pages", ascending: true)]
    let before = try context.fetch(request).map(\.title)
    book.indexes = [
      NSFetchIndexDescription(
        name: "byPages", elements: [NSFetchIndexElementDescription(property: pages, collationType: .binary)])
    ]
    #expect(book.indexes.first?.entity === book)
    #expect(book.indexes.first?.elements.first?.propertyName == "pages")
    #expect(book.indexes.first?.elements.first?.indexDescription === book.indexes.first)
    #expect(try context.fetch(request).map(\.title) == before)
    #expect(before == ["Émile", "Dune"])
  }

  @Test func aFetchFiltersSortsOffsetsAndLimits() throws {
    let context = try Library.container().viewContext
    Library.stock(context)
    let request: NSFetchRequest<Book> = Book.fetchRequest()
    request.predicate = NSPredicate(format: "pages > %d", 100)
    request.sortDescriptors = [NSSortDescriptor(key: "pages", ascending: false)]
    #expect(try context.fetch(request).map(\.title) == ["Dune", "Émile"])
    request.sortDescriptors = [NSSortDescriptor(keyPath: \Book.title, ascending: true)]
    request.fetchLimit = 1
    #expect(try context.fetch(request).map(\.title) == ["Dune"])
    request.fetchOffset = 1
    #expect(try context.fetch(request).map(\.title) == ["Émile"])
  }

  @Test func aSortAndAPredicateOverARelationship() throws {
    let context = try Library.container().viewContext
    Library.stock(context)
    let request: NSFetchRequest<Book> = Book.fetchRequest()
    request.predicate = NSPredicate(format: "shelf.name == %@", "Fiction")
    request.sortDescriptors = [
      NSSortDescriptor(key: "shelf.position", ascending: false),
      NSSortDescriptor(key: "title", ascending: true),
    ]
    #expect(try context.fetch(request).map(\.title) == ["Dune", "Émile"])
    request.predicate = nil
    #expect(try context.fetch(request).map(\.title) == ["Odes", "Dune", "Émile"])
    let shelves: NSFetchRequest<Shelf> = Shelf.fetchRequest()
    shelves.predicate = NSPredicate(format: "ANY books.pages < 100")
    #expect(try context.fetch(shelves).map(\.name) == ["Poetry"])
    shelves.predicate = NSPredicate(format: "books.@count == 2")
    #expect(try context.fetch(shelves).map(\.name) == ["Fiction"])
  }

  @Test func aFetchOfAnEntityFindsItsSubEntitiesObjects() throws {
    let context = try Library.container().viewContext
    Library.stock(context)
    let audiobook = Audiobook(context: context)
    audiobook.title = "Dune, read aloud"
    audiobook.narrator = "Scott Brick"
    #expect(try context.count(for: Book.fetchRequest()) == 4)
    let request: NSFetchRequest<Book> = Book.fetchRequest()
    request.includesSubentities = false
    #expect(try context.count(for: request) == 3)
    #expect(
      try context.fetch(NSFetchRequest<Audiobook>(entityName: "Audiobook")).first?.narrator == "Scott Brick")
  }

  @Test func anUnsupportedPredicateIsAnErrorAtTheFetch() throws {
    let context = try Library.container().viewContext
    Library.stock(context)
    let request: NSFetchRequest<Book> = Book.fetchRequest()
    request.predicate = NSPredicate(format: "SUBQUERY(authors, $a, $a.name == 'X').@count > 0")
    #expect {
      try context.fetch(request)
    } throws: { error in
      "\(error)".contains("SUBQUERY is not supported")
    }
    request.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [
      NSPredicate(format: "pages > 1"), NSPredicate(format: "pages + 1 > 2"),
    ])
    #expect(throws: CoreDataError.self) { try context.fetch(request) }
  }

  @Test func anObjectTellsItsObserversBeforeItChanges() throws {
    let context = try Library.container().viewContext
    let book = Book(context: context)
    var told = 0
    var contextTold = 0
    let a = book.objectWillChange.sink { told += 1 }
    let b = context.objectWillChange.sink { contextTold += 1 }
    book.title = "Dune"
    #expect(told == 1)
    #expect(contextTold >= 1)
    _ = (a, b)
  }

  @Test func aContextOverNoStoreSaysSo() {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    #expect {
      try context.fetch(NSFetchRequest<Book>(entityName: "Book"))
    } throws: { error in
      "\(error)".contains("not connected to a persistent store coordinator")
    }
  }

  @Test func anUnknownEntityIsAnError() throws {
    let context = try Library.container().viewContext
    #expect(throws: CoreDataError.unknownEntity("Magazine")) {
      try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Magazine"))
    }
  }
}
