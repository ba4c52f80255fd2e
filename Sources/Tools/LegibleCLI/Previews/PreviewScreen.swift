import Audit
import Foundation
import Legible
import LegibleUI
import LocalizedStrings

extension AuditScreen {
  /// A preview as a screen the catalog audits, renders and shows: named after its file and its
  /// name (`OrderRow/Delivered`), hosted as `UIHostingController` hosts it, in the
  /// configuration's language. A `.previewLayout(.sizeThatFits)` preview is as tall as it wants
  /// at the screen's width, at the top of the screen. The configuration decides the device and
  /// the text size: a preview that sets `\.dynamicTypeSize` itself keeps that size inside it.
  ///
  /// Its languages are those of the app's string catalogs (`StringCatalog.current`), the source
  /// language first; in each, `Text("key")` and `String(localized:)` show the catalog's
  /// translation, and a language written right to left (Arabic, Hebrew, Persian, Urdu) lays the
  /// screen out right to left, as an iPhone set to it does.
  public init(preview: DeclaredPreview) {
    let stem = URL(fileURLWithPath: preview.file).deletingPathExtension().lastPathComponent
    let languages = StringCatalog.current.languages
    self.init(name: "\(stem)/\(preview.name)", languages: languages.isEmpty ? nil : languages) {
      configuration, typesetter in
      StringCatalog.language = configuration.language
      SimulatorProcessEnvironment.enter(device: configuration.device, preview: !preview.isLaunchScreen)
      let language = configuration.language
      let direction: Legible.LayoutDirection =
        Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
      let screen = Screen(
        device: configuration.device,
        traits: Traits(contentSizeCategory: configuration.category, layoutDirection: direction),
        typesetter: typesetter)
      let controller = screen.host(preview.make()) { $0.locale = Locale(identifier: language) }
      if preview.request.sizeThatFits {
        controller.view.fixedProposal = ProposedSize(width: screen.safeArea.width, height: nil)
      }
      return screen
    }
    location = preview.source ?? CodeLocation(file: preview.file, line: preview.line, column: 1)
  }
}
