import Drawing
import DynamicType
import Geometry
import Typesetting

/// A field the user types into: its text (or, while it is empty, its placeholder) in a rounded
/// box. The text follows its text style at every size and wraps rather than scroll out of sight,
/// so the field grows taller with the text, as a form's fields should at accessibility sizes.
///
/// A tap starts editing: the field becomes the screen's `editingField` and shows a caret at the
/// end of its text. While editing, `insertText` and `deleteBackward` change the text (the live
/// window sends typed keys there) and `endEditing` stops, calling `onSubmit` when asked to. Text set
/// in code does not call `onChange`; typing does.
///
/// The placeholder is drawn in a grey that keeps 4.5:1 contrast on the field
/// (`placeholderColor`); iOS's own placeholder grey has about 1.7:1 and cannot be read by many.
@MainActor public final class TextField: Control {
  /// The placeholder's grey: darker than iOS's, for a contrast of at least 4.5:1 on white.
  public static let placeholderColor = Color(red8: 108, green8: 108, blue8: 112)

  /// The text typed.
  public var text: String { didSet { if text != oldValue { update() } } }
  /// The text shown while the field is empty.
  public var placeholder: String { didSet { update() } }
  /// The label that shows the text or the placeholder.
  public let label: Label
  /// The colour of the text.
  public var textColor: Color = .label { didSet { update() } }
  /// Called with the text after each change the user makes.
  public var onChange: (@MainActor (String) -> Void)?
  /// Called when the user ends editing with Return.
  public var onSubmit: (@MainActor () -> Void)?
  /// Whether the field is being edited (it shows a caret and takes typing).
  public private(set) var isEditing = false
  /// The space between the field's edge and its text.
  public var contentInsets = ScaledInsets(EdgeInsets(vertical: 8, horizontal: 10)) {
    didSet { setNeedsLayout() }
  }
  private let caret = View()

  /// A field showing `placeholder` until it has text, in `style`, on as many lines as its text
  /// needs (`lines` caps them; 0 for no cap).
  public init(_ placeholder: String, text: String = "", style: TextStyle = .body, lines: Int = 0) {
    self.placeholder = placeholder
    self.text = text
    label = Label("", font: .textStyle(style), lines: lines)
    super.init()
    label.truncationPolicy = .mustNotTruncate
    label.isUserInteractionEnabled = false
    backgroundColor = .secondarySystemBackground
    cornerRadius = 8
    caret.backgroundColor = .tint
    caret.visibility = .hidden
    caret.isUserInteractionEnabled = false
    addSubview(label)
    addSubview(caret)
    action = { [weak self] in self?.beginEditing() }
    update()
  }

  private func update() {
    label.text = text.isEmpty ? placeholder : text
    label.textColor = text.isEmpty ? TextField.placeholderColor : textColor
    setNeedsLayout()
  }

  /// Starts editing: the screen's other field, if any, stops.
  public func beginEditing() {
    guard isEnabled, !isEditing else { return }
    screen?.editingField?.endEditing()
    isEditing = true
    screen?.editingField = self
    caret.visibility = .visible
    setNeedsLayout()
  }

  /// Stops editing; with `submit`, as Return does, `onSubmit` is called.
  public func endEditing(submit: Bool = false) {
    guard isEditing else { return }
    isEditing = false
    if screen?.editingField === self { screen?.editingField = nil }
    caret.visibility = .hidden
    setNeedsLayout()
    if submit { onSubmit?() }
  }

  /// Adds typed text at the end (control characters are dropped; a newline submits).
  public func insertText(_ typed: String) {
    guard isEditing else { return }
    if typed.contains(where: { $0 == "\n" || $0 == "\r" }) {
      endEditing(submit: true)
      return
    }
    let printable = typed.filter { !($0.asciiValue.map { $0 < 32 || $0 == 127 } ?? false) }
    guard !printable.isEmpty else { return }
    text += printable
    onChange?(text)
  }

  /// Removes the last character, as Backspace does.
  public func deleteBackward() {
    guard isEditing, !text.isEmpty else { return }
    text.removeLast()
    onChange?(text)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let insets = contentInsets.value(for: traits)
    let width = proposal.width.map { max(0, $0 - insets.horizontal) }
    let size = label.measure(ProposedSize(width: width, height: nil), context: context)
    let fieldWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width + insets.horizontal
    return Size(width: fieldWidth, height: size.height + insets.vertical)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let inner = bounds.inset(by: contentInsets.value(for: traits))
    let size = label.measure(ProposedSize(width: inner.width, height: nil), context: context)
    label.place(
      in: mirroredIfNeeded(
        Rect(x: inner.minX, y: inner.minY, width: inner.width, height: size.height), in: bounds),
      context: context)
    guard isEditing else { return }
    // The caret after the last character (at the start while the placeholder shows).
    let line = text.isEmpty ? nil : label.currentLayout(context: context).lines.last
    let lineFrame = line?.frame ?? Rect(x: 0, y: 0, width: 0, height: size.height)
    let x = inner.minX + (text.isEmpty ? 0 : lineFrame.maxX) + 1
    caret.place(
      in: mirroredIfNeeded(
        Rect(x: min(x, bounds.maxX - 2), y: inner.minY + lineFrame.minY, width: 2, height: lineFrame.height),
        in: bounds),
      context: context)
  }

  public override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .textField, isInteractive: isEnabled, hitArea: hitArea)
  }
}
