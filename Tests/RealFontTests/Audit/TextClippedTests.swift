import Audit
import DynamicType
import Legible
import PangoCairo
import Testing

/// `text-clipped` judges what a reader misses: a clip that cuts into the text's lines is reported;
/// the stand-in font's ink that overhangs its line box (descenders about 0.6 pt below it) is not,
/// as iOS's line box holds the same ink (a snapshot canvas exactly the text's size shows nothing
/// cut on the iPhone).
@MainActor @Suite struct TextClippedTests {
  private let configuration = AuditConfiguration(
    category: .large, device: .iPhoneSE, language: "en", variant: "default")

  /// Text with descenders, measured as SwiftUI's `Text` is (lines as tall as iOS's system font
  /// sets them, as on a snapshot canvas).
  private static func label() -> Label {
    let label = Label("Jumping quickly, gypsy")
    label.sizing = .swiftUI
    return label
  }

  /// The `text-clipped` findings for body text with descenders in a clipping frame `trim` points
  /// shorter than the text's own height.
  private func clippedFindings(trimming trim: Double) throws -> (findings: [Finding], overhang: Double) {
    let typesetter = try PangoTypesetter()
    let probe = Screen(device: .iPhoneSE, traits: Traits(), typesetter: typesetter)
    probe.root = Stack(.vertical, alignment: .start, [Self.label(), Spacer()])
    let text = try #require(probe.snapshot().allNodes.first { $0.text != nil }?.text)
    let height = text.layout.size.height
    let overhang = text.layout.inkBounds.maxY - height

    let screen = Screen(device: .iPhoneSE, traits: Traits(), typesetter: typesetter)
    let frame = FixedFrame(Self.label(), height: height - trim)
    frame.clipsToBounds = true
    screen.root = Stack(.vertical, alignment: .start, [frame, Spacer()])
    var options = AuditOptions()
    options.checks = [.textClipped]
    let result = AuditRunner.audit(screen, configuration: configuration, options: options)
    return (result.findings.filter { $0.check == .textClipped }, overhang)
  }

  @Test func descendersBelowTheLineBoxAreNotClipped() throws {
    let (findings, overhang) = try clippedFindings(trimming: 0)
    // The stand-in's descenders do reach past the line box: the case is real.
    #expect(overhang > 0.5)
    #expect(findings.isEmpty)
  }

  @Test func aClipIntoTheLinesIsClipped() throws {
    let (findings, _) = try clippedFindings(trimming: 4)
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("bottom edge") == true)
  }
}
