import Drawing
import Foundation
import Geometry
import Legible
import UIKit

/// A title with an icon, as SwiftUI's `Label`: the icon (as large as the text, growing with it)
/// before the title, or as `labelStyle(_:)` lays them out (a style of your own included).
public struct Label<Title: View, Icon: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let title: Title
  let icon: Icon

  /// A label of a title and an icon of views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  @Environment(\.labelStyle) private var style

  public var body: some View {
    style.make(
      LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(
          content: AnyView(title),
          string: (title as? Text)?.string ?? (title as? LabelStyleConfiguration.Title)?.string),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `titleKey` with the symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  /// A label titled `title` with the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  /// A label titled `titleKey` with the asset image `image`.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style was given, as it is (for a style that adds to the default one).
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// What a label style lays out: the label's title and icon, as SwiftUI's
/// `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View {
    let content: AnyView
    /// The title's words, when it is a text: what VoiceOver and the Large Content Viewer say for
    /// a label shown as its icon alone.
    var string: String?
    public var body: some View { content }
  }
  /// The label's icon, as a view.
  public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// How labels lay out their title and icon, as SwiftUI's `LabelStyle`: the module's styles or
/// yours, applied to the labels inside by `labelStyle(_:)`.
@MainActor @preconcurrency public protocol LabelStyle {
  /// The type of the styled label.
  associatedtype Body: View
  /// The configuration.
  typealias Configuration = LabelStyleConfiguration
  /// The label laid out.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { IconAlone(configuration: configuration) }
}

/// A label's icon without its title, which stays its accessibility label (as on iOS: VoiceOver
/// and the Large Content Viewer say "Cancel" for a toolbar's cancel symbol).
struct IconAlone: View {
  let configuration: LabelStyleConfiguration
  var body: some View {
    if let title = configuration.title.string {
      configuration.icon.accessibilityLabel(title)
    } else {
      configuration.icon
    }
  }
}
/// Both: the icon, then the title, on the first baseline.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}
/// The platform's default: both, except in a toolbar's bar, where iOS shows the icon alone (a
/// `ShareLink` there is its symbol, not "Share").
public struct DefaultLabelStyle: LabelStyle {
  /// The style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticLabel(configuration: configuration)
  }
}

/// A label in the default style, which depends on where it is.
struct AutomaticLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.isInBar) private var isInBar

  var body: some View {
    if isInBar {
      IconAlone(configuration: configuration)
    } else {
      TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
  }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Both.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
  /// The default.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style of the module's or yours, in the environment.
struct AnyLabelStyle: @unchecked Sendable {
  let make: @MainActor (LabelStyleConfiguration) -> AnyView

  init<S: LabelStyle>(_ style: S) {
    nonisolated(unsafe) let style = style
    make = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) }
}

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of labels inside.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, AnyLabelStyle(style))
  }
}
