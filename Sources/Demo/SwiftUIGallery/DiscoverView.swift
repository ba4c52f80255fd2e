import SwiftUI

struct DiscoverView: View {
  let genres: [(String, String, Color)] = [
    ("Fantasy", "wand.and.stars", .purple), ("Mystery", "magnifyingglass", .indigo),
    ("Romance", "heart.fill", .pink), ("History", "building.columns.fill", .brown),
    ("Science", "flask.fill", .teal), ("Poetry", "text.quote", .orange),
  ]

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("Browse by genre")
            .font(.title2.bold())
            .padding(.horizontal)
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 12)], spacing: 12) {
            ForEach(genres, id: \.0) { genre in
              VStack(alignment: .leading, spacing: 8) {
                Image(systemName: genre.1)
                  .font(.title)
                Text(genre.0)
                  .font(.headline)
              }
              .foregroundColor(.white)
              .frame(maxWidth: .infinity, minHeight: 100, alignment: .bottomLeading)
              .padding()
              .background(genre.2.gradient, in: RoundedRectangle(cornerRadius: 16))
            }
          }
          .padding(.horizontal)
        }
      }
      .navigationTitle("Discover")
    }
  }
}

struct DiscoverView_Previews: PreviewProvider {
  static var previews: some View {
    DiscoverView()
  }
}
