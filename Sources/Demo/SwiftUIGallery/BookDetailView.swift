import SwiftUI

struct BookDetailView: View {
  let book: Book
  @State private var showingReview = false

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        Image(systemName: book.symbol)
          .font(.system(size: 72))
          .foregroundStyle(.orange)
          .frame(width: 160, height: 220)
          .background(Color.orange.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))

        Text(book.title)
          .font(.title.bold())
          .multilineTextAlignment(.center)
        Text(book.author)
          .font(.title3)
          .foregroundStyle(.secondary)

        HStack(spacing: 32) {
          VStack {
            Text("\(book.pages)").font(.headline)
            Text("Pages").font(.caption).foregroundStyle(.secondary)
          }
          VStack {
            Text(book.isRead ? "Read" : "To read").font(.headline)
            Text("Status").font(.caption).foregroundStyle(.secondary)
          }
        }

        Button {
          showingReview = true
        } label: {
          Label("Write a review", systemImage: "square.and.pencil")
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .accessibilityIdentifier("write-review")
      }
      .padding()
    }
    .navigationTitle(book.title)
    .navigationBarTitleDisplayMode(.inline)
    .sheet(isPresented: $showingReview) {
      ReviewSheet(book: book)
    }
  }
}

struct BookDetailView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      BookDetailView(book: Library().books[1])
    }
  }
}
