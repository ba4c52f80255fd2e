import SwiftUI

struct RatingView: View {
  @Binding var rating: Int
  var label = ""
  var maximumRating = 5
  var offImage: Image?
  var onImage = Image(systemName: "star.fill")
  var offColor = Color.gray
  var onColor = Color.yellow

  var body: some View {
    HStack {
      if !label.isEmpty {
        Text(label)
      }
      ForEach(1..<maximumRating + 1, id: \.self) { number in
        Button {
          rating = number
        } label: {
          image(for: number)
            .foregroundColor(number > rating ? offColor : onColor)
        }
      }
    }
    .buttonStyle(.plain)
    .accessibilityElement()
    .accessibilityLabel(label)
    .accessibilityValue(rating == 1 ? "1 star" : "\(rating) stars")
  }

  func image(for number: Int) -> Image {
    if number > rating {
      return offImage ?? onImage
    } else {
      return onImage
    }
  }
}

struct ReviewForm: View {
  @State private var rating = 3
  @State private var review = ""

  var body: some View {
    Form {
      Section {
        TextField("Name of book", text: .constant("The Left Hand of Darkness"))
        TextField("Author's name", text: .constant("Ursula K. Le Guin"))
      }
      Section("Write a review") {
        TextEditor(text: $review)
        RatingView(rating: $rating, label: "Rating")
      }
      Section {
        Button("Save") {}
      }
    }
  }
}

struct ReviewForm_Previews: PreviewProvider {
  static var previews: some View {
    ReviewForm()
  }
}
