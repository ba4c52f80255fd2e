import Drawing
import Foundation

/// A picture loaded from a URL, as SwiftUI's `AsyncImage`, shown here as it first shows on iOS:
/// loading. Pictures are not fetched (an audit must not depend on the network or on a server's
/// answer), so the view stays in its empty phase: the placeholder the app gives, or iOS's grey
/// fill of the space offered for `AsyncImage(url:)`. A grey fill is drawn behind it and the audit
/// reports it once per screen (`unrendered-content`, "AsyncImage"), so a team knows its verdict
/// does not cover the loaded picture; give the view the frame it will have (`.frame`) to judge
/// the layout as it will be.
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let empty: () -> AnyView?

  /// The picture at `url`; until it loads, a grey fill of the space offered.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    empty = { nil }
  }

  /// The picture at `url` as `content` shows it; until it loads, `placeholder`.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    empty = { AnyView(placeholder()) }
  }

  /// What `content` shows for each phase of loading the picture at `url` (here: `.empty`).
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    empty = { AnyView(content(.empty)) }
  }

  public var body: some View {
    if let shown = empty() {
      shown.background(PlatformContentFill(api: "AsyncImage"))
    } else {
      PlatformContentFill(api: "AsyncImage")
    }
  }
}

/// Where loading a picture stands, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
  /// Not loaded yet.
  case empty
  /// Loaded.
  case success(Image)
  /// Failed.
  case failure(any Error)

  /// The picture, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// Why it failed, if it did.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
