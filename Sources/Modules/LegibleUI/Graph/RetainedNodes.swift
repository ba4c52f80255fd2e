import Legible

/// The node of a primitive that makes one retained view and keeps it for as long as the view
/// keeps its identity (a text's label, a colour's rectangle).
@MainActor final class LeafNode<Retained: Legible.View>: ViewNode {
  let view: Retained

  init(_ context: _ViewContext, _ view: Retained) {
    self.view = view
    super.init(context)
    locate(view)
    setOutput([view])
  }

  override class var recordsEveryRead: Bool { true }
  override class var keepsViewWhenMade: Bool { true }
}

/// The node of a primitive whose retained view holds its content's retained views (a stack, a
/// scroll view): when the content's output changes, the container takes it as its subviews.
@MainActor final class ContainerNode<Retained: Legible.View>: ViewNode {
  let view: Retained
  /// Where the content's views go: the container itself, or a part of it.
  let holder: Legible.View
  var content: ViewNode?

  init(_ context: _ViewContext, _ view: Retained, holder: Legible.View? = nil) {
    self.view = view
    self.holder = holder ?? view
    super.init(context)
    locate(view)
    setOutput([view])
  }

  override var children: [ViewNode] { content.map { [$0] } ?? [] }

  override class var recordsEveryRead: Bool { true }

  /// Updates the content with `view` and takes its output.
  func updateContent<V: View>(_ view: V, _ context: _ViewContext) {
    content = updateChild(view, content, context.child(of: self))
    holder.arrange(content?.output ?? [])
  }

  override func childOutputDidChange() { holder.arrange(content?.output ?? []) }
}

/// The node of a modifier that puts a retained wrapper around each of its content's views (a
/// padding, a frame, a background): the wrapper is kept for as long as the view it wraps.
@MainActor final class WrapperNode<Modifier: WrappingModifier>: ViewNode {
  var content: ViewNode?
  /// The wrapper of each of the content's views, in the content's order.
  private var wrappers: [(inner: Legible.View, wrapper: Modifier.Wrapper)] = []
  private var modifier: Modifier?

  override var children: [ViewNode] { content.map { [$0] } ?? [] }

  override class var recordsEveryRead: Bool { true }

  /// Updates the content with `view`, then wraps each of its views: the modifier wraps a view
  /// not yet wrapped, and brings every wrapper up to date.
  func update<V: View>(_ modifier: Modifier, content view: V, _ context: _ViewContext) {
    self.modifier = modifier
    content = updateChild(view, content, context.child(of: self))
    rewrap()
  }

  @discardableResult
  private func rewrap() -> Bool {
    guard let modifier else { return false }
    let inners = content?.output ?? []
    // Found by place while the views keep their order (almost always); by identity otherwise.
    var byIdentity: [ObjectIdentifier: Modifier.Wrapper]?
    var kept: [(inner: Legible.View, wrapper: Modifier.Wrapper)] = []
    kept.reserveCapacity(inners.count)
    var wrapped: [Legible.View] = []
    wrapped.reserveCapacity(inners.count)
    for (index, inner) in inners.enumerated() {
      var wrapper: Modifier.Wrapper?
      if index < wrappers.count, wrappers[index].inner === inner {
        wrapper = wrappers[index].wrapper
      } else {
        if byIdentity == nil {
          var all: [ObjectIdentifier: Modifier.Wrapper] = [:]
          for pair in wrappers { all[ObjectIdentifier(pair.inner)] = pair.wrapper }
          byIdentity = all
        }
        wrapper = byIdentity?[ObjectIdentifier(inner)]
      }
      let found = wrapper ?? made(modifier.wrap(inner, environment))
      modifier.configure(found, environment)
      kept.append((inner, found))
      wrapped.append(found)
    }
    wrappers = kept
    return setOutput(wrapped)
  }

  override func childOutputDidChange() {
    if rewrap() { outputDidChange() }
  }

  /// A new wrapper, told where it was written.
  private func made(_ wrapper: Modifier.Wrapper) -> Modifier.Wrapper {
    locate(wrapper)
    return wrapper
  }
}

/// The node of a modifier that sets something on each of its content's views (an identifier, an
/// opacity, a priority), which keep their place.
@MainActor final class EachViewNode<Modifier: EachViewModifier>: ViewNode {
  var content: ViewNode?
  private var modifier: Modifier?

  override var children: [ViewNode] { content.map { [$0] } ?? [] }

  override class var recordsEveryRead: Bool { true }

  func update<V: View>(_ modifier: Modifier, content view: V, _ context: _ViewContext) {
    self.modifier = modifier
    content = updateChild(view, content, context.child(of: self))
    let output = content?.output ?? []
    for view in output { modifier.apply(to: view, environment) }
    setOutput(output)
  }

