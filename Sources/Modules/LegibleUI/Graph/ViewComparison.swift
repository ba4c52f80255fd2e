@_spi(Reflection) import Swift

/// Whether a view's new value is the same as its last, so that its body need not be evaluated
/// again (SwiftUI compares a view's stored properties the same way):
///
/// - an `Equatable` value compares with `==`;
/// - a class instance compares by identity;
/// - state, environment readers and the other dynamic properties are the node's, not the
///   value's, and always compare equal (a binding compares by what it points at);
/// - a structure, tuple or optional compares field by field;
/// - a value of an existential type (`any View`) compares as the value it holds;
/// - anything else (a closure, an enumeration with payloads that is not `Equatable`, a metatype)
///   is taken as changed.
///
/// How a type compares is worked out once, from its fields' offsets and types, and kept
/// (`Plan`): comparing two values then reads their bytes in place, without reflection.
///
/// Nothing here is isolated to the main actor, although only the graph (on the main actor) uses
/// it: a closure of an isolated function passed to the standard library's generic functions
/// (`withUnsafePointer`) checks at every call which executor runs it, which cost a tenth of a
/// size change.
enum ViewComparison {
  static func isSame<T>(_ a: T, _ b: T) -> Bool { isSame(a, b, by: Plan.of(T.self)) }

  /// Whether `a` and `b` are the same by `plan`, the plan of their type.
  static func isSame<T>(_ a: T, _ b: T, by plan: Plan) -> Bool {
    if plan.isNever { return false }
    return withUnsafePointer(to: a) { a in
      withUnsafePointer(to: b) { b in plan.compare(UnsafeRawPointer(a), UnsafeRawPointer(b)) }
    }
  }

  /// Whether the value of type `T` at `kept` and `b` are the same by `plan`, the plan of `T`.
  static func isSame<T>(_ kept: UnsafeRawPointer, _ b: T, by plan: Plan) -> Bool {
    withUnsafePointer(to: b) { b in plan.compare(kept, UnsafeRawPointer(b)) }
  }

  /// Two values of any types: the same when of one type and the same by that type's plan.
  static func isSame(any a: Any, _ b: Any) -> Bool {
    let type = Swift.type(of: a)
    guard type == Swift.type(of: b) else { return false }
    return opened(type).isSame(a, b)
  }

  /// How two values of one type are compared, from pointers to them.
  final class Plan: @unchecked Sendable {
    let compare: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    /// Values of the type are never taken as the same (a closure is among its fields).
    let isNever: Bool
    /// About how many comparisons of single values a comparison of two values takes at most:
    /// a structure compares its cheapest fields first, so that two views that differ are told
    /// apart by a number or a modifier before the views they hold are compared. (Every node of
    /// the graph compares its view, which holds the views below it: compared content first,
    /// the path to a change would be compared once per level.)
    let cost: Int

    init(
      isNever: Bool = false, cost: Int = 1, _ compare: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    ) {
      self.compare = compare
      self.isNever = isNever
      self.cost = cost
    }

    static let never = Plan(isNever: true) { _, _ in false }

    /// Plans made so far, by type: read and written by the graph, on the main actor only.
    nonisolated(unsafe) private static var plans: [ObjectIdentifier: Plan] = [:]

    /// The plan of `type`, made the first time.
    static func of<T>(_ type: T.Type) -> Plan {
      let id = ObjectIdentifier(type)
      if let plan = plans[id] { return plan }
      let plan = make(type)
      plans[id] = plan
      return plan
    }

