import SwiftUI

struct ReviewSheet: View {
  let book: Book
  @Environment(\.dismiss) private var dismiss
  @State private var stars = 4
  @State private var text = ""
  @State private var recommend = true

  var body: some View {
    NavigationStack {
      Form {
        Section("Your rating") {
          RatingView(rating: $stars)
        }
        Section("Review") {
          TextField("What did you think?", text: $text, axis: .vertical)
            .lineLimit(3...6)
        }
        Section {
          Toggle("Recommend to my clubs", isOn: $recommend)
        } footer: {
          // Planted for the app walk: a fixed point size, which no text size changes.
          Text("Your clubs see your review and your rating.")
            .font(.system(size: 12))
        }
      }
      .navigationTitle("Review")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Post") { dismiss() }
            .disabled(text.isEmpty)
        }
      }
    }
    .presentationDetents([.medium, .large])
  }
}

struct ReviewSheet_Previews: PreviewProvider {
  static var previews: some View {
    ReviewSheet(book: Library().books[0])
  }
}
