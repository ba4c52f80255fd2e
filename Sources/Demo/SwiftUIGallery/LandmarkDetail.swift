import SwiftUI

struct LandmarkDetail: View {
  var landmark: Landmark
  @State private var isFavorite = false

  var body: some View {
    ScrollView {
      Rectangle()
        .fill(LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom))
        .frame(height: 300)
        .ignoresSafeArea(edges: .top)

      Circle()
        .fill(Color.white)
        .frame(width: 200, height: 200)
        .overlay {
          Image(systemName: landmark.symbol)
            .font(.system(size: 80))
            .foregroundColor(.green)
        }
        .overlay {
          Circle().stroke(.white, lineWidth: 4)
        }
        .shadow(radius: 7)
        .offset(y: -130)
        .padding(.bottom, -130)

      VStack(alignment: .leading) {
        HStack {
          Text(landmark.name)
            .font(.title)
          Button {
            isFavorite.toggle()
          } label: {
            Label("Toggle Favorite", systemImage: isFavorite ? "star.fill" : "star")
              .labelStyle(.iconOnly)
              .foregroundStyle(isFavorite ? .yellow : .gray)
          }
        }

        HStack {
          Text(landmark.park)
          Spacer()
          Text(landmark.state)
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)

        Divider()

        Text("About \(landmark.name)")
          .font(.title2)
        Text(
          "Descriptive text goes here. The park protects a landscape of rocks, trees and trails that visitors come back to every season."
        )
      }
      .padding()
    }
    .navigationTitle(landmark.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct LandmarkDetail_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      LandmarkDetail(landmark: Landmark.samples[0])
    }
  }
}
