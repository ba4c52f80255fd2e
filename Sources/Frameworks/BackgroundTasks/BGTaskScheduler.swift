import Foundation

/// Background tasks under Apple's name (`BackgroundTasks`), answering as a simulator does: an
/// app registers its launch handlers, and submitting a request throws
/// `BGTaskScheduler.Error(.unavailable)`, as iOS simulators do, so no background task ever runs
/// and an app takes the path it takes there. Requests submitted are recorded in `submitted`.
public final class BGTaskScheduler: @unchecked Sendable {
  /// The app's scheduler.
  public static let shared = BGTaskScheduler()

  /// Why a request was refused, as `BGTaskScheduler.Error`.
  public struct Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason.
    public enum Code: Int, Sendable {
      /// Background tasks are not available (always, on a simulator).
      case unavailable = 1
      /// The app has too many requests pending.
      case tooManyPendingTaskRequests = 2
      /// The app's Info.plist does not permit the task.
      case notPermitted = 3
      /// The task cannot run now.
      case immediateRunIneligible = 4
    }
    /// The reason.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
    public static var unavailable: Code { .unavailable }
    public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
    public static var notPermitted: Code { .notPermitted }
    public var description: String {
      code == .unavailable
        ? "Background tasks are unavailable, as on a simulator (BGTaskSchedulerErrorDomain 1)."
        : "Background task refused (BGTaskSchedulerErrorDomain \(code.rawValue))."
    }
  }

  private let lock = NSLock()
  private var handlers: [String: (BGTask) -> Void] = [:]
  private var requests: [BGTaskRequest] = []

  /// Registers what runs when the task of `identifier` is launched (never, here); true, as iOS
  /// answers for an identifier the app declares.
  @discardableResult
  public func register(
    forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
    launchHandler: @escaping (BGTask) -> Void
  ) -> Bool {
    lock.withLock { handlers[identifier] = launchHandler }
    return true
  }

  /// Asks for a task to run later: records the request and throws `.unavailable`, as a
  /// simulator does.
  public func submit(_ taskRequest: BGTaskRequest) throws {
    lock.withLock { requests.append(taskRequest) }
    throw Error(.unavailable)
  }

  /// Cancels the requests of `identifier` (none is pending here).
  public func cancel(taskRequestWithIdentifier identifier: String) {}
  /// Cancels every request.
  public func cancelAllTaskRequests() {}
  /// The requests pending: none, as none is accepted.
  public func pendingTaskRequests() async -> [BGTaskRequest] { [] }
  /// The requests pending, to `completionHandler`: none.
  public func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) {
    completionHandler([])
  }
  /// The requests the app submitted, in order (each was refused).
  public var submitted: [BGTaskRequest] { lock.withLock { requests } }
  /// The identifiers the app registered handlers for.
  public var registeredIdentifiers: [String] { lock.withLock { handlers.keys.sorted() } }
}

/// A request for a background task, as `BGTaskRequest`.
open class BGTaskRequest: @unchecked Sendable {
  /// The task's identifier (declared in the app's Info.plist).
  public let identifier: String
  /// The earliest the task may start.
  open var earliestBeginDate: Date?
  /// A request for the task of `identifier`.
  public init(identifier: String) { self.identifier = identifier }
}

/// A request to refresh the app's content in the background, as `BGAppRefreshTaskRequest`.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {}

/// A request for longer work in the background, as `BGProcessingTaskRequest`.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
  /// Whether it needs the network.
  open var requiresNetworkConnectivity = false
  /// Whether it needs the device plugged in.
  open var requiresExternalPower = false
}

/// A background task being run, as `BGTask` (none runs here).
open class BGTask: @unchecked Sendable {
  /// Its identifier.
  public let identifier: String
  /// What runs when the system ends it early.
  open var expirationHandler: (() -> Void)?
  /// Whether it said it was done, and how.
  open private(set) var completedSuccessfully: Bool?
  init(identifier: String) { self.identifier = identifier }
  /// Says the task is done.
  open func setTaskCompleted(success: Bool) { completedSuccessfully = success }
}

/// A background refresh being run, as `BGAppRefreshTask`.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}
/// Background processing being run, as `BGProcessingTask`.
open class BGProcessingTask: BGTask, @unchecked Sendable {}
