/// Whether a view's new value is the same as its last, so that its body need not be evaluated
/// again (SwiftUI compares a view's stored properties the same way):
///
/// - an `Equatable` value compares with `==`;
/// - a class instance compares by identity;
/// - state, environment readers and the other dynamic properties are the node's, not the
///   value's, and always compare equal (a binding compares by what it points at);
/// - a structure, tuple or optional compares field by field, a few levels deep;
/// - anything else (a closure, an enumeration with payloads, a collection of values that are not
///   `Equatable`) is taken as changed.
enum ViewComparison {
  static func isSame<T>(_ a: T, _ b: T) -> Bool {
    compare(a, b, depth: 0)
  }

  private static func compare(_ a: Any, _ b: Any, depth: Int) -> Bool {
    if let a = a as? any Equatable { return equal(a, b) }
    if let a = a as? any _ComparableDynamicProperty { return a._isSame(as: b) }
    let type = Swift.type(of: a)
    if type is AnyClass, let a = a as AnyObject?, let b = b as AnyObject? { return a === b }
    guard depth < 4 else { return false }
    let left = Mirror(reflecting: a)
    guard let style = left.displayStyle, [.struct, .tuple, .optional].contains(style) else {
      // An enumeration without payloads is equatable by its value's bytes.
      if left.displayStyle == .enum, left.children.isEmpty {
        return String(describing: a) == String(describing: b)
      }
      return false
    }
    let right = Mirror(reflecting: b)
    guard left.children.count == right.children.count else { return false }
    for (x, y) in zip(left.children, right.children) where !compare(x.value, y.value, depth: depth + 1) {
      return false
    }
    return true
  }

  private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool {
    guard let b = b as? E else { return false }
    return a == b
  }
}

/// A dynamic property that says itself whether a new value is the same as the last (state is the
/// node's, a binding is the same when it points at the same place).
protocol _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool
}
