import Legible

// One home for the text size
// ==========================
//
// The text size, the layout direction and the Bold Text setting are environment values: that is
// where a body reads them, and where every way of setting them writes (`.dynamicTypeSize(_:)`
// with a size or a range, `.environment(\.dynamicTypeSize, …)`, `.environment(\.sizeCategory,
// …)`, `.environment(\.layoutDirection, …)`, the host's traits at the top).
//
// The retained views below the graph lay text out from their traits, which flow from the screen.
// They hold no second truth: where a modifier changes one of these values for its content, its
// node writes the value its content sees on each retained view of its output, as a trait
// override (`EnvironmentTraits`). Nested modifiers can share a retained view (a text under two
// `.environment(\.dynamicTypeSize, …)`); the innermost one's value is what the content sees, so the
// node nearest the view keeps the override (`ViewGraph.claimTraits`). Where no modifier changes
// them, retained views inherit the screen's traits, which are the top environment's.

/// The traits an environment gives retained views: the text size, the layout direction and the
/// Bold Text setting, as the environment holds them.
struct EnvironmentTraits: Equatable {
  var category: ContentSizeCategory
  var layoutDirection: Legible.LayoutDirection
  var legibilityWeight: Legible.LegibilityWeight

  init(_ environment: EnvironmentValues) {
    category = environment.storedDynamicTypeSize.contentSizeCategory
    layoutDirection = environment.storedLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    legibilityWeight = environment.storedLegibilityWeight == .bold ? .bold : .regular
  }

  /// `overrides` with these traits set (a size range of the retained view itself still applies).
  func applied(to overrides: TraitOverrides) -> TraitOverrides {
    var overrides = overrides
    overrides.contentSizeCategory = category
    overrides.layoutDirection = layoutDirection
    overrides.legibilityWeight = legibilityWeight
    return overrides
  }

  /// `overrides` without the traits an environment sets.
  static func cleared(_ overrides: TraitOverrides) -> TraitOverrides {
    var overrides = overrides
    overrides.contentSizeCategory = nil
    overrides.layoutDirection = nil
    overrides.legibilityWeight = nil
    return overrides
  }
}

/// Which node set a retained view's traits from its environment.
struct TraitClaim {
  weak var view: Legible.View?
  weak var node: ViewNode?
}

extension ViewGraph {
  /// Gives `views` the traits of `environment`, as `node`'s content sees them, unless a node
  /// inside `node` already gave them its own (the innermost modifier wins, as in the environment).
  func claimTraits(_ views: [Legible.View], from environment: EnvironmentValues, by node: ViewNode) {
    let traits = EnvironmentTraits(environment)
    for view in views {
      let id = ObjectIdentifier(view)
      if let claim = traitClaims[id], claim.view === view, let owner = claim.node, owner !== node,
        owner.isAttached, owner.isInside(node)
      {
        continue
      }
      traitClaims[id] = TraitClaim(view: view, node: node)
      let overrides = traits.applied(to: view.traitOverrides)
      if overrides != view.traitOverrides { view.traitOverrides = overrides }
    }
  }

  /// Takes back the traits `node` gave `views` (its modifier no longer changes them).
  func releaseTraits(_ views: [Legible.View], by node: ViewNode) {
    for view in views {
      let id = ObjectIdentifier(view)
      guard let claim = traitClaims[id], claim.view === view, claim.node === node else { continue }
      traitClaims[id] = nil
      let overrides = EnvironmentTraits.cleared(view.traitOverrides)
      if overrides != view.traitOverrides { view.traitOverrides = overrides }
    }
  }
}

extension ViewNode {
  /// Whether the node is `ancestor` or below it.
  func isInside(_ ancestor: ViewNode) -> Bool {
    var node: ViewNode? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }
}
