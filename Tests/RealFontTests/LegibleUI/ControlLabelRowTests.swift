import DynamicType
import Foundation
import LegibleUI
import Testing

/// A button's or a menu's label written as several views is a row, as iOS lays it out: the
/// symbol, then the title beside it, whole.
@MainActor @Suite struct ControlLabelRowTests {
  struct DueDate: View {
    var body: some View {
      HStack {
        Menu {
          Button("Today") {}
        } label: {
          Image(systemName: "calendar")
          Text("Due Date")
        }
        Spacer()
        Button {
        } label: {
          Image(systemName: "flag")
          Text("Priority")
        }
      }
      .padding()
    }
  }

  @Test func aLabelOfSeveralViewsIsARowAndItsTitleIsWhole() throws {
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(DueDate())
      for title in ["Due Date", "Priority"] {
        let node = try #require(screen.node(showing: title), "\(title) at \(category)")
        #expect(node.text?.layout.isTruncated != true, "\(title) at \(category): whole")
      }
      let due = try #require(screen.node(showing: "Due Date")?.frame)
      let priority = try #require(screen.node(showing: "Priority")?.frame)
      if category == .large {
        #expect(due.maxX < priority.minX, "the two controls side by side")
        #expect(due.minX > 16 + 10, "the symbol comes first, beside the title")
      }
    }
  }
}
