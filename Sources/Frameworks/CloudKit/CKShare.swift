import Foundation

/// A record that shares another (or a whole zone) with other people, as CloudKit's `CKShare`:
/// its title and type are fields, its participants the owner until others accept.
open class CKShare: CKRecord, @unchecked Sendable {
  /// The record type shares have.
  public static let recordTypeName = "cloudkit.share"

  /// Who may open the share without being invited.
  open var publicPermission: ParticipantPermission = .none
  /// The link others open it with (the service's: nil until saved).
  public internal(set) var url: URL?
  /// The people it is shared with (the owner alone here).
  public internal(set) var participants: [Participant] = [Participant(role: .owner)]
  /// The current user's part in it.
  open var currentUserParticipant: Participant? { participants.first }
  /// Its owner.
  open var owner: Participant { participants[0] }

  /// A share of `rootRecord` (which then refers to it).
  public init(rootRecord: CKRecord) {
    super.init(
      recordType: Self.recordTypeName,
      recordID: ID(recordName: UUID().uuidString, zoneID: rootRecord.recordID.zoneID))
    rootRecord.share = Reference(recordID: recordID, action: .none)
  }

  /// A share of `rootRecord` named `shareID`.
  public init(rootRecord: CKRecord, shareID: ID) {
    super.init(recordType: Self.recordTypeName, recordID: shareID)
    rootRecord.share = Reference(recordID: recordID, action: .none)
  }

  /// The share whose system fields `coder` holds.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A share of the whole zone `recordZoneID`.
  public init(recordZoneID: CKRecordZone.ID) {
    super.init(
      recordType: Self.recordTypeName, recordID: ID(recordName: "cloudkit.zoneshare", zoneID: recordZoneID))
  }

  /// The fields every share has.
  public enum SystemFieldKey {
    /// Its title, shown to the people invited.
    public static let title = "cloudkit.title"
    /// Its thumbnail's data.
    public static let thumbnailImageData = "cloudkit.thumbnailImageData"
    /// Its type, a uniform type identifier.
    public static let shareType = "cloudkit.type"
  }

  /// What a participant may do.
  public enum ParticipantPermission: Int, Sendable {
    case unknown = 0, none = 1, readOnly = 2, readWrite = 3
  }

  /// A participant's role.
  public enum ParticipantRole: Int, Sendable {
    case unknown = 0, owner = 1, privateUser = 3, publicUser = 4, administrator = 2
  }

  /// Whether a participant accepted.
  public enum ParticipantAcceptanceStatus: Int, Sendable {
    case unknown = 0, pending = 1, accepted = 2, removed = 3
  }

  /// A person a share is shared with.
  open class Participant: NSObject, @unchecked Sendable {
    /// Their role.
    public let role: ParticipantRole
    /// What they may do.
    open var permission: ParticipantPermission
    /// Whether they accepted.
    public let acceptanceStatus: ParticipantAcceptanceStatus

    init(role: ParticipantRole) {
      self.role = role
      permission = role == .owner ? .readWrite : .readOnly
      acceptanceStatus = role == .owner ? .accepted : .pending
    }
  }

  /// What a person opening a share's link learns of it, as CloudKit's `CKShare.Metadata` (the
  /// service makes them; an app receives one when someone accepts).
  open class Metadata: NSObject, @unchecked Sendable {
    /// The container the share is in.
    public let containerIdentifier: String
    /// The share.
    public let share: CKShare
    /// The record shared (nil for a zone's share).
    public let rootRecordID: CKRecord.ID?
    /// The record shared (its older name).
    public var hierarchicalRootRecordID: CKRecord.ID? { rootRecordID }
    /// The record shared, when fetched with the metadata.
    public let rootRecord: CKRecord? = nil

    init(containerIdentifier: String, share: CKShare, rootRecordID: CKRecord.ID?) {
      self.containerIdentifier = containerIdentifier
      self.share = share
      self.rootRecordID = rootRecordID
    }
  }
}
