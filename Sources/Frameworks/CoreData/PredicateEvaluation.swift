import Foundation

/// How a parsed format predicate judges an object, as Core Data's in-memory evaluation does:
/// numbers compare by value whatever their type, strings with the `[c]` and `[d]` options,
/// objects by identity, nothing (`nil`) equals only nothing and orders before everything; a
/// to-many key path compared without `ANY` or `ALL` is read as `ANY`.
extension PredicateFormat {
  func evaluate(_ object: Any?) -> Bool {
    switch self {
    case .constant(let value): value
    case .not(let inner): !inner.evaluate(object)
    case .and(let parts): parts.allSatisfy { $0.evaluate(object) }
    case .or(let parts): parts.contains { $0.evaluate(object) }
    case .comparison(let comparison): comparison.evaluate(object)
    }
  }
}

extension PredicateFormat.Comparison {
  func evaluate(_ object: Any?) -> Bool {
    let lhs = left.value(of: object)
    let rhs = right.value(of: object)
    let many = PredicateValue.elements(of: lhs)
    switch quantifier {
    case .any: return (many ?? [lhs as Any]).contains { holds($0, rhs) }
    case .all: return (many ?? [lhs as Any]).allSatisfy { holds($0, rhs) }
    case .noneOf: return !(many ?? [lhs as Any]).contains { holds($0, rhs) }
    case .none:
      // A to-many key path compared as a whole is read as ANY (CONTAINS and IN take the
      // collection itself).
      if let many, op != .contains, op != .isIn, case .keyPath = left {
        return many.contains { holds($0, rhs) }
      }
      return holds(lhs, rhs)
    }
  }

  private func holds(_ lhs: Any?, _ rhs: Any?) -> Bool {
    var options: String.CompareOptions = []
    if caseInsensitive { options.insert(.caseInsensitive) }
    if diacriticInsensitive { options.insert(.diacriticInsensitive) }
    switch op {
    case .equal: return PredicateValue.equal(lhs, rhs, options)
    case .notEqual: return !PredicateValue.equal(lhs, rhs, options)
    case .less: return PredicateValue.order(lhs, rhs, options, nilFirst: false) == .orderedAscending
    case .lessOrEqual:
      return [.orderedAscending, .orderedSame].contains(
        PredicateValue.order(lhs, rhs, options, nilFirst: false))
    case .greater: return PredicateValue.order(lhs, rhs, options, nilFirst: false) == .orderedDescending
    case .greaterOrEqual:
      return [.orderedDescending, .orderedSame].contains(
        PredicateValue.order(lhs, rhs, options, nilFirst: false))
    case .beginsWith, .endsWith, .like, .matches:
      guard let text = lhs as? String, let pattern = rhs as? String else { return false }
      return PredicateValue.matches(text, pattern, op, options)
    case .contains:
      if let elements = PredicateValue.elements(of: lhs) {
        return elements.contains { PredicateValue.equal($0, rhs, options) }
      }
      guard let text = lhs as? String, let part = rhs as? String else { return false }
      return part.isEmpty ? false : text.range(of: part, options: options) != nil
    case .isIn:
      if let elements = PredicateValue.elements(of: rhs) {
        return elements.contains { PredicateValue.equal(lhs, $0, options) }
      }
      guard let text = rhs as? String, let part = lhs as? String else { return false }
      return text.range(of: part, options: options) != nil
    case .between:
      guard let bounds = PredicateValue.elements(of: rhs), bounds.count == 2 else { return false }
      let low = PredicateValue.order(lhs, bounds[0], options, nilFirst: false)
      let high = PredicateValue.order(lhs, bounds[1], options, nilFirst: false)
      return (low == .orderedDescending || low == .orderedSame)
        && (high == .orderedAscending || high == .orderedSame)
    }
  }
}

extension PredicateFormat.Expression {
  func value(of object: Any?) -> Any? {
    switch self {
    case .constant(let value): return ManagedValue.unwrapped(value)
    case .this: return object
    case .aggregate(let items): return items.map { $0.value(of: object) as Any }
    case .keyPath(let parts): return PredicateValue.follow(parts, from: object)
    }
  }
}

/// The values predicates and sort descriptors compare.
enum PredicateValue {
  /// The value at the key path `parts` from `object`: through to-many relationships it is the
  /// values of every object reached; `@count`, `@sum`, `@avg`, `@min` and `@max` reduce them.
  static func follow(_ parts: [String], from object: Any?) -> Any? {
    var current: Any? = object
    for part in parts {
      switch part.lowercased() {
      case "@count": current = elements(of: current)?.count ?? (current == nil ? 0 : 1)
      case "@sum": current = numbers(current).reduce(0, +)
      case "@avg":
        let values = numbers(current)
        current = values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
      case "@min":
        current = elements(of: current)?.min { order($0, $1, [], nilFirst: true) == .orderedAscending }
      case "@max":
        current = elements(of: current)?.max { order($0, $1, [], nilFirst: true) == .orderedAscending }
      default:
        if let many = elements(of: current) {
          current = many.flatMap { element -> [Any] in
            let value = step(element, part)
            return elements(of: value) ?? [value].compactMap { $0 }
          }
        } else {
          current = step(current, part)
        }
      }
    }
    return current
  }

