import Dispatch
import Foundation

/// Watches the network path, as Network's `NWPathMonitor`: once started, it gives the path to
/// `pathUpdateHandler` on its queue (and to a `for await` loop over it). The path here is a
/// simulator's on Wi-Fi and does not change; a monitor that requires an interface type other than
/// Wi-Fi, or prohibits Wi-Fi, sees no path, as a simulator does.
public final class NWPathMonitor: AsyncSequence, @unchecked Sendable {
  public typealias Element = NWPath

  private let lock = NSLock()
  private var handler: (@Sendable (NWPath) -> Void)?
  private var started: DispatchQueue?
  private var isCancelled = false
  private let path: NWPath

  /// A monitor of every interface.
  public init() { path = .simulator }
  /// A monitor of interfaces of `requiredInterfaceType`.
  public init(requiredInterfaceType: NWInterface.InterfaceType) {
    path = requiredInterfaceType == .wifi ? .simulator : .none
  }
  /// A monitor of every interface but those of `prohibitedInterfaceTypes`.
  public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
    path = prohibitedInterfaceTypes.contains(.wifi) ? .none : .simulator
  }

  /// Called with the path when the monitor starts and whenever it changes.
  public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
    get { lock.withLock { handler } }
    set { lock.withLock { handler = newValue } }
  }

  /// The path now (before `start`, an unsatisfied one, as on iOS).
  public var currentPath: NWPath { lock.withLock { started == nil ? .none : path } }

  /// The queue given to `start`.
  public var queue: DispatchQueue? { lock.withLock { started } }

  /// Starts watching: the handler gets the path on `queue`.
  public func start(queue: DispatchQueue) {
    let handler: (@Sendable (NWPath) -> Void)? = lock.withLock {
      guard started == nil, !isCancelled else { return nil }
      started = queue
      return self.handler
    }
    guard let handler else { return }
    let path = self.path
    queue.async { handler(path) }
  }

  /// Stops watching; a cancelled monitor cannot be started again.
  public func cancel() {
    lock.withLock {
      isCancelled = true
      handler = nil
    }
  }

  /// The paths, starting with the current one; the sequence ends when the task is cancelled.
  public func makeAsyncIterator() -> Iterator { Iterator(path: path) }

  /// Gives the path once, then waits until its task is cancelled (the path never changes here).
  public struct Iterator: AsyncIteratorProtocol {
    let path: NWPath
    var given = false

    public mutating func next() async -> NWPath? {
      guard !given else {
        while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000_000) }
        return nil
      }
      given = true
      return path
    }
  }
}
