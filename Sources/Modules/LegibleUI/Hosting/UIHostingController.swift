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

/// A hosting controller's root view, whatever its type.
@MainActor protocol HostedRootView: AnyObject {
  var hostedRootView: AnyView { get }
}

extension UIHostingController: HostedRootView {
  var hostedRootView: AnyView { AnyView(rootView) }
}

/// What a UIKit window shows, as views: the content of an app whose scene delegate sets its
/// window's root controller. A hosting controller shows its root view; a navigation controller
/// its first controller in a navigation stack, titled with that controller's title (inline, as
/// UIKit's bar shows it unless it prefers large titles; no stack when its bar is hidden); a tab bar controller its controllers as tabs, titled with their
/// titles, the chosen one shown. Any other controller is UIKit's own drawing, which is not drawn
/// here: a placeholder the audit reports, as for `UIViewControllerRepresentable`.
@MainActor enum WindowContent {
  static func view(of controller: UIViewController?) -> AnyView {
    switch controller {
    case nil: return AnyView(EmptyView())
    case let hosting as any HostedRootView: return hosting.hostedRootView
    case let navigation as UINavigationController:
      let first = navigation.viewControllers.first
      let content = view(of: first)
      guard !navigation.isNavigationBarHidden else { return content }
      // UIKit's bar shows its title inline unless it prefers large titles.
      let mode: NavigationBarItem.TitleDisplayMode =
        navigation.navigationBar.prefersLargeTitles ? .large : .inline
      return AnyView(
        NavigationStack { content.navigationTitle(first?.title ?? "").navigationBarTitleDisplayMode(mode) })
    case let tabs as UITabBarController:
      let controllers = tabs.viewControllers ?? []
      return AnyView(
        TabView(selection: .constant(tabs.selectedIndex)) {
          ForEach(Array(controllers.enumerated()), id: \.offset) { index, controller in
            view(of: controller).tabItem { Text(controller.title ?? "") }.tag(index)
          }
        })
    case let other?:
      return AnyView(PlatformContentPlaceholder("UIViewController \(type(of: other))"))
    }
  }
}
