import Foundation
import UIKit

/// Whether the app's item is playing, as MediaPlayer's (on iOS it is read from the audio session;
/// an app sets it on macOS and Mac Catalyst).
public enum MPNowPlayingPlaybackState: UInt, Sendable {
  case unknown, playing, paused, stopped, interrupted
}

/// What the Lock Screen and Control Center show as playing, as MediaPlayer's: the information the
/// app sets, kept and read back. Neither exists here, so nothing is shown.
open class MPNowPlayingInfoCenter: @unchecked Sendable {
  private static let defaultCenter = MPNowPlayingInfoCenter()
  private let lock = NSLock()
  private var info: [String: Any]?
  private var state = MPNowPlayingPlaybackState.unknown

  /// The app's centre.
  open class func `default`() -> MPNowPlayingInfoCenter { defaultCenter }

  init() {}

  /// The item's title, artist, artwork, duration and elapsed time, by MediaPlayer's keys.
  open var nowPlayingInfo: [String: Any]? {
    get { lock.withLock { info } }
    set { lock.withLock { info = newValue } }
  }

  /// Whether it plays.
  open var playbackState: MPNowPlayingPlaybackState {
    get { lock.withLock { state } }
    set { lock.withLock { state = newValue } }
  }
}

/// An item's picture for the Lock Screen, as MediaPlayer's: asked for at the size wanted.
open class MPMediaItemArtwork: @unchecked Sendable {
  private let handler: (CGSize) -> UIImage
  /// The largest size the picture is offered at.
  public let bounds: CGRect

  /// Artwork up to `boundsSize`, made by `requestHandler` at the size asked.
  public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
    bounds = CGRect(origin: .zero, size: boundsSize)
    handler = requestHandler
  }

  /// The picture at `size`.
  open func image(at size: CGSize) -> UIImage? { handler(size) }
}

/// What a Now Playing item is, as MediaPlayer's.
public enum MPNowPlayingInfoMediaType: UInt, Sendable {
  case none, audio, video
}
