import SwiftUI

struct LibraryView: View {
  @Environment(Library.self) private var library

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(library.books) { book in
            NavigationLink(value: book) {
              HStack(spacing: 12) {
                Image(systemName: book.symbol)
                  .font(.title2)
                  .frame(width: 44, height: 60)
                  .background(Color.orange.opacity(0.2), in: RoundedRectangle(cornerRadius: 6))
                VStack(alignment: .leading, spacing: 4) {
                  Text(book.title)
                    .font(.headline)
                  Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                }
                Spacer()
                if book.isRead {
                  Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(.green)
                    .accessibilityLabel("Read")
                }
              }
            }
          }
        } footer: {
          Text("\(library.readCount) of \(library.books.count) read")
        }
      }
      .navigationTitle("Library")
      .navigationDestination(for: Book.self) { book in
        BookDetailView(book: book)
      }
    }
  }
}

struct LibraryView_Previews: PreviewProvider {
  static var previews: some View {
    LibraryView()
      .environment(Library())
  }
}
