import Audit
import Drawing
import DynamicType
import LegibleUI
import PangoCairo
import Testing

import class Legible.Screen
import struct Legible.SnapshotNode

/// Texts made of several runs (`Text + Text`, Markdown in a literal): each run is set in its own
/// font and drawn in its own colour, as SwiftUI draws them, and the audit judges each colour.
@MainActor @Suite struct JoinedTextTests {
  func width(_ text: Text) throws -> Double {
    let screen = try realScreen()
    screen.host(text.fixedSize().accessibilityIdentifier("text"))
    return try #require(screen.snapshot().allNodes.first { $0.identifier == "text" }).frame.width
  }

  func frame(_ view: some View) throws -> SnapshotNode {
    let screen = try realScreen()
    screen.host(view.accessibilityIdentifier("text"))
    return try #require(screen.snapshot().allNodes.first { $0.identifier == "text" })
  }

  @Test func aBoldRunIsSetBoldAndTheRestRegular() throws {
    let regular = try width(Text("Total: $12.50"))
    let joined = try width(Text("Total: ") + Text("$12.50").bold())
    let bold = try width(Text("Total: $12.50").bold())
    #expect(regular < joined && joined < bold, "\(regular) < \(joined) < \(bold)")
  }

  @Test func linesAreAsTallAsTheLargestRunsFont() throws {
    let body = try frame(Text("Step 1").fixedSize())
    let title = try frame(Text("Step 1").font(.largeTitle).fixedSize())
    let joined = try frame((Text("Step ") + Text("1").font(.largeTitle)).fixedSize())
    #expect(joined.frame.height == title.frame.height, "\(joined.frame) against \(title.frame)")
    #expect(joined.frame.width > body.frame.width && joined.frame.width < title.frame.width)
  }

  @Test func onlyTheLineHoldingALargerRunIsTaller() throws {
    let screen = try realScreen()
    screen.host(
      (Text("Step ") + Text("2").font(.largeTitle) + Text(" of 3: check the address and the time"))
        .frame(width: 200).fixedSize(horizontal: false, vertical: true))
    let text = try #require(screen.node(showing: "Step 2 of 3: check the address and the time")?.text)
    let lines = text.layout.lines
    #expect(lines.count >= 2)
    let body = try frame(Text("Step").fixedSize()).frame.height
    let title = try frame(Text("2").font(.largeTitle).fixedSize()).frame.height
    #expect(abs(lines[0].frame.height - title) < 0.5, "the first line holds the large run: \(lines[0].frame)")
    #expect(abs(lines[1].frame.height - body) < 0.5, "the second, body text only: \(lines[1].frame)")
    // Each line after the first is body's leading (22 pt at L) below the one before, as SwiftUI
    // sets a text style's lines.
    #expect(abs(text.layout.size.height - (title + 22 * Double(lines.count - 1))) < 1)
  }

