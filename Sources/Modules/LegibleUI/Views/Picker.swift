import Drawing
import Foundation
import Geometry
import LargeContentViewer
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

  /// The font of a segmented control's titles on iOS, at every text size: measured on simulator
  /// pictures, "Not Added" and "Added" are as wide at AX5 as at L.
  static var segmentFont: Font { .system(size: 13, weight: .medium) }

  public var body: some View {
    switch style {
    case .segmented:
      // A segmented control's titles keep 13-point medium text at every size, as iOS's do (its
      // Large Content Viewer shows them large instead).
      AnyView(
        PickerOptions(selection: selection, layout: .segments, content: content)
          .environment(\.font, Self.segmentFont))
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
            ControlLabel(label: label)
            chosen
          }
          VStack(alignment: .leading, spacing: 4) {
            ControlLabel(label: label, fillsWidth: false)
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

extension Picker where Label == LegibleUI.Label<Text, Image> {
  /// A picker titled `titleKey` with a symbol (iOS 17), drawn as its label.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      selection: selection, content: content, label: { LegibleUI.Label(titleKey, systemImage: systemImage) })
  }
  /// A picker titled `title` with a symbol (iOS 17), drawn as its label.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      selection: selection, content: content, label: { LegibleUI.Label(title, systemImage: systemImage) })
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
          for (item, option) in zip(items, options) where item.largeContentTitle == nil {
            item.largeContentTitle = Self.title(in: option)
          }
        }
        setOutput([stack])
      }
    }

    /// The first text in `view`, for the viewer.
    private static func title(in view: Legible.View) -> String? {
      if let label = view as? Legible.Label { return label.text }
      for subview in view.subviews {
        if let title = title(in: subview) { return title }
      }
      return nil
    }

    private func makeItem(_ option: Legible.View) -> Legible.View {
      let frame = FlexibleFrame(
        option,
        layout == .segments
          ? .flexible(width: .init(maximum: .infinity), height: .init(minimum: 32))
          : .flexible(width: .init(maximum: .infinity), height: .init(minimum: 44)),
        horizontal: layout == .segments ? .horizontalCenter : .leading)
      let item = PressableView(
        Padding(frame, insets: ScaledInsets(Geometry.EdgeInsets(vertical: 0, horizontal: 8))))
      // Where the picker was written, for the findings about its segments.
      locate(item)
      if layout == .segments {
        // A segment of the system's control: its title keeps its size, so a long press shows it
        // in the Large Content Viewer, as a UISegmentedControl does, and it takes touches over
        // 44 points as Legible's other standard controls do.
        item.minimumHitSize = 44
        item.showsLargeContentViewer = true
        item.addLargeContentViewer()
      }
      return item
    }

    private func style(_ item: Legible.View, chosen: Bool) {
      guard layout == .segments else { return }
      item.backgroundColor = chosen ? .white : nil
      item.cornerRadius = 7
    }

    override func childOutputDidChange() { rearranging(arrange) }
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
