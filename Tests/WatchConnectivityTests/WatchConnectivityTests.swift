import Foundation
import Testing

@testable import WatchConnectivity

/// Watch Connectivity as an iPhone simulator with no Apple Watch paired has it: a session
/// activates, but nothing reaches a watch, and each way of sending fails with its own error.
@Suite struct WatchConnectivityTests {
  private final class Recorder: NSObject, WCSessionDelegate, @unchecked Sendable {
    let events = AsyncStream<String>.makeStream()

    func session(
      _ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState,
      error: (any Error)?
    ) {
      events.continuation.yield(
        "activated \(activationState.rawValue) error \(error == nil ? "none" : "some")")
    }

    func session(
      _ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?
    ) {
      events.continuation.yield("user info \((error as? WCError)?.code.rawValue ?? 0)")
    }
  }

  @Test func aSessionActivatesButNoWatchIsPairedOrReachable() async throws {
    let session = WCSession()
    let recorder = Recorder()
    session.delegate = recorder
    #expect(WCSession.isSupported() && session.activationState == .notActivated)
    #expect(throws: WCError(.sessionNotActivated)) { try session.updateApplicationContext(["a": 1]) }

    session.activate()
    var events = recorder.events.stream.makeAsyncIterator()
    #expect(await events.next() == "activated 2 error none")
    #expect(session.activationState == .activated)
    #expect(!session.isPaired && !session.isWatchAppInstalled && !session.isReachable)
    #expect(session.watchDirectoryURL == nil && !session.isComplicationEnabled)

    #expect(throws: WCError(.deviceNotPaired)) { try session.updateApplicationContext(["a": 1]) }
    #expect(session.applicationContext.isEmpty)

    session.transferUserInfo(["steps": 10])
    #expect(await events.next() == "user info 7005")
  }

  @Test func aMessageFailsAsNotReachableAndMatchesItsCode() async {
    let session = WCSession()
    session.activate()
    let error: (any Error)? = await withCheckedContinuation { continuation in
      session.sendMessage(["ping": true], replyHandler: { _ in continuation.resume(returning: nil) }) {
        continuation.resume(returning: $0)
      }
    }
    let nsError = error as NSError?
    #expect(nsError?.domain == WCErrorDomain && nsError?.code == 7007)
    if let error {
      switch error {
      case WCError.notReachable: break
      default: Issue.record("expected notReachable, got \(error)")
      }
    }
  }
}
