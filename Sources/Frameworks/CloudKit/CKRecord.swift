import Foundation

/// A record of a CloudKit database, as CloudKit's `CKRecord`: a type, an identity, and fields
/// the app sets by key (`record["title"] = "Margherita"`), read back as they were set. The
/// dates and change tag are the service's: nil until a save, which never succeeds here.
///
/// Invariants: a field set to nil is gone from `allKeys()`; `changedKeys()` lists the fields set
/// since the record was made, in the order first set.
open class CKRecord: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
  /// A record's type name.
  public typealias RecordType = String
  /// A field's name.
  public typealias FieldKey = String

  /// Its type.
  public let recordType: RecordType
  /// Its identity.
  public let recordID: ID
  /// When the service first saved it.
  public internal(set) var creationDate: Date?
  /// When the service last saved it.
  public internal(set) var modificationDate: Date?
  /// The service's tag for its version.
  public internal(set) var recordChangeTag: String?
  /// Who made it.
  public internal(set) var creatorUserRecordID: ID?
  /// Who last changed it.
  public internal(set) var lastModifiedUserRecordID: ID?
  /// The record this one belongs to, for sharing.
  open var parent: Reference?
  /// The share it is part of.
  public internal(set) var share: Reference?

  private var values: [String: any CKRecordValueProtocol] = [:]
  private var changed: [String] = []

  /// A new record of `recordType` with a unique name, in the default zone.
  public convenience init(recordType: RecordType) {
    self.init(recordType: recordType, recordID: ID(recordName: UUID().uuidString))
  }

  /// A new record of `recordType` with a unique name, in the zone `zoneID`.
  public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
    self.init(recordType: recordType, recordID: ID(recordName: UUID().uuidString, zoneID: zoneID))
  }

  /// A record of `recordType` named by `recordID`.
  public init(recordType: RecordType, recordID: ID) {
    self.recordType = recordType
    self.recordID = recordID
  }

  // MARK: Archiving, as apps keep a record's system fields

  public static var supportsSecureCoding: Bool { true }

  /// Archives the record's system fields (its type and identity), as apps keep them beside
  /// their own copy of the fields.
  open func encodeSystemFields(with coder: NSCoder) {
    coder.encode(recordType as NSString, forKey: "recordType")
    coder.encode(recordID.recordName as NSString, forKey: "recordName")
    coder.encode(recordID.zoneID.zoneName as NSString, forKey: "zoneName")
    coder.encode(recordID.zoneID.ownerName as NSString, forKey: "ownerName")
  }

  /// Archives the record's system fields (its field values are not archived here).
  open func encode(with coder: NSCoder) { encodeSystemFields(with: coder) }

  /// The record whose system fields `coder` holds, with no field values; nil when they are not
  /// there.
  public required init?(coder: NSCoder) {
    guard let type = coder.decodeObject(of: NSString.self, forKey: "recordType") as String?,
      let name = coder.decodeObject(of: NSString.self, forKey: "recordName") as String?,
      let zone = coder.decodeObject(of: NSString.self, forKey: "zoneName") as String?,
      let owner = coder.decodeObject(of: NSString.self, forKey: "ownerName") as String?
    else { return nil }
    recordType = type
    recordID = ID(recordName: name, zoneID: CKRecordZone.ID(zoneName: zone, ownerName: owner))
  }

  /// The value of the field `key`, or nil.
  open subscript(key: FieldKey) -> (any CKRecordValueProtocol)? {
    get { values[key] }
    set { setObject(newValue, forKey: key) }
  }

  /// The value of the field `key`, or nil (`let title: String? = record["title"]`).
  @_disfavoredOverload
  open subscript<T: CKRecordValueProtocol>(key: FieldKey) -> T? {
    get { values[key] as? T }
    set { setObject(newValue, forKey: key) }
  }

  /// The value of the field `key`, or nil.
  open func object(forKey key: FieldKey) -> (any CKRecordValueProtocol)? { values[key] }

  /// Sets the field `key` to `object` (nil removes it).
  open func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: FieldKey) {
    values[key] = object
    if !changed.contains(key) { changed.append(key) }
  }

  /// The value of the field `key`, as key-value coding reads it.
  open func value(forKey key: String) -> Any? { values[key] }

  /// Sets the field `key`, as key-value coding does (a value that is not a record value is
  /// ignored).
  open func setValue(_ value: Any?, forKey key: String) {
    setObject(value as? any CKRecordValueProtocol, forKey: key)
  }

  /// The names of the fields that hold a value.
  open func allKeys() -> [FieldKey] { values.keys.sorted() }

  /// The names of the fields set since the record was made.
  open func changedKeys() -> [FieldKey] { changed }

  /// Makes `parent` this record's parent.
  open func setParent(_ parentRecord: CKRecord?) {
    parent = parentRecord.map { Reference(record: $0, action: .none) }
  }

  /// Makes the record with `parentID` this record's parent.
  open func setParent(_ parentID: ID?) { parent = parentID.map { Reference(recordID: $0, action: .none) } }

  /// The fields whose values are encrypted (kept with the others here).
  open var encryptedValues: EncryptedValues { EncryptedValues(record: self) }

  /// A copy with the same identity and fields.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = CKRecord(recordType: recordType, recordID: recordID)
    copy.values = values
    copy.changed = changed
    copy.parent = parent
    copy.share = share
    return copy
  }

  open override var description: String {
    "<CKRecord: recordType=\(recordType), recordID=\(recordID.recordName), keys=\(allKeys())>"
  }

  /// A record's encrypted fields, set and read by key.
  public struct EncryptedValues {
    let record: CKRecord
    /// The value of the field `key`.
    public subscript(key: FieldKey) -> (any CKRecordValueProtocol)? {
      get { record[key] }
      nonmutating set { record[key] = newValue }
    }
    /// The value of the field `key`, typed.
    @_disfavoredOverload
    public subscript<T: CKRecordValueProtocol>(key: FieldKey) -> T? {
      get { record[key] as? T }
      nonmutating set { record[key] = newValue }
    }
  }

  /// A record's identity: its name and its zone.
  open class ID: NSObject, NSCopying, @unchecked Sendable {
    /// The record's name, unique in its zone.
    public let recordName: String
    /// Its zone.
    public let zoneID: CKRecordZone.ID

    /// The ID `recordName` (a new unique name by default) in `zoneID` (the default zone by
    /// default).
    public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
      self.recordName = recordName
      self.zoneID = zoneID
    }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ID else { return false }
      return recordName == other.recordName && zoneID == other.zoneID
    }
    open override var hash: Int { recordName.hashValue ^ zoneID.hash }
    open override var description: String {
      "<CKRecordID: \(recordName):(\(zoneID.zoneName):\(zoneID.ownerName))>"
    }
    open func copy(with zone: NSZone? = nil) -> Any { self }
  }

  /// A field that points at another record, as CloudKit's `CKRecord.Reference`.
  open class Reference: NSObject, NSCopying, CKRecordValueProtocol, @unchecked Sendable {
    /// The record pointed at.
    public let recordID: ID
    /// What deleting that record does to the one holding the reference.
    public let action: Action

    /// A reference to the record `recordID`.
    public init(recordID: ID, action: Action) {
      self.recordID = recordID
      self.action = action
    }

    /// A reference to `record`.
    public convenience init(record: CKRecord, action: Action) {
      self.init(recordID: record.recordID, action: action)
    }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? Reference else { return false }
      return recordID == other.recordID && action == other.action
    }
    open override var hash: Int { recordID.hash }
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// What deleting the record pointed at does.
    public enum Action: UInt, Sendable {
      /// Nothing.
      case none = 0
      /// Deletes the record holding the reference.
      case deleteSelf = 1
    }
  }
}

/// A file a record's field holds, as CloudKit's `CKAsset`.
open class CKAsset: NSObject, CKRecordValueProtocol, @unchecked Sendable {
  /// Where the file is.
  public let fileURL: URL?

  /// An asset of the file at `fileURL`.
  public init(fileURL: URL) { self.fileURL = fileURL }
}
