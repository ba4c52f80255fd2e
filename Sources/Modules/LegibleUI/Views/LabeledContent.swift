import Drawing
import Foundation
import Geometry
import Legible

/// A label and a value in a row, as SwiftUI's `LabeledContent`: the label leading, the value
/// trailing in grey, side by side when both fit on a line, else the value under the label.
public struct LabeledContent<Label: View, Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label
  let content: Content

  /// A row of a label and content of views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack {
        label
        Spacer()
        content.foregroundStyle(Color.secondary).multilineTextAlignment(.trailing)
      }
      VStack(alignment: .leading, spacing: 4) {
        label
        content.foregroundStyle(Color.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row of a title and a value.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    label = Text(titleKey)
    content = Text(String(value))
  }
  /// A row of a title and a value, the title a string of yours.
  @_disfavoredOverload
  public init<T: StringProtocol, S: StringProtocol>(_ title: T, value: S) {
    label = Text(String(title))
    content = Text(String(value))
  }
  /// A row of a title and a formatted value.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    label = Text(titleKey)
    content = Text(value, format: format)
  }
  /// A row of a title of yours and a formatted value.
  @_disfavoredOverload
  public init<T: StringProtocol, F: FormatStyle>(_ title: T, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    label = Text(String(title))
    content = Text(value, format: format)
  }
}

extension LabeledContent where Label == Text {
  /// A row of a title and content of views.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }
  /// A row of a title of yours and content of views.
  @_disfavoredOverload
  public init<T: StringProtocol>(_ title: T, @ViewBuilder content: () -> Content) {
    label = Text(String(title))
    self.content = content()
  }
}
