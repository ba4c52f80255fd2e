import Legible

/// A modifier Legible accepts without an effect although it changes what an iPhone draws (a
/// `.scaleEffect`, a `.position`, a `.blur`): its views are marked with its name, and the audit
/// reports them (`not-applied`), so that the approximation is seen, not silent.
struct NotAppliedModifier: EachViewModifier {
  typealias Body = Never
  /// The modifier's name as written in code (`scaleEffect(_:anchor:)`), or nil where its
  /// arguments change nothing (a scale of 1).
  let name: String?

  func apply(to view: Legible.View, _ environment: EnvironmentValues) {
    if let name, !view.notApplied.contains(name) { view.notApplied.append(name) }
  }
}

extension View {
  /// The view, marked as modified by `name`, which has no effect here (`NotAppliedModifier`),
  /// when its arguments `change` what an iPhone draws.
  func notApplied(_ name: String, when changes: Bool = true) -> some View {
    modifier(NotAppliedModifier(name: changes ? name : nil))
  }

  /// The view, marked as using each of `names`, which have no effect here: for the frameworks
  /// over this module that draw (a chart's modifiers), so that their approximations are reported
  /// too. Names of `possible` that are not in `names` are taken off (a tip's popover no longer
  /// shown).
  package func notApplied(_ names: [String], of possible: [String] = []) -> some View {
    modifier(NotAppliedList(names: names, possible: possible))
  }
}

/// `NotAppliedModifier` for several names at once, some of which may come and go.
struct NotAppliedList: EachViewModifier {
  typealias Body = Never
  let names: [String]
  let possible: [String]

  func apply(to view: Legible.View, _ environment: EnvironmentValues) {
    let gone = possible.filter { !names.contains($0) }
    if !gone.isEmpty, view.notApplied.contains(where: gone.contains) {
      view.notApplied.removeAll(where: gone.contains)
    }
    for name in names where !view.notApplied.contains(name) { view.notApplied.append(name) }
  }
}

/// `flipsForRightToLeftLayoutDirection(_:)`: mirrors the view in a right-to-left layout, which is
/// not drawn here; the view is reported (`not-applied`) where it would be mirrored, and nowhere in
/// a left-to-right layout, where the modifier changes nothing.
struct FlipsForRightToLeftModifier: EachViewModifier {
  typealias Body = Never
  let enabled: Bool

  func apply(to view: Legible.View, _ environment: EnvironmentValues) {
    let name = "flipsForRightToLeftLayoutDirection(_:)"
    if enabled, environment.layoutDirection == .rightToLeft, !view.notApplied.contains(name) {
      view.notApplied.append(name)
    }
  }
}

extension View {
  /// Mirrors the view in a right-to-left layout (an arrow that points forward): not drawn here,
  /// and reported (`not-applied`) in right-to-left layouts.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(FlipsForRightToLeftModifier(enabled: enabled))
  }
}
