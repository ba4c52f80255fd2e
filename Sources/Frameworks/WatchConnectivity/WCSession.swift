// Watch Connectivity under its own name where Apple's is not, answering as an iPhone simulator
// with no Apple Watch paired: a session is supported and activates, but no watch is paired, no
// watch app is installed and the counterpart is never reachable, so a message fails with
// `notReachable` and an application context, user info or file fails with `deviceNotPaired`,
// each as Watch Connectivity reports it. A screen that shows a watch's state shows "not paired".
import Foundation

/// Where a session stands, as Watch Connectivity's `WCSessionActivationState`.
public enum WCSessionActivationState: Int, Sendable {
  case notActivated = 0, inactive = 1, activated = 2
}

/// The link between an iPhone app and its watch app, as Watch Connectivity's `WCSession`.
///
/// Invariants: `activationState` moves from `.notActivated` to `.activated` on `activate()` and
/// never back; `isPaired`, `isWatchAppInstalled` and `isReachable` are always false (no watch).
/// The delegate is told of everything on a background queue, as on iOS.
open class WCSession: NSObject, @unchecked Sendable {
  /// Whether this device can hold a session: an iPhone can.
  open class func isSupported() -> Bool { true }

  /// The app's one session.
  public static let `default` = WCSession()

  /// Told of activation, messages and transfers.
  open weak var delegate: (any WCSessionDelegate)?

  private let lock = NSLock()
  private var state = WCSessionActivationState.notActivated
  private let delivery = DispatchQueue(label: "WatchConnectivity.WCSession.delegate")

  override init() { super.init() }

  /// Where the session stands.
  open var activationState: WCSessionActivationState { lock.withLock { state } }

  /// Activates the session; the delegate is then told it completed, as `.activated`.
  open func activate() {
    lock.withLock { state = .activated }
    deliver { session, delegate in
      delegate.session(session, activationDidCompleteWith: .activated, error: nil)
    }
  }

  /// Whether data waits to be delivered: none.
  open var hasContentPending: Bool { false }
  /// Whether an Apple Watch is paired with this iPhone: no.
  open var isPaired: Bool { false }
  /// Whether the app's watch app is installed: no.
  open var isWatchAppInstalled: Bool { false }
  /// Whether the app's complication is on a watch face: no.
  open var isComplicationEnabled: Bool { false }
  /// How many urgent complication transfers are left today: none, with no watch.
  open var remainingComplicationUserInfoTransfers: Int { 0 }
  /// The folder shared with the watch app: none, with no watch app installed.
  open var watchDirectoryURL: URL? { nil }
  /// Whether the watch app can be messaged now: no.
  open var isReachable: Bool { false }

  /// Sends `message` to the watch app: the error handler is told it is not reachable.
  open func sendMessage(
    _ message: [String: Any], replyHandler: (([String: Any]) -> Void)?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {
    fail(errorHandler, with: failure(.notReachable))
  }

  /// Sends `data` to the watch app: the error handler is told it is not reachable.
  open func sendMessageData(
    _ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil
  ) {
    fail(errorHandler, with: failure(.notReachable))
  }

  /// The last context this app sent: none, as no update can be sent.
  open var applicationContext: [String: Any] { [:] }
  /// The last context the watch app sent: none.
  open var receivedApplicationContext: [String: Any] { [:] }

  /// Sends `applicationContext` to the watch app: throws, as no watch is paired (or the session
  /// is not yet activated).
  open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
    throw WCError(failure(.deviceNotPaired))
  }

  /// Queues `userInfo` for the watch app; the delegate is told the transfer failed, as no watch
  /// is paired.
  @discardableResult
  open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
    let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: false)
    finish(transfer)
    return transfer
  }

  /// Queues `userInfo` for the watch app's complication; fails as `transferUserInfo(_:)` does.
  @discardableResult
  open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:])
    -> WCSessionUserInfoTransfer
  {
    let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: true)
    finish(transfer)
    return transfer
  }

  /// The user info transfers not yet delivered: none stay, as each fails at once.
  open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }

  /// Queues `file` for the watch app; the delegate is told the transfer failed, as no watch is
  /// paired.
  @discardableResult
  open func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer {
    let transfer = WCSessionFileTransfer(file: WCSessionFile(fileURL: file, metadata: metadata))
    let error = WCError(failure(.deviceNotPaired))
    deliver { session, delegate in delegate.session(session, didFinish: transfer, error: error) }
    return transfer
  }

  /// The file transfers not yet delivered: none stay, as each fails at once.
  open var outstandingFileTransfers: [WCSessionFileTransfer] { [] }

  private func finish(_ transfer: WCSessionUserInfoTransfer) {
    let error = WCError(failure(.deviceNotPaired))
    deliver { session, delegate in delegate.session(session, didFinish: transfer, error: error) }
  }

  /// Why sending fails: `code` once the session is activated, `sessionNotActivated` before.
  private func failure(_ code: WCError.Code) -> WCError.Code {
    activationState == .activated ? code : .sessionNotActivated
  }

  private func fail(_ handler: ((any Error) -> Void)?, with code: WCError.Code) {
    guard let handler else { return }
    let call = UncheckedCall { handler(WCError(code)) }
    delivery.async { call.run() }
  }

  /// Calls `body` with the delegate on the delivery queue, if there is one then.
  private func deliver(_ body: @escaping (WCSession, any WCSessionDelegate) -> Void) {
    let call = UncheckedCall { [self] in
      if let delegate { body(self, delegate) }
    }
    delivery.async { call.run() }
  }
}

/// A closure handed to the delivery queue: the delegate and handlers are the app's, called on a
/// background queue as Watch Connectivity calls them.
private struct UncheckedCall: @unchecked Sendable {
  let run: () -> Void
}
