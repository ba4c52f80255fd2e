import Foundation

/// A request to be told of changes, as CloudKit's `CKSubscription`: by query, by zone or for a
/// whole database, with what the notification shows. Kept as made: the service keeps
/// subscriptions, and nothing reaches it here.
open class CKSubscription: NSObject, @unchecked Sendable {
  /// A subscription's identifier.
  public typealias ID = String

  /// Its identifier.
  public let subscriptionID: ID
  /// Its kind.
  public let subscriptionType: SubscriptionType
  /// What its notifications show.
  open var notificationInfo: NotificationInfo?

  init(subscriptionID: ID, type: SubscriptionType) {
    self.subscriptionID = subscriptionID
    subscriptionType = type
  }

  /// A subscription's kind.
  public enum SubscriptionType: Int, Sendable {
    case query = 1, recordZone = 2, database = 3
  }

  /// What a subscription's notifications show, as CloudKit's `CKSubscription.NotificationInfo`.
  open class NotificationInfo: NSObject, @unchecked Sendable {
    open var alertBody: String?
    open var alertLocalizationKey: String?
    open var alertLocalizationArgs: [CKRecord.FieldKey]?
    open var title: String?
    open var titleLocalizationKey: String?
    open var subtitle: String?
    open var soundName: String?
    open var shouldBadge = false
    open var shouldSendContentAvailable = false
    open var shouldSendMutableContent = false
    open var desiredKeys: [CKRecord.FieldKey]?
    open var category: String?
    open var collapseIDKey: String?

    public override init() { super.init() }

    /// Information with an alert, a sound and a badge as given.
    public convenience init(
      alertBody: String? = nil, alertLocalizationKey: String? = nil,
      alertLocalizationArgs: [CKRecord.FieldKey]? = nil,
      title: String? = nil, titleLocalizationKey: String? = nil, subtitle: String? = nil,
      soundName: String? = nil,
      shouldBadge: Bool = false, shouldSendContentAvailable: Bool = false,
      shouldSendMutableContent: Bool = false,
      category: String? = nil, collapseIDKey: String? = nil, desiredKeys: [CKRecord.FieldKey]? = nil
    ) {
      self.init()
      self.alertBody = alertBody
      self.alertLocalizationKey = alertLocalizationKey
      self.alertLocalizationArgs = alertLocalizationArgs
      self.title = title
      self.titleLocalizationKey = titleLocalizationKey
      self.subtitle = subtitle
      self.soundName = soundName
      self.shouldBadge = shouldBadge
      self.shouldSendContentAvailable = shouldSendContentAvailable
      self.shouldSendMutableContent = shouldSendMutableContent
      self.category = category
      self.collapseIDKey = collapseIDKey
      self.desiredKeys = desiredKeys
    }
  }
}

/// Told of records of a type matching a predicate, as CloudKit's `CKQuerySubscription`.
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
  /// The records' type.
  public let recordType: CKRecord.RecordType
  /// What they must satisfy.
  public let predicate: NSPredicate
  /// When it fires.
  public let querySubscriptionOptions: Options
  /// The zone it watches (all when nil).
  open var zoneID: CKRecordZone.ID?

  /// A subscription to records of `recordType` matching `predicate`.
  public init(
    recordType: CKRecord.RecordType, predicate: NSPredicate,
    subscriptionID: CKSubscription.ID = UUID().uuidString,
    options: Options = []
  ) {
    self.recordType = recordType
    self.predicate = predicate
    querySubscriptionOptions = options
    super.init(subscriptionID: subscriptionID, type: .query)
  }

  /// When a query subscription fires.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let firesOnRecordCreation = Options(rawValue: 1)
    public static let firesOnRecordUpdate = Options(rawValue: 2)
    public static let firesOnRecordDeletion = Options(rawValue: 4)
    public static let firesOnce = Options(rawValue: 8)
  }
}

/// Told of changes in a zone, as CloudKit's `CKRecordZoneSubscription`.
open class CKRecordZoneSubscription: CKSubscription, @unchecked Sendable {
  /// The zone.
  public let zoneID: CKRecordZone.ID
  /// The records' type (all when nil).
  open var recordType: CKRecord.RecordType?

  /// A subscription to the zone `zoneID`.
  public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID = UUID().uuidString) {
    self.zoneID = zoneID
    super.init(subscriptionID: subscriptionID, type: .recordZone)
  }
}

/// Told of changes anywhere in a database, as CloudKit's `CKDatabaseSubscription`.
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
  /// The records' type (all when nil).
  open var recordType: CKRecord.RecordType?

  /// A subscription to the database.
  public init(subscriptionID: CKSubscription.ID = UUID().uuidString) {
    super.init(subscriptionID: subscriptionID, type: .database)
  }
}

/// A push notification from CloudKit, as CloudKit's `CKNotification`, read from the payload an
/// app is given: a payload without CloudKit's `ck` entry is none.
open class CKNotification: NSObject, @unchecked Sendable {
  /// What kind of change it tells.
  public let notificationType: NotificationType
  /// The subscription that sent it.
  public let subscriptionID: CKSubscription.ID?
  /// The container it came from.
  public let containerIdentifier: String?

  /// The notification in `notificationDictionary`, or nil when it is not CloudKit's.
  public init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
    guard let ck = notificationDictionary["ck"] as? [String: Any] else { return nil }
    notificationType =
      ck["qry"] != nil
      ? .query : ck["fet"] != nil ? .recordZone : ck["met"] != nil ? .database : .readNotification
    subscriptionID =
      (ck["qry"] as? [String: Any])?["sid"] as? String ?? (ck["fet"] as? [String: Any])?["sid"] as? String
      ?? (ck["met"] as? [String: Any])?["sid"] as? String
    containerIdentifier = ck["cid"] as? String
  }

  /// The kinds of CloudKit notification.
  public enum NotificationType: Int, Sendable {
    case query = 1, recordZone = 2, readNotification = 3, database = 4
  }
}
