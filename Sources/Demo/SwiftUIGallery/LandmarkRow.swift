import SwiftUI

struct Landmark: Identifiable, Hashable {
  var id: Int
  var name: String
  var park: String
  var state: String
  var isFavorite: Bool
  var symbol: String

  static let samples = [
    Landmark(
      id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California", isFavorite: true,
      symbol: "mountain.2.fill"),
    Landmark(
      id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve", state: "Alaska",
      isFavorite: false, symbol: "fish.fill"),
    Landmark(
      id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park", state: "Alaska",
      isFavorite: true, symbol: "figure.hiking"),
    Landmark(
      id: 1004, name: "St. Mary Lake", park: "Glacier National Park", state: "Montana", isFavorite: false,
      symbol: "drop.fill"),
  ]
}

struct LandmarkRow: View {
  var landmark: Landmark

  var body: some View {
    HStack {
      Image(systemName: landmark.symbol)
        .font(.title2)
        .frame(width: 50, height: 50)
        .background(Color.green.opacity(0.2))
        .clipShape(RoundedRectangle(cornerRadius: 8))
      Text(landmark.name)

      Spacer()

      if landmark.isFavorite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
      }
    }
  }
}

struct LandmarkRow_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      LandmarkRow(landmark: Landmark.samples[0])
      LandmarkRow(landmark: Landmark.samples[1])
    }
    .previewLayout(.sizeThatFits)
  }
}
