import DynamicType
import Legible

/// Keeps what outlives one evaluation of a description: state by view identity, and the counts
/// tests read.
@MainActor final class HostState {
  private struct Key: Hashable {
    let identity: Identity
    let index: Int
  }

  private var storages: [Key: AnyObject] = [:]
  private var seen: Set<Key> = []
  var onChange: (@MainActor () -> Void)?
  /// Bodies of views of your own evaluated, and retained views made, since the host was made.
  var evaluatedBodies = 0
  var madeViews = 0

  /// The kept box for a state of the view at `identity` (its `index`th dynamic property); the
  /// first time, the state's own box is kept.
  func storage<Value>(for identity: Identity, index: Int, initial: StateStorage<Value>) -> StateStorage<Value>
  {
    let key = Key(identity: identity, index: index)
    seen.insert(key)
    if let kept = storages[key] as? StateStorage<Value> { return kept }
    initial.host = self
    storages[key] = initial
    return initial
  }

  /// Whether each type of view of your own has dynamic properties (reflection is only needed
  /// for those).
  private var typesWithProperties: [ObjectIdentifier: Bool] = [:]

  /// Binds the dynamic properties of `view` (its `@State`, `@Environment`, `@ScaledMetric`).
  func bindProperties<V: View>(of view: V, at identity: Identity, environment: EnvironmentValues) {
    let type = ObjectIdentifier(V.self)
    if typesWithProperties[type] == false { return }
    var index = 0
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any DynamicProperty else { continue }
      property.bind(PropertyBinder(host: self, identity: identity, index: index, environment: environment))
      index += 1
    }
    typesWithProperties[type] = index > 0
  }

  func beginEvaluation() { seen = [] }

  /// Forgets the state of views that are gone, as SwiftUI does.
  func endEvaluation() { storages = storages.filter { seen.contains($0.key) } }

  func stateChanged() { onChange?() }
}

/// A declarative description as a screen's content, as SwiftUI's `UIHostingController`: its
/// `view` is the retained view the description lowers to (several views are stacked in a column
/// that fills the screen's width), with no wrapper of its own, so a screen written declaratively
/// has the same tree, layout, audit and pictures as one written with retained views.
///
/// The description is evaluated again when a state changes or the text size does (only then:
/// other trait changes reach the retained views directly); retained views are kept by identity.
@MainActor public final class HostingController<Content: View> {
  /// The description shown; setting it evaluates the new description and updates the retained views.
  public var rootView: Content { didSet { update() } }
  /// The root retained view; it changes only when the description's root changes kind.
  public var view: Legible.View {
    if lastSize == nil { update() }
    return root
  }
  private var root: Legible.View
  let state = HostState()
  private let node: Node
  private var column: Stack?
  private var updating = false
  private var pending = false
  private var lastSize: DynamicTypeSize?
  private weak var screen: Screen?

  /// A controller showing `rootView`; its retained views are made at once.
  public init(rootView: Content) {
    self.rootView = rootView
    node = Node(identity: [], kind: "host", view: Legible.View())
    root = Legible.View()
    state.onChange = { [weak self] in self?.update() }
  }

  /// Shows the description as `screen`'s root; the screen keeps the controller.
  public func install(in screen: Screen) {
    self.screen = screen
    screen.controller = self
    update()
    screen.root = view
  }

  /// Views of your own whose body was evaluated, and retained views made, so far: for tests that
  /// check a change rebuilt only what it had to.
  public var evaluatedBodyCount: Int { state.evaluatedBodies }
  /// Retained views made so far.
  public var madeViewCount: Int { state.madeViews }

  /// Evaluates the description and brings the retained views up to date.
  public func update() {
    guard !updating else {
      pending = true
      return
    }
    updating = true
    defer { updating = false }
    repeat {
      pending = false
      let traits = screen?.traits ?? root.traits
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = DynamicTypeSize(traits.contentSizeCategory)
      environment.displayScale = traits.displayScale
      lastSize = environment.dynamicTypeSize
      state.beginEvaluation()
      let lowered = LowerContext.lowered(
        rootView, LowerContext(identity: [], environment: environment, host: state))
      node.reconcileChildren(lowered, host: state)
      state.endEvaluation()
      let newRoot: Legible.View
      if node.children.count == 1, let only = node.children.first {
        newRoot = only.view
      } else {
        let column = self.column ?? Stack(.vertical, spacing: .fixed(0), alignment: .fill)
        self.column = column
        node.placeChildren(in: column)
        newRoot = column
      }
      if newRoot !== root {
        root = newRoot
        newRoot.addTraitObserver { [weak self] _ in self?.traitsChanged() }
        if let screen, screen.root != nil, screen.root !== newRoot { screen.root = newRoot }
      }
    } while pending
  }

  private func traitsChanged() {
    let traits = screen?.traits ?? root.traits
    if DynamicTypeSize(traits.contentSizeCategory) != lastSize { update() }
  }
}

extension Screen {
  /// Shows `content` as the screen's root, and returns its controller (which the screen keeps).
  @discardableResult
  public func host<Content: View>(_ content: Content) -> HostingController<Content> {
    let controller = HostingController(rootView: content)
    controller.install(in: self)
    return controller
  }
}
