import Foundation

/// Actions that always live in the navigation bar's overflow menu, as SwiftUI's: a "More" button
/// (an ellipsis) at the bar's trailing end whose menu holds the content.
public struct ToolbarOverflowMenu<Content: View>: ToolbarContent {
  let content: Content

  /// An overflow menu of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var _items: [ToolbarEntry] {
    let content = content
    return [
      ToolbarEntry(
        placement: .topBarTrailing,
        view: AnyView(
          Menu {
            content
          } label: {
            // The system's word, which VoiceOver and the Large Content Viewer say.
            Label(SystemWords.text(.more), systemImage: "ellipsis").labelStyle(.iconOnly)
          }))
    ]
  }
}

extension View {
  /// Puts `content` in the navigation bar's overflow menu (a "More" button at its trailing end).
  public func toolbarOverflowMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    toolbar { ToolbarOverflowMenu(content: content) }
  }
}

/// How long a toolbar item stays in a bar that runs out of room before moving to the overflow
/// menu, as SwiftUI's. Items never overflow here (a bar that runs out of room is audited as it
/// is), so the priority is kept and orders nothing.
public struct ToolbarItemVisibilityPriority: Hashable, Comparable, Sendable {
  let rank: Double
  /// The system decides.
  public static let automatic = ToolbarItemVisibilityPriority(rank: 0)
  /// Moves before the others.
  public static let low = ToolbarItemVisibilityPriority(rank: -1)
  /// Stays longer than the others.
  public static let high = ToolbarItemVisibilityPriority(rank: 1)
  /// A priority just above `other` (below the next level).
  public init(higherThan other: ToolbarItemVisibilityPriority) { rank = other.rank + 0.5 }
  /// A priority just below `other`.
  public init(lowerThan other: ToolbarItemVisibilityPriority) { rank = other.rank - 0.5 }
  private init(rank: Double) { self.rank = rank }
  public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

extension ToolbarContent {
  /// Sets how long the content stays in a bar that runs out of room (kept: nothing overflows here).
  public func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> Self { self }
}
