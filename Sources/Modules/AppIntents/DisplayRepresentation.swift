import Foundation

/// How the system shows a value, as AppIntents' `DisplayRepresentation`: a title, a subtitle and
/// an image.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  /// An image beside a value: an SF Symbol or an asset, by name.
  public struct Image: Sendable {
    /// The symbol's name, where it is one.
    public let systemName: String?
    /// The asset's name, where it is one.
    public let named: String?
    /// An SF Symbol.
    public init(systemName: String) {
      self.systemName = systemName
      named = nil
    }
    /// An image of the app's asset catalog.
    public init(named: String) {
      systemName = nil
      self.named = named
    }
  }

  /// The value's name.
  public let title: LocalizedStringResource
  /// A line under it.
  public let subtitle: LocalizedStringResource?
  /// An image beside it.
  public let image: Image?

  /// A representation titled `title`.
  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
  public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// How the system names a type of value, as AppIntents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  /// The type's name.
  public let name: LocalizedStringResource

  /// A type named `name`.
  public init(name: LocalizedStringResource) { self.name = name }
  /// A type named `name`, counted with `numericFormat` (kept).
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource) { self.name = name }
  public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// A fixed set of values an intent's parameter takes, as AppIntents' `AppEnum`: each case named
/// for the system.
public protocol AppEnum: CaseIterable, RawRepresentable, Hashable, Sendable {
  /// The type's name.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  /// Each case's name.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
  /// How the system shows this case (its raw value where the app names none).
  public var localizedStringResource: LocalizedStringResource {
    Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: "\(rawValue)")
  }
}

/// A value of an app's own an intent can take, as AppIntents' `AppEntity`: identified, named for
/// the system, and found through its `defaultQuery`.
public protocol AppEntity: Identifiable, Sendable {
  /// How the entities are found.
  associatedtype DefaultQuery: EntityQuery
  /// The type's name.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  /// The query that finds entities of this type.
  static var defaultQuery: DefaultQuery { get }
  /// How the system shows this entity.
  var displayRepresentation: DisplayRepresentation { get }
}

/// How an app finds its entities by identifier, as AppIntents' `EntityQuery`.
public protocol EntityQuery: Sendable {
  /// The entities found.
  associatedtype Entity: AppEntity
  /// A query.
  init()
  /// The entities with these identifiers.
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  /// The entities the system offers before the user searches.
  func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
  public func suggestedEntities() async throws -> [Entity] { [] }
  /// The entity a parameter takes before the user picks one (none unless the query says).
  public func defaultResult() async -> Entity? { nil }
}

/// A query that also finds entities by what the user types, as AppIntents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
  /// The entities matching `string`.
  func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list all its entities, as AppIntents' `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
  /// Every entity.
  func allEntities() async throws -> [Entity]
}

/// An entity's property the system can read, as AppIntents' `@Property`.
@propertyWrapper public final class EntityProperty<Value>: @unchecked Sendable {
  /// The property's name, as the system shows it.
  public let title: LocalizedStringResource
  /// The property's value.
  public var wrappedValue: Value

  /// A property titled `title` holding `wrappedValue`.
  public init(wrappedValue: Value, title: LocalizedStringResource) {
    self.wrappedValue = wrappedValue
    self.title = title
  }
  /// The property itself.
  public var projectedValue: EntityProperty<Value> { self }
}

extension EntityProperty where Value: ExpressibleByNilLiteral {
  /// An optional property titled `title`, unset.
  public convenience init(title: LocalizedStringResource) { self.init(wrappedValue: nil, title: title) }
}

/// AppIntents' name for `EntityProperty` in declarations (`@Property(title:)`).
public typealias Property = EntityProperty
