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
@MainActor enum ViewComparison {
  static func isSame<T>(_ a: T, _ b: T) -> Bool { isSame(a, b, by: Plan.of(T.self)) }

  /// Whether `a` and `b` are the same by `plan`, the plan of their type.
  static func isSame<T>(_ a: T, _ b: T, by plan: Plan) -> Bool {
    if plan.isNever { return false }
    return withUnsafePointer(to: a) { a in
      withUnsafePointer(to: b) { b in plan.compare(UnsafeRawPointer(a), UnsafeRawPointer(b)) }
    }
  }

  /// Two values of any types: the same when of one type and the same by that type's plan.
  static func isSame(any a: Any, _ b: Any) -> Bool {
    let type = Swift.type(of: a)
    guard type == Swift.type(of: b) else { return false }
    return opened(type).isSame(a, b)
  }

  /// How two values of one type are compared, from pointers to them.
  @MainActor final class Plan {
    let compare: @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    /// Values of the type are never taken as the same (a closure is among its fields).
    let isNever: Bool

    init(isNever: Bool = false, _ compare: @escaping @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    {
      self.compare = compare
      self.isNever = isNever
    }

    static let never = Plan(isNever: true) { _, _ in false }

    private static var plans: [ObjectIdentifier: Plan] = [:]

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
        // By identity, as SwiftUI compares references.
        return Plan { a, b in
          (a.assumingMemoryBound(to: T.self).pointee as AnyObject)
            === (b.assumingMemoryBound(to: T.self).pointee as AnyObject)
        }
      case .existential:
        return Plan { a, b in
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
        _ = _forEachField(of: type) { _, offset, fieldType, _ in
          let plan = opened(fieldType).comparisonPlan
          if plan.isNever {
            never = true
            return false
          }
          fields.append((offset, plan))
          return true
        }
        if never { return .never }
        return Plan { a, b in
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
  @MainActor static func _comparisonPlan() -> ViewComparison.Plan
}

extension Optional: _OptionalComparison {
  @MainActor static func _comparisonPlan() -> ViewComparison.Plan {
    let wrapped = ViewComparison.Plan.of(Wrapped.self)
    if wrapped.isNever { return .never }
    return ViewComparison.Plan { a, b in
      switch (a.assumingMemoryBound(to: Self.self).pointee, b.assumingMemoryBound(to: Self.self).pointee) {
      case (nil, nil): return true
      case (let left?, let right?):
        return withUnsafePointer(to: left) { left in
          withUnsafePointer(to: right) { right in
            wrapped.compare(UnsafeRawPointer(left), UnsafeRawPointer(right))
          }
        }
      default: return false
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
  @MainActor func _isSame(as other: Self) -> Bool
}

extension _ComparesItself {
  @MainActor static func _comparisonPlan() -> ViewComparison.Plan {
    ViewComparison.Plan { a, b in
      a.assumingMemoryBound(to: Self.self).pointee._isSame(as: b.assumingMemoryBound(to: Self.self).pointee)
    }
  }
}
