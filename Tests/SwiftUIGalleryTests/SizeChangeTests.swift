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
        #expect(changed.snapshot().dump == made.snapshot().dump, "\(preview.name) at \(category)")
        compared += 1
      }
    }
    #expect(compared == previews.count * 2)
  }
}
