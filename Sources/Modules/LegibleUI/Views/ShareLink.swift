import Drawing
import Foundation
import Geometry
import Legible

/// A button that shares an item, as SwiftUI's `ShareLink`: drawn as iOS draws it (its label, or
/// "Share" with the share symbol); the share sheet it would open is not shown here, a tap
/// records the item as `openURL` records links.
public struct ShareLink<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let item: String
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A share button for `item`, showing `label`.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.item = String(describing: item)
    self.label = label()
  }

  public var body: some View {
    Button(action: { if let url = URL(string: item) { openURL(url) } }) { label }
  }
}

extension ShareLink where Label == LegibleUI.Label<Text, Image> {
  /// A share button for `item` showing "Share" and the share symbol.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      LegibleUI.Label("Share", systemImage: "square.and.arrow.up")
    }
  }
  /// A share button for `item` titled `titleKey`.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      LegibleUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }
}

extension ShareLink: _LocatableView {}
