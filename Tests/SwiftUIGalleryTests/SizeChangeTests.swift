import Audit
import DynamicType
import Legible
import LegibleCLI
import LegibleUI
import PangoCairo
import SwiftUIGallery
import Testing

import class Legible.Screen

/// A text size change reaches every view that depends on it: each of the gallery's previews,
/// made at L and changed to AX3 (then back), is laid out exactly as the same preview made at that
/// size, although the change skips the parts of the graph that read nothing that changed.
@MainActor @Suite struct SizeChangeTests {
  /// Previews laid out otherwise when made than when changed to the size, for a reason that is
  /// not the change: a `.firstTextBaseline` row whose number is framed at 28 × 28 with its text
  /// taller than the frame places the number lower when the screen is made at AX3 than when it
  /// is changed to AX3 (and the same at L, changed back): the layout depends on what was
  /// measured before.
  static let knownToDiffer: Set<String> = ["RecipeDetail/RecipeDetailView"]

  @Test func everyPreviewChangedToASizeIsLaidOutAsOneMadeAtIt() throws {
    let typesetter = try PangoTypesetter()
    let previews = LegiblePreviews.all.map(AuditScreen.init(preview:))
    #expect(previews.count >= 42)
    func configuration(_ category: ContentSizeCategory) -> AuditConfiguration {
      AuditConfiguration(category: category, device: .iPhoneSE)
    }
    var compared = 0
    for preview in previews {
      let changed = preview.make(configuration(.large), typesetter)
      changed.layoutIfNeeded()
      for category in [ContentSizeCategory.accessibilityExtraLarge, .large] {
        changed.traits = Traits(contentSizeCategory: category)
        changed.layoutIfNeeded()
        let made = preview.make(configuration(category), typesetter)
        made.layoutIfNeeded()
        let same = changed.snapshot().dump == made.snapshot().dump
        if Self.knownToDiffer.contains(preview.name) {
          withKnownIssue("a first-baseline row whose marker is framed smaller than its text") {
            #expect(same, "\(preview.name) at \(category)")
          }
        } else {
          #expect(same, "\(preview.name) at \(category)")
        }
        compared += 1
      }
    }
    #expect(compared == previews.count * 2)
  }
}
