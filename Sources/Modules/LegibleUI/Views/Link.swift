import Drawing
import Foundation
import Geometry
import Legible

/// A tappable link to a URL, as SwiftUI's `Link`: its label in the tint colour; a tap is recorded
/// (`\.openURL`), not opened.
public struct Link<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    Button(action: { openURL(destination) }) { label }
  }
}

extension Link where Label == Text {
  /// A link titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
