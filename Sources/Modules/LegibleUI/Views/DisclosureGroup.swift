import Drawing
import Foundation
import Geometry
import Legible

/// Content that folds under a label, as SwiftUI's `DisclosureGroup` (drawn as it is: open when
/// `isExpanded` is, closed otherwise).
public struct DisclosureGroup<Label: View, Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label
  let content: Content
  let isExpanded: Bool

  /// A group with a label of views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = false
  }
  /// A group open or closed by a binding.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack {
        label.frame(maxWidth: .infinity, alignment: .leading)
        Image(systemName: isExpanded ? "chevron.down" : "chevron.right").foregroundStyle(TintShapeStyle())
      }
      if isExpanded { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A group titled `titleKey`, open or closed by a binding.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
  {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  /// A group titled with `title` as it is (not looked up as a key).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
  /// A group titled with `title` as it is, open or closed by a binding.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
