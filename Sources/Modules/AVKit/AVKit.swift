// AVKit under its own name where Apple's is not: the player views over AVFoundation's players
// (which it brings, as Apple's does). Video is not decoded here, so SwiftUI's `VideoPlayer` is a
// placeholder of the space it is given, with its overlay drawn over it, reported by the audit as
// `unrendered-content`; `AVPlayerViewController` keeps its player.
@_exported import AVFoundation
import LegibleUI
@_exported import UIKit  // as the framework's headers import UIKit on iOS

/// SwiftUI's video player: it takes the space it is offered, as iOS's does; the video is a
/// reported placeholder here, and `videoOverlay` is drawn over it as on iOS.
public struct VideoPlayer<VideoOverlay: View>: View {
  /// The player it shows.
  public let player: AVPlayer?
  private let overlay: VideoOverlay

  /// A player of `player`, with `videoOverlay` over the video.
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
    overlay = videoOverlay()
  }

  public var body: some View {
    PlatformContentPlaceholder("VideoPlayer").overlay(overlay)
  }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  /// A player of `player`.
  public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}

/// UIKit's player screen: it keeps its player and its settings; UIKit views are not drawn here.
@MainActor open class AVPlayerViewController: UIViewController {
  /// The player it shows.
  public var player: AVPlayer?
  /// Whether it shows its playback controls.
  public var showsPlaybackControls = true
  /// Whether it may go into picture in picture.
  public var allowsPictureInPicturePlayback = true
  /// Whether it enters full screen when playback starts.
  public var entersFullScreenWhenPlaybackBegins = false
  /// Whether it leaves full screen when playback ends.
  public var exitsFullScreenWhenPlaybackEnds = false
}
