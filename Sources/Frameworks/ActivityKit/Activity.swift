import Foundation

/// What a Live Activity shows that does not change (a delivery's order number), with the state
/// that does, as ActivityKit's protocol.
public protocol ActivityAttributes: Decodable, Encodable {
  /// The part of the activity that changes (a delivery's estimated arrival).
  associatedtype ContentState: Decodable, Encodable, Hashable
}

/// An activity's state and how long it stays fresh, as ActivityKit's.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
  /// The state shown.
  public var state: State
  /// When the state is out of date.
  public var staleDate: Date?
  /// How the system ranks it among the app's activities.
  public var relevanceScore: Double

  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

// A value the app hands to the system, as ActivityKit treats it.
extension ActivityContent: @unchecked Sendable {}

/// Where a Live Activity stands.
public enum ActivityState: Equatable, Hashable, Sendable {
  case active, ended, dismissed, stale, pending
}

/// How long an ended activity stays on the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
  let removal: Date?
  /// The system's (up to four hours).
  public static let `default` = ActivityUIDismissalPolicy(removal: nil)
  /// At once.
  public static let immediate = ActivityUIDismissalPolicy(removal: .distantPast)
  /// At `date`.
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
    ActivityUIDismissalPolicy(removal: date)
  }
}

/// How an activity is updated by push.
public struct PushType: Hashable, Sendable {
  let name: String
  /// Through a push token of its own.
  public static let token = PushType(name: "token")
  /// Through a broadcast channel.
  public static func channel(_ id: String) -> PushType { PushType(name: "channel:\(id)") }
}

/// Why an activity could not be started.
public enum ActivityAuthorizationError: Error, Equatable, Sendable {
  case attributesTooLarge, denied, globalMaximumExceeded, targetMaximumExceeded, missingProcessIdentifier,
    persistenceFailure, unsupported, unsupportedTarget, visibility, reconnectNotPermitted,
    malformedActivityIdentifier
}

/// Whether the app may start Live Activities, as ActivityKit's: yes, as on an iPhone simulator
/// with the default settings; no push updates come.
public struct ActivityAuthorizationInfo: Sendable {
  public init() {}
  /// Whether Live Activities are on for the app: yes.
  public var areActivitiesEnabled: Bool { true }
  /// Whether frequent push updates are on: no.
  public var frequentPushesEnabled: Bool { false }
}

/// A Live Activity, as ActivityKit's `Activity`, on a device with no Lock Screen or Dynamic
/// Island to show it: an activity is started (`request`), kept with its state, updated and ended
/// as on iOS, and listed in `activities` while it is not dismissed; nothing shows it, and no
/// push token is ever issued. Its update sequences tell the app's own updates.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
  /// Its identity.
  public let id = UUID().uuidString
  /// What it shows that does not change.
  public let attributes: Attributes
  /// What it shows now.
  public private(set) var content: ActivityContent<Attributes.ContentState>
  /// Its state now (before iOS 16.2).
  public var contentState: Attributes.ContentState { content.state }
  /// Where it stands.
  public private(set) var activityState: ActivityState = .active
  /// Its push token: none (no push service here).
  public var pushToken: Data? { nil }

  private var contentListeners: [AsyncStream<ActivityContent<Attributes.ContentState>>.Continuation] = []
  private var stateListeners: [AsyncStream<ActivityState>.Continuation] = []

  init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
    self.attributes = attributes
    self.content = content
  }

  /// The app's activities of this kind that are not dismissed.
  public static var activities: [Activity<Attributes>] {
    ActivityRegistry.shared.all(of: Attributes.self).compactMap { $0 as? Activity<Attributes> }
  }

  /// Starts an activity showing `content`.
  public static func request(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    let activity = Activity(attributes: attributes, content: content)
    ActivityRegistry.shared.add(activity, of: Attributes.self)
    return activity
  }

  /// Starts an activity showing `contentState` (before iOS 16.2).
  public static func request(
    attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    try request(
      attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil),
      pushType: pushType)
  }

  /// Shows `content` instead.
  public func update(_ content: ActivityContent<Attributes.ContentState>) async {
    guard activityState == .active || activityState == .stale else { return }
    self.content = content
    for listener in contentListeners { listener.yield(content) }
  }

  /// Shows `state` instead (before iOS 16.2).
  public func update(using state: Attributes.ContentState) async {
    await update(ActivityContent(state: state, staleDate: content.staleDate))
  }

  /// Ends it, showing `content` when given, and leaves it as `dismissalPolicy` says: dismissed
  /// at once with `.immediate`, else ended and still listed.
  public func end(
    _ content: ActivityContent<Attributes.ContentState>?,
    dismissalPolicy: ActivityUIDismissalPolicy = .default
  )
    async
  {
    if let content { await update(content) }
    setState(dismissalPolicy == .immediate ? .dismissed : .ended)
    if activityState == .dismissed { ActivityRegistry.shared.remove(self, of: Attributes.self) }
  }

  /// Ends it (before iOS 16.2).
  public func end(
    using state: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default
  )
    async
  {
    await end(state.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
  }

  private func setState(_ state: ActivityState) {
    activityState = state
    for listener in stateListeners { listener.yield(state) }
    if state == .dismissed || state == .ended {
      for listener in contentListeners { listener.finish() }
    }
  }

  /// Its contents as the app updates them.
  public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> {
    AsyncStream { contentListeners.append($0) }
  }
  /// Its states as they change.
  public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { stateListeners.append($0) } }
  /// Its push tokens: none comes.
  public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { _ in } }
}

/// The app's activities, by attributes type.
final class ActivityRegistry: @unchecked Sendable {
  static let shared = ActivityRegistry()
  private let lock = NSLock()
  private var activities: [ObjectIdentifier: [AnyObject]] = [:]

  func add(_ activity: AnyObject, of type: Any.Type) {
    lock.withLock { activities[ObjectIdentifier(type), default: []].append(activity) }
  }
  func remove(_ activity: AnyObject, of type: Any.Type) {
    lock.withLock { activities[ObjectIdentifier(type)]?.removeAll { $0 === activity } }
  }
  func all(of type: Any.Type) -> [AnyObject] { lock.withLock { activities[ObjectIdentifier(type)] ?? [] } }
}
