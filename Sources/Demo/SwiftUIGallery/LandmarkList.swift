import SwiftUI

struct LandmarkList: View {
  @State private var showFavoritesOnly = false

  var filteredLandmarks: [Landmark] {
    Landmark.samples.filter { landmark in
      !showFavoritesOnly || landmark.isFavorite
    }
  }

  var body: some View {
    NavigationStack {
      List {
        Toggle(isOn: $showFavoritesOnly) {
          Text("Favorites only")
        }

        ForEach(filteredLandmarks) { landmark in
          NavigationLink {
            LandmarkDetail(landmark: landmark)
          } label: {
            LandmarkRow(landmark: landmark)
          }
        }
      }
      .navigationTitle("Landmarks")
    }
  }
}

struct LandmarkList_Previews: PreviewProvider {
  static var previews: some View {
    LandmarkList()
  }
}
