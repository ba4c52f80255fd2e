import Drawing
import DynamicType
import Geometry
import Legible

/// What both category pickers show: the category names and the selected one.
public struct CategoryModel: Equatable, Sendable {
  /// The categories' names, in order.
  public var names: [String]
  /// The index of the selected category.
  public var selected: Int
}

/// The horizontal strip of categories that follows the scroll of the menu (the article's
/// original picker). It scrolls sideways on its own when the names do not fit.
@MainActor public final class CategoryStrip: View, StateComponent {
  /// Set by the container; called when the user picks a category.
  public var onModelChange: (@MainActor (CategoryModel) -> Void)?
  /// The buttons of the categories, in order.
  public private(set) var buttons: [Button] = []
  private var model = CategoryModel(names: [], selected: 0)
  private let row = Stack(.horizontal, spacing: 8, alignment: .center)
  private let scroll: ScrollView

  /// An empty strip; `show(_:)` fills it.
  public override init() {
    scroll = ScrollView(
      Padding(row, insets: ScaledInsets(EdgeInsets(vertical: 6, horizontal: 16), relativeTo: .body)),
      axis: .horizontal)
    super.init()
    identifier = "category-strip"
    addSubview(scroll)
  }

  /// Shows the names as buttons, the selected one highlighted.
  public func show(_ model: CategoryModel) {
    if model.names != self.model.names {
      buttons = model.names.enumerated().map { index, name in
        let button = Button(name, style: .subheadline) { [weak self] in self?.choose(index) }
        button.cornerRadius = 16
        button.identifier = "category-\(index)"
        return button
      }
      row.setSubviews(buttons)
    }
    self.model = model
    for (index, button) in buttons.enumerated() {
      let selected = index == model.selected
      button.backgroundColor = selected ? Palette.selectedChip : nil
      button.titleLabel.font = .textStyle(.subheadline, emphasized: selected)
      button.titleLabel.textColor = selected ? Palette.accent : .black
    }
  }

  private func choose(_ index: Int) {
    model.selected = index
    show(model)
    onModelChange?(model)
  }
}

/// The picker for the accessibility sizes: one button naming the current category, which opens an
/// action sheet of all of them (the strip's motion drew too much attention at large sizes).
@MainActor public final class CategoryButton: View, StateComponent {
  /// Set by the container; called when the user picks a category in the sheet.
  public var onModelChange: (@MainActor (CategoryModel) -> Void)?
  /// The button that names the current category and opens the action sheet.
  public let button: Button
  private var model = CategoryModel(names: [], selected: 0)
  private let prompt: String
  private let cancelTitle: String

  /// A picker whose sheet is titled `prompt`, with a cancel action titled `cancel`.
  public init(prompt: String, cancel: String) {
    self.prompt = prompt
    cancelTitle = cancel
    button = Button("", style: .headline, icon: Illustration.triangle, iconSize: 12)
    super.init()
    identifier = "category-button"
    button.iconPlacement = .trailing
    button.iconView.tint = Palette.accent
    button.titleLabel.numberOfLines = 0
    button.titleLabel.truncationPolicy = .mustNotTruncate
    button.titleLabel.wordFitting = .shrinks()
    button.titleLabel.textColor = Palette.accent
    button.contentAlignment = .leading
    // Problem: at AX5 the category's name broke in two ("Пицц" / "ы") with room to spare: insets
    // grown with the text took a third of the SE's width. The name gets the room; the insets
    // stay as they are at the default size.
    button.contentInsets = ScaledInsets(EdgeInsets(vertical: 8, horizontal: 12))
    button.action = { [weak self] in self?.presentSheet() }
    addSubview(Padding(button, insets: ScaledInsets(EdgeInsets(vertical: 4, horizontal: 4))))
  }

  /// Shows the selected category's name on the button.
  public func show(_ model: CategoryModel) {
    self.model = model
    let name = model.names.indices.contains(model.selected) ? model.names[model.selected] : ""
    button.title = name
    button.accessibilityLabel = "\(prompt): \(name)"
  }

  /// The sheet of categories, as the button presents it.
  public func makeSheet() -> ActionSheet {
    let actions = model.names.enumerated().map { index, name in
      ActionSheet.Action(name) { [weak self] in
        guard let self else { return }
        self.model.selected = index
        self.show(self.model)
        self.onModelChange?(self.model)
      }
    }
    return ActionSheet(
      title: prompt, actions: actions + [.init(cancelTitle, style: .cancel)], selectedIndex: model.selected)
  }

  private func presentSheet() {
    screen?.present(makeSheet())
  }
}
