import Observation
import SwiftUI

struct Book: Identifiable, Hashable {
  let id: Int
  var title: String
  var author: String
  var pages: Int
  var symbol: String
  var isRead: Bool
}

struct Club: Identifiable, Hashable {
  let id: Int
  var name: String
  var members: Int
  var nextMeeting: String
  var book: String
}

@Observable final class Library {
  var books = [
    Book(
      id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pages: 304, symbol: "snowflake",
      isRead: true),
    Book(
      id: 2, title: "Piranesi", author: "Susanna Clarke", pages: 272, symbol: "building.columns",
      isRead: false),
    Book(
      id: 3, title: "The Remains of the Day", author: "Kazuo Ishiguro", pages: 258, symbol: "house",
      isRead: false),
    Book(
      id: 4, title: "One Hundred Years of Solitude", author: "Gabriel García Márquez", pages: 417,
      symbol: "leaf", isRead: true),
  ]
  var clubs = [
    Club(id: 1, name: "Tuesday Readers", members: 12, nextMeeting: "Tue 19:00", book: "Piranesi"),
    Club(
      id: 2, name: "Science Fiction Circle", members: 8, nextMeeting: "Sat 11:00",
      book: "The Left Hand of Darkness"),
  ]

  var readCount: Int { books.filter(\.isRead).count }
}

/// The book club app: four tabs over one library.
struct BookClubRoot: View {
  @State private var library = Library()
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      LibraryView()
        .tabItem { Label("Library", systemImage: "books.vertical") }
        .tag(0)
      DiscoverView()
        .tabItem { Label("Discover", systemImage: "sparkles") }
        .tag(1)
      ClubsView()
        .tabItem { Label("Clubs", systemImage: "person.3") }
        .tag(2)
      BookClubProfile()
        .tabItem { Label("Profile", systemImage: "person.crop.circle") }
        .tag(3)
    }
    .environment(library)
  }
}

struct BookClubRoot_Previews: PreviewProvider {
  static var previews: some View {
    BookClubRoot()
      .previewDisplayName("Book club")
  }
}
