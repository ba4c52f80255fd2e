import Audit
import Drawing
import Foundation
import Geometry
import LegibleUI
import PangoCairo
import Testing

import struct Legible.SnapshotNode

/// `redacted(reason: .placeholder)` as iOS draws it: every text a faint bar over each of its
/// lines and every image a faint box, laid out exactly as without it; `unredacted()` shows its
/// content; the audit finds no text to read in the placeholders.
@MainActor @Suite struct RedactionTests {
  struct Row: View {
    var body: some View {
      HStack {
        Image(systemName: "star.fill")
        VStack(alignment: .leading) {
          Text("Margherita with fresh basil and buffalo mozzarella, baked in a wood-fired oven")
            .lineLimit(1)
          Text("12.50 €").unredacted()
        }
      }
      .padding()
    }
  }

  private func operations(_ view: some View, _ category: ContentSizeCategory) throws -> (
    frames: [Rect], texts: [String], rectangles: Int
  ) {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(view)
    let snapshot = screen.snapshot()
    if let directory = ProcessInfo.processInfo.environment["LEGIBLE_ARTIFACTS"] {
      let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
        snapshot.drawingOperations, canvas: screen.device.size, scale: 2)
      let name = "redaction-\(category.rawValue)-\(UUID().uuidString.prefix(4)).png"
      try Data(try PNGCodec.encode(bitmap)).write(
        to: URL(fileURLWithPath: directory).appendingPathComponent(name))
    }
    let texts = snapshot.drawingOperations.flattened.compactMap { operation -> String? in
      if case .text(let request, _, _) = operation { return request.string }
      return nil
    }
    let rectangles = snapshot.drawingOperations.flattened.filter {
      if case .rectangle(_, _, let fill?, _) = $0 { return fill.alpha < 0.2 }
      return false
    }
    return (
      snapshot.allNodes.filter { $0.text != nil || $0.image != nil }.map(\.frame), texts, rectangles.count
    )
  }

  @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func placeholdersKeepTheLayoutAndHideTheText(_ category: ContentSizeCategory) throws {
    let plain = try operations(Row(), category)
    let redacted = try operations(Row().redacted(reason: .placeholder), category)
    #expect(plain.frames == redacted.frames)
    #expect(plain.texts.count == 2 && plain.rectangles == 0)
    // The price stays readable; the name is one bar, the star a box.
    #expect(redacted.texts == ["12.50 €"])
    #expect(redacted.rectangles == 2)
    // Another reason draws the content as it is.
    #expect(try operations(Row().redacted(reason: .privacy), category).texts.count == 2)
  }

  @Test func theAuditHasNoTextToReadInAPlaceholder() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    var options = AuditOptions()
    options.checks = [.textTruncated]
    let configuration = AuditConfiguration(category: .accessibilityExtraExtraExtraLarge, device: .iPhoneSE)
    screen.host(Row())
    #expect(!AuditRunner.audit(screen, configuration: configuration, options: options).findings.isEmpty)
    screen.host(Row().redacted(reason: .placeholder))
    #expect(AuditRunner.audit(screen, configuration: configuration, options: options).findings.isEmpty)
  }
}

extension Array where Element == DrawingOperation {
  /// Every operation, with those inside groups, in drawing order.
  fileprivate var flattened: [DrawingOperation] {
    flatMap { operation -> [DrawingOperation] in
      switch operation {
      case .group(let inner, _, _), .scaled(let inner, _, _), .filtered(let inner, _):
        [operation] + inner.flattened
      default: [operation]
      }
    }
  }
}
