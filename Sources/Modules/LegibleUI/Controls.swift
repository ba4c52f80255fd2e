import Drawing
import Geometry
import Legible

/// A button with a title (and an icon), as SwiftUI's `Button(_:action:)`: the title follows the
/// environment's font and grows with the text, the icon with it; 44 points of touch area.
public struct Button: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let title: String
  let icon: VectorIcon?
  let action: @MainActor () -> Void
  /// A label of any views instead of a title (`Button(action:label:)`).
  let label: AnyView?

  /// A button titled `title`, with an optional icon, running `action` when tapped.
  public init(_ title: String, icon: VectorIcon? = nil, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.icon = icon
    self.action = action
    label = nil
  }

  /// A button whose label is any views, as SwiftUI's `Button(action:label:)`: the whole label takes
  /// the touch (44 points at least); its text is in the tint colour unless styled.
  public init<Label: View>(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    title = ""
    icon = nil
    self.action = action
    self.label = AnyView(label())
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    if let label {
      var labelContext = context
      labelContext.environment.foregroundColor = context.environment.foregroundColor ?? .tint
      let action = self.action
      list.append(
        .container(
          context, kind: "Button.label", children: LowerContext.lowered(label, labelContext),
          make: { LabelControl() }
        ) { control in
          control.action = action
          return control.column
        })
      return
    }
    let (title, icon, action) = (self.title, self.icon, self.action)
    let environment = context.environment
    let font = environment.font ?? .body
    let style = font.style
    list.append(
      Lowered(context, kind: "Button", view: { Legible.Button(title, style: style, icon: icon) }) { node in
        guard let button = node.view as? Legible.Button else { return }
        button.title = title
        button.titleLabel.font = environment.labelFont
        button.titleLabel.numberOfLines = environment.lineLimit ?? 0
        button.titleLabel.textColor = environment.foregroundColor ?? .tint
        if button.titleLabel.wordFitting != environment.wordFitting {
          button.titleLabel.wordFitting = environment.wordFitting
        }
        button.titleLabel.truncationPolicy = environment.truncationPolicy
        button.setIcon(icon, size: font.defaultPointSize)
        button.iconView.tint = environment.foregroundColor ?? .tint
        button.action = action
      })
  }
}

/// A switch with its label, as SwiftUI's `Toggle(_:isOn:)`: the label wraps beside the switch,
/// which keeps its size; flipping it sets the binding.
public struct Toggle: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let title: String
  let isOn: Binding<Bool>

  /// A switch labelled `title`, on while `isOn` is true; flipping it writes `isOn`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    let (title, isOn) = (self.title, self.isOn)
    let environment = context.environment
    list.append(
      Lowered(
        context, kind: "Toggle",
        view: {
          let label = Legible.Label(title, lines: 0)
          let column = Stack(.vertical, alignment: .fill, [label])
          column.expands = true
          let toggle = Switch()
          toggle.accessibilityLabel = title
          return Stack(.horizontal, spacing: .fixed(12), alignment: .center, [column, toggle])
        }
      ) { node in
        guard let row = node.view as? Stack, let column = row.subviews.first,
          let label = column.subviews.first as? Legible.Label, let toggle = row.subviews.last as? Switch
        else { return }
        label.text = title
        label.font = environment.labelFont
        label.textColor = environment.foregroundColor ?? .label
        toggle.accessibilityLabel = title
        toggle.isOn = isOn.wrappedValue
        toggle.onChange = { isOn.wrappedValue = $0 }
      })
  }
}

/// The retained view of a `Button` with a label of views: a control around a column of them.
@MainActor final class LabelControl: Control {
  let column = Stack(.vertical, spacing: .fixed(0), alignment: .fill)

  override init() {
    super.init()
    addSubview(column)
  }

  override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    column.measure(proposal, context: context)
  }

  override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    column.place(in: bounds, context: context)
  }

  override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .button, isInteractive: isEnabled, hitArea: hitArea)
  }
}
