// Apple's Dynamic Type scale for iOS and iPadOS: the point size and leading of every text style at
// every content size category (Human Interface Guidelines, Typography > Specifications).
//
// caption2 at accessibilityExtraExtraExtraLarge: the guidelines' table says 40 pt; an iOS 13.3
// simulator was measured at 41 pt. Legible uses 40 pt, the documented value, so that the table agrees
// with what designers read; a screen that passes at 40 pt and fails at 41 pt would be a layout with
// no margin at all.

extension TextStyle {
  /// The point size and leading of this style at `category`.
  public func metrics(at category: ContentSizeCategory) -> TypeMetrics {
    scale[category]
  }

  /// The point size of this style at `category`.
  public func pointSize(at category: ContentSizeCategory) -> Double { scale[category].pointSize }

  /// The leading (baseline-to-baseline distance) of this style at `category`.
  public func leading(at category: ContentSizeCategory) -> Double { scale[category].leading }

  /// The style's row of the scale, read from a table built once.
  private var scale: CategoryTable<TypeMetrics> { Self.scales[ordinal] }

  private static let scales = allCases.map(\.table)

  /// The style's position in `allCases`.
  private var ordinal: Int {
    switch self {
    case .largeTitle: 0
    case .title1: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .body: 5
    case .callout: 6
    case .subheadline: 7
    case .footnote: 8
    case .caption1: 9
    case .caption2: 10
    }
  }

  private var table: CategoryTable<TypeMetrics> {
    // swift-format-ignore
    switch self {
    case .largeTitle:
      CategoryTable(xs: .init(31, 38), s: .init(32, 39), m: .init(33, 40), l: .init(34, 41), xl: .init(36, 43), xxl: .init(38, 46), xxxl: .init(40, 48), ax1: .init(44, 52), ax2: .init(48, 57), ax3: .init(52, 61), ax4: .init(56, 66), ax5: .init(60, 70))
    case .title1:
      CategoryTable(xs: .init(25, 31), s: .init(26, 32), m: .init(27, 33), l: .init(28, 34), xl: .init(30, 37), xxl: .init(32, 39), xxxl: .init(34, 41), ax1: .init(38, 46), ax2: .init(43, 51), ax3: .init(48, 57), ax4: .init(53, 62), ax5: .init(58, 68))
    case .title2:
      CategoryTable(xs: .init(19, 24), s: .init(20, 25), m: .init(21, 26), l: .init(22, 28), xl: .init(24, 30), xxl: .init(26, 32), xxxl: .init(28, 34), ax1: .init(34, 41), ax2: .init(39, 47), ax3: .init(44, 52), ax4: .init(50, 59), ax5: .init(56, 66))
    case .title3:
      CategoryTable(xs: .init(17, 22), s: .init(18, 23), m: .init(19, 24), l: .init(20, 25), xl: .init(22, 28), xxl: .init(24, 30), xxxl: .init(26, 32), ax1: .init(31, 38), ax2: .init(37, 44), ax3: .init(43, 51), ax4: .init(49, 58), ax5: .init(55, 65))
    case .headline:
      CategoryTable(xs: .init(14, 19), s: .init(15, 20), m: .init(16, 21), l: .init(17, 22), xl: .init(19, 24), xxl: .init(21, 26), xxxl: .init(23, 29), ax1: .init(28, 34), ax2: .init(33, 40), ax3: .init(40, 48), ax4: .init(47, 56), ax5: .init(53, 62))
    case .body:
      CategoryTable(xs: .init(14, 19), s: .init(15, 20), m: .init(16, 21), l: .init(17, 22), xl: .init(19, 24), xxl: .init(21, 26), xxxl: .init(23, 29), ax1: .init(28, 34), ax2: .init(33, 40), ax3: .init(40, 48), ax4: .init(47, 56), ax5: .init(53, 62))
    case .callout:
      CategoryTable(xs: .init(13, 18), s: .init(14, 19), m: .init(15, 20), l: .init(16, 21), xl: .init(18, 23), xxl: .init(20, 25), xxxl: .init(22, 28), ax1: .init(26, 32), ax2: .init(32, 39), ax3: .init(38, 46), ax4: .init(44, 52), ax5: .init(51, 60))
    case .subheadline:
      CategoryTable(xs: .init(12, 16), s: .init(13, 18), m: .init(14, 19), l: .init(15, 20), xl: .init(17, 22), xxl: .init(19, 24), xxxl: .init(21, 28), ax1: .init(25, 31), ax2: .init(30, 37), ax3: .init(36, 43), ax4: .init(42, 50), ax5: .init(49, 58))
    case .footnote:
      CategoryTable(xs: .init(12, 16), s: .init(12, 16), m: .init(12, 16), l: .init(13, 18), xl: .init(15, 20), xxl: .init(17, 22), xxxl: .init(19, 24), ax1: .init(23, 29), ax2: .init(27, 33), ax3: .init(33, 40), ax4: .init(38, 46), ax5: .init(44, 52))
    case .caption1:
      CategoryTable(xs: .init(11, 13), s: .init(11, 13), m: .init(11, 13), l: .init(12, 16), xl: .init(14, 19), xxl: .init(16, 21), xxxl: .init(18, 23), ax1: .init(22, 28), ax2: .init(26, 32), ax3: .init(32, 39), ax4: .init(37, 44), ax5: .init(43, 51))
    case .caption2:
      CategoryTable(xs: .init(11, 13), s: .init(11, 13), m: .init(11, 13), l: .init(11, 13), xl: .init(13, 18), xxl: .init(15, 20), xxxl: .init(17, 22), ax1: .init(20, 25), ax2: .init(24, 30), ax3: .init(29, 35), ax4: .init(34, 41), ax5: .init(40, 48))
    }
  }
}
