import Drawing
import Foundation
import Geometry
import Legible

/// A colour choice, as SwiftUI's `ColorPicker`: its label leading, the colour in a circle trailing.
public struct ColorPicker<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let selection: Binding<Color>
  let label: Label

  /// A colour picker with a label of views.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
  }

  public var body: some View {
    HStack {
      ControlLabel(label: label)
      Circle().fill(selection.wrappedValue).frame(width: 28, height: 28)
    }
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection) { Text(titleKey) }
  }
}
