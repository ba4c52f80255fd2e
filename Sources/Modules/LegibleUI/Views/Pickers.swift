import Drawing
import Foundation
import Geometry
import Legible

/// A choice among tagged options, as SwiftUI's `Picker`: in a list (and by default) iOS's menu
/// picker, its label leading and the chosen option's text trailing with an up-down chevron;
/// `.segmented`, a row of segments; `.inline`, the options as rows with a checkmark. Options are
/// matched to the selection by their `tag(_:)` (or their `ForEach` id).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a label of views.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker with a label of views (the older order).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.label = label
    self.content = content()
  }

  @Environment(\.pickerStyleKind) private var style

  public var body: some View {
    switch style {
    case .segmented:
      AnyView(PickerOptions(selection: selection, layout: .segments, content: content))
    case .inline, .wheel:
      AnyView(
        VStack(alignment: .leading, spacing: 0) {
          label.font(.headline)
          PickerOptions(selection: selection, layout: .rows, content: content)
        })
    case .menu, .automatic, .navigationLink:
      // A value cell: the label and the value side by side when both fit on a line, else the
      // value under the label (as UIKit's list content does when there is not the room).
      AnyView(
        ViewThatFits(in: .horizontal) {
          HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            chosen
          }
          VStack(alignment: .leading, spacing: 4) {
            label
            chosen
          }
          .frame(maxWidth: .infinity, alignment: .leading)
        })
    }
  }

  private var chosen: some View {
    HStack(spacing: 4) {
      PickerOptions(selection: selection, layout: .chosen, content: content)
      Image(systemName: style == .navigationLink ? "chevron.right" : "chevron.up.chevron.down")
        .imageScale(.small)
    }
    .foregroundStyle(
      style == .navigationLink ? AnyShapeStyle(Color.secondary) : AnyShapeStyle(TintShapeStyle()))
  }
}

extension Picker where Label == Text {
  /// A picker titled `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { Text(titleKey) })
  }
  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { Text(title) })
  }
}

/// The tag a view of a picker's options carries.
enum PickerTag: LayoutValueKey {
  static var defaultValue: AnyHashable? { nil }
}

extension View {
  /// The value a picker's option stands for.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    let value = AnyHashable(tag)
    return eachView { $0.layoutValues[ObjectIdentifier(PickerTag.self)] = value }
  }
}

/// A picker's options, laid out as its style says.
struct PickerOptions<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  enum Layout { case chosen, segments, rows }
  let selection: Binding<SelectionValue>
  let layout: Layout
  let content: Content

  final class Node: ViewNode {
    var content: ViewNode?
    let stack = FlexibleStack(.horizontal, spacing: 0)
    var segments: [ObjectIdentifier: Legible.View] = [:]
    var layout = Layout.chosen
    var selection: AnyHashable?
    var choose: ((AnyHashable) -> Void)?
    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    func arrange() {
      let options = content?.output ?? []
      func tag(_ view: Legible.View) -> AnyHashable? {
        var current: Legible.View? = view
        while let found = current {
          if let tag = found.layoutValues[ObjectIdentifier(PickerTag.self)] as? AnyHashable { return tag }
          current = found is any WrappingLayout ? found.subviews.first : nil
        }
        return nil
      }
      switch layout {
      case .chosen:
        let chosen = options.first { tag($0) == selection } ?? options.first
        setOutput(chosen.map { [$0] } ?? [])
      case .segments, .rows:
        stack.axis = layout == .segments ? .horizontal : .vertical
        stack.alignment = layout == .segments ? .verticalCenter : .leading
        var kept: [ObjectIdentifier: Legible.View] = [:]
        let items = options.map { option -> Legible.View in
          let id = ObjectIdentifier(option)
          let item = segments[id] ?? makeItem(option)
          kept[id] = item
          let isChosen = tag(option) == selection
          style(item, chosen: isChosen)
          if let control = item as? PressableView, let value = tag(option) {
            let choose = self.choose
            control.action = { choose?(value) }
          }
          return item
        }
        segments = kept
        stack.arrange(items)
        if layout == .segments {
          stack.backgroundColor = Drawing.Color(red8: 118, green8: 118, blue8: 128, alpha8: 31)
          stack.cornerRadius = 8
        }
        setOutput([stack])
      }
    }

    private func makeItem(_ option: Legible.View) -> Legible.View {
      let frame = FlexibleFrame(
        option,
        layout == .segments
          ? .flexible(width: .init(maximum: .infinity), height: .init(minimum: 32))
          : .flexible(width: .init(maximum: .infinity), height: .init(minimum: 44)),
        horizontal: layout == .segments ? .horizontalCenter : .leading)
      return PressableView(
        Padding(frame, insets: ScaledInsets(Geometry.EdgeInsets(vertical: 0, horizontal: 8))))
    }

    private func style(_ item: Legible.View, chosen: Bool) {
      guard layout == .segments else { return }
      item.backgroundColor = chosen ? .white : nil
      item.cornerRadius = 7
    }

    override func childOutputDidChange() {
      let before = outputVersion
      arrange()
      if outputVersion != before { outputDidChange() }
    }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    node.layout = layout
    let binding = selection
    node.selection = AnyHashable(binding.wrappedValue)
    node.choose = { value in if let typed = value.base as? SelectionValue { binding.wrappedValue = typed } }
    node.content = updateChild(content, node.content, context.child(of: node))
    node.arrange()
  }
}

