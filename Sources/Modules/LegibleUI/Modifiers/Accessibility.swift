import Accessibility
import DynamicType
import Foundation
import LargeContentViewer
import Legible

extension View {
  /// What assistive technology says for the view, and how findings name it.
  public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.string) }
  /// What assistive technology says for the view.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    accessibilityLabel(label.string)
  }
  /// What assistive technology says for the view.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    let label = String(label)
    return eachView { $0.accessibilityLabel = label }
  }
  /// What the view does, for assistive technology (kept).
  public func accessibilityHint(_ hint: Text) -> some View { self }
  /// What the view does, for assistive technology (kept).
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
  /// The view's value, for assistive technology (kept).
  public func accessibilityValue(_ value: Text) -> some View { self }
  /// The view's value, for assistive technology (kept).
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
  /// The view's value, for assistive technology (kept).
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// Hides the view from assistive technology (it is still drawn and audited: what a user sees).
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// Traits for assistive technology (kept).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Traits removed for assistive technology (kept).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Makes the view one element for assistive technology (kept).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  /// How assistive technology orders the view (kept).
  public func accessibilitySortPriority(_ priority: Double) -> some View { self }
  /// An action for assistive technology (kept).
  public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
    -> some View
  {
    self
  }
  /// A named action for assistive technology (kept).
  public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void)
    -> some View
  {
    self
  }
  /// How assistive technology adjusts the view (kept).
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> some View
  {
    self
  }
  /// The view's heading level for assistive technology (kept).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
  /// Other names for voice control (kept).
  public func accessibilityInputLabels(_ labels: [Text]) -> some View { self }
  /// Gives VoiceOver's Audio Graphs a description of the chart the view draws (kept: the
  /// descriptor is made when assistive technology asks for it, and none runs here).
  public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View
  {
    self
  }
  /// Gives assistive technology the elements of `representation` in place of the view's (kept:
  /// the view is drawn and audited as it is, and the representation is never drawn, as on iOS).
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
  /// The identifier findings, dumps and `--scroll` name the view by.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    eachView { if $0.identifier != identifier { $0.identifier = identifier } }
  }

  /// Shows the view as an item of the Large Content Viewer of a container around it.
  public func accessibilityShowsLargeContentViewer() -> some View {
    eachView { $0.showsLargeContentViewer = true }
  }
  /// Shows the view in the Large Content Viewer as `title`, with `image`.
  public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContent: () -> V) -> some View
  {
    eachView { $0.showsLargeContentViewer = true }
  }
  /// The title the Large Content Viewer shows for the view (Legible's).
  public func accessibilityLargeContentTitle(_ title: String) -> some View {
    eachView {
      $0.largeContentTitle = title
      $0.showsLargeContentViewer = true
    }
  }
  /// Attaches a Large Content Viewer to the view, for the items inside that show in it (a bar
  /// that keeps its size; Legible's).
  public func largeContentViewer() -> some View { modifier(LargeContentViewerModifier()) }

  /// An explicit identity: a view whose id changes is a new view (its state is made anew).
  public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IdentityModifier(id: AnyHashable(id))) }

  // MARK: Dynamic Type

  /// Limits the text size inside to `range`, as SwiftUI's: the size in the environment is
  /// clamped, and the text and bodies inside follow it (nested ranges apply innermost last).
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    let all = DynamicTypeSize.allCases.filter { range.contains($0) }
    return limitTextSize(all.first ?? .xSmall, all.last ?? .accessibility5)
  }
  /// Fixes the text size inside.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { limitTextSize(size, size) }

  private func limitTextSize(_ lower: DynamicTypeSize, _ upper: DynamicTypeSize) -> some View {
    let range = ContentSizeRange(minimum: lower.contentSizeCategory, maximum: upper.contentSizeCategory)
    return transformEnvironment(\.dynamicTypeSize) { size in
      size = DynamicTypeSize(range.clamp(size.contentSizeCategory))
    }
  }
}

/// Traits for assistive technology, as SwiftUI's `AccessibilityTraits` (kept).
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1)
  /// A header.
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 4)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 8)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 16)
  /// Static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 32)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 64)
  /// Updates often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 128)
  /// A modal.
  public static let isModal = AccessibilityTraits(rawValue: 256)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 512)
}

/// A type that describes a chart for VoiceOver's Audio Graphs, as SwiftUI's: it makes the
/// chart's descriptor, and may update one it made before when its data changes.
public protocol AXChartDescriptorRepresentable {
  /// The chart's descriptor.
  func makeChartDescriptor() -> AXChartDescriptor
  /// Brings `descriptor` up to date with the data (by default, nothing changes).
  func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
  public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// How a container's children are exposed, as SwiftUI's `AccessibilityChildBehavior` (kept).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// Ignored.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// Contained.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// Combined.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// A kind of accessibility action (kept).
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  /// The default.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Escape.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// Magic tap.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

/// Which way an adjustable view is moved (kept).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up.
  case increment
  /// Down.
  case decrement
}

/// A heading level (kept).
public enum AccessibilityHeadingLevel: Hashable, Sendable {
  /// Unspecified.
  case unspecified
  /// Level 1.
  case h1
  /// Level 2.
  case h2
  /// Level 3.
  case h3
  /// Level 4.
  case h4
  /// Level 5.
  case h5
  /// Level 6.
  case h6
}

/// Attaches a Large Content Viewer to the first retained view, once.
struct LargeContentViewerModifier: ViewModifier {
  typealias Body = Never

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = (node as? Node) ?? Node(context)
    node.environment = context.environment
    node.content = updateChild(content, node.content, context.child(of: node))
    node.attach()
    return node
  }

  @MainActor final class Node: ViewNode {
    var content: ViewNode?
    /// The viewer, attached to `host`.
    var interaction: LargeContentViewerInteraction?
    weak var host: Legible.View?

    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    func attach() {
      let output = content?.output ?? []
      if let first = output.first, first !== host {
        interaction = first.addLargeContentViewer()
        host = first
      }
      setOutput(output)
    }

    override func childOutputDidChange() { rearranging(attach) }
  }
}

/// An explicit identity for what it modifies.
struct IdentityModifier: ViewModifier {
  typealias Body = Never
  let id: AnyHashable

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = (node as? Node) ?? Node(context)
    node.environment = context.environment
    if node.id != modifier.id {
      node.content?.detach()
      node.content = nil
      node.id = modifier.id
    }
    node.content = updateChild(content, node.content, context.child(of: node))
    node.setOutput(node.content?.output ?? [])
    return node
  }

  @MainActor final class Node: ViewNode, IdentifiedNode {
    var id: AnyHashable?
    var content: ViewNode?
    func child(identified id: AnyHashable) -> ViewNode? { self.id == id ? self : nil }
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func childOutputDidChange() {
      if setOutput(content?.output ?? []) { outputDidChange() }
    }
  }
}
