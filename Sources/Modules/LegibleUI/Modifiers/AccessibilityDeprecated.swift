import CoreGraphics

// SwiftUI's first accessibility modifiers, `accessibility(label:)` and the others, which iOS 14
// deprecated in favour of `accessibilityLabel(_:)` and its siblings: each does what its newer
// form does here.
extension View {
  /// The label, as `accessibilityLabel(_:)`.
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
  /// The hint, as `accessibilityHint(_:)`.
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  /// The value, as `accessibilityValue(_:)`.
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  /// Whether assistive technologies skip the view, as `accessibilityHidden(_:)`.
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  /// The identifier UI tests find the view by, as `accessibilityIdentifier(_:)`.
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
  /// Traits added, as `accessibilityAddTraits(_:)`.
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    accessibilityAddTraits(traits)
  }
  /// Traits removed, as `accessibilityRemoveTraits(_:)`.
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }
  /// The order among siblings, as `accessibilitySortPriority(_:)`.
  public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
  /// Names Voice Control accepts, as `accessibilityInputLabels(_:)`.
  public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }
  /// Where a tap activates the view (kept).
  public func accessibility(activationPoint: UnitPoint) -> some View { self }
  /// Where a tap activates the view (kept).
  public func accessibility(activationPoint: CGPoint) -> some View { self }
}
