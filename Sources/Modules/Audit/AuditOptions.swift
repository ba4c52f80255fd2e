import Legible

/// Settings of an audit.
public struct AuditOptions: Hashable, Sendable, Codable {
  /// The smallest touch target allowed.
  public enum TouchTarget: String, CaseIterable, Hashable, Sendable, Codable {
    /// 44 × 44 points (Apple's Human Interface Guidelines).
    case apple
    /// 48 × 48 dp (Android's accessibility guidance; one dp is taken as one point).
    case android
    /// 24 × 24 CSS pixels (WCAG 2.2 success criterion 2.5.8; one px is taken as one point).
    case wcag

    /// The smallest side allowed, in points.
    public var side: Double {
      switch self {
      case .apple: 44
      case .android: 48
      case .wcag: 24
      }
    }
  }

  /// The smallest touch target allowed (Apple's 44 points by default).
  public var touchTarget: TouchTarget = .apple
  /// The checks to run (all by default).
  public var checks: Set<CheckID> = Set(CheckID.allCases)
  /// Whether every scrolling view is paged through to its end (the default), or only the first
  /// viewport is judged.
  public var wholeContent = true
  /// How far paging goes on very long content (see `PageLimits`).
  public var pageLimits = PageLimits()
  /// The team's truncation policy: which texts may be cut and which never (`TruncationRule`).
  public var truncationRules: [TruncationRule] = []

  /// The checks run, for reports: `every check`, `every check but contrast`, or their names.
  public var checksRun: String {
    let skipped = CheckID.allCases.filter { !checks.contains($0) }
    if skipped.isEmpty { return "every check" }
    if skipped.count <= checks.count {
      return "every check but " + skipped.map(\.rawValue).joined(separator: ", ")
    }
    return CheckID.allCases.filter(checks.contains).map(\.rawValue).joined(separator: ", ")
  }

  /// Options with the given settings; by default every check runs over the whole content with Apple's touch
  /// target.
  public init(
    touchTarget: TouchTarget = .apple, checks: Set<CheckID> = Set(CheckID.allCases),
    wholeContent: Bool = true,
    pageLimits: PageLimits = PageLimits()
  ) {
    self.touchTarget = touchTarget
    self.checks = checks
    self.wholeContent = wholeContent
    self.pageLimits = pageLimits
  }
}
