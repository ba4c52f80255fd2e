import SwiftUI

struct ArticleView: View {
  @State private var isBookmarked = false
  let paragraphs = [
    "Cities around the world are rethinking how streets are shared between cars, bikes and people on foot.",
    "In Paris, more than a thousand kilometres of cycle lanes have been added in the last decade, and traffic on some avenues has fallen by half.",
    "Critics argue that the changes were rushed, but surveys show that most residents would not go back.",
  ]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Text("URBAN PLANNING")
          .font(.caption.weight(.bold))
          .foregroundColor(.accentColor)
          .tracking(1.2)
        Text("The quiet revolution on our streets")
          .font(.system(.largeTitle, design: .serif))
          .fontWeight(.bold)
        HStack {
          Image(systemName: "person.circle.fill")
            .font(.title)
            .foregroundStyle(.gray)
          VStack(alignment: .leading) {
            Text("Lena Park").font(.subheadline.bold())
            Text("6 min read").font(.caption).foregroundStyle(.secondary)
          }
          Spacer()
          Button {
            isBookmarked.toggle()
          } label: {
            Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
          }
          ShareLink(item: URL(string: "https://example.com/article")!) {
            Image(systemName: "square.and.arrow.up")
          }
        }
        Divider()
        ForEach(paragraphs, id: \.self) { paragraph in
          Text(paragraph)
            .font(.system(.body, design: .serif))
            .lineSpacing(6)
        }
      }
      .padding()
    }
  }
}

struct ArticleView_Previews: PreviewProvider {
  static var previews: some View {
    ArticleView()
  }
}
