/// A group of tabs under a title, as SwiftUI's `TabSection` (iOS 18): a sidebar shows the title
/// over its tabs; an iPhone's tab bar, which has no sections, shows the tabs as its own.
public struct TabSection<Content: View>: View {
  let title: String?
  let content: Content

  /// Tabs under `title`.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.title = title.string
    self.content = content()
  }

  /// Tabs under `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.content = content()
  }

  /// Tabs under a header of views (the header is not shown: a tab bar has no sections).
  public init<H: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> H) {
    title = nil
    self.content = content()
  }

  public var body: some View { content }

  /// The section with its tabs left out when `hidden` (iOS 18's `TabContent.hidden(_:)`).
  public func hidden(_ hidden: Bool = true) -> some View { HiddenTabs(content: self, isHidden: hidden) }

  /// Actions of the section in a sidebar (kept: a tab bar has no sections).
  public func sectionActions<A: View>(@ViewBuilder content: () -> A) -> TabSection { self }
}

extension Tab {
  /// The tab left out of the tab view when `hidden` (iOS 18's `TabContent.hidden(_:)`).
  public func hidden(_ hidden: Bool = true) -> some View { HiddenTabs(content: self, isHidden: hidden) }
}

/// Tabs left out of their tab view, or shown.
struct HiddenTabs<Content: View>: View {
  let content: Content
  let isHidden: Bool
  var body: some View {
    if !isHidden { content }
  }
}
