import FLEX
import SwiftUI

/// A menu for the team's own builds, outside the app target.
struct InternalMenu: View {
  var body: some View {
    Button("Show the object explorer") { FLEXManager.shared.showExplorer() }
  }
}
