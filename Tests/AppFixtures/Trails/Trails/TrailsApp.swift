import SwiftUI

@main
struct TrailsApp: App {
  var body: some Scene {
    WindowGroup {
      TrailList(trails: Trail.samples)
    }
  }
}
