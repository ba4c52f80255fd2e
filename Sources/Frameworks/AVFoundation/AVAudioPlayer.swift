import Foundation

/// Plays a sound file or sound data, as AVFoundation's: it reads the file (a missing file is the
/// error iOS gives), keeps its state (playing, paused, volume, loops, position) and makes no
/// sound; its duration is zero, as nothing is decoded here.
open class AVAudioPlayer: @unchecked Sendable {
  /// The file it plays, when made from one.
  public let url: URL?
  /// The sound's data.
  public let data: Data?
  /// Whether it is playing.
  public private(set) var isPlaying = false
  /// Its volume, from 0 to 1.
  public var volume: Float = 1
  /// How many times it plays again after the first: -1 for ever.
  public var numberOfLoops = 0
  /// Where it is in the sound, in seconds.
  public var currentTime: TimeInterval = 0
  /// How fast it plays, when `enableRate` is on.
  public var rate: Float = 1
  /// Whether `rate` applies.
  public var enableRate = false
  /// Told when a sound ends (never here: no sound plays out).
  public weak var delegate: (any AVAudioPlayerDelegate)?

  /// A player of the sound file at `url`.
  /// - Throws: the error iOS gives for a file it cannot open, when there is no file there.
  public init(contentsOf url: URL) throws {
    guard let data = FileManager.default.contents(atPath: url.path), !data.isEmpty else {
      throw Self.cannotOpen(url.path)
    }
    self.url = url
    self.data = data
  }

  /// A player of the sound file at `url`, of the type `fileTypeHint` names.
  public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    try self.init(contentsOf: url)
  }

  /// A player of sound `data`.
  /// - Throws: the error iOS gives for data it cannot read, when it is empty.
  public init(data: Data) throws {
    guard !data.isEmpty else { throw Self.cannotOpen("the data") }
    url = nil
    self.data = data
  }

  /// The sound's length: zero, as nothing is decoded here.
  public var duration: TimeInterval { 0 }

  /// Gets ready to play: true.
  @discardableResult open func prepareToPlay() -> Bool { true }
  /// Plays: true.
  @discardableResult open func play() -> Bool {
    isPlaying = true
    return true
  }
  /// Plays after `delay` seconds: true.
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
  /// Pauses where it is.
  open func pause() { isPlaying = false }
  /// Stops (it stays where it was, as iOS's does).
  open func stop() { isPlaying = false }

  /// iOS's error for audio it cannot open ('wht?', an unknown file type, in the OSStatus domain).
  static func cannotOpen(_ what: String) -> NSError {
    NSError(
      domain: NSOSStatusErrorDomain, code: 2_003_334_207,
      userInfo: [NSLocalizedDescriptionKey: "The operation couldn’t be completed: cannot open \(what)."])
  }
}

/// Told of an audio player's events.
public protocol AVAudioPlayerDelegate: AnyObject {
  /// It finished playing.
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  /// Its sound could not be decoded.
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of errors that carry a Core Audio status.
public let NSOSStatusErrorDomain = "NSOSStatusErrorDomain"
