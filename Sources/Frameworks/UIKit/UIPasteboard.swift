import Foundation

/// The pasteboard, as UIKit's `UIPasteboard.general`: kept in memory for the run. Its items are
/// Apple's shape, one dictionary per item from a type identifier to a value (a string under
/// `public.utf8-plain-text`, a URL under `public.url`, an image under `public.png`), and the
/// typed properties (`string`, `url`, `image`, their plurals) read and write them.
open class UIPasteboard: @unchecked Sendable {
  /// The general pasteboard.
  public static let general = UIPasteboard()
  private let stored = UIKitLock<(items: [[String: Any]], changes: Int)>(([], 0))

  init() {}

  static let textType = "public.utf8-plain-text"
  static let urlType = "public.url"
  static let imageType = "public.png"

  /// The items, each a dictionary from a type identifier to a value.
  open var items: [[String: Any]] {
    get { stored.withLock { $0.items } }
    set { stored.withLock { $0 = (newValue, $0.changes + 1) } }
  }

  /// Replaces the items (options such as an expiry date are kept, not applied).
  open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { self.items = items }

  /// Adds items after those there.
  open func addItems(_ items: [[String: Any]]) { self.items += items }

  /// How many times the items changed in this run.
  open var changeCount: Int { stored.withLock { $0.changes } }

  /// How many items it holds.
  open var numberOfItems: Int { items.count }

  /// The value of the first item of type `type`.
  open func value(forPasteboardType type: String) -> Any? { items.lazy.compactMap { $0[type] }.first }

  /// Makes `value` the one item, of type `type`.
  open func setValue(_ value: Any, forPasteboardType type: String) { items = [[type: value]] }

  /// The first string on it.
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  /// Every string on it.
  open var strings: [String]? {
    get { values(Self.textType) }
    set { set(newValue, as: Self.textType) }
  }
  /// The first URL on it.
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  /// Every URL on it.
  open var urls: [URL]? {
    get { values(Self.urlType) }
    set { set(newValue, as: Self.urlType) }
  }
  /// The first image on it.
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }
  /// Every image on it.
  open var images: [UIImage]? {
    get { values(Self.imageType) }
    set { set(newValue, as: Self.imageType) }
  }
  /// Whether it holds a string.
  open var hasStrings: Bool { strings != nil }
  /// Whether it holds a URL.
  open var hasURLs: Bool { urls != nil }
  /// Whether it holds an image.
  open var hasImages: Bool { images != nil }

  private func values<T>(_ type: String) -> [T]? {
    let found = items.compactMap { $0[type] as? T }
    return found.isEmpty ? nil : found
  }

  private func set(_ values: [Any]?, as type: String) { items = (values ?? []).map { [type: $0] } }
}
