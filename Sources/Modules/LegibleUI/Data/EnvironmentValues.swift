import Foundation

/// A key for a value of the environment, as SwiftUI's `EnvironmentKey`: extend `EnvironmentValues`
/// with a property that reads and writes `self[YourKey.self]`, and views read it with
/// `@Environment(\.yourValue)` and set it with `.environment(\.yourValue, value)`.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value where nothing above sets one.
  static var defaultValue: Self.Value { get }
}

/// A property of an `EnvironmentValues` extension made an environment value, as SwiftUI's
/// `@Entry`: `extension EnvironmentValues { @Entry var accent: Color = .orange }` makes the key
/// (the property's initial value is its default) and the accessors.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "LegiblePreviewMacros", type: "EntryMacro")

/// What a view reads from around it, as SwiftUI's `EnvironmentValues`: values by key, set by
/// modifiers above the view and passed down. Reads in a body are recorded, so that a body is
/// evaluated again only when a value it read changed.
///
/// Invariants: a value written again equal to what it was (for `Equatable` values) keeps its
/// version, so readers below see no change; two environments are identical (`isIdentical(to:)`)
/// only when neither was written since they were copied from one another.
public struct EnvironmentValues: CustomStringConvertible {
  final class Stored {
    let value: Any
    let version: Int
    init(_ value: Any, version: Int) {
      self.value = value
      self.version = version
    }
  }

  nonisolated(unsafe) private static var counter = 0
  private static func next() -> Int {
    counter &+= 1
    return counter
  }

  private var entries: [ObjectIdentifier: Stored] = [:]
  private var token = 0
  /// Changed whenever the text size, the layout direction or the Bold Text setting is written
  /// with a new value: what retained views take as traits (`EnvironmentTraits`).
  private(set) var traitsToken = 0

  /// The environment at the top of a screen: every key at its default.
  public init() {}