/// How pickers look, as SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable {
  /// The style's kind (the module's).
  var _kind: PickerStyleKind { get }
}

/// What a picker style draws.
public enum PickerStyleKind: Hashable, Sendable {
  /// The platform decides (a menu).
  case automatic
  /// A menu.
  case menu
  /// Segments.
  case segmented
  /// Rows with a checkmark.
  case inline
  /// A wheel (drawn as rows).
  case wheel
  /// A row leading to the options.
  case navigationLink
}

/// A menu.
public struct MenuPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}
/// Segments.
public struct SegmentedPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}
/// Rows with a checkmark.
public struct InlinePickerStyle: PickerStyle {
  /// The style.
  public init() {}
  public var _kind: PickerStyleKind { .inline }
}
/// A wheel.
public struct WheelPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  public var _kind: PickerStyleKind { .wheel }
}
/// A row leading to the options.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  public var _kind: PickerStyleKind { .navigationLink }
}
/// The platform's default.
public struct DefaultPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  public var _kind: PickerStyleKind { .automatic }
}
extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// Rows.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row leading to the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == DefaultPickerStyle {
  /// The default.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .automatic } }

extension EnvironmentValues {
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

/// A control that steps a value up and down, as SwiftUI's `Stepper`: its label leading, iOS's −/+
/// control trailing.
public struct Stepper<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label
  let increment: () -> Void
  let decrement: () -> Void

  /// A stepper running `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement ?? {}
    decrement = onDecrement ?? {}
  }

  /// A stepper running `onIncrement` and `onDecrement`, its label last.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper of a value in a range.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) }
    decrement = { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) }
  }

  /// A stepper of a value.
  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  public var body: some View {
    HStack {
      label.frame(maxWidth: .infinity, alignment: .leading)
      HStack(spacing: 0) {
        Button(action: decrement) { Image(systemName: "minus").frame(width: 46, height: 32) }
        Rectangle().fill(Color(Drawing.Color.separator)).frame(width: 1, height: 18)
        Button(action: increment) { Image(systemName: "plus").frame(width: 46, height: 32) }
      }
      .foregroundStyle(Color.primary)
      .background(
        RoundedRectangle(cornerRadius: 8).fill(
          Color(Drawing.Color(red8: 118, green8: 118, blue8: 128, alpha8: 31)))
      )
      .dynamicTypeSize(...DynamicTypeSize.large)
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `titleKey` of a value in a range.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }
  /// A stepper titled `titleKey` of a value.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
    self.init(value: value, step: step) { Text(titleKey) }
  }
  /// A stepper titled `title` of a value in a range.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
  /// A stepper titled `titleKey` running two actions.
  public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

