// TipKit on platforms without it: tips kept in memory for the process, shown as iOS shows them
// on a device that has seen none yet, once `Tips.configure` has been called (as an app does at
// launch; without it TipKit shows nothing, here as on iOS).
import Combine
import Foundation
import LegibleUI
// A tip is written in SwiftUI's types (its title is a `Text`): `import TipKit` brings them, as on
// iOS.
@_exported import SwiftUI

/// TipKit's namespace, as Apple's `Tips`: configuration, the datastore, and the types tips are
/// made of (parameters, events, rules, options, actions).
public enum Tips {
  /// How often tips may show, as TipKit's `Tips.ConfigurationOption.DisplayFrequency`.
  public struct ConfigurationOption: Sendable {
    let frequency: DisplayFrequency?

    /// Shows tips no more often than `frequency`.
    public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption {
      ConfigurationOption(frequency: frequency)
    }

    /// Where the datastore is kept (kept: the store is in memory here).
    public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
      ConfigurationOption(frequency: nil)
    }

    /// How often tips may show: one at a time after a pause, or as soon as each is eligible.
    public struct DisplayFrequency: Sendable, Equatable {
      let interval: TimeInterval
      public static let immediate = DisplayFrequency(interval: 0)
      public static let hourly = DisplayFrequency(interval: 3600)
      public static let daily = DisplayFrequency(interval: 86_400)
      public static let weekly = DisplayFrequency(interval: 7 * 86_400)
      public static let monthly = DisplayFrequency(interval: 30 * 86_400)
      public init(_ interval: TimeInterval) { self.interval = interval }
      init(interval: TimeInterval) { self.interval = interval }
    }
  }

  /// Where a datastore is kept.
  public struct DatastoreLocation: Sendable {
    public static let applicationDefault = DatastoreLocation()
    public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation() }
    public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation() }
  }

  /// What went wrong with the datastore.
  public enum TipKitError: Error, Sendable {
    case tipsDatastoreAlreadyConfigured
  }

  /// Starts TipKit, as an app does at launch: tips show from then on. A second call throws, as on
  /// iOS.
  public static func configure(_ options: [ConfigurationOption] = []) throws {
    try TipStore.shared.configure(frequency: options.compactMap(\.frequency).last ?? .immediate)
  }

  /// Forgets every tip's state, parameter and event (before `configure`, as on iOS).
  public static func resetDatastore() throws { TipStore.shared.reset() }

  /// Shows every eligible tip whatever its rules and options say (for tests and screenshots).
  public static func showAllTipsForTesting() { TipStore.shared.testing = .showAll }
  /// Shows the tips of these types whatever their rules say.
  public static func showTipsForTesting(_ tips: [any Tip.Type]) {
    TipStore.shared.testing = .show(Set(tips.map { ObjectIdentifier($0) }))
  }
  /// Hides every tip (for tests and screenshots).
  public static func hideAllTipsForTesting() { TipStore.shared.testing = .hideAll }
  /// Hides the tips of these types.
  public static func hideTipsForTesting(_ tips: [any Tip.Type]) {
    TipStore.shared.testing = .hide(Set(tips.map { ObjectIdentifier($0) }))
  }

  /// Why a tip was invalidated.
  public enum InvalidationReason: Sendable, Equatable {
    case actionPerformed
    case displayCountExceeded
    case displayDurationExceeded
    case tipClosed
  }

  /// Whether a tip may show.
  public enum Status: Sendable, Equatable {
    /// Its rules do not hold yet.
    case pending
    /// It may show.
    case available
    /// It will not show again.
    case invalidated(InvalidationReason)
  }
}

/// What TipKit keeps in this process: whether it was configured, each tip's state, the values of
/// parameters and the donations to events. Views that show tips observe it.
final class TipStore: ObservableObject, @unchecked Sendable {
  static let shared = TipStore()
  let objectWillChange = ObservableObjectPublisher()

  enum Testing {
    case none, showAll, hideAll
    case show(Set<ObjectIdentifier>)
    case hide(Set<ObjectIdentifier>)
  }

  private let lock = NSLock()
  private(set) var isConfigured = false
  private var frequency = Tips.ConfigurationOption.DisplayFrequency.immediate
  private var invalidated: [String: Tips.InvalidationReason] = [:]
  private var displays: [String: Int] = [:]
  /// The tip shown first since TipKit started (with a display frequency, others wait for later).
  private var firstShown: String?
  var testing = Testing.none {
    didSet { changed() }
  }
  var values: [String: Any] = [:]
  var donations: [String: [Date]] = [:]

  func configure(frequency: Tips.ConfigurationOption.DisplayFrequency) throws {
    try lock.withLock {
      if isConfigured { throw Tips.TipKitError.tipsDatastoreAlreadyConfigured }
      isConfigured = true
      self.frequency = frequency
    }
    changed()
  }

  /// Back to a process that never configured TipKit (for tests).
  func unconfigure() {
    lock.withLock {
      isConfigured = false
      frequency = .immediate
    }
    testing = .none
    reset()
  }

  func reset() {
    lock.withLock {
      invalidated = [:]
      displays = [:]
      firstShown = nil
      values = [:]
      donations = [:]
    }
    changed()
  }

  /// Tells the views that show tips to look again, on the main queue.
  func changed() {
    if Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainQueueKey) == true {
      objectWillChange.send()
    } else {
      DispatchQueue.main.async { self.objectWillChange.send() }
    }
  }

  /// Marks the main queue, whose jobs may run on a thread other than the main one.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  func invalidate(_ id: String, reason: Tips.InvalidationReason) {
    lock.withLock { if invalidated[id] == nil { invalidated[id] = reason } }
    changed()
  }

  func status<T: Tip>(of tip: T) -> Tips.Status {
    if let reason = lock.withLock({ invalidated[tip.id] }) { return .invalidated(reason) }
    return tip.rules.allSatisfy { $0.holds() } ? .available : .pending
  }

  /// Whether `tip` shows now: TipKit is configured, the tip is available (or forced by a testing
  /// call), within its display count, and the first to show when a display frequency is set.
  /// `counted`: the view asking has already counted its display.
  func shouldDisplay<T: Tip>(_ tip: T, counted: Bool = false) -> Bool {
    switch testing {
    case .hideAll: return false
    case .hide(let types) where types.contains(ObjectIdentifier(T.self)): return false
    case .showAll: return isConfigured && lock.withLock { invalidated[tip.id] == nil }
    case .show(let types) where types.contains(ObjectIdentifier(T.self)):
      return isConfigured && lock.withLock { invalidated[tip.id] == nil }
    default: break
    }
    guard isConfigured, status(of: tip) == .available else { return false }
    if let maximum = tip.options.compactMap({ ($0 as? MaxDisplayCount)?.count }).min(),
      lock.withLock({ displays[tip.id, default: 0] }) - (counted ? 1 : 0) >= maximum
    {
      return false
    }
    let ignoresFrequency = tip.options.contains { ($0 as? IgnoresDisplayFrequency)?.ignores == true }
    guard frequency != .immediate, !ignoresFrequency else { return true }
    return lock.withLock { firstShown == nil || firstShown == tip.id }
  }

  /// Counts a display of `tip` (a view showing it appeared).
  func recordDisplay<T: Tip>(_ tip: T) {
    lock.withLock {
      displays[tip.id, default: 0] += 1
      if firstShown == nil { firstShown = tip.id }
    }
  }
}
