import LegibleUI
import Testing

/// `.keyboardShortcut`: an iPhone without a hardware keyboard shows nothing of it, as iOS does.
@MainActor @Suite struct KeyboardShortcutTests {
  @Test func aShortcutLeavesTheButtonAsIs() throws {
    let plain = try realScreen()
    plain.host(Button("Save") {})
    let shortcut = try realScreen()
    shortcut.host(
      Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift]).keyboardShortcut(.defaultAction))
    #expect(shortcut.texts == ["Save"])
    #expect(shortcut.node(showing: "Save")?.frame == plain.node(showing: "Save")?.frame)
  }
}
