import Foundation

/// A piece of media, as AVFoundation's `AVAsset`: its media is not decoded here, so its duration
/// is zero.
open class AVAsset: @unchecked Sendable {
  init() {}

  /// The asset at `url` (an `AVURLAsset`).
  public convenience init(url: URL) { self.init() }

  /// Its length: zero, as nothing is decoded here.
  open var duration: CMTime { .zero }
}

/// The asset at a URL, which it keeps.
open class AVURLAsset: AVAsset, @unchecked Sendable {
  /// Where the media is.
  public let url: URL

  /// The asset at `url`.
  public init(url: URL, options: [String: Any]? = nil) {
    self.url = url
    super.init()
  }
}

/// What a player plays: an asset and the time it is at.
open class AVPlayerItem: @unchecked Sendable {
  /// Its asset.
  public let asset: AVAsset
  /// Where it is: the time it was last sought to.
  public internal(set) var currentTimeValue = CMTime.zero

  /// The item of `asset`.
  public init(asset: AVAsset) { self.asset = asset }
  /// The item at `url`.
  public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }

  /// Where it is.
  public func currentTime() -> CMTime { currentTimeValue }
  /// Its length: zero, as nothing is decoded here.
  public var duration: CMTime { asset.duration }

  /// Whether it can play.
  public enum Status: Int, Sendable {
    case unknown, readyToPlay, failed
  }
  /// Whether it can play: unknown, as its media is not loaded here.
  public var status: Status { .unknown }
}

/// A player, as AVFoundation's: it keeps its item, its rate and where it was sought to, and makes
/// no sound or picture (`VideoPlayer` draws a placeholder of its frame).
open class AVPlayer: @unchecked Sendable {
  /// What it plays.
  public private(set) var currentItem: AVPlayerItem?
  /// How fast it plays: 1 while playing, 0 when paused.
  public var rate: Float = 0
  /// Its volume, from 0 to 1.
  public var volume: Float = 1
  /// Whether it is silenced.
  public var isMuted = false
  /// What it does at its item's end.
  public var actionAtItemEnd = ActionAtItemEnd.pause

  /// A player with nothing to play.
  public init() {}
  /// A player of the media at `url`.
  public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }
  /// A player of `item`.
  public init(playerItem item: AVPlayerItem?) { currentItem = item }

  /// Plays: its rate becomes 1.
  open func play() { rate = 1 }
  /// Pauses: its rate becomes 0.
  open func pause() { rate = 0 }
  /// Plays `item` instead.
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
  /// Where it is.
  open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }
  /// Moves to `time`.
  open func seek(to time: CMTime) { move(to: time) }
  /// Moves to `time`, then says it is there.
  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
    move(to: time)
    completionHandler(true)
  }
  /// Moves to `time` and says it is there.
  open func seek(to time: CMTime) async -> Bool {
    move(to: time)
    return true
  }
  private func move(to time: CMTime) { currentItem?.currentTimeValue = time }

  /// Whether it is playing, paused or waiting.
  public enum TimeControlStatus: Int, Sendable {
    case paused, waitingToPlayAtSpecifiedRate, playing
  }
  /// Whether it is playing: it plays while its rate is not 0.
  public var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }

  /// What a player does at its item's end.
  public enum ActionAtItemEnd: Int, Sendable {
    case advance, pause, none
  }
}

/// A player of several items in turn.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
  private var queue: [AVPlayerItem]

  /// A player of `items`, from the first.
  public init(items: [AVPlayerItem]) {
    queue = items
    super.init(playerItem: items.first)
  }

  /// The items left, the current first.
  public func items() -> [AVPlayerItem] { queue }
  /// Goes on to the next item.
  public func advanceToNextItem() {
    if !queue.isEmpty { queue.removeFirst() }
    replaceCurrentItem(with: queue.first)
  }
}
