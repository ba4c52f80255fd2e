import Foundation
import LegibleUI
import Testing

/// An inspector on an iPhone is a sheet: shown while presented, over the content.
@MainActor @Suite struct InspectorTests {
  struct Editor: View {
    let showsInspector: Bool
    var body: some View {
      Text("Draft")
        .inspector(isPresented: .constant(showsInspector)) { Text("Word count") }
        .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
    }
  }

  @Test func anInspectorIsASheetWhilePresented() throws {
    let open = try realScreen()
    open.host(Editor(showsInspector: true))
    #expect(open.texts.contains("Word count"))
    let closed = try realScreen()
    closed.host(Editor(showsInspector: false))
    #expect(!closed.texts.contains("Word count") && closed.texts.contains("Draft"))
  }
}