  private static func step(_ object: Any?, _ key: String) -> Any? {
    switch object {
    case let managed as NSManagedObject:
      if key.uppercased() == "SELF" { return managed }
      if let raw = managed.primitiveValue(forKey: key) { return raw }
      return managed.entity.propertiesByName[key] == nil ? Mirror.value(of: managed, key) : nil
    case let dictionary as [String: Any]: return dictionary[key]
    case let dictionary as NSDictionary: return dictionary[key]
    case nil: return nil
    case let other?: return key.uppercased() == "SELF" ? other : Mirror.value(of: other, key)
    }
  }

  private static func numbers(_ value: Any?) -> [Double] {
    (elements(of: value) ?? []).compactMap { ManagedValue.number($0)?.doubleValue }
  }

  /// The elements of a collection value (nil for a value that is not one; strings are not).
  static func elements(of value: Any?) -> [Any]? {
    switch value {
    case let many as [NSManagedObject]: many
    case let set as NSOrderedSet: set.array
    case let set as NSSet: set.allObjects
    case let array as NSArray: array.map { $0 }
    case is String: nil
    case let collection as any Collection: collection.map { $0 }
    default: nil
    }
  }

  /// Whether two values are equal (strings with `options`; numbers by value).
  static func equal(_ a: Any?, _ b: Any?, _ options: String.CompareOptions) -> Bool {
    let a = ManagedValue.unwrapped(a)
    let b = ManagedValue.unwrapped(b)
    if a == nil || a is NSNull { return b == nil || b is NSNull }
    if b == nil || b is NSNull { return false }
    return order(a, b, options, nilFirst: true) == .orderedSame
  }

  /// How two values order: numbers by value, strings with `options`, dates, UUIDs and URLs by
  /// their natural order, objects by identity (same or not); nothing first (when `nilFirst`) or
  /// never ordered against anything.
  static func order(_ a: Any?, _ b: Any?, _ options: String.CompareOptions, nilFirst: Bool)
    -> ComparisonResult?
  {
    let a = ManagedValue.unwrapped(a)
    let b = ManagedValue.unwrapped(b)
    switch (a, b) {
    case (nil, nil): return .orderedSame
    case (nil, _): return nilFirst ? .orderedAscending : nil
    case (_, nil): return nilFirst ? .orderedDescending : nil
    default: break
    }
    switch (a!, b!) {
    case (let a as String, let b as String):
      // As `compare:`: by the characters' Unicode values, not a language's collation (`[c]` and
      // `[d]` fold case and accents first).
      let x = options.isEmpty ? a : a.folding(options: options, locale: nil)
      let y = options.isEmpty ? b : b.folding(options: options, locale: nil)
      return x == y ? .orderedSame : x < y ? .orderedAscending : .orderedDescending
    case (let a as Date, let b as Date):
      return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
    case (let a as UUID, let b as UUID):
      return a == b ? .orderedSame : a.uuidString < b.uuidString ? .orderedAscending : .orderedDescending
    case (let a as URL, let b as URL): return a.absoluteString.compare(b.absoluteString)
    case (let a as NSManagedObjectID, let b as NSManagedObjectID): return a === b ? .orderedSame : nil
    case (let a as NSManagedObject, let b as NSManagedObject): return a === b ? .orderedSame : nil
    case (let a as NSManagedObject, let b as NSManagedObjectID): return a.objectID === b ? .orderedSame : nil
    case (let a as Data, let b as Data): return a == b ? .orderedSame : nil
    default: break
    }
    if let x = ManagedValue.number(a!), let y = ManagedValue.number(b!) {
      let (p, q) = (x.doubleValue, y.doubleValue)
      return p == q ? .orderedSame : p < q ? .orderedAscending : .orderedDescending
    }
    if let x = a as? AnyHashable, let y = b as? AnyHashable, x == y { return .orderedSame }
    return nil
  }

  /// `BEGINSWITH`, `ENDSWITH`, `LIKE` (`*` and `?` wildcards) and `MATCHES` (a regular expression
  /// matching the whole string).
  static func matches(
    _ text: String, _ pattern: String, _ op: PredicateFormat.Comparison.Operator,
    _ options: String.CompareOptions
  ) -> Bool {
    switch op {
    case .beginsWith: return text.range(of: pattern, options: options.union(.anchored)) != nil
    case .endsWith: return text.range(of: pattern, options: options.union([.anchored, .backwards])) != nil
    case .like:
      var expression = "^"
      for character in pattern {
        switch character {
        case "*": expression += ".*"
        case "?": expression += "."
        default: expression += NSRegularExpression.escapedPattern(for: String(character))
        }
      }
      return regex(expression + "$", text, options)
    default:
      return regex("^(?:" + pattern + ")$", text, options)
    }
  }

  private static func regex(_ pattern: String, _ text: String, _ options: String.CompareOptions) -> Bool {
    var subject = text
    if options.contains(.diacriticInsensitive) {
      subject = subject.folding(options: .diacriticInsensitive, locale: nil)
    }
    let flags: NSRegularExpression.Options = options.contains(.caseInsensitive) ? [.caseInsensitive] : []
    guard let expression = try? NSRegularExpression(pattern: pattern, options: flags) else { return false }
    return expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
  }
}

extension Mirror {
  /// The stored property `key` of `subject`, found by reflection (for a value that is not a
  /// managed object, or a managed object's own Swift property).
  static func value(of subject: Any, _ key: String) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
      if let child = current.children.first(where: { $0.label == key || $0.label == "_" + key }) {
        return child.value
      }
      mirror = current.superclassMirror
    }
    return nil
  }
}
