import Foundation

/// An activity the app offers for Handoff, Spotlight and Siri, as Foundation's `NSUserActivity`,
/// which Linux's Foundation lacks. Its values are kept as the app sets them; no other device and
/// no system search are here, so becoming current publishes nothing (`isCurrent` says it was asked).
open class NSUserActivity: NSObject, @unchecked Sendable {
  /// The activity's type (a reverse-DNS name the app declares).
  public let activityType: String
  /// Its title, as the system would show it.
  open var title: String?
  /// The values it carries.
  open var userInfo: [AnyHashable: Any]?
  /// The keys of `userInfo` another device needs.
  open var requiredUserInfoKeys: Set<String>?
  /// A web page that continues it where the app is not installed.
  open var webpageURL: URL?
  /// What the activity is about, for the system to match windows.
  open var targetContentIdentifier: String?
  /// Its identity for Siri predictions.
  open var persistentIdentifier: String?
  /// Whether Handoff may offer it.
  open var isEligibleForHandoff = true
  /// Whether Spotlight may index it.
  open var isEligibleForSearch = false
  /// Whether the public index may hold it.
  open var isEligibleForPublicIndexing = false
  /// Whether Siri may suggest it.
  open var isEligibleForPrediction = false
  /// Whether it needs saving before it is sent.
  open var needsSave = false
  /// Keywords for search.
  open var keywords: Set<String> = []
  /// When it stops being relevant.
  open var expirationDate: Date?
  /// Whether the app made it the current activity.
  open private(set) var isCurrent = false
  /// The app entity it shows, as AppIntents sets it (`appEntityIdentifier`, an `EntityIdentifier`).
  public var _appEntityIdentifier: (any Hashable & Sendable)?

  /// An activity of `activityType`.
  public init(activityType: String) { self.activityType = activityType }

  /// Adds `otherDictionary` to `userInfo`.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
  }
  /// Makes it the current activity (nothing is published here).
  open func becomeCurrent() { isCurrent = true }
  /// Stops it being current.
  open func resignCurrent() { isCurrent = false }
  /// Ends it.
  open func invalidate() { isCurrent = false }
}
