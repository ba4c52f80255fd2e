import Foundation

/// How the user arranged a tab view's tabs, as SwiftUI's (iOS 18): which tabs and sections are
/// hidden and in what order sections are. An iPhone's tab bar cannot be customized, so a tab
/// view keeps it and shows every tab in the order written; it is kept in `@AppStorage` as apps
/// keep it, starting empty.
public struct TabViewCustomization: Codable, Equatable, Sendable {
  private var visibility: [String: Bool] = [:]
  private var sectionVisibility: [String: Bool] = [:]
  private var sectionOrder: [String: [String]] = [:]

  /// No customization.
  public init() {}

  /// Whether the tab of `id` is shown (`automatic` until set).
  public subscript(visibility id: String) -> Visibility {
    get { visibility[id].map { $0 ? .visible : .hidden } ?? .automatic }
    set { visibility[id] = newValue == .automatic ? nil : newValue == .visible }
  }

  /// Whether the section of `id` is shown (`automatic` until set).
  public subscript(sectionVisibility id: String) -> Visibility {
    get { sectionVisibility[id].map { $0 ? .visible : .hidden } ?? .automatic }
    set { sectionVisibility[id] = newValue == .automatic ? nil : newValue == .visible }
  }

  /// Shows every tab again.
  public mutating func resetVisibility() {
    visibility = [:]
    sectionVisibility = [:]
  }

  /// Puts the sections back in the order written.
  public mutating func resetSectionOrder() { sectionOrder = [:] }
}

extension AppStorage where Value == TabViewCustomization {
  /// The customization stored under `key`, empty at first.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: TabViewCustomization(), key, store: store)
  }
}

extension View {
  /// Keeps the user's arrangement of the tab view's tabs in `customization` (an iPhone's tab bar
  /// cannot be customized: every tab is shown in the order written).
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
}
