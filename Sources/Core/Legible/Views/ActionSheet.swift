import Drawing
import DynamicType
import Geometry
import Typesetting

/// A modal list of actions over a dimmed screen, with a separate cancel button at the bottom, as
/// UIKit's action sheet. Titles wrap rather than truncate; when the actions are taller than the
/// screen they scroll. Choosing an action runs it and dismisses the sheet.
@MainActor public final class ActionSheet: View {
  /// One choice in an action sheet.
  public struct Action {
    /// How an action looks and where it goes, as `UIAlertAction.Style`.
    public enum Style: String, Hashable, Sendable {
      /// An ordinary action.
      case `default`
      /// An action that destroys data, in red.
      case destructive
      /// The action that leaves the sheet, set apart at the bottom.
      case cancel
    }
    /// The action's title, shown on its button.
    public var title: String
    /// How the action looks and where it goes.
    public var style: Style
    /// What runs when the action is chosen (the sheet is dismissed after it).
    public var handler: @MainActor () -> Void

    /// An action titled `title`, running `handler` when chosen.
    public init(_ title: String, style: Style = .default, handler: @escaping @MainActor () -> Void = {}) {
      self.title = title
      self.style = style
      self.handler = handler
    }
  }

  /// The sheet's title, above the actions.
  public let title: String?
  /// The actions, in order.
  public let actions: [Action]
  /// The buttons of the actions other than cancel, in order.
  public private(set) var buttons: [Button] = []
  /// The button of the cancel action, if there is one.
  public private(set) var cancelButton: Button?
  /// Highlights one action (the current choice, for a picker).
  public var selectedIndex: Int? { didSet { updateSelection() } }
  private let scroll: ScrollView
  private let group: Stack

  /// A sheet with `title` over `actions`; the action at `selectedIndex`, the current choice, is in bold.
  public init(title: String?, actions: [Action], selectedIndex: Int? = nil) {
    self.title = title
    self.actions = actions
    self.selectedIndex = selectedIndex
    group = Stack(.vertical, spacing: .fixed(1))
    scroll = ScrollView(group)
    super.init()
    backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
    identifier = "action-sheet"
    if let title {
      let label = Label(
        title, font: .textStyle(.footnote), lines: 0, color: Color(red: 0.4, green: 0.4, blue: 0.42))
      label.alignment = .center
      label.truncationPolicy = .mustNotTruncate
      group.addSubview(
        Padding(label, insets: ScaledInsets(EdgeInsets(vertical: 12, horizontal: 16), relativeTo: .body)))
    }
    for (index, action) in actions.enumerated() where action.style != .cancel {
      let button = makeButton(action, index: index)
      buttons.append(button)
      group.addSubview(button)
    }
    scroll.backgroundColor = Color(red: 0.96, green: 0.96, blue: 0.97)
    scroll.cornerRadius = 13
    addSubview(scroll)
    if let index = actions.firstIndex(where: { $0.style == .cancel }) {
      let cancel = makeButton(actions[index], index: index)
      cancel.titleLabel.font = .textStyle(.body, emphasized: true)
      cancel.backgroundColor = .white
      cancel.cornerRadius = 13
      cancelButton = cancel
      addSubview(cancel)
    }
    updateSelection()
    // A tap on the dimmed screen around the sheet dismisses it.
    let outside = TapGestureRecognizer { [weak self] recognizer in
      if recognizer.state == .ended { self?.cancel() }
    }
    outside.shouldReceiveTouch = { [weak self] hit in hit === self }
    addGestureRecognizer(outside)
  }

  private func makeButton(_ action: Action, index: Int) -> Button {
    let button = Button(action.title, style: .body) { [weak self] in self?.choose(index) }
    button.titleLabel.numberOfLines = 0
    button.titleLabel.alignment = .center
    button.titleLabel.truncationPolicy = .mustNotTruncate
    button.titleLabel.textColor =
      action.style == .destructive
      ? Color(red: 0.85, green: 0.1, blue: 0.1) : Color(red: 0.0, green: 0.38, blue: 0.85)
    button.contentInsets = ScaledInsets(EdgeInsets(vertical: 16, horizontal: 16), relativeTo: .body)
    button.backgroundColor = Color(red: 0.96, green: 0.96, blue: 0.97)
    button.identifier = "action-\(index)"
    return button
  }

  private func updateSelection() {
    for (offset, button) in buttons.enumerated() {
      let index = actions.indices.filter { actions[$0].style != .cancel }[offset]
      button.titleLabel.font = .textStyle(.body, emphasized: index == selectedIndex)
    }
  }

  /// Runs the action at `index` (into `actions`) and dismisses the sheet.
  public func choose(_ index: Int) {
    guard actions.indices.contains(index) else { return }
    let handler = actions[index].handler
    screen?.dismiss(self)
    handler()
  }

  /// Dismisses the sheet without choosing (a tap outside, or cancel).
  public func cancel() {
    guard let index = actions.firstIndex(where: { $0.style == .cancel }) else {
      screen?.dismiss(self)
      return
    }
    choose(index)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecified(with: screen?.bounds.size ?? .zero).finiteOrZero
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let safe = bounds.inset(by: context.safeAreaInsets)
    let width = max(0, safe.width - 16)
    var bottom = safe.maxY - 8
    if let cancelButton {
      let height = cancelButton.measure(ProposedSize(width: width, height: nil), context: context).height
      cancelButton.place(
        in: Rect(x: safe.minX + 8, y: bottom - height, width: width, height: height), context: context)
      bottom -= height + 8
    }
    let content = group.measure(ProposedSize(width: width, height: nil), context: context).height
    let height = min(content, max(0, bottom - safe.minY - 8))
    scroll.place(
      in: Rect(x: safe.minX + 8, y: bottom - height, width: width, height: height), context: context)
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .actionSheet) }
}
