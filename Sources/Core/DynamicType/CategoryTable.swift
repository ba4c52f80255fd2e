/// Twelve values, one per content size category. Its initializer names every category, so a table
/// written with it is complete, or it does not compile.
public struct CategoryTable<Value> {
  /// The value for each category, from extra small (`xs`) to accessibility extra extra extra large (`ax5`).
  public let xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5: Value

  /// A table with a value for every category; leaving one out does not compile.
  public init(
    xs: Value, s: Value, m: Value, l: Value, xl: Value, xxl: Value, xxxl: Value,
    ax1: Value, ax2: Value, ax3: Value, ax4: Value, ax5: Value
  ) {
    (self.xs, self.s, self.m, self.l, self.xl, self.xxl, self.xxxl) = (xs, s, m, l, xl, xxl, xxxl)
    (self.ax1, self.ax2, self.ax3, self.ax4, self.ax5) = (ax1, ax2, ax3, ax4, ax5)
  }

  /// The value for `category`.
  public subscript(category: ContentSizeCategory) -> Value {
    switch category {
    case .extraSmall: xs
    case .small: s
    case .medium: m
    case .large: l
    case .extraLarge: xl
    case .extraExtraLarge: xxl
    case .extraExtraExtraLarge: xxxl
    case .accessibilityMedium: ax1
    case .accessibilityLarge: ax2
    case .accessibilityExtraLarge: ax3
    case .accessibilityExtraExtraLarge: ax4
    case .accessibilityExtraExtraExtraLarge: ax5
    }
  }
}

extension CategoryTable: Sendable where Value: Sendable {}
