// LinkPresentation under its own name where Apple's is not: a link's metadata, as an app builds
// it for the share sheet or a link preview, kept as set. Fetching metadata needs the network,
// which is not reached here: a fetch fails as iOS's does without a connection.

import Foundation
import UIKit

/// What a link shows in a preview, as LinkPresentation's: its address, title, icon and image,
/// kept as the app sets them.
open class LPLinkMetadata: NSObject, @unchecked Sendable {
  /// The address after redirects.
  open var url: URL?
  /// The address asked for.
  open var originalURL: URL?
  /// The page's title.
  open var title: String?
  /// The site's icon.
  open var iconProvider: NSItemProvider?
  /// The page's picture.
  open var imageProvider: NSItemProvider?
  /// A video's address.
  open var remoteVideoURL: URL?
  /// A video.
  open var videoProvider: NSItemProvider?

  public override init() {}
}

/// Why LinkPresentation failed, as its errors' codes.
public struct LPError: Error, Equatable, Sendable {
  /// The kind of failure.
  public enum Code: Int, Sendable {
    case unknown = 1, metadataFetchFailed, metadataFetchCancelled, metadataFetchTimedOut,
      metadataFetchNotAllowed
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static let unknown = Code.unknown
  public static let metadataFetchFailed = Code.metadataFetchFailed
  public static let metadataFetchCancelled = Code.metadataFetchCancelled
  public static let metadataFetchTimedOut = Code.metadataFetchTimedOut
  public static let metadataFetchNotAllowed = Code.metadataFetchNotAllowed
}

/// Whether `error` is a LinkPresentation error of `code` (`catch LPError.metadataFetchFailed`).
public func ~= (code: LPError.Code, error: any Error) -> Bool { (error as? LPError)?.code == code }

/// Fetches a link's metadata, as LinkPresentation's. The network is not reached here: each fetch
/// fails with `metadataFetchFailed` (on a background queue, as iOS calls the handler), or with
/// `metadataFetchCancelled` once cancelled.
open class LPMetadataProvider: @unchecked Sendable {
  /// How long a fetch may take (kept).
  open var timeout: TimeInterval = 30
  /// Whether icons and images are fetched too (kept).
  open var shouldFetchSubresources = true
  private let lock = NSLock()
  private var cancelled = false

  public init() {}

  /// Fetches `url`'s metadata and hands it, or the error, to `completionHandler`.
  open func startFetchingMetadata(
    for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void
  ) {
    let error = fetchError()
    DispatchQueue.global().async { completionHandler(nil, error) }
  }

  /// Fetches `url`'s metadata.
  open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
    throw fetchError()
  }

  /// Stops the fetch.
  open func cancel() { lock.withLock { cancelled = true } }

  private func fetchError() -> LPError {
    lock.withLock { LPError(cancelled ? .metadataFetchCancelled : .metadataFetchFailed) }
  }
}

/// A link's rich preview, as LinkPresentation's: a UIKit view, drawn as a placeholder when an
/// app shows it through a representable (UIKit views are not drawn here).
@preconcurrency @MainActor open class LPLinkView: UIView {
  /// The metadata it shows.
  open var metadata: LPLinkMetadata

  public init(url: URL) {
    let metadata = LPLinkMetadata()
    metadata.originalURL = url
    metadata.url = url
    self.metadata = metadata
    super.init(frame: .zero)
  }

  public init(metadata: LPLinkMetadata) {
    self.metadata = metadata
    super.init(frame: .zero)
  }
}
