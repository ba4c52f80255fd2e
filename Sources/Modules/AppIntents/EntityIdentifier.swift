import Foundation
import LegibleUI
import LocalizedStrings

/// A value that identifies an entity across launches as a string, as AppIntents' (an entity's
/// `ID`): what Siri and Spotlight keep to find the entity again.
public protocol EntityIdentifierConvertible {
  /// The value as a string.
  var entityIdentifierString: String { get }
  /// The value `entityIdentifierString` stands for; nil when it stands for none.
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  public var entityIdentifierString: String { self }
  public static func entityIdentifier(for entityIdentifierString: String) -> String? {
    entityIdentifierString
  }
}

extension UUID: EntityIdentifierConvertible {
  public var entityIdentifierString: String { uuidString }
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}

extension Int: EntityIdentifierConvertible {
  public var entityIdentifierString: String { String(self) }
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? {
    Int(entityIdentifierString)
  }
}

/// An entity's identity: its type and its identifier as a string, as AppIntents' (what a view or
/// a user activity says it shows, for Siri and Apple Intelligence).
public struct EntityIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The entity's type, by name.
  public let typeIdentifier: String
  /// The entity's identifier, as a string.
  public let instanceIdentifier: String

  /// The entity of `type` whose identifier is `identifier`.
  public init<Entity: AppEntity>(for type: Entity.Type, identifier: Entity.ID)
  where Entity.ID: EntityIdentifierConvertible {
    typeIdentifier = String(describing: type)
    instanceIdentifier = identifier.entityIdentifierString
  }

  /// `entity`'s identity.
  public init<Entity: AppEntity>(for entity: Entity) where Entity.ID: EntityIdentifierConvertible {
    self.init(for: Entity.self, identifier: entity.id)
  }

  public var description: String { "\(typeIdentifier)/\(instanceIdentifier)" }
}

extension NSUserActivity {
  /// The app entity the activity shows (kept: no Siri reads it here).
  public var appEntityIdentifier: EntityIdentifier? {
    get { _appEntityIdentifier as? EntityIdentifier }
    set { _appEntityIdentifier = newValue }
  }
}

extension View {
  /// Says which app entity the view shows, for Siri and Apple Intelligence to refer to (kept: they
  /// do not run here).
  public func appEntityIdentifier(_ identifier: EntityIdentifier?) -> some View { self }
}

/// An intent that opens the app on an entity, as AppIntents' `OpenIntent`: its `target` is the
/// entity (a parameter), and the app comes to the front to perform it.
public protocol OpenIntent: AppIntent {
  /// The kind of entity it opens.
  associatedtype Value: AppEntity
  /// The entity to open.
  var target: Value { get }
}

extension OpenIntent {
  public static var openAppWhenRun: Bool { true }
}
