import Audit
import Drawing
import DynamicType
import LegibleUI
import PangoCairo
import Testing

import class Legible.Screen
import struct Legible.SnapshotNode

/// `underline`, `strikethrough` and `baselineOffset` do what SwiftUI documents: the lines are
/// drawn with the text in its colour or their own, and an offset raises or lowers the text and
/// makes its line taller by as much, at every text size.
@MainActor @Suite struct TextLinesTests {
  /// The pixels of the screen's first text showing `string` whose colour `matches`, drawn at 2×
  /// and counted per row of the text's frame (in pixels from its top): a row as wide as the text
  /// is a line across it.
  func inkRows(_ screen: Screen, _ string: String, where matches: (Drawing.Color) -> Bool) throws -> [Int:
    Int]
  {
    let node = try #require(screen.node(showing: string))
    let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      screen.snapshot().drawingOperations, canvas: screen.device.size, scale: 2)
    var rows: [Int: Int] = [:]
    let top = Int(node.frame.minY * 2)
    for y in top..<Int((node.frame.maxY * 2).rounded(.up)) {
      for x in Int(node.frame.minX * 2)..<Int(node.frame.maxX * 2) {
        if let pixel = bitmap[x, y], matches(pixel) { rows[y - top, default: 0] += 1 }
      }
    }
    return rows
  }

  /// The widest row of `rows` that is at least two thirds of `node`'s width (at 2×), if any.
  func line(in rows: [Int: Int], across node: SnapshotNode) -> (row: Int, pixels: Int)? {
    guard let widest = rows.max(by: { $0.value < $1.value }),
      Double(widest.value) > node.frame.width * 2 * 2 / 3
    else { return nil }
    return (widest.key, widest.value)
  }

  func isRed(_ color: Drawing.Color) -> Bool {
    color.red > 0.7 && color.red - max(color.green, color.blue) > 0.3
  }
  func isBlue(_ color: Drawing.Color) -> Bool {
    color.blue > 0.7 && color.blue - max(color.red, color.green) > 0.3
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func anUnderlineIsALineUnderTheWholeTextInItsOwnColour(_ category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(VStack { Text("mmmm").underline(color: .red) })
    let rows = try inkRows(screen, "mmmm", where: isRed)
    let node = try #require(screen.node(showing: "mmmm"))
    // One line at least two thirds as wide as the text, below the middle of the line.
    let underline = try #require(line(in: rows, across: node), "a red line: \(rows)")
    #expect(Double(underline.row) > node.frame.height, "under the text: \(rows)")
    #expect(screen.notAppliedFindings().isEmpty)
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func aStrikethroughCrossesTheTextAndAnUnderlineSetAroundReachesIt(
    _ category: DynamicType.ContentSizeCategory
  ) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(VStack { Text("mmmm").strikethrough(color: .blue) }.underline(color: .red))
    let node = try #require(screen.node(showing: "mmmm"))
    let struck = try inkRows(screen, "mmmm", where: isBlue)
    let under = try inkRows(screen, "mmmm", where: isRed)
    let through = try #require(line(in: struck, across: node), "a blue line: \(struck)")
    let below = try #require(line(in: under, across: node), "a red line: \(under)")
    #expect(through.row < below.row, "the strikethrough is above the underline: \(through.row) \(below.row)")
  }

  @Test func anInnerSettingWinsAndALineWithoutAColourIsTheTexts() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("Plain").underline(false)
        Text("Mine").foregroundColor(.blue)
      }
      .underline(color: nil))
    let plain = try #require(screen.node(showing: "Plain")?.text?.request.spans)
    #expect(plain.allSatisfy { $0.decoration.underline == nil }, "underline(false) inside wins")
    let mine = try #require(screen.node(showing: "Mine")?.text?.request.spans.first)
    #expect(mine.decoration.underline != nil && mine.decoration.underline?.color == nil)
    // Drawn in the text's colour: the blue rows reach across the text under its letters.
    let blue = try inkRows(screen, "Mine", where: isBlue)
    let node = try #require(screen.node(showing: "Mine"))
    #expect(line(in: blue, across: node) != nil, "a blue line: \(blue)")
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func aBaselineOffsetMakesTheLineTallerByAsMuch(_ category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(
      VStack(alignment: .leading, spacing: 0) {
        Text("Hello World")
        Text("Raised").baselineOffset(10)
        Text("Lowered").baselineOffset(-6)
        (Text("H") + Text("2").baselineOffset(-4) + Text("O"))
      })
    let plain = try #require(screen.node(showing: "Hello World")).frame.height
    let raised = try #require(screen.node(showing: "Raised"))
    let lowered = try #require(screen.node(showing: "Lowered"))
    let water = try #require(screen.node(showing: "H2O"))
    #expect(abs(raised.frame.height - (plain + 10)) < 1, "\(raised.frame.height) vs \(plain)")
    #expect(abs(lowered.frame.height - (plain + 6)) < 1, "\(lowered.frame.height) vs \(plain)")
    #expect(abs(water.frame.height - (plain + 4)) < 1, "\(water.frame.height) vs \(plain)")
    // The raised text's ink sits as far from its frame's bottom as plain text's does; the lowered
    // text's ink ends nearer its frame's bottom by its offset's worth of new room.
    let dark: (Drawing.Color) -> Bool = { $0.red < 0.5 }
    let raisedInk = try inkRows(screen, "Raised", where: dark).keys
    let loweredInk = try inkRows(screen, "Lowered", where: dark).keys
    let raisedTop = try #require(raisedInk.min())
    let loweredTop = try #require(loweredInk.min())
    #expect(raisedTop < loweredTop, "raised ink starts higher in its frame: \(raisedTop) \(loweredTop)")
  }

  @Test func markdownStrikethroughAndAttributedLinesAreDrawn() throws {
    let screen = try realScreen()
    var attributed = AttributedString("Sale")
    attributed[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] = .single
    screen.host(
      VStack {
        Text("Was ~~$20~~ now $10")
        Text(attributed)
      })
    let spans = try #require(screen.node(showing: "Was $20 now $10")?.text?.request.spans)
    #expect(spans.contains { $0.decoration.strikethrough != nil })
    let sale = try #require(screen.node(showing: "Sale")?.text?.request.spans)
    #expect(sale.contains { $0.decoration.underline != nil })
    #expect(screen.notAppliedFindings().isEmpty)
  }

  @Test func aDashedLineIsDrawnSolidAndReported() throws {
    let screen = try realScreen()
    screen.host(VStack { Text("Dashed").underline(pattern: .dash, color: .red) })
    let node = try #require(screen.node(showing: "Dashed"))
    #expect(line(in: try inkRows(screen, "Dashed", where: isRed), across: node) != nil)
    let findings = screen.notAppliedFindings()
    #expect(
      findings.contains { $0.message.contains("underline(_:pattern:color:) (drawn solid)") }, "\(findings)")
  }
}
