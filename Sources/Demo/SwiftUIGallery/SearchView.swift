import SwiftUI

struct CitySearchView: View {
  @State private var query = ""
  let cities = [
    "Amsterdam", "Barcelona", "Berlin", "Copenhagen", "Dublin", "Lisbon", "London", "Madrid", "Paris",
    "Prague", "Rome", "Vienna",
  ]

  var results: [String] {
    query.isEmpty ? cities : cities.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List(results, id: \.self) { city in
        HStack {
          Image(systemName: "building.2")
            .foregroundStyle(.secondary)
          Text(city)
        }
      }
      .overlay {
        if results.isEmpty {
          Text("No results for \"\(query)\"")
            .foregroundStyle(.secondary)
        }
      }
      .searchable(text: $query, prompt: "Search cities")
      .navigationTitle("Cities")
    }
  }
}

struct CitySearchView_Previews: PreviewProvider {
  static var previews: some View {
    CitySearchView()
  }
}
