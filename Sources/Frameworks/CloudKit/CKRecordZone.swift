import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The name CloudKit gives the current user as a zone's owner.
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A zone of a database, as CloudKit's `CKRecordZone`: a name and an owner; records live in one.
open class CKRecordZone: NSObject, @unchecked Sendable {
  /// Its identity.
  public let zoneID: ID
  /// What the zone can do.
  public let capabilities: Capabilities
  /// The share of the whole zone, when it is shared (the service sets it: nil here).
  public internal(set) var share: CKRecord.Reference?

  /// A zone of the current user named `zoneName`.
  public convenience init(zoneName: String) { self.init(zoneID: ID(zoneName: zoneName)) }

  /// The zone `zoneID` names.
  public init(zoneID: ID) {
    self.zoneID = zoneID
    capabilities = zoneID == .default ? [] : [.fetchChanges, .atomic, .sharing]
  }

  /// The default zone of a database.
  open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }

  open override func isEqual(_ object: Any?) -> Bool { (object as? CKRecordZone)?.zoneID == zoneID }
  open override var hash: Int { zoneID.hash }

  /// A zone's identity: its name and its owner's.
  open class ID: NSObject, NSCopying, @unchecked Sendable {
    /// The zone's name.
    public let zoneName: String
    /// Its owner's name (`CKCurrentUserDefaultName` for the current user).
    public let ownerName: String

    /// The ID of the zone `zoneName` owned by `ownerName`.
    public init(
      zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName
    ) {
      self.zoneName = zoneName
      self.ownerName = ownerName
    }

    /// The default zone's name.
    public static let defaultZoneName = "_defaultZone"
    /// The default zone.
    public static let `default` = ID()

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ID else { return false }
      return zoneName == other.zoneName && ownerName == other.ownerName
    }
    open override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    open override var description: String { "<CKRecordZoneID: zoneName=\(zoneName), ownerName=\(ownerName)>" }
    open func copy(with zone: NSZone? = nil) -> Any { self }
  }

  /// What a zone can do.
  public struct Capabilities: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Its changes can be fetched since a token.
    public static let fetchChanges = Capabilities(rawValue: 1)
    /// Its records are saved all or none.
    public static let atomic = Capabilities(rawValue: 2)
    /// It can be shared.
    public static let sharing = Capabilities(rawValue: 4)
    /// It can be shared whole.
    public static let zoneWideSharing = Capabilities(rawValue: 8)
  }
}

/// Where a fetch of changes left off, as CloudKit's `CKServerChangeToken` (only the service makes
/// them; none is made here, as nothing is fetched).
open class CKServerChangeToken: NSObject, NSCopying, @unchecked Sendable {
  init(_ value: String) { self.value = value }
  let value: String
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
