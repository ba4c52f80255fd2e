// UserNotifications under its own name where Apple's is not: a notification centre that records
// what the app asks (authorization, requests) and answers as a simulator where the user has not
// decided: authorization not determined, and granted when asked, nothing delivered.
// As Apple's module, it brings Foundation to the files that import it.
@_exported import Foundation

/// The app's notification centre: requests are kept (`pendingNotificationRequests`), none is
/// delivered.
public final class UNUserNotificationCenter: @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  /// The app's centre.
  public static func current() -> UNUserNotificationCenter { shared }

  private let lock = NSLock()
  private var requests: [UNNotificationRequest] = []
  private var status = UNAuthorizationStatus.notDetermined
  /// The delegate.
  public weak var delegate: UNUserNotificationCenterDelegate?

  /// Asks for permission: granted (as a user tapping Allow would), once asked.
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void
  ) {
    lock.withLock { status = .authorized }
    completionHandler(true, nil)
  }
  /// Asks for permission.
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    lock.withLock { status = .authorized }
    return true
  }
  /// The settings: not determined until asked.
  public func notificationSettings() async -> UNNotificationSettings {
    UNNotificationSettings(authorizationStatus: lock.withLock { status })
  }
  /// The settings, to a handler.
  public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
    completionHandler(UNNotificationSettings(authorizationStatus: lock.withLock { status }))
  }
  /// Keeps `request` (nothing is delivered here).
  public func add(
    _ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil
  ) {
    lock.withLock {
      requests.removeAll { $0.identifier == request.identifier }
      requests.append(request)
    }
    completionHandler?(nil)
  }
  /// Keeps `request`.
  public func add(_ request: UNNotificationRequest) async throws { add(request, withCompletionHandler: nil) }
  /// The requests kept.
  public func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { requests } }
  /// The requests kept, to a handler.
  public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
    completionHandler(lock.withLock { requests })
  }
  /// Forgets the requests with these identifiers.
  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    lock.withLock { requests.removeAll { identifiers.contains($0.identifier) } }
  }
  /// Forgets every request.
  public func removeAllPendingNotificationRequests() { lock.withLock { requests = [] } }
  /// Removes delivered notifications (none are).
  public func removeAllDeliveredNotifications() {}
  /// Removes delivered notifications (none are).
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
  /// Sets the categories (kept).
  public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
  /// Sets the badge count (recorded in `badgeCount`: the app's icon is not drawn here).
  public func setBadgeCount(_ newBadgeCount: Int) async throws { lock.withLock { badge = newBadgeCount } }
  /// Sets the badge count, then calls `completionHandler`.
  public func setBadgeCount(
    _ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil
  ) {
    lock.withLock { badge = newBadgeCount }
    completionHandler?(nil)
  }
  /// The badge count the app set last.
  public var badgeCount: Int { lock.withLock { badge } }
  private var badge = 0
}

/// The centre's delegate.
public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// Whether the app may notify.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined, denied, authorized, provisional, ephemeral
}

/// What the app asks to do.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNAuthorizationOptions(rawValue: 1)
  public static let sound = UNAuthorizationOptions(rawValue: 2)
  public static let alert = UNAuthorizationOptions(rawValue: 4)
  public static let carPlay = UNAuthorizationOptions(rawValue: 8)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
  public static let provisional = UNAuthorizationOptions(rawValue: 64)
}

/// The app's notification settings.
public final class UNNotificationSettings: @unchecked Sendable {
  public let authorizationStatus: UNAuthorizationStatus
  init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}

/// What a notification says.
open class UNNotificationContent: @unchecked Sendable {
  public internal(set) var title = ""
  public internal(set) var subtitle = ""
  public internal(set) var body = ""
  public internal(set) var badge: NSNumber?
  public internal(set) var sound: UNNotificationSound?
  public internal(set) var userInfo: [AnyHashable: Any] = [:]
  public internal(set) var categoryIdentifier = ""
  public internal(set) var threadIdentifier = ""
  public init() {}
}

/// What a notification says, as the app writes it.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  open override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  open override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  open override var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  open override var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  open override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  public override init() { super.init() }
}

/// A notification's sound.
public final class UNNotificationSound: @unchecked Sendable {
  let name: String
  init(name: String) { self.name = name }
  public static let `default` = UNNotificationSound(name: "default")
  public static let defaultCritical = UNNotificationSound(name: "defaultCritical")
}

/// When a notification is delivered.
open class UNNotificationTrigger: @unchecked Sendable {
  /// Whether it repeats.
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

/// After a number of seconds.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let timeInterval: TimeInterval
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
  /// When it would fire next.
  public func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }
}

/// At dates matching components.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let dateComponents: DateComponents
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
  /// When it would fire next.
  public func nextTriggerDate() -> Date? {
    Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
  }
}

/// A notification the app asks for.
public final class UNNotificationRequest: @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

/// A kind of notification with its actions (kept).
public final class UNNotificationCategory: Hashable, @unchecked Sendable {
  public let identifier: String
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: Options = []
  ) {
    self.identifier = identifier
  }
  public static func == (lhs: UNNotificationCategory, rhs: UNNotificationCategory) -> Bool {
    lhs.identifier == rhs.identifier
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
  /// A category's options.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = Options(rawValue: 1)
  }
}

/// An action of a notification (kept).
public final class UNNotificationAction: @unchecked Sendable {
  public let identifier: String
  public let title: String
  public init(identifier: String, title: String, options: Options = []) {
    self.identifier = identifier
    self.title = title
  }
  /// An action's options.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let foreground = Options(rawValue: 4)
    public static let destructive = Options(rawValue: 2)
  }
}
