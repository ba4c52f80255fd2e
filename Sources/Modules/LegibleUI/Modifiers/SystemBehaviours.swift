import CoreGraphics
import Drawing
import Foundation
import Legible

extension View {
  /// Whether the home indicator hides (kept).
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
  /// A menu on a long press (kept: not shown at rest).
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
  /// A menu on a long press with a preview (kept).
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
    -> some View
  {
    self
  }
  /// Help text (kept).
  public func help(_ text: LocalizedStringKey) -> some View { self }
  /// Help text (kept).
  public func help(_ text: Text) -> some View { self }
  /// Haptic feedback (kept: none here).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
  /// Runs `action` while a pointer hovers (kept: no pointer here).
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
  /// A hover effect (kept).
  public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
  /// The view as a drag source (kept).
  public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
  /// The view's own identity for a scroll position (kept).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
  /// How a scroll view stops (kept).
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
  /// Offers completion text for a search suggestion (kept: no one types into the search here).
  public func searchCompletion(_ completion: String) -> some View { self }
  /// Padding of the scene's default margins on `edges` (on an iPhone, the standard padding).
  public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }
  /// The scroll position (kept).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
  /// How the keyboard is dismissed by scrolling (kept).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// Haptic feedback, as SwiftUI's `SensoryFeedback` (kept).
public struct SensoryFeedback: Sendable {
  /// Success.
  public static let success = SensoryFeedback()
  /// A warning.
  public static let warning = SensoryFeedback()
  /// An error.
  public static let error = SensoryFeedback()
  /// A selection.
  public static let selection = SensoryFeedback()
  /// An increase.
  public static let increase = SensoryFeedback()
  /// A decrease.
  public static let decrease = SensoryFeedback()
  /// An impact.
  public static let impact = SensoryFeedback()
}

/// A hover effect (kept).
public struct HoverEffect: Sendable {
  /// The platform decides.
  public static let automatic = HoverEffect()
  /// Highlight.
  public static let highlight = HoverEffect()
  /// Lift.
  public static let lift = HoverEffect()
}

/// How scrolling dismisses the keyboard (kept).
public struct ScrollDismissesKeyboardMode: Sendable {
  /// The platform decides.
  public static let automatic = ScrollDismissesKeyboardMode()
  /// At once.
  public static let immediately = ScrollDismissesKeyboardMode()
  /// As the finger moves.
  public static let interactively = ScrollDismissesKeyboardMode()
  /// Never.
  public static let never = ScrollDismissesKeyboardMode()
}

/// How a scroll view comes to rest, as SwiftUI's `ScrollTargetBehavior` (kept: scroll views are
/// drawn at rest).
public protocol ScrollTargetBehavior: Sendable {}

/// Resting with a view aligned to the edge, as SwiftUI's `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far a swipe may scroll.
  public struct LimitBehavior: Sendable {
    let name: String
    /// The platform decides.
    public static let automatic = LimitBehavior(name: "automatic")
    /// One view per swipe.
    public static let always = LimitBehavior(name: "always")
    /// Without limit.
    public static let never = LimitBehavior(name: "never")
  }
  /// Aligned views, scrolled as `limitBehavior` says.
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

/// Resting a page at a time, as SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Paging.
  public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Resting with a view aligned to the edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  /// Resting with a view aligned to the edge, swipes limited as `limitBehavior` says.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior) }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Resting a page at a time.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
