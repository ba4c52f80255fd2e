/// How the navigation title is shown, as SwiftUI's `ToolbarTitleDisplayMode` (iOS 17), the newer
/// name of `navigationBarTitleDisplayMode`'s modes.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let mode: NavigationBarItem.TitleDisplayMode
  /// The platform decides (large at the root, as the screen before elsewhere).
  public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
  /// In the bar.
  public static let inline = ToolbarTitleDisplayMode(mode: .inline)
  /// Under the bar, growing with the text.
  public static let large = ToolbarTitleDisplayMode(mode: .large)
  /// In the bar, in a larger font (iOS draws it in the bar at an iPhone's width; drawn as
  /// `inline`).
  public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}

extension View {
  /// Shows the navigation title in `mode`, as `navigationBarTitleDisplayMode(_:)` does.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.mode)
  }
}
