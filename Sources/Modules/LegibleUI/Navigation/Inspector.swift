import CoreGraphics

// SwiftUI's inspector (iOS 17): a column beside the content on a wide screen, presented as a
// sheet on an iPhone, which is how it is drawn here.
extension View {
  /// Shows `content` as an inspector while `isPresented` is true: a sheet, as on an iPhone.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
    let content = content()
    return sheet(isPresented: isPresented) { content }
  }
  /// The inspector's column width (kept: an iPhone shows it as a sheet).
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
  /// The inspector's column widths (kept: an iPhone shows it as a sheet).
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    self
  }
}
