import Foundation

/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView` (iOS
/// 17): an icon, a title and a description in the middle of the space it is given, with actions
/// below, all growing with the text size. The title is in title2 bold, the description in
/// subheadline and the actions are small controls, as iOS draws them (read off simulator
/// pictures: the description 15 pt at L and 49 at AX5, a bordered action 28 pt tall at L).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of `label`, `description` and `actions`.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label
          .labelStyle(.unavailableContent)
        description
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
        .controlSize(.small)
    }
    .padding()
    // Never squeezed: taller than its space (AX5 in a short frame), it keeps every line of its
    // title and description and overflows above and below, as iOS draws it, rather than
    // cutting the text short.
    .fixedSize(horizontal: false, vertical: true)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == LegibleUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view titled `title` (looked up in the string catalog) with the symbol `systemImage` and
  /// `description`.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: LegibleUI.Label(title, systemImage: name), description: description)
  }

  /// A view titled with a string as it is, with the symbol `systemImage` and `description`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: LegibleUI.Label(title, systemImage: name), description: description)
  }

  /// A view titled `title` with the app's image `name` and `description`.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: LegibleUI.Label(title, image: name), description: description)
  }

  private init(label: LegibleUI.Label<Text, Image>, description: Text?) {
    self.label = label
    self.description = description
    actions = EmptyView()
  }

  /// The view of a search that found nothing.
  public static var search: ContentUnavailableView { search(text: "") }

  /// The view of a search for `text` that found nothing.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

extension LabelStyle where Self == UnavailableContentLabelStyle {
  /// A label as a content-unavailable view shows it: the icon above the title.
  static var unavailableContent: UnavailableContentLabelStyle { UnavailableContentLabelStyle() }
}

/// The icon above the title, both large.
struct UnavailableContentLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon.font(.largeTitle).imageScale(.large).foregroundStyle(.secondary)
      configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
    }
  }
}
