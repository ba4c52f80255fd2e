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

  /// A share button for `item` with the preview the share sheet shows (kept: the sheet is not
  /// shown here), showing `label`.
  public init<Item, PreviewImage, PreviewIcon>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(item: item, subject: subject, message: message, label: label)
  }

  /// A share button for `items`, each previewed by `preview` (kept), showing `label`.
  public init<Items: Sequence, PreviewImage, PreviewIcon>(
    items: Items, subject: Text? = nil, message: Text? = nil,
    preview: (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) {
    self.init(item: Array(items), subject: subject, message: message, label: label)
  }

  /// A share button for `items`, showing `label`.
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(item: Array(items), subject: subject, message: message, label: label)
  }

  public var body: some View {
    Button(action: { if let url = URL(string: item) { openURL(url) } }) { label }
  }
}

/// What the share sheet shows of an item, as SwiftUI's `SharePreview`: a title, an image and an
/// icon (kept with the link: the share sheet is not shown here).
public struct SharePreview<Image, Icon> {
  /// The title.
  public let title: Text
  /// The image.
  public let image: Image?
  /// The icon.
  public let icon: Icon?
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey) {
    title = Text(titleKey)
    image = nil
    icon = nil
  }
  /// A preview titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.title = Text(title)
    image = nil
    icon = nil
  }
}

extension SharePreview where Icon == Never {
  /// A preview titled `titleKey` with an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) {
    title = Text(titleKey)
    self.image = image
    icon = nil
  }
}

extension SharePreview where Image == Never {
  /// A preview titled `titleKey` with an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {
    title = Text(titleKey)
    image = nil
    self.icon = icon
  }
}

extension SharePreview {
  /// A preview titled `titleKey` with an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    title = Text(titleKey)
    self.image = image
    self.icon = icon
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
  /// A share button for `item` showing "Share", with the share sheet's preview (kept).
  public init<Item, PreviewImage, PreviewIcon>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(item: item, subject: subject, message: message)
  }
  /// A share button for `item` titled `titleKey`, with the share sheet's preview (kept).
  public init<Item, PreviewImage, PreviewIcon>(
    _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(titleKey, item: item, subject: subject, message: message)
  }
}