    /// Asks of the type no more than its kind tells is needed: whether a type conforms to a
    /// protocol is answered, the first time for each type, by a search of every conformance in
    /// the program, and a view's fields are many types.
    private static func make<T>(_ type: T.Type) -> Plan {
      let kind = kind(of: type)
      switch kind {
      case .optional:
        guard let optional = type as? any _OptionalComparison.Type else { return .never }
        return optional._comparisonPlan()
      case .class:
        // By identity, as SwiftUI compares references: a reference is one pointer (read as
        // such, not through `AnyObject`, which asks the runtime about bridging at every call).
        return Plan { a, b in a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) }
      case .existential:
        // What it holds is known only when compared: taken as dear.
        return Plan(cost: 64) { a, b in
          isSame(any: a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee)
        }
      case .struct, .enum, .tuple:
        if kind != .tuple, let equatable = type as? any Equatable.Type { return equal(equatable) }
        if kind == .enum { return .never }
        if kind == .struct, let selfComparing = type as? any _ComparesItself.Type {
          return selfComparing._comparisonPlan()
        }
        var fields: [(offset: Int, plan: Plan)] = []
        var never = false
        _ = _forEachField(of: type) { name, offset, fieldType, _ in
          // Where a view was written is not part of its value (a view's place in the graph is).
          if strcmp(name, "_site") == 0 { return true }
          let plan = opened(fieldType).comparisonPlan
          if plan.isNever {
            never = true
            return false
          }
          fields.append((offset, plan))
          return true
        }
        if never { return .never }
        fields.sort { $0.plan.cost < $1.plan.cost }
        return Plan(cost: fields.reduce(1) { $0 + $1.plan.cost }) { a, b in
          for field in fields where !field.plan.compare(a + field.offset, b + field.offset) { return false }
          return true
        }
      default:
        return .never
      }
    }

    private static func equal<E: Equatable>(_ type: E.Type) -> Plan {
      Plan { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
    }

    /// The kind of `type`'s metadata (a structure, a class, a closure…).
    private static func kind<T>(of type: T.Type) -> _MetadataKind {
      var kind = _MetadataKind.unknown
      _ = _forEachField(of: Field<T>.self) { _, _, _, fieldKind in
        kind = fieldKind
        return false
      }
      return kind
    }

    /// A structure of one field of type `T`, whose field says `T`'s kind.
    private struct Field<Value> { var value: Value }
  }
}

/// An optional, whose plan compares what it wraps.
protocol _OptionalComparison {
  static func _comparisonPlan() -> ViewComparison.Plan
}

extension Optional: _OptionalComparison {
  static func _comparisonPlan() -> ViewComparison.Plan {
    let wrapped = ViewComparison.Plan.of(Wrapped.self)
    if wrapped.isNever { return .never }
    // Read one side at a time: a pair of optionals of a generic type is a tuple whose type the
    // runtime looks up at every call.
    return ViewComparison.Plan(cost: wrapped.cost + 1) { a, b in
      guard let left = a.assumingMemoryBound(to: Self.self).pointee else {
        return b.assumingMemoryBound(to: Self.self).pointee == nil
      }
      guard let right = b.assumingMemoryBound(to: Self.self).pointee else { return false }
      return withUnsafePointer(to: left) { left in
        withUnsafePointer(to: right) { right in
          wrapped.compare(UnsafeRawPointer(left), UnsafeRawPointer(right))
        }
      }
    }
  }
}

/// A dynamic property that says itself whether a new value is the same as the last (state is the
/// node's, a binding is the same when it points at the same place).
protocol _ComparableDynamicProperty: _ComparesItself {
  func _isSame(as other: Any) -> Bool
}

extension _ComparableDynamicProperty {
  func _isSame(as other: Self) -> Bool { _isSame(as: other as Any) }
}

/// A view that says itself whether a new value is the same as the last, where comparing its
/// stored properties would not tell (a tuple of views keeps them in a storage shared by copies).
protocol _ComparesItself {
  func _isSame(as other: Self) -> Bool
  /// About how many comparisons of single values a comparison takes (see `Plan.cost`).
  static var _comparisonCost: Int { get }
}

extension _ComparesItself {
  static var _comparisonCost: Int { 1 }

  static func _comparisonPlan() -> ViewComparison.Plan {
    ViewComparison.Plan(cost: _comparisonCost) { a, b in
      a.assumingMemoryBound(to: Self.self).pointee._isSame(as: b.assumingMemoryBound(to: Self.self).pointee)
    }
  }
}
