import DynamicType
import Geometry
import Testing
import Typesetting

@testable import PangoCairo

/// Parts of a text in a face, size or colour of their own (`TextSpan`), laid out and drawn by
/// Pango, and bounded as every request is.
@Suite struct TextSpanTests {
  let body = Font.textStyle(.body, at: .large)

  func request(_ string: String, spans: [TextSpan] = [], width: Double? = nil) -> TextRequest {
    TextRequest(string, font: body, lineHeight: 22, width: width, spans: spans)
  }

  func span(_ range: Range<Int>, weight: FontWeight = .regular, size: Double = 1, color: UInt32? = nil)
    -> TextSpan
  {
    var font = body
    font.weight = weight
    font.pointSize = body.pointSize * size
    return TextSpan(utf8Range: range, font: font, relativeTo: body, foreground: color)
  }

  @Test func aBoldOrLargerSpanWidensOnlyItsPart() throws {
    let typesetter = try Shared.typesetter()
    let plain = typesetter.layout(request("Total: 12.50")).size.width
    let boldPart = typesetter.layout(request("Total: 12.50", spans: [span(7..<12, weight: .bold)])).size.width
    let allBold = typesetter.layout(request("Total: 12.50", spans: [span(0..<12, weight: .bold)])).size.width
    let larger = typesetter.layout(request("Total: 12.50", spans: [span(7..<12, size: 2)])).size.width
    #expect(plain < boldPart && boldPart < allBold, "\(plain) < \(boldPart) < \(allBold)")
    #expect(larger > plain * 1.3, "\(larger) against \(plain)")
  }

  @Test func aSpanIsKeptWhereBoundingChangesTheText() throws {
    // A long unbreakable run gets break opportunities inserted before the span: its bytes move.
    let run = String(repeating: "a", count: 600)
    let string = run + "\ntail"
    let spanned = request(string, spans: [span(601..<605, size: 3)], width: 200)
    let layout = try Shared.typesetter().layout(spanned)
    let plain = try Shared.typesetter().layout(request(string, width: 200))
    #expect(layout.lines.last?.range(in: string).map { String(string[$0]) } == "tail")
    #expect(layout.size.height == plain.size.height + 2 * 22, "the line holding the span is three lines tall")
    #expect(layout.lines.last!.width > plain.lines.last!.width * 2, "the tail is set three times as large")
  }

  @Test func spansOutsideTheTextOrOfAbsurdSizesAreBounded() throws {
    let typesetter = try Shared.typesetter()
    let spans = [
      span(-5..<3, size: .nan), span(2..<1_000, weight: .black, size: 1e9), span(50..<60),
      span(0..<0, size: -1),
    ]
    let sanitized = request("Pizza", spans: spans).sanitized
    #expect(sanitized.spans.map(\.utf8Range) == [0..<3, 2..<5], "clamped, empty ones dropped")
    #expect(sanitized.spans.map(\.relativeSize) == [1, TextSpan.maximumRelativeSize])
    let layout = finishes(within: 2) { typesetter.layout(request("Pizza", spans: spans, width: 100)) }
    #expect(layout.lineCount >= 1)
    // A NUL before a span is replaced by three bytes: the span moves with its text.
    let nul = request("a\0bold", spans: [span(2..<6, weight: .bold)]).sanitized
    #expect(nul.spans.first?.utf8Range == 4..<8)
  }

  @Test func aSpansColourIsDrawnAndTheRestInTheTextsColour() throws {
    let string = "█████ █████"
    let spanned = request(string, spans: [span(16..<31, color: 0x0000_FFFF)])
    let layout = try Shared.typesetter().layout(spanned)
    let bitmap = try Shared.renderer().bitmap(
      [.text(spanned, origin: .zero, color: .black)],
      canvas: Size(width: layout.size.width, height: layout.size.height))
    let y = Int(layout.size.height / 2)
    let left = try #require(bitmap[Int(layout.size.width * 0.2), y])
    let right = try #require(bitmap[Int(layout.size.width * 0.8), y])
    #expect(left.blue < 0.2 && left.red < 0.2, "the text's own black: \(left)")
    #expect(right.blue > 0.9 && right.red < 0.2, "the span's blue: \(right)")
  }

  @Test func equalRequestsNeedEqualSpans() {
    let one = request("Pizza", spans: [span(0..<2, weight: .bold)])
    let other = request("Pizza", spans: [span(0..<3, weight: .bold)])
    #expect(one != other && one != request("Pizza"))
    #expect(one == request("Pizza", spans: [span(0..<2, weight: .bold)]))
    #expect(Set([one, other, request("Pizza")]).count == 3)
  }
}
