import CoreData
import LegibleUI
import Testing

import class Legible.Screen

// Two entities of the Library model (Tests/CoreDataTests/Fixtures), as Xcode generates them, with
// `@Managed` where Xcode writes `@NSManaged`.
final class LibraryShelf: NSManagedObject {}
extension LibraryShelf {
  @Managed var name: String?
  @Managed var books: NSSet?
}

final class LibraryBook: NSManagedObject {}
extension LibraryBook: Identifiable {}
extension LibraryBook {
  @Managed var title: String?
  @Managed var pages: Int32
  @Managed var favourite: Bool
  @Managed var shelf: LibraryShelf?
}

/// `@FetchRequest` and `\.managedObjectContext`: a screen's Core Data objects, from a model read
/// from an `.xcdatamodeld`, in memory, as an app's previews have them.
@MainActor @Suite(.serialized) struct CoreDataFetchRequestTests {
  static let modelURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("CoreDataTests/Fixtures/Library.xcdatamodeld")

  struct BookList: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \LibraryBook.title, ascending: true)])
    private var books: FetchedResults<LibraryBook>
    @FetchRequest(sortDescriptors: [NSSortDescriptor](), predicate: NSPredicate(format: "favourite == YES"))
    private var favourites: FetchedResults<LibraryBook>

    var body: some View {
      VStack {
        Text("\(books.count) books, \(favourites.count) favourite")
        ForEach(books) { book in
          Text("\(book.title ?? "Untitled"), \(book.pages) pages")
        }
        Button("Add") {
          let book = LibraryBook(context: context)
          book.title = "Beloved"
          book.pages = 324
        }.accessibilityIdentifier("add")
        Button("Favourite") { books.first?.favourite = true }.accessibilityIdentifier("favourite")
        Button("Delete") { books.last.map(context.delete) }.accessibilityIdentifier("delete")
      }
    }
  }

  func sample() throws -> NSPersistentContainer {
    // The model's classes are named Book and Shelf; these tests' classes are told apart by the
    // model they are given.
    let model = try NSManagedObjectModel.read(Self.modelURL)
    model.entitiesByName["Book"]?.managedObjectClassName = "LibraryBook"
    model.entitiesByName["Shelf"]?.managedObjectClassName = "LibraryShelf"
    let container = NSPersistentContainer(name: "Library", managedObjectModel: model)
    container.loadPersistentStores { _, _ in }
    for (title, pages) in [("Dune", 612), ("Emma", 474)] {
      let book = LibraryBook(context: container.viewContext)
      book.title = title
      book.pages = Int32(pages)
    }
    try container.viewContext.save()
    return container
  }

  @Test func aFetchRequestShowsTheContextsObjectsSortedAndFiltered() throws {
    let screen = try realScreen()
    screen.host(BookList().environment(\.managedObjectContext, try sample().viewContext))
    #expect(screen.texts.prefix(3) == ["2 books, 0 favourite", "Dune, 612 pages", "Emma, 474 pages"])
  }

  @Test func anInsertAnEditAndADeleteReachTheScreen() throws {
    let screen = try realScreen()
    screen.host(BookList().environment(\.managedObjectContext, try sample().viewContext))
    screen.tap(viewWithIdentifier: "add")
    #expect(screen.texts.prefix(2) == ["3 books, 0 favourite", "Beloved, 324 pages"])
    screen.tap(viewWithIdentifier: "favourite")
    #expect(screen.texts.first == "3 books, 1 favourite")
    screen.tap(viewWithIdentifier: "delete")
    #expect(screen.texts.prefix(3) == ["2 books, 1 favourite", "Beloved, 324 pages", "Dune, 612 pages"])
  }

  struct BooksByFavour: View {
    @SectionedFetchRequest(
      sectionIdentifier: \LibraryBook.favourite,
      sortDescriptors: [
        NSSortDescriptor(key: "favourite", ascending: false), NSSortDescriptor(key: "title", ascending: true),
      ])
    private var sections: SectionedFetchResults<Bool, LibraryBook>

    var body: some View {
      List {
        ForEach(sections) { section in
          Section(section.id ? "Favourites" : "Others") {
            ForEach(section) { book in Text(book.title ?? "") }
          }
        }
      }
    }
  }

  @Test func aSectionedFetchRequestGroupsConsecutiveObjectsByTheirSection() throws {
    let container = try sample()
    let beloved = LibraryBook(context: container.viewContext)
    beloved.title = "Beloved"
    beloved.favourite = true
    let screen = try realScreen()
    screen.host(BooksByFavour().environment(\.managedObjectContext, container.viewContext))
    let texts = screen.texts.map { $0.uppercased() }
    #expect(texts == ["FAVOURITES", "BELOVED", "OTHERS", "DUNE", "EMMA"])
  }

  @Test func withoutAContextAFetchRequestIsEmpty() throws {
    let screen = try realScreen()
    screen.host(BookList())
    #expect(screen.texts.first == "0 books, 0 favourite")
  }
}
