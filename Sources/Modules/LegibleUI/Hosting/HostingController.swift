import DynamicType
import Foundation
import Legible
import Typesetting

/// A declarative description as a screen's content, as SwiftUI's `UIHostingController`: its
/// `view` is a retained root (`HostingRoot`) that offers the description the safe area and
/// centres what it chooses, so a screen written declaratively is laid out, audited and drawn as
/// any other.
///
/// The description's bodies are evaluated when it is installed, then again only where something
/// they read changed: a state, an observed object, or an environment value (the text size, from
/// the screen's traits).
@MainActor public final class HostingController<Content: View> {
  /// The description shown; setting it updates the screen.
  public var rootView: Content { didSet { update() } }
  /// Changes the environment at the top (a preview's language, a catalog's settings).
  public var environment: (inout EnvironmentValues) -> Void { didSet { update() } }
  /// The retained root.
  public let view = HostingRoot()
  let graph = ViewGraph()
  private let presentationHost = PresentationHost()
  private var node: ViewNode?
  private weak var screen: Screen?
  private var lastTraits: Traits?

  /// A controller showing `rootView`, with `environment` changed at the top.
  public init(rootView: Content, environment: @escaping (inout EnvironmentValues) -> Void = { _ in }) {
    self.rootView = rootView
    self.environment = environment
    graph.onChange = { [weak self] in self?.takeOutput() }
    view.addTraitObserver { [weak self] _ in self?.traitsChanged() }
  }

  /// Shows the description as `screen`'s root; the screen keeps the controller.
  public func install(in screen: Screen) {
    self.screen = screen
    presentationHost.screen = screen
    screen.controller = self
    screen.root = view
    screen.beforeLayout = { [weak self] in self?.graph.flushPending() }
    update()
  }

  /// The size the description wants for `proposal`, as `UIHostingController.sizeThatFits(in:)`
  /// answers it (a nil length asks for the ideal one).
  public func sizeThatFits(in proposal: ProposedViewSize) -> CGSize {
    if node == nil { update() }
    guard let content = view.content else { return .zero }
    let context = screen?.context ?? LayoutContext(typesetter: FixedAdvanceTypesetter())
    let size = content.measure(proposal.legible, context: context)
    return CGSize(width: size.width, height: size.height)
  }

  /// Bodies evaluated so far: your views', and those of the library's views that are made of
  /// other views (a `Button` is its style's body). For tests that check a change evaluated only
  /// what it had to.
  public var evaluatedBodyCount: Int { graph.evaluatedBodies }
  /// Nodes made so far.
  public var madeNodeCount: Int { graph.madeNodes }
  /// Nodes made or updated so far: a change that updates what it must leaves the others alone.
  public var updatedNodeCount: Int { graph.updatedNodes }

  private var traits: Traits { screen?.traits ?? view.traits }

  /// The environment at the top, from the screen's traits, written over the last one: a value
  /// written again equal to what it was keeps its entry and version, so an environment in which
  /// nothing changed stays identical to the last, and a body that read only unchanged values is
  /// not evaluated again.
  private func topEnvironment() -> EnvironmentValues {
    let traits = self.traits
    UIKitScreen.record(traits, device: screen?.device, typesetter: screen?.typesetter)
    var values = topValues ?? EnvironmentValues()
    values.dynamicTypeSize = DynamicTypeSize(traits.contentSizeCategory)
    values.displayScale = traits.displayScale
    values.layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    values.legibilityWeight = traits.legibilityWeight == .bold ? .bold : .regular
    values.presentationHost = presentationHost
    if let area = screen?.safeArea { values.containerSize = CGSize(width: area.width, height: area.height) }
    environment(&values)
    return values
  }

  private var topValues: EnvironmentValues?

  /// Evaluates the description again from the top and brings the retained views up to date.
  public func update() {
    let values = topEnvironment()
    topValues = values
    lastTraits = traits
    graph.update {
      node = updateChild(rootView, node, _ViewContext(environment: values, graph: graph, parent: nil))
    }
    takeOutput()
  }

  /// Refreshes the environment from the top without evaluating the root's body again.
  private func refresh() {
    guard let node else { return update() }
    let previous = topValues
    let values = topEnvironment()
    topValues = values
    lastTraits = traits
    var context = _ViewContext(environment: values, graph: graph, parent: nil)
    context.isRefresh = true
    if let previous { context.changed = previous.changedReads(to: values) }
    graph.update { self.node = updateChild(rootView, node, context) }
    takeOutput()
  }

  private func takeOutput() {
    if view.unsettledViews != graph.unsettled { view.unsettledViews = graph.unsettled }
    if graph.preferencesChanged {
      graph.preferencesChanged = false
      var hidden = StatusBarHiddenKey.defaultValue
      if let node { ViewNode.collect(StatusBarHiddenKey.self, from: node, into: &hidden) }
      screen?.statusBarHidden = hidden ?? false
    }
    let output = node?.output ?? []
    if output.count == 1 {
      view.setContent(output[0])
    } else {
      let column = self.column ?? FlexibleStack(.vertical)
      self.column = column
      column.arrange(output)
      view.setContent(column)
    }
  }

  private var column: FlexibleStack?

  private func traitsChanged() {
    let traits = self.traits
    guard let last = lastTraits else { return }
    if traits.contentSizeCategory != last.contentSizeCategory || traits.displayScale != last.displayScale
      || traits.layoutDirection != last.layoutDirection || traits.legibilityWeight != last.legibilityWeight
    {
      refresh()
    }
  }
}

extension HostingController: AppLocating {
  /// Where the description stands: its chosen tabs, navigation stacks' screens and
  /// presentations, outermost first.
  public var location: AppLocation {
    var steps: [AppLocation.Step] = []
    if let node, node.isShown { node.appendLocation(to: &steps) }
    return AppLocation(steps)
  }
}

extension Screen {
  /// Shows `content` as the screen's root, and returns its controller (which the screen keeps).
  @discardableResult
  public func host<Content: View>(
    _ content: Content, environment: @escaping (inout EnvironmentValues) -> Void = { _ in }
  ) -> HostingController<Content> {
    let controller = HostingController(rootView: content, environment: environment)
    controller.install(in: self)
    return controller
  }
}
