import CoreData
import Foundation
import Testing

/// `NSPredicate(format:)` in the format strings apps write, evaluated as Core Data does.
@Suite("A predicate format string")
struct PredicateFormatTests {
  static let context = try! Library.container().viewContext
  nonisolated(unsafe) static let dune: Book = {
    let book = Book(context: context)
    book.title = "Dune"
    book.pages = 612
    book.rating = 4.5
    book.favourite = true
    book.added = Date(timeIntervalSince1970: 1_000)
    book.id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    let shelf = Shelf(context: context)
    shelf.name = "Fiction"
    book.shelf = shelf
    let author = Author(context: context)
    author.name = "Frank Herbert"
    book.addToAuthors(author)
    return book
  }()

  @Test(arguments: [
    ("title == 'Dune'", true), ("title = \"Dune\"", true), ("title != 'Dune'", false),
    ("title ==[c] 'dune'", true), ("title == 'dune'", false), ("title BEGINSWITH 'Du'", true),
    ("title ENDSWITH[c] 'NE'", true), ("title CONTAINS 'un'", true), ("title CONTAINS[cd] 'ÛN'", true),
    ("title LIKE 'D?n*'", true), ("title MATCHES '[A-Z][a-z]+'", true), ("title MATCHES 'une'", false),
    ("pages > 600", true), ("pages >= 612 AND pages <= 612", true), ("pages < 600 OR favourite == YES", true),
    ("NOT (pages > 600)", false), ("!favourite", false), ("favourite == TRUE && rating > 4", true),
    ("pages BETWEEN {600, 700}", true), ("pages IN {1, 2, 612}", true), ("title IN {'Emma', 'Dune'}", true),
    ("shelf.name == 'Fiction'", true), ("shelf == nil", false), ("added != nil", true),
    ("ANY authors.name CONTAINS 'Herbert'", true), ("ALL authors.name BEGINSWITH 'F'", true),
    ("NONE authors.name == 'Frank Herbert'", false), ("authors.@count == 1", true), ("TRUEPREDICATE", true),
    ("FALSEPREDICATE", false), ("rating == 4.5", true), ("SELF.title == 'Dune'", true),
  ])
  func aFormatJudgesABook(format: String, expected: Bool) {
    #expect(NSPredicate(format: format).evaluate(with: Self.dune) == expected, "\(format)")
  }

  @Test func argumentsFillPlaceholdersInOrder() {
    let book = Self.dune
    #expect(NSPredicate(format: "%K == %@", "title", "Dune").evaluate(with: book))
    #expect(NSPredicate(format: "pages > %d AND rating < %f", 600, 5.0).evaluate(with: book))
    #expect(
      NSPredicate(format: "added < %@", Date(timeIntervalSince1970: 2_000) as CVarArg).evaluate(with: book))
    #expect(NSPredicate(format: "id == %@", book.id! as CVarArg).evaluate(with: book))
    // An NSDate, as apps cast a date for a format (an object on Apple platforms).
    #expect(NSPredicate(format: "added < %@", NSDate(timeIntervalSince1970: 2_000)).evaluate(with: book))
    #expect(!NSPredicate(format: "added > %@", NSDate(timeIntervalSince1970: 2_000)).evaluate(with: book))
    #expect(NSPredicate(format: "shelf == %@", book.shelf!).evaluate(with: book))
    #expect(NSPredicate(format: "title IN %@", ["Emma", "Dune"]).evaluate(with: book))
    #expect(NSPredicate(format: "title CONTAINS[cd] %@", "DÚN").evaluate(with: book))
  }

  @Test(arguments: [
    "SUBQUERY(authors, $a, $a.name == 'X').@count > 0", "pages + 1 > 2", "title == $name",
    "FUNCTION(title, 'uppercaseString') == 'DUNE'", "title ==", "(title == 'Dune'",
    "authors.@distinctUnionOfObjects.name == 'x'",
    "title == 'Dune", "pages > %d",
  ])
  func aFormatOutsideTheLanguageIsRejectedNotGuessed(format: String) {
    let predicate = NSPredicate(format: format)
    #expect(predicate.evaluate(with: Self.dune) == false)
    let request: NSFetchRequest<Book> = Book.fetchRequest()
    request.predicate = predicate
    #expect(throws: CoreDataError.self, "\(format)") { try Self.context.fetch(request) }
  }
}
