import Audit
import DynamicType
import LegibleUI
import Testing

import class Legible.Screen
import struct Legible.SnapshotNode
import struct Legible.SnapshotText
import struct Legible.TouchScript

/// A `TextField` is one line, as iOS's: a long e-mail address is cut, not wrapped (the user
/// scrolls through it), and is not reported; a cut prompt is, since it cannot be scrolled to. With
/// `axis: .vertical` the field grows, up to its line limit.
@MainActor @Suite struct SwiftUITextFieldTests {
  private let category = ContentSizeCategory.accessibilityExtraExtraExtraLarge

  struct Login: View {
    @State var email: String
    let vertical: Bool
    var body: some View {
      VStack {
        if vertical {
          TextField("E-mail", text: $email, axis: .vertical).accessibilityIdentifier("field")
        } else {
          TextField("E-mail address for your receipts", text: $email).accessibilityIdentifier("field")
        }
      }
      .padding()
    }
  }

  private func field(_ email: String, vertical: Bool = false) throws -> (Screen, SnapshotNode) {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(Login(email: email, vertical: vertical))
    let node = try #require(screen.snapshot().node("field"))
    return (screen, node)
  }

  private func firstText(_ node: SnapshotNode) -> SnapshotText? {
    node.text ?? node.children.lazy.compactMap(firstText).first
  }

  private func truncations(_ screen: Screen) -> [Finding] {
    var options = AuditOptions()
    options.checks = [.textTruncated]
    let configuration = AuditConfiguration(category: category, device: .iPhoneSE)
    return AuditRunner.audit(screen, configuration: configuration, options: options).findings
      .filter { $0.severity == .error }
  }

  @Test func aLongAddressStaysOnOneLineAndIsNotReported() throws {
    let (screen, node) = try field("margaret.hamilton-rodriguez@example.com")
    let text = try #require(firstText(node))
    #expect(text.layout.lines.count == 1)
    #expect(text.layout.isTruncated)
    #expect(truncations(screen).isEmpty)
  }

  @Test func aCutPromptIsReported() throws {
    let (screen, node) = try field("")
    let text = try #require(firstText(node))
    #expect(text.string == "E-mail address for your receipts")
    #expect(text.layout.lines.count == 1)
    #expect(text.layout.isTruncated)
    #expect(!truncations(screen).isEmpty)
  }

  @Test func aVerticalFieldGrowsWithItsText() throws {
    let (_, node) = try field("margaret.hamilton-rodriguez@example.com, accounts@example.com", vertical: true)
    let text = try #require(firstText(node))
    #expect(text.layout.lines.count > 1)
    #expect(!text.layout.isTruncated)
  }
}

/// A field of an optional number is empty while the value is nil, shows its prompt, sets the
/// value as the user types and sets nil again when emptied.
@MainActor @Suite struct OptionalValueFieldTests {
  struct Fee: View {
    @State var fee: Double?
    var body: some View {
      VStack {
        TextField("Card fee", value: $fee, format: .number, prompt: Text("None")).accessibilityIdentifier(
          "fee")
        Text(fee.map { "Fee \($0)" } ?? "No fee")
      }
    }
  }

  @Test func typingSetsTheValueAndEmptyingSetsNil() throws {
    let screen = try realScreen()
    screen.host(Fee())
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("None") && screen.texts.contains("No fee"))
    let node = try #require(screen.snapshot().node("fee"))
    screen.play(TouchScript().press(at: node.frame.center).lift())
    let field = try #require(screen.editingField)
    field.insertText("12.5")
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("Fee 12.5"), "\(screen.texts)")
    for _ in 0..<4 { field.deleteBackward() }
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("No fee"), "\(screen.texts)")
  }
}
