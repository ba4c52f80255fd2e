@_spi(Reflection) import Swift

/// A type known only at run time (a field's type, a value's dynamic type), opened as the generic
/// parameter `Self`, so that code written for a static type runs for it: the graph works out how
/// a type compares and which dynamic properties it has this way, once per type.
///
/// `Any.Type` cannot be opened by a generic call, so the metatype is given a conformance with
/// no requirements: nothing reads the witness table, and only `Self`'s metadata is used.
protocol OpenedType {}

extension OpenedType {
  /// How values of the type compare.
  static var comparisonPlan: ViewComparison.Plan { ViewComparison.Plan.of(Self.self) }

  /// Whether `a` and `b` are both of the type and the same by its plan.
  static func isSame(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? Self, let b = b as? Self else { return false }
    return ViewComparison.isSame(a, b)
  }

  /// Ends the life of the value of the type at `bytes` (a node's kept view).
  static func deinitialize(_ bytes: UnsafeMutableRawPointer) {
    bytes.assumingMemoryBound(to: Self.self).deinitialize(count: 1)
  }

  /// The binders of the dynamic properties of a field of the type at `offset`.
  @MainActor static func binders(atOffset offset: Int, kind: _MetadataKind) -> [DynamicProperties.Binder] {
    DynamicProperties.Binder.binders(offset: offset, Self.self, kind: kind)
  }
}

/// `type`, opened.
func opened(_ type: Any.Type) -> any OpenedType.Type {
  unsafeBitCast((type, 0 as Int), to: (any OpenedType.Type).self)
}
