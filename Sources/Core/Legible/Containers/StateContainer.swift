import Geometry

/// A component that can stand in for another: it shows a model (the data and the user's state,
/// such as the selection) and reports the user's changes to it. The case study's two category
/// pickers (a horizontal strip, and a button that opens an action sheet) are two components of one
/// model.
@MainActor public protocol StateComponent<Model>: View {
  /// The data and user state the components share.
  associatedtype Model
  /// Shows `model`; called when the component appears and whenever the model changes.
  func show(_ model: Model)
  /// Set by the container; the component calls it when the user changes the model.
  var onModelChange: (@MainActor (Model) -> Void)? { get set }
}

/// Shows one of several alternative components that share one interface and one model (the case
/// study's "state view controller", made general).
///
/// A rule on the traits picks the alternative (by default: the first below the accessibility
/// sizes, the second at them). Each alternative is made the first time it is needed and kept, so
/// switching back does not make it again. The model lives in the container: whatever the user
/// changed in one alternative (the selection) is shown by the next.
@MainActor public final class StateContainer<Model>: View {
  /// The shared model; the container keeps it across switches between alternatives.
  public private(set) var model: Model
  private let alternatives: [@MainActor () -> any StateComponent<Model>]
  /// Picks the alternative for the traits (an index into the alternatives; clamped).
  public var rule: @MainActor (Traits) -> Int { didSet { switchIfNeeded() } }
  private var made: [Int: any StateComponent<Model>] = [:]
  /// The alternative shown.
  public private(set) var currentIndex = -1
  /// How many times each alternative was made (each is made at most once).
  public private(set) var creationCounts: [Int]
  /// Called when the user changes the model through any alternative.
  public var onModelChange: (@MainActor (Model) -> Void)?

  /// A container over `model` that shows one of `alternatives`, picked by `rule` (by default the first below
  /// the accessibility sizes and the second at them); traps when there is no alternative.
  public init(
    model: Model, alternatives: [@MainActor () -> any StateComponent<Model>],
    rule: @escaping @MainActor (Traits) -> Int = { $0.isAccessibilityCategory ? 1 : 0 }
  ) {
    precondition(!alternatives.isEmpty, "a state container needs at least one alternative")
    self.model = model
    self.alternatives = alternatives
    self.rule = rule
    creationCounts = Array(repeating: 0, count: alternatives.count)
    super.init()
    switchIfNeeded()
  }

  /// The component shown.
  public var current: any StateComponent<Model> { made[currentIndex]! }

  /// Replaces the model (new data, or a change made elsewhere) and shows it.
  public func update(_ model: Model) {
    self.model = model
    current.show(model)
  }

  public override func traitsDidChange(from previous: Traits) {
    super.traitsDidChange(from: previous)
    switchIfNeeded()
  }

  private func switchIfNeeded() {
    let index = min(max(0, rule(traits)), alternatives.count - 1)
    guard index != currentIndex else { return }
    if let old = made[currentIndex] { old.detachFromSuperview() }
    let component: any StateComponent<Model>
    if let existing = made[index] {
      component = existing
    } else {
      component = alternatives[index]()
      creationCounts[index] += 1
      made[index] = component
      component.onModelChange = { [weak self] model in
        guard let self else { return }
        self.model = model
        self.onModelChange?(model)
      }
    }
    currentIndex = index
    adoptSubview(component)
    component.show(model)
    setNeedsLayout()
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .container) }
}