  /// The value for `key`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      let entry = entries[id]
      let version = entry?.version ?? 0
      ViewGraph.withEvaluatingNode { $0.recordRead(id, version: version) }
      EnvironmentReads.record(id)
      return entry?.value as? K.Value ?? K.defaultValue
    }
    set { set(newValue, for: ObjectIdentifier(key)) }
  }

  /// The value for `key`, without recording a read (for the graph's own use).
  func value<K: EnvironmentKey>(_ key: K.Type) -> K.Value {
    entries[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
  }

  /// Writes `value` for the key `id`, keeping the entry when the value is equal to what it was.
  mutating func set(_ value: Any, for id: ObjectIdentifier) {
    // Whether a trait written here changes the traits of what is below depends on the value
    // written over (`EnvironmentTraits`): a read of it.
    if Self.traitKeys.contains(id) { EnvironmentReads.record(id) }
    EnvironmentReads.recordWrite(id)
    if let current = entries[id], Self.isEqual(current.value, value) { return }
    entries[id] = Stored(value, version: Self.next())
    token = Self.next()
    if Self.traitKeys.contains(id) { traitsToken = token }
  }

  /// Puts `entry` (a modifier's last one, when its value has not changed) for `id`.
  mutating func put(_ entry: Stored, for id: ObjectIdentifier) {
    guard entries[id] !== entry else { return }
    entries[id] = entry
    token = Self.next()
    if Self.traitKeys.contains(id) { traitsToken = token }
  }

  func entry(for id: ObjectIdentifier) -> Stored? { entries[id] }

  /// The version of the value for `id` (0 for the default).
  func version(of id: ObjectIdentifier) -> Int { entries[id]?.version ?? 0 }

  /// The keys whose entries differ from `other`'s.
  func changedKeys(since other: EnvironmentValues) -> [ObjectIdentifier] {
    guard !isIdentical(to: other) else { return [] }
    var keys = entries.compactMap { other.entries[$0.key] === $0.value ? nil : $0.key }
    for key in other.entries.keys where entries[key] == nil { keys.append(key) }
    return keys
  }

  /// The keys whose entries differ in `other`, as a set of reads.
  func changedReads(to other: EnvironmentValues) -> EnvironmentReads {
    var reads = EnvironmentReads.none
    for key in other.changedKeys(since: self) { reads.formUnion(EnvironmentReads(key)) }
    return reads
  }

  /// This environment, made below `old`, as it is below `new`: each of `keys` whose entry here
  /// is `old`'s (nothing between wrote it) takes `new`'s.
  func rebased(from old: EnvironmentValues, to new: EnvironmentValues, keys: [ObjectIdentifier])
    -> EnvironmentValues
  {
    var rebased = self
    var changed = false
    for key in keys where entries[key] === old.entries[key] && entries[key] !== new.entries[key] {
      rebased.entries[key] = new.entries[key]
      changed = true
      if Self.traitKeys.contains(key) { rebased.traitsToken = Self.next() }
    }
    if changed { rebased.token = Self.next() }
    return rebased
  }

  /// The token of what was written, to tell environments apart without comparing their entries.
  var identity: Int { token }

  /// Whether nothing was written to either since they were copies of one another.
  func isIdentical(to other: EnvironmentValues) -> Bool { token == other.token }

  /// Whether both hold the same entries (the same values at the same versions).
  func sameEntries(as other: EnvironmentValues) -> Bool {
    entries.count == other.entries.count && entries.allSatisfy { other.entries[$0.key] === $0.value }
  }

  /// The keys whose entries differ from `base`'s (what a modifier wrote over it).
  func writtenKeys(over base: EnvironmentValues) -> [ObjectIdentifier] {
    entries.compactMap { base.entries[$0.key] === $0.value ? nil : $0.key }
  }

  static func isEqualValue(_ a: Any, _ b: Any) -> Bool { isEqual(a, b) }

  /// Whether two values are equal: `Equatable` values by `==`, objects (a presentation host, a
  /// model) by identity; values of two types, or of a type that is neither, never are.
  private static func isEqual(_ a: Any, _ b: Any) -> Bool {
    let type = Swift.type(of: a)
    guard type == Swift.type(of: b) else { return false }
    let id = ObjectIdentifier(type)
    if let compare = comparers[id] { return compare(a, b) }
    let compare = comparer(for: a)
    comparers[id] = compare
    return compare(a, b)
  }

  /// How values of each type met are compared, found once per type: asking a value whether it
  /// is `Equatable` searches the conformances, and writes are many (every modifier's, at every
  /// update). Used on the main actor, as the version counter.
  nonisolated(unsafe) private static var comparers: [ObjectIdentifier: (Any, Any) -> Bool] = [:]

  private static func comparer(for value: Any) -> (Any, Any) -> Bool {
    if let equatable = value as? any Equatable { return comparer(equating: equatable) }
    if type(of: value) is AnyClass { return { ($0 as AnyObject) === ($1 as AnyObject) } }
    if value is any EnvironmentOptional {
      // An optional object (the host that presents sheets) compares as what it wraps.
      return { a, b in
        switch (
          (a as? any EnvironmentOptional)?.environmentWrapped,
          (b as? any EnvironmentOptional)?.environmentWrapped
        ) {
        case (nil, nil): return true
        case (let a?, let b?): return isEqual(a, b)
        default: return false
        }
      }
    }
    return { _, _ in false }
  }

  private static func comparer<E: Equatable>(equating _: E) -> (Any, Any) -> Bool {
    { a, b in
      guard let a = a as? E, let b = b as? E else { return false }
      return a == b
    }
  }

  /// The keys set, for debugging.
  public var description: String { "EnvironmentValues(\(entries.count) values set)" }
}

/// An optional value of the environment, compared as what it wraps.
protocol EnvironmentOptional {
  var environmentWrapped: Any? { get }
}

extension Optional: EnvironmentOptional {
  var environmentWrapped: Any? { map { $0 as Any } }
}

/// Whether code runs on the main actor, which a synchronous function that is not isolated cannot
/// ask Swift: on the main thread, or in a job of the main dispatch queue.
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}
