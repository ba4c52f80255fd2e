import Foundation
import MediaPlayer
import Testing
import UIKit

/// The remote commands an app answers and the Now Playing information it sets are kept as set;
/// no command arrives unless sent.
@Suite(.serialized) struct MediaPlayerTests {
  @Test func handlersAnswerASentCommandInTurnAndCanBeRemoved() {
    let center = MPRemoteCommandCenter.shared()
    #expect(center === MPRemoteCommandCenter.shared())
    var played = 0
    let first = center.playCommand.addTarget { _ in
      played += 1
      return .success
    }
    center.playCommand.addTarget { _ in .noActionableNowPlayingItem }
    #expect(center.playCommand._send() == [.success, .noActionableNowPlayingItem])
    #expect(played == 1)
    center.playCommand.removeTarget(first)
    #expect(center.playCommand._targetCount == 1)
    center.playCommand.isEnabled = false
    #expect(center.playCommand._send().isEmpty)
    center.playCommand.isEnabled = true
    center.playCommand.removeTarget(nil)
    #expect(center.playCommand._targetCount == 0)
  }

  @Test func aSkipCarriesItsIntervalAndOffersFifteenSecondsByDefault() {
    let command = MPRemoteCommandCenter.shared().skipForwardCommand
    #expect(command.preferredIntervals == [15])
    var skipped: TimeInterval = 0
    let token = command.addTarget { event in
      skipped = (event as? MPSkipIntervalCommandEvent)?.interval ?? -1
      return .success
    }
    defer { command.removeTarget(token) }
    command._send(MPSkipIntervalCommandEvent(command: command, interval: 30))
    #expect(skipped == 30)
  }

  @Test func nowPlayingInformationReadsBackAsSetWithItsArtwork() throws {
    let center = MPNowPlayingInfoCenter.default()
    var asked: CGSize = .zero
    let artwork = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { size in
      asked = size
      return UIImage(systemName: "music.note")!
    }
    center.nowPlayingInfo = [
      MPMediaItemPropertyTitle: "Lesson 4", MPMediaItemPropertyArtist: "Leitner",
      MPMediaItemPropertyArtwork: artwork, MPNowPlayingInfoPropertyElapsedPlaybackTime: 12.5,
    ]
    defer { center.nowPlayingInfo = nil }
    #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Lesson 4")
    #expect(center.nowPlayingInfo?["MPNowPlayingInfoPropertyElapsedPlaybackTime"] as? Double == 12.5)
    let kept = try #require(center.nowPlayingInfo?[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)
    #expect(kept.bounds.size == CGSize(width: 600, height: 600))
    #expect(kept.image(at: CGSize(width: 100, height: 100)) != nil)
    #expect(asked == CGSize(width: 100, height: 100))
    center.playbackState = .playing
    #expect(center.playbackState == .playing)
  }
}
