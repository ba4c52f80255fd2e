import Foundation
import LinkPresentation
import Testing
import UIKit

/// A link's metadata is kept as the app sets it; fetching fails without a network, as on iOS
/// offline, and a cancelled fetch says so.
@Suite struct LinkPresentationTests {
  @Test func metadataKeepsWhatTheAppSets() {
    let url = URL(string: "https://example.com/deck.leitner")!
    let metadata = LPLinkMetadata()
    metadata.originalURL = url
    metadata.url = url
    metadata.title = url.lastPathComponent
    metadata.imageProvider = NSItemProvider(object: UIImage(systemName: "book")!)
    #expect(metadata.title == "deck.leitner" && metadata.url == url)
    #expect(metadata.imageProvider?.canLoadObject(ofClass: UIImage.self) == true)
  }

  @Test func aFetchFailsAsOfflineAndACancelledOneSaysSo() async {
    let url = URL(string: "https://example.com")!
    await #expect(throws: LPError(.metadataFetchFailed)) {
      try await LPMetadataProvider().startFetchingMetadata(for: url)
    }
    let provider = LPMetadataProvider()
    provider.cancel()
    let failure: (any Error)? = await withCheckedContinuation { done in
      provider.startFetchingMetadata(for: url) { metadata, error in done.resume(returning: error) }
    }
    #expect((failure as? LPError)?.code == .metadataFetchCancelled)
    do {
      _ = try await LPMetadataProvider().startFetchingMetadata(for: url)
      Issue.record("the fetch did not fail")
    } catch LPError.metadataFetchFailed {
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
