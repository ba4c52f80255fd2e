import CoreGraphics
import Drawing
import Foundation
import Legible

extension View {
  /// A search field over the view, as iOS draws it under a navigation title: the magnifying
  /// glass and the prompt (or the text) in a grey rounded field, growing with the text size.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    searchable(text: text, isPresented: nil, placement: placement, prompt: prompt)
  }
  /// A search field whose activity is bound to `isPresented`: while it is true the views
  /// inside read `\.isSearching` as true, and `\.dismissSearch` sets it false and clears the text.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    searchable(text: text, isPresented: Optional(isPresented), placement: placement, prompt: prompt)
  }
  /// A search field whose activity is bound to `isPresented`, with a prompt.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, isPresented: Optional(isPresented), placement: placement, prompt: Text(prompt))
  }

  private func searchable(
    text: Binding<String>, isPresented: Binding<Bool>?, placement: SearchFieldPlacement, prompt: Text?
  ) -> some View {
    let field = text
    let presented = isPresented
    return VStack(spacing: 0) {
      SearchField(text: text, prompt: prompt?.string ?? "Search")
      self
        .environment(\.isSearching, isPresented?.wrappedValue ?? false)
        .environment(
          \.dismissSearch,
          DismissSearchAction {
            field.wrappedValue = ""
            presented?.wrappedValue = false
          })
    }
  }
  /// A search field with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  )
    -> some View
  {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
  /// A search field with suggestions, which iOS lists under the field while it is being typed in
  /// (drawn as the screen is at rest: the field, no list).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }
  /// A search field with a prompt and suggestions (listed while typing; not at rest).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
  /// Scopes to search in, shown as segments under the search field while searching (drawn as
  /// iOS draws the screen at rest: without them).
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S)
    -> some View
  {
    self
  }
  /// Scopes to search in, shown as `activation` says (drawn as at rest: without them).
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    self
  }
  /// Suggestions for search (kept).
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

}

/// Where a search field goes (kept).
public struct SearchFieldPlacement: Sendable {
  /// The platform decides.
  public static let automatic = SearchFieldPlacement()
  /// The navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement()
  /// In the toolbar (iOS 26: at the bottom of the screen on an iPhone).
  public static let toolbar = SearchFieldPlacement()
  /// In the toolbar's principal place (iOS 26).
  public static let toolbarPrincipal = SearchFieldPlacement()
  /// In a sidebar (an iPhone shows it as the navigation bar's drawer).
  public static let sidebar = SearchFieldPlacement()
  /// The navigation bar's drawer, always shown.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement
  { SearchFieldPlacement() }
  /// How the drawer shows.
  public enum NavigationBarDrawerDisplayMode: Sendable {
    /// Always.
    case always
    /// The platform decides.
    case automatic
  }
}

/// The search field `searchable` lays over its view.
struct SearchField: View {
  let text: Binding<String>
  let prompt: String
  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
      TextField(prompt, text: text)
    }
    .padding(.vertical, 7)
    .padding(.horizontal, 8)
    .background(Color(Drawing.Color.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
    .padding(.horizontal, 16)
    .padding(.bottom, 8)
  }
}

/// When search scopes show, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable {
  let name: String
  /// The platform decides (while searching, on an iPhone).
  public static let automatic = SearchScopeActivation(name: "automatic")
  /// As the search field is presented.
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
  /// As text is typed.
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
}

/// Ends a search, as SwiftUI's `DismissSearchAction`: clears the search field's text and, for a
/// field bound to `isPresented`, sets it false. Outside a searchable view it does nothing, as on
/// iOS.
public struct DismissSearchAction: Sendable {
  let action: @MainActor @Sendable () -> Void
  /// Ends the search.
  @MainActor public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}

extension EnvironmentValues {
  /// Whether the searchable view around is being searched: false at rest, as screens are drawn;
  /// true while a field bound to `isPresented` is presented.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
  /// Ends the search of the searchable view around.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}