/// A control that picks a value along a track, as SwiftUI's `Slider`: as wide as it is offered,
/// iOS's track and thumb (28 points, whatever the text size).
public struct Slider<Label: View, ValueLabel: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let fraction: Double
  let minimumLabel: ValueLabel?
  let maximumLabel: ValueLabel?

  public var body: some View {
    HStack {
      minimumLabel
      ZStack(alignment: .leading) {
        Capsule().fill(Color(Drawing.Color(red8: 120, green8: 120, blue8: 128, alpha8: 51))).frame(height: 4)
        GeometryReader { geometry in
          Capsule().fill(TintShapeStyle()).frame(width: max(0, geometry.size.width * fraction), height: 4)
            .frame(maxHeight: .infinity)
        }
        .frame(height: 28)
        GeometryReader { geometry in
          Circle().fill(Color.white)
            .overlay(
              Circle().strokeBorder(
                Color(Drawing.Color(red8: 0, green8: 0, blue8: 0, alpha8: 30)), lineWidth: 0.5)
            )
            .frame(width: 28, height: 28)
            .offset(x: (geometry.size.width - 28) * fraction)
        }
        .frame(height: 28)
      }
      .frame(maxWidth: .infinity)
      maximumLabel
    }
    .dynamicTypeSize(...DynamicTypeSize.large)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider of a value in a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  )
  where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    minimumLabel = nil
    maximumLabel = nil
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider of a value in a range, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  )
  where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    minimumLabel = nil
    maximumLabel = nil
  }
}

extension Slider {
  /// A slider with labels at its ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    minimumLabel = minimumValueLabel()
    maximumLabel = maximumValueLabel()
  }

  /// A slider with labels at its ends, in the order of SwiftUI's first form (iOS 13): the end
  /// labels as views, the label last.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }
}

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

/// A tappable link to a URL, as SwiftUI's `Link`: its label in the tint colour; a tap is recorded
/// (`\.openURL`), not opened.
public struct Link<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    Button(action: { openURL(destination) }) { label }
  }
}

extension Link where Label == Text {
  /// A link titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// A button that shares an item, as SwiftUI's `ShareLink`: drawn as iOS draws it (its label, or
/// "Share" with the share symbol); the share sheet it would open is not shown here, a tap
/// records the item as `openURL` records links.
public struct ShareLink<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let item: String
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A share button for `item`, showing `label`.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.item = String(describing: item)
    self.label = label()
  }

  public var body: some View {
    Button(action: { if let url = URL(string: item) { openURL(url) } }) { label }
  }
}

extension ShareLink where Label == LegibleUI.Label<Text, Image> {
  /// A share button for `item` showing "Share" and the share symbol.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      LegibleUI.Label("Share", systemImage: "square.and.arrow.up")
    }
  }
  /// A share button for `item` titled `titleKey`.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      LegibleUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }
}

/// A button that shows a menu, as SwiftUI's `Menu`: drawn closed, its label in the tint colour.
public struct Menu<Label: View, Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label
  /// A menu of `content` with a label of views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// A menu with a primary action.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.label = label()
  }
  public var body: some View { Button(action: {}) { label } }
}

