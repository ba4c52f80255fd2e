import Drawing
import Foundation
import Geometry
import Legible

/// Content in a rounded box, as SwiftUI's `GroupBox`.
public struct GroupBox<Label: View, Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label?
  let content: Content

  /// A box with a label of views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: .leading) {
      label.font(.headline)
      content
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 8).fill(Color(Drawing.Color.secondarySystemBackground)))
  }
}

extension GroupBox {
  /// A box with `label` (the form SwiftUI deprecated in iOS 16, still written by apps).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a label.
  public init(@ViewBuilder content: () -> Content) {
    label = nil
    self.content = content()
  }
}

extension GroupBox where Label == Text {
  /// A box titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }
}

/// How group boxes look (kept).
public protocol GroupBoxStyle: Sendable {}
