/// An interaction that shows the Large Content Viewer for a view's items, as the view and its
/// snapshot see it: the `LargeContentViewer` module's interaction is one. The audit reads it to
/// check that a viewer is really there, and responds, where a bar relies on it.
@MainActor public protocol LargeContentViewerAttachment: AnyObject {
  /// Whether a press on `view` now shows the viewer.
  func responds(on view: View) -> Bool
}
