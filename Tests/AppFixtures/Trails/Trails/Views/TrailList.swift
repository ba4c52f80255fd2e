import SwiftUI

struct TrailList: View {
  var trails: [Trail]

  var body: some View {
    NavigationStack {
      List(trails) { trail in
        NavigationLink(value: trail) {
          TrailRow(trail: trail)
        }
      }
      .navigationTitle("Trails")
      .tint(.moss)
      .navigationDestination(for: Trail.self) { trail in
        TrailDetail(trail: trail)
      }
    }
  }
}

#Preview("Trails") {
  TrailList(trails: Trail.samples)
}
