import OSLog
import SwiftUI

struct TrailList: View {
  var trails: [Trail]
  /// As apps name a logger's subsystem: the bundle's identifier is there on an iPhone.
  private let log = Logger(subsystem: Bundle.main.bundleIdentifier!, category: "TrailList")

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
