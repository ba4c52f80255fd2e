import Foundation

/// `NSPredicate(format:)` where Foundation has no format strings: the format is parsed (see
/// `PredicateFormat`) and the predicate evaluates it. A format that cannot be parsed makes a
/// predicate that accepts nothing and that a fetch refuses with
/// `CoreDataError.unsupportedPredicate`, naming the format and where it stops.
extension NSPredicate {
  /// A predicate that evaluates `format`, with `%@`, `%K` and number formats taken from `args`.
  public convenience init(format: String, _ args: CVarArg...) {
    self.init(format: format, argumentArray: args)
  }

  /// A predicate that evaluates `format`, with its arguments taken from `arguments`.
  public convenience init(format: String, argumentArray arguments: [Any]?) {
    let parsed: Result<PredicateFormat, CoreDataError>
    do throws(FormatProblem) {
      parsed = .success(try PredicateFormat.parse(format, arguments: (arguments ?? []).map { $0 }))
    } catch {
      parsed = .failure(.unsupportedPredicate(format, reason: error.description))
    }
    self.init { object, bindings in
      if let probe = bindings?[FormatPredicate.probeKey] as? FormatPredicate.Probe {
        probe.result = parsed
        return false
      }
      guard case .success(let predicate) = parsed else { return false }
      return predicate.evaluate(object)
    }
  }
}

/// Finds what a format predicate could not parse.
enum FormatPredicate {
  static let probeKey = "__legible.format.probe"

  /// What a predicate made from a format tells when asked.
  final class Probe: @unchecked Sendable {
    var result: Result<PredicateFormat, CoreDataError>?
  }

  /// The error of the first part of `predicate` whose format could not be parsed, if any.
  static func problem(in predicate: NSPredicate) -> CoreDataError? {
    if let compound = predicate as? NSCompoundPredicate {
      return compound.subpredicates.lazy.compactMap { problem(in: $0) }.first
    }
    let probe = Probe()
    _ = predicate.evaluate(with: nil, substitutionVariables: [probeKey: probe])
    if case .failure(let error) = probe.result { return error }
    return nil
  }
}

// The values apps pass to `NSPredicate(format:)` that are not C variadic arguments on Linux
// (they are, as objects, on Apple platforms). Their encoding is a retained object, as an
// object's is there.
extension Date: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}
extension NSDate: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self as Date) }
}
extension UUID: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}
extension URL: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}
extension Data: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}
extension Array: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}
extension Set: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}
extension NSManagedObject: CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}
extension NSManagedObjectID: CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}
extension NSNumber: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}
extension NSSet: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}
extension NSArray: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { ObjectArgument.encoding(self) }
}

/// A value passed where C expects an object pointer.
private final class ObjectArgument: @unchecked Sendable {
  let value: Any
  init(_ value: Any) { self.value = value }
  static func encoding(_ value: Any) -> [Int] {
    [Int(bitPattern: Unmanaged.passRetained(ObjectArgument(value)).toOpaque())]
  }
}