extension Menu where Label == Text {
  /// A menu titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A menu titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// How menus look (kept).
public protocol MenuStyle: Sendable {}
/// A button.
public struct ButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
}
extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// A date choice, as SwiftUI's `DatePicker`, as iOS shows it compactly: its label leading, the
/// date (and time) in grey pills trailing.
public struct DatePicker<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let selection: Binding<Date>
  let components: Components
  let label: Label

  /// A date picker with a label of views.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    components = displayedComponents
    self.label = label()
  }

  /// A date picker in a range, with a label of views.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// What a date picker shows.
  public typealias Components = DatePickerComponents

  public var body: some View {
    HStack {
      label.frame(maxWidth: .infinity, alignment: .leading)
      if components.contains(.date) { pill(Text(selection.wrappedValue, style: .date)) }
      if components.contains(.hourAndMinute) { pill(Text(selection.wrappedValue, style: .time)) }
    }
  }

  private func pill(_ text: Text) -> some View {
    text.padding(.horizontal, 11).padding(.vertical, 6)
      .background(
        RoundedRectangle(cornerRadius: 6).fill(
          Color(Drawing.Color(red8: 118, green8: 118, blue8: 128, alpha8: 31))))
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled `titleKey` in a range.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled `titleKey` from a date on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled `titleKey` up to a date.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// How date pickers look (kept: compact).
public protocol DatePickerStyle: Sendable {}
/// Compact.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}
/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}
/// Wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// Compact.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// A label and a value in a row, as SwiftUI's `LabeledContent`: the label leading, the value
/// trailing in grey, side by side when both fit on a line, else the value under the label.
public struct LabeledContent<Label: View, Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label
  let content: Content

  /// A row of a label and content of views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack {
        label
        Spacer()
        content.foregroundStyle(Color.secondary).multilineTextAlignment(.trailing)
      }
      VStack(alignment: .leading, spacing: 4) {
        label
        content.foregroundStyle(Color.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row of a title and a value.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    label = Text(titleKey)
    content = Text(String(value))
  }
  /// A row of a title and a value, the title a string of yours.
  @_disfavoredOverload
  public init<T: StringProtocol, S: StringProtocol>(_ title: T, value: S) {
    label = Text(String(title))
    content = Text(String(value))
  }
  /// A row of a title and a formatted value.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    label = Text(titleKey)
    content = Text(value, format: format)
  }
  /// A row of a title of yours and a formatted value.
  @_disfavoredOverload
  public init<T: StringProtocol, F: FormatStyle>(_ title: T, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    label = Text(String(title))
    content = Text(value, format: format)
  }
}

extension LabeledContent where Label == Text {
  /// A row of a title and content of views.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }
  /// A row of a title of yours and content of views.
  @_disfavoredOverload
  public init<T: StringProtocol>(_ title: T, @ViewBuilder content: () -> Content) {
    label = Text(String(title))
    self.content = content()
  }
}

/// Content that folds under a label, as SwiftUI's `DisclosureGroup` (drawn as it is: open when
/// `isExpanded` is, closed otherwise).
public struct DisclosureGroup<Label: View, Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label
  let content: Content
  let isExpanded: Bool

  /// A group with a label of views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = false
  }
  /// A group open or closed by a binding.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack {
        label.frame(maxWidth: .infinity, alignment: .leading)
        Image(systemName: isExpanded ? "chevron.down" : "chevron.right").foregroundStyle(TintShapeStyle())
      }
      if isExpanded { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A group titled `titleKey`, open or closed by a binding.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
  {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

/// Content in a rounded box, as SwiftUI's `GroupBox`.
public struct GroupBox<Label: View, Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label?
  let content: Content

  /// A box with a label of views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: .leading) {
      label.font(.headline)
      content
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 8).fill(Color(Drawing.Color.secondarySystemBackground)))
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a label.
  public init(@ViewBuilder content: () -> Content) {
    label = nil
    self.content = content()
  }
}

extension GroupBox where Label == Text {
  /// A box titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }
}

/// How group boxes look (kept).
public protocol GroupBoxStyle: Sendable {}

/// A colour choice, as SwiftUI's `ColorPicker`: its label leading, the colour in a circle trailing.
public struct ColorPicker<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let selection: Binding<Color>
  let label: Label

  /// A colour picker with a label of views.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
  }

  public var body: some View {
    HStack {
      label.frame(maxWidth: .infinity, alignment: .leading)
      Circle().fill(selection.wrappedValue).frame(width: 28, height: 28)
    }
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection) { Text(titleKey) }
  }
}

/// What a date picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The date.
  public static let date = DatePickerComponents(rawValue: 1)
  /// The time.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension Link: _LocatableView {}
extension Picker: _LocatableView {}
extension Stepper: _LocatableView {}
extension Slider: _LocatableView {}
extension Menu: _LocatableView {}
extension DatePicker: _LocatableView {}
extension ProgressView: _LocatableView {}
extension ShareLink: _LocatableView {}
extension ColorPicker: _LocatableView {}
extension DisclosureGroup: _LocatableView {}
extension GroupBox: _LocatableView {}
extension LabeledContent: _LocatableView {}
