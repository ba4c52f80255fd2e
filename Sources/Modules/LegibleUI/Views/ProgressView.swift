import Drawing
import Foundation
import Geometry
import Legible

/// Progress, as SwiftUI's `ProgressView`: a spinner (a ring drawn at rest) or, with a value, a bar
/// as wide as it is offered; its label above.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let fraction: Double?
  let label: Label?
  /// Made by a style from its configuration: drawn as the default, not by the style again.
  var isStyled = false
  @Environment(\.progressViewStyle) private var style

  public var body: some View {
    if let style, !isStyled {
      style.make(
        ProgressViewStyleConfiguration(fractionCompleted: fraction, label: label.map { AnyView($0) }))
    } else {
      standard
    }
  }

  @ViewBuilder private var standard: some View {
    VStack(spacing: 8) {
      if let fraction {
        label.frame(maxWidth: .infinity, alignment: .leading)
        ZStack(alignment: .leading) {
          Capsule().fill(Color(Drawing.Color(red8: 120, green8: 120, blue8: 128, alpha8: 51))).frame(
            height: 4)
          GeometryReader { geometry in
            Capsule().fill(TintShapeStyle()).frame(width: geometry.size.width * fraction, height: 4)
          }
          .frame(height: 4)
        }
      } else {
        Circle().strokeBorder(Color.secondary, lineWidth: 2.5).frame(width: 20, height: 20)
        label.foregroundStyle(Color.secondary)
      }
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner.
  public init() {
    fraction = nil
    label = nil
  }
  /// A bar of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    fraction = value.map { total > 0 ? min(1, max(0, Double($0 / total))) : 0 }
    label = nil
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey) {
    fraction = nil
    label = Text(titleKey)
  }
  /// A bar titled `titleKey`.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
    fraction = value.map { total > 0 ? min(1, max(0, Double($0 / total))) : 0 }
    label = Text(titleKey)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label of views.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
  }
  /// A bar with a label of views.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
    fraction = value.map { total > 0 ? min(1, max(0, Double($0 / total))) : 0 }
    self.label = label()
  }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == EmptyView {
  /// The progress view a style is given, drawn as iOS draws it, for a style's `makeBody`.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    fraction = configuration.fractionCompleted
    label = configuration.label
    isStyled = true
  }
}

/// What a progress view style is given (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
  /// The label, as SwiftUI names its type.
  public typealias Label = AnyView
  /// The current value's label, as SwiftUI names its type.
  public typealias CurrentValueLabel = AnyView
  /// How much is done, 0 to 1; nil for a spinner.
  public let fractionCompleted: Double?
  /// The label, if the view has one.
  public var label: Label?
  /// The current value's label (none here).
  public var currentValueLabel: CurrentValueLabel? { nil }
}

/// How a progress view looks, as SwiftUI's `ProgressViewStyle`: `makeBody(configuration:)`
/// describes it; `ProgressView(configuration)` inside draws iOS's own.
@MainActor @preconcurrency public protocol ProgressViewStyle {
  /// The type of the styled view.
  associatedtype Body: View
  /// The configuration.
  typealias Configuration = ProgressViewStyleConfiguration
  /// The styled view.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A progress view style of the module's or yours, in the environment.
struct AnyProgressViewStyle: @unchecked Sendable {
  let make: @MainActor (ProgressViewStyleConfiguration) -> AnyView

  init<S: ProgressViewStyle>(_ style: S) {
    nonisolated(unsafe) let style = style
    make = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }
}

private struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: AnyProgressViewStyle? { nil }
}

extension EnvironmentValues {
  var progressViewStyle: AnyProgressViewStyle? {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

/// A bar (a spinner's is drawn at no progress).
public struct LinearProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  /// The style.
  nonisolated public init() { tint = nil }
  /// The style, its bar filled in `tint` (the older form of `.tint(_:)`).
  nonisolated public init(tint: Color) { self.tint = tint }
  @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
    let bar = ProgressView(
      ProgressViewStyleConfiguration(
        fractionCompleted: configuration.fractionCompleted ?? 0, label: configuration.label))
    if let tint { bar.tint(tint) } else { bar }
  }
}
/// A spinner, whatever the progress (as iOS draws it).
public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  /// The style.
  nonisolated public init() { tint = nil }
  /// The style, its spinner drawn in `tint` (the older form of `.tint(_:)`).
  nonisolated public init(tint: Color) { self.tint = tint }
  @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
    let spinner = ProgressView(
      ProgressViewStyleConfiguration(fractionCompleted: nil, label: configuration.label))
    if let tint { spinner.tint(tint) } else { spinner }
  }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
