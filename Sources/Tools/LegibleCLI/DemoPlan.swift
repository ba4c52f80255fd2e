import Audit
import DynamicType
import Legible

/// What `demo` runs: one screen over a matrix, audited and drawn, with a report that may open on
/// a few paragraphs and show before/after sheets of two variants.
public struct DemoPlan: Sendable {
  /// Two variants of the screen side by side in one configuration, and the same under low vision.
  public struct Comparison: Sendable {
    /// The variant shown first, as it was.
    public var before: String
    /// The variant shown second, as it became.
    public var after: String
    /// The text size compared.
    public var category: ContentSizeCategory
    /// The phone compared on.
    public var device: Device
    /// The identifier of a view scrolled to the top first (a row of the list), if any.
    public var scrolledTo: String?

    /// A comparison of `before` and `after` at `category` on `device` (AX3 on the iPhone 6S by default).
    public init(
      before: String, after: String, category: ContentSizeCategory = .accessibilityExtraLarge,
      device: Device = .iPhone6S, scrolledTo: String? = nil
    ) {
      self.before = before
      self.after = after
      self.category = category
      self.device = device
      self.scrolledTo = scrolledTo
    }
  }

  /// The screen the demo audits.
  public var screen: AuditScreen
  /// The configurations the demo audits.
  public var matrix: AuditMatrix
  /// Paragraphs that open the report, before its pictures.
  public var introduction: [String]
  /// Before/after sheets, one per language of the matrix; nil for none.
  public var comparison: Comparison?

  /// By default: every language and variant of the screen, every text size, iPhone 4S, SE, 6S
  /// and 15; with two variants or more, the first compared with the last at AX3 on a 6S.
  public init(
    screen: AuditScreen, matrix: AuditMatrix? = nil, introduction: [String] = [],
    comparison: Comparison? = nil
  ) {
    self.screen = screen
    self.matrix =
      matrix
      ?? AuditMatrix(
        categories: ContentSizeCategory.allCases, devices: [.iPhone4S, .iPhoneSE, .iPhone6S, .iPhone15],
        languages: screen.languages ?? [screen.defaultLanguage],
        variants: screen.variants ?? [screen.defaultVariant])
    self.introduction = introduction
    if let comparison {
      self.comparison = comparison
    } else if let variants = screen.variants, variants.count >= 2, let first = variants.first,
      let last = variants.last
    {
      self.comparison = Comparison(before: first, after: last)
    } else {
      self.comparison = nil
    }
  }
}