  @Test func eachRunIsDrawnInItsOwnColour() throws {
    let screen = try realScreen()
    screen.host(
      (Text("█████").foregroundColor(.red) + Text("█████").foregroundColor(.blue)).font(.largeTitle)
        .fixedSize().accessibilityIdentifier("text"))
    let node = try #require(screen.snapshot().allNodes.first { $0.identifier == "text" })
    let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      screen.snapshot().drawingOperations, canvas: screen.device.size, scale: 1)
    let y = Int(node.frame.midY)
    let left = try #require(bitmap[Int(node.frame.minX + node.frame.width * 0.25), y])
    let right = try #require(bitmap[Int(node.frame.minX + node.frame.width * 0.75), y])
    #expect(left.red > 0.9 && left.blue < 0.4, "the first run in red: \(left)")
    #expect(right.blue > 0.9 && right.red < 0.4, "the second run in blue: \(right)")
  }

  @Test func theInnermostStyleWinsAsInSwiftUI() throws {
    let screen = try realScreen()
    screen.host((Text("Due ").foregroundColor(.blue) + Text("today")).foregroundColor(.red).font(.title))
    let text = try #require(screen.node(showing: "Due today")?.text)
    #expect(text.color == Drawing.Color.systemBlue, "the first run keeps its blue")
    let parts = text.coloredParts.map { ($0.string, $0.color) }
    #expect(parts.count == 2 && parts[1].0 == "today" && parts[1].1 == Drawing.Color.systemRed, "\(parts)")
    let innerFont = try width(Text("Large").font(.largeTitle).font(.caption))
    #expect(innerFont == (try width(Text("Large").font(.largeTitle))))
  }

  @Test func markdownInALiteralIsReadAsSwiftUIReadsIt() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("Read the **terms** and *privacy* notes")
        Text("Open [the site](https://example.com) or `code`")
        Text("snake_case_name stays 2 * 3 * 4")
        Text(verbatim: "**not** read")
      })
    #expect(
      screen.texts == [
        "Read the terms and privacy notes", "Open the site or code", "snake_case_name stays 2 * 3 * 4",
        "**not** read",
      ])
    let markdown = try width(Text("Read the **terms**"))
    let joined = try width(Text("Read the ") + Text("terms").bold())
    #expect(markdown == joined)
  }

  @Test func markdownReadIntoAnAttributedStringIsDrawnAsALiteralsIs() throws {
    let read = try AttributedString(markdown: "Read the **terms** and [the site](https://example.com)")
    let attributed = try width(Text(read))
    #expect(attributed == (try width(Text("Read the **terms** and [the site](https://example.com)"))))
    let screen = try realScreen()
    screen.host(Text(try AttributedString(markdown: "## Hours\n\nOpen *daily*")))
    #expect(screen.texts == ["HoursOpen daily"], "blocks run together, as Foundation gives them")
  }

  @Test func aTextInterpolatedInALiteralKeepsItsStyle() throws {
    let amount = 5
    let interpolated = try width(Text("\(Text("Amount").bold()): \(amount) kg"))
    let joined = try width(Text("Amount").bold() + Text(": 5 kg"))
    let plain = try width(Text("Amount: 5 kg"))
    #expect(interpolated == joined && joined > plain, "\(interpolated), \(joined), \(plain)")
    let screen = try realScreen()
    screen.host(Text("Due \(Text("today").foregroundColor(.red)), \(Text("before noon").italic())"))
    let parts = try #require(screen.node(showing: "Due today, before noon")?.text).coloredParts
    #expect(parts.map(\.string) == ["Due today, before noon", "today"], "\(parts.map(\.string))")
  }

  @Test func delimitersWithoutAPartnerAndEscapesShowAsWritten() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("***Both*** at once")
        Text("\\*not italic\\* and **open")
        Text("~~Was 12~~ now 9")
      })
    #expect(screen.texts == ["Both at once", "*not italic* and **open", "Was 12 now 9"])
    let both = try width(Text("***Both***"))
    #expect(both == (try width(Text("Both").bold().italic())))
    let struck = try #require(screen.node(showing: "Was 12 now 9")?.text?.request.spans)
    #expect(struck.contains { $0.decoration.strikethrough != nil && $0.utf8Range == 0..<6 }, "\(struck)")
    #expect(screen.notAppliedFindings().isEmpty, "struck text is drawn, not reported")
  }

  @Test func aVeryLongKeyIsShownAsWrittenAndQuickly() throws {
    let stars = String(repeating: "*a ", count: 20_000)
    let screen = try realScreen()
    let start = ContinuousClock.now
    screen.host(Text(LocalizedStringKey(stars)).lineLimit(2))
    #expect(screen.texts == [stars], "past the limit, the stars show as written")
    #expect(ContinuousClock.now - start < .seconds(5), "a guard against a hang, not a timing")
  }

  @Test func aLightRunFailsTheContrastCheckAndIsNamed() throws {
    let screen = try realScreen()
    screen.host(Text("Delivery ") + Text("maybe late").foregroundColor(Color(white: 0.8)))
    var options = AuditOptions()
    options.checks = [.contrast]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
    ).findings
    #expect(
      findings.count == 1 && findings[0].message.contains("\"maybe late\""), "\(findings.map(\.message))")
    screen.host(Text("Delivery ") + Text("on time").bold())
    #expect(
      AuditRunner.audit(
        screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
      ).findings.isEmpty)
  }
}
