import Foundation

/// Told of a session's activation, messages and transfers, as Watch Connectivity's
/// `WCSessionDelegate`. Every method but activation's has a default that does nothing, as the
/// protocol's optional methods do.
public protocol WCSessionDelegate: NSObjectProtocol {
  /// The session finished activating.
  func session(
    _ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState,
    error: (any Error)?)
  /// The session stopped taking new data (a watch switch: never here).
  func sessionDidBecomeInactive(_ session: WCSession)
  /// The session was deactivated (a watch switch: never here).
  func sessionDidDeactivate(_ session: WCSession)
  /// The watch's pairing or the watch app's state changed (never here).
  func sessionWatchStateDidChange(_ session: WCSession)
  /// The counterpart became reachable or not (never here).
  func sessionReachabilityDidChange(_ session: WCSession)
  /// A message came (never here).
  func session(_ session: WCSession, didReceiveMessage message: [String: Any])
  /// A message that wants a reply came (never here).
  func session(
    _ session: WCSession, didReceiveMessage message: [String: Any],
    replyHandler: @escaping ([String: Any]) -> Void)
  /// Message data came (never here).
  func session(_ session: WCSession, didReceiveMessageData messageData: Data)
  /// Message data that wants a reply came (never here).
  func session(
    _ session: WCSession, didReceiveMessageData messageData: Data,
    replyHandler: @escaping (Data) -> Void)
  /// The watch app sent a context (never here).
  func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
  /// The watch app sent user info (never here).
  func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
  /// A user info transfer ended, with the error that stopped it.
  func session(
    _ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?)
  /// The watch app sent a file (never here).
  func session(_ session: WCSession, didReceive file: WCSessionFile)
  /// A file transfer ended, with the error that stopped it.
  func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?)
}

extension WCSessionDelegate {
  public func sessionDidBecomeInactive(_ session: WCSession) {}
  public func sessionDidDeactivate(_ session: WCSession) {}
  public func sessionWatchStateDidChange(_ session: WCSession) {}
  public func sessionReachabilityDidChange(_ session: WCSession) {}
  public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
  public func session(
    _ session: WCSession, didReceiveMessage message: [String: Any],
    replyHandler: @escaping ([String: Any]) -> Void
  ) {}
  public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
  public func session(
    _ session: WCSession, didReceiveMessageData messageData: Data,
    replyHandler: @escaping (Data) -> Void
  ) {}
  public func session(
    _ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]
  ) {}
  public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
  public func session(
    _ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?
  ) {}
  public func session(_ session: WCSession, didReceive file: WCSessionFile) {}
  public func session(
    _ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?
  ) {}
}
