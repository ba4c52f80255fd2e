import SwiftUI
import TrailStyle

struct TrailDetail: View {
  var trail: Trail

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Image(.ridge)
          .resizable()
          .aspectRatio(contentMode: .fit)
        Text(trail.name)
          .font(.largeTitle.bold())
        HStack {
          Label(Distance.text(trail.kilometres), systemImage: "map")
          Label("\(trail.climb) m", systemImage: "arrow.up.right")
        }
        .font(.body)
        DifficultyLabel(level: trail.climb / 200)
      }
      .padding()
    }
    .navigationTitle(trail.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

#Preview {
  NavigationStack {
    TrailDetail(trail: Trail.samples[2])
      .safeAreaInset(edge: .bottom) {
        Text("The map of the whole trail is saved for offline use")
          .lineLimit(1)
      }
  }
}

struct SteepestTrail_Previews: PreviewProvider {
  // No sample climbs 2,000 m: reading these previews traps, as it would in Xcode's canvas.
  static let steepest = Trail.samples.first { $0.climb > 2000 }!

  static var previews: some View {
    TrailDetail(trail: steepest)
  }
}
