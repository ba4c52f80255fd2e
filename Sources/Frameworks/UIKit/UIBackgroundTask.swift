import Foundation

/// A task the app asked time in the background for, as UIKit's identifier.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task: what a request returns when the system gives no time.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
  nonisolated(unsafe) private static var nextTask = 1
  nonisolated(unsafe) private static var runningTasks: [UIBackgroundTaskIdentifier: String?] = [:]

  /// Asks for time to finish work if the app goes to the background. The app never leaves the
  /// foreground here, so the time never runs out and `handler` is never called; the task is kept
  /// until it is ended (`backgroundTasks`).
  public func beginBackgroundTask(
    withName taskName: String? = nil, expirationHandler handler: (() -> Void)? = nil
  )
    -> UIBackgroundTaskIdentifier
  {
    let task = UIBackgroundTaskIdentifier(rawValue: Self.nextTask)
    Self.nextTask += 1
    Self.runningTasks[task] = taskName
    return task
  }

  /// `beginBackgroundTask(withName:expirationHandler:)` without a name.
  public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Says the work of `identifier` is done.
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    Self.runningTasks[identifier] = nil
  }

  /// The tasks begun and not ended, by identifier, with their names.
  public var backgroundTasks: [UIBackgroundTaskIdentifier: String?] { Self.runningTasks }

  /// The time left in the background: unlimited, as the app is in the foreground.
  public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}
