/// Whether the screen's content asks the status bar to hide: a preference that reaches the top,
/// where the host gives it to the screen (`Screen.statusBarHidden`). Views written later win over
/// those before them; a view's own value wins over its content's, as for any preference.
struct StatusBarHiddenKey: PreferenceKey {
  static var defaultValue: Bool? { nil }
  static func reduce(value: inout Bool?, nextValue: () -> Bool?) { value = nextValue() ?? value }
}

extension View {
  /// Hides the status bar while the view is shown (or shows it, with `false`). On an iPhone
  /// without a sensor housing (an SE) its 20 points go to the content, which then lays out
  /// from the top of the screen, as on iOS; elsewhere the top inset stays.
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    preference(key: StatusBarHiddenKey.self, value: hidden)
  }

  /// Hides the status bar while the view is shown: the first name of `statusBarHidden(_:)`.
  public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
}
