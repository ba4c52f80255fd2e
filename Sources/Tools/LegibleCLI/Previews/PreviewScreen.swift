import Audit
import Foundation
import Legible
import LegibleUI

extension AuditScreen {
  /// A preview as a screen the catalog audits, renders and shows: named after its file and its
  /// name (`OrderRow/Delivered`), hosted as `UIHostingController` hosts it, in the
  /// configuration's language. A `.previewLayout(.sizeThatFits)` preview is as tall as it wants
  /// at the screen's width, at the top of the screen. The configuration decides the device and
  /// the text size: a preview that sets `\.dynamicTypeSize` itself keeps that size inside it.
  public init(preview: DeclaredPreview) {
    let stem = URL(fileURLWithPath: preview.file).deletingPathExtension().lastPathComponent
    self.init(name: "\(stem)/\(preview.name)") { configuration, typesetter in
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      let language = configuration.language
      let controller = screen.host(preview.make()) { $0.locale = Locale(identifier: language) }
      if preview.request.sizeThatFits {
        controller.view.fixedProposal = ProposedSize(width: screen.safeArea.width, height: nil)
      }
      return screen
    }
  }
}
