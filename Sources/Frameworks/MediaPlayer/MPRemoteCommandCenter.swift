// MediaPlayer under its own name where Apple's is not: the remote commands an app answers (the
// Lock Screen's and Control Center's play, pause and skip buttons, a headset's button) and the
// Now Playing information it shows there. Everything an app sets is kept and reads back as set;
// no Lock Screen, Control Center or headset exists here, as on a simulator nobody touches, so no
// command arrives unless the app's own code sends one (`_send`, for tests).

import Foundation

/// What a command's handler answers, as MediaPlayer's.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
  case success = 0
  case noSuchContent = 100
  case noActionableNowPlayingItem = 110
  case deviceNotFound = 120
  case commandFailed = 200
}

/// What a command arrives with, as MediaPlayer's.
open class MPRemoteCommandEvent: @unchecked Sendable {
  /// The command sent.
  public let command: MPRemoteCommand
  /// When it was sent, in seconds since the system started.
  public let timestamp: TimeInterval
  public init(command: MPRemoteCommand) {
    self.command = command
    timestamp = ProcessInfo.processInfo.systemUptime
  }
}

/// A skip by an interval, as MediaPlayer's.
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  /// The seconds to skip.
  public let interval: TimeInterval
  public init(command: MPRemoteCommand, interval: TimeInterval) {
    self.interval = interval
    super.init(command: command)
  }
}

/// A move to a place in the item, as MediaPlayer's (the Lock Screen's scrubber).
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  /// The place to move to, in seconds.
  public let positionTime: TimeInterval
  public init(command: MPRemoteCommand, positionTime: TimeInterval) {
    self.positionTime = positionTime
    super.init(command: command)
  }
}

/// One command (play, pause, next track…), as MediaPlayer's: the handlers an app adds, in order,
/// and whether it is enabled.
open class MPRemoteCommand: @unchecked Sendable {
  private struct Target {
    let token: NSObject
    let handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
  }
  private let lock = NSLock()
  private var targets: [Target] = []
  private var enabledValue = true

  init() {}

  /// Whether the command's button is offered.
  open var isEnabled: Bool {
    get { lock.withLock { enabledValue } }
    set { lock.withLock { enabledValue = newValue } }
  }

  /// Adds `handler`; returns the token that `removeTarget(_:)` takes.
  @discardableResult
  open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
    let token = NSObject()
    lock.withLock { targets.append(Target(token: token, handler: handler)) }
    return token
  }

  /// Removes the handler of `target` (a token `addTarget(handler:)` gave), or every handler when
  /// `target` is nil.
  open func removeTarget(_ target: Any?) {
    lock.withLock {
      guard let token = target as? NSObject else {
        if target == nil { targets = [] }
        return
      }
      targets.removeAll { $0.token === token }
    }
  }

  /// How many handlers it has.
  public var _targetCount: Int { lock.withLock { targets.count } }

  /// Sends the command as the Lock Screen would (which does not exist here): each handler is
  /// called in turn with `event` (a plain event when nil); returns their answers, none when the
  /// command is disabled.
  @discardableResult
  public func _send(_ event: MPRemoteCommandEvent? = nil) -> [MPRemoteCommandHandlerStatus] {
    let (handlers, enabled) = lock.withLock { (targets.map(\.handler), enabledValue) }
    guard enabled else { return [] }
    let event = event ?? MPRemoteCommandEvent(command: self)
    return handlers.map { $0(event) }
  }
}

/// A command that skips by an interval, as MediaPlayer's.
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
  /// The intervals offered, in seconds (15 by default, as on iOS).
  open var preferredIntervals: [NSNumber] = [15]
}

/// A command that moves to a place in the item, as MediaPlayer's.
open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}

/// A command that changes the playback rate, as MediaPlayer's.
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
  /// The rates offered.
  open var supportedPlaybackRates: [NSNumber] = []
}

/// A command with a state to show (like, bookmark), as MediaPlayer's.
open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
  /// Whether it is shown as on.
  open var isActive = false
  /// What it is called, for VoiceOver.
  open var localizedTitle = ""
}

/// The remote commands of the app, as MediaPlayer's: one shared centre.
open class MPRemoteCommandCenter: @unchecked Sendable {
  private static let sharedCenter = MPRemoteCommandCenter()
  /// The app's command centre.
  open class func shared() -> MPRemoteCommandCenter { sharedCenter }

  public let playCommand = MPRemoteCommand()
  public let pauseCommand = MPRemoteCommand()
  public let stopCommand = MPRemoteCommand()
  public let togglePlayPauseCommand = MPRemoteCommand()
  public let nextTrackCommand = MPRemoteCommand()
  public let previousTrackCommand = MPRemoteCommand()
  public let changeRepeatModeCommand = MPRemoteCommand()
  public let changeShuffleModeCommand = MPRemoteCommand()
  public let seekForwardCommand = MPRemoteCommand()
  public let seekBackwardCommand = MPRemoteCommand()
  public let enableLanguageOptionCommand = MPRemoteCommand()
  public let disableLanguageOptionCommand = MPRemoteCommand()
  public let skipForwardCommand = MPSkipIntervalCommand()
  public let skipBackwardCommand = MPSkipIntervalCommand()
  public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
  public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
  public let ratingCommand = MPRemoteCommand()
  public let likeCommand = MPFeedbackCommand()
  public let dislikeCommand = MPFeedbackCommand()
  public let bookmarkCommand = MPFeedbackCommand()

  init() {}
}
