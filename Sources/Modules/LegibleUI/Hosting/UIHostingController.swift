import UIKit

/// A SwiftUI view in a UIKit controller, as SwiftUI's `UIHostingController`: it keeps its root
/// view; a screen hosts SwiftUI through `HostingController` here, so this one is never shown.
@preconcurrency @MainActor open class UIHostingController<Content: View>: UIViewController {
  /// The view it hosts.
  open var rootView: Content

  /// A controller hosting `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
  }

  /// The size the view would like within `size` (the size given, here).
  open func sizeThatFits(in size: CGSize) -> CGSize { size }
}