  override func childOutputDidChange() {
    let output = content?.output ?? []
    if let modifier { for view in output { modifier.apply(to: view, environment) } }
    if setOutput(output) { outputDidChange() }
  }
}

/// The node of a modifier that changes the environment of its content (a font, a colour): an
/// unchanged modifier over an unchanged environment gives its content the same environment as
/// before, and a value written again equal to the last keeps its version, so that bodies below
/// that read it are not evaluated again.
@MainActor final class EnvironmentNode: ViewNode {
  var content: ViewNode?
  private var lastInput: EnvironmentValues?
  private var lastOutput: EnvironmentValues?
  /// The keys the modifier wrote at its last update.
  private var lastWritten: [ObjectIdentifier] = []

  override var children: [ViewNode] { content.map { [$0] } ?? [] }

  override class var recordsEveryRead: Bool { true }

  override func rebaseKept(_ rebase: EnvironmentRebase) {
    if let lastInput { self.lastInput = rebase.apply(to: lastInput) }
    if let lastOutput { self.lastOutput = rebase.apply(to: lastOutput) }
  }

  /// The retained views this node gave the traits of its content's environment (see
  /// `EnvironmentTraits`).
  private var claimed: [Legible.View] = []
  /// Whether the modifier changes the text size, the layout direction or the Bold Text setting.
  private var changesTraits = false

  func update<V: View>(
    content view: V, _ context: _ViewContext, transform: @MainActor (inout EnvironmentValues) -> Void
  ) {
    var output = context.environment
    let written = EnvironmentReads.writing { transform(&output) }
    let previous = lastOutput
    if let lastOutput, let lastInput {
      output.keepEntries(of: lastOutput, whereUnchangedFrom: context.environment, lastInput: lastInput)
    }
    lastInput = context.environment
    lastOutput = output
    // Compared by value only when one of them was written here (most modifiers write a font
    // or a colour).
    changesTraits =
      output.traitsToken != context.environment.traitsToken
      && EnvironmentTraits(output) != EnvironmentTraits(context.environment)
    // What changed for the content: what changed above, and what this modifier wrote anew.
    // (A key written last time and not now holds what is above again.)
    var changed = context.changed
    if let previous, !output.isIdentical(to: previous) {
      for key in written + lastWritten where output.entry(for: key) !== previous.entry(for: key) {
        changed.formUnion(EnvironmentReads(key))
      }
    }
    lastWritten = written
    content = updateChild(view, content, context.child(of: self, environment: output, changed: changed))
    setOutput(content?.output ?? [])
    passTraits()
  }

  override func childOutputDidChange() {
    let changed = setOutput(content?.output ?? [])
    passTraits()
    if changed { outputDidChange() }
  }

  /// Gives the output the traits of the content's environment while the modifier changes them;
  /// takes them back from views that left the output, or when it no longer does.
  private func passTraits() {
    guard changesTraits || !claimed.isEmpty else { return }
    let output = changesTraits ? self.output : []
    let left = claimed.filter { old in !output.contains { $0 === old } }
    if !left.isEmpty { graph.releaseTraits(left, by: self) }
    if changesTraits, let lastOutput { graph.claimTraits(output, from: lastOutput, by: self) }
    claimed = output
  }
}

extension EnvironmentValues {
  /// Where this environment (made from `input`) wrote the same values as `previous` (made from
  /// `lastInput`), takes `previous`'s entries, so that their versions stay; identical to
  /// `previous` when the input was identical to the last.
  mutating func keepEntries(
    of previous: EnvironmentValues, whereUnchangedFrom input: EnvironmentValues, lastInput: EnvironmentValues
  ) {
    if input.isIdentical(to: lastInput), sameEntries(as: previous) {
      self = previous
      return
    }
    for id in writtenKeys(over: input) {
      guard let old = previous.entry(for: id), let new = entry(for: id), old !== new,
        EnvironmentValues.isEqualValue(old.value, new.value)
      else { continue }
      put(old, for: id)
    }
  }
}

extension Legible.View {
  /// Makes `views` the subviews, in order, moving only what moved.
  func arrange(_ views: [Legible.View]) {
    let current = subviews
    if views.count == current.count {
      // A loop, not a closure (see `setOutput`).
      var index = 0
      while index < views.count, views[index] === current[index] { index += 1 }
      if index == views.count { return }
    }
    let wanted = Set(views.map(ObjectIdentifier.init))
    for subview in subviews where !wanted.contains(ObjectIdentifier(subview)) {
      subview.removeFromSuperview()
    }
    for (index, view) in views.enumerated() {
      if index < subviews.count, subviews[index] === view { continue }
      insertSubview(view, at: index)
    }
  }
}
