import DynamicType
import Geometry
import Legible

/// What an audit shows toward the App Store's Larger Text accessibility label, screen by screen
/// (each variant of the audit, or each place of a walked app): the largest text size at which it
/// has no error on any phone or language audited, how much larger body text is there than at the
/// default size (L), and whether it reaches 200% with nothing truncated, clipped or overlapping.
///
/// It is evidence for the team's own declaration, measured on the configurations named, not
/// Apple's verdict: the label is declared by the developer, for the app's common tasks.
///
/// The rule: a screen meets 200% when the audit covered a size whose body text is at least twice
/// the default's (AX3: 40 pt against 17 pt), and at that size and every smaller one audited, no
/// configuration has a text-size error (contrast is its own label: `ContrastVerdict`), nor a
/// finding of any severity but accepted from the checks of text that is cut, clipped or drawn
/// over (`blockingChecks`).
public struct LargerTextEvidence: Sendable {
  /// The checks whose findings (warnings too) stand against the 200% claim.
  public static let blockingChecks: Set<CheckID> = [
    .textTruncated, .truncatedToStub, .textClipped, .overlap, .textOverflow, .offscreen, .wordBroken,
    .textShrunk,
  ]

  /// One screen's claim.
  public struct Claim: Sendable {
    /// The screen (the audit's variant).
    public var screen: String
    /// The largest audited size up to which no configuration has a text-size error, or nil.
    public var largestWithoutError: ContentSizeCategory?
    /// Body text at that size over body text at L (2.35 at AX3).
    public var enlargement: Double?
    /// Whether the screen meets 200% by the rule above.
    public var meets200Percent: Bool
    /// Why not, when it does not: the first findings that stand against it.
    public var blocking: [Finding]
    /// The configurations the claim rests on: how many, and over which sizes, phones and languages.
    public var configurations: Int
    public var categories: [ContentSizeCategory]
    public var devices: [Device]
    public var languages: [String]
  }

  /// The smallest size whose body text is twice the default's or more (AX3).
  public static let twofold: ContentSizeCategory =
    ContentSizeCategory.allCases.first {
      TextStyle.body.pointSize(at: $0) >= 2 * TextStyle.body.pointSize(at: .large)
    } ?? .accessibilityExtraExtraExtraLarge

  /// Body text at `category` over body text at L.
  public static func enlargement(at category: ContentSizeCategory) -> Double {
    TextStyle.body.pointSize(at: category) / TextStyle.body.pointSize(at: .large)
  }

  /// The screen audited, and a claim per variant.
  public let screen: String
  /// The checks the audit ran (`AuditOptions.checksRun`).
  public let checksRun: String
  public let claims: [Claim]

  /// The evidence of `result`.
  public init(_ result: AuditResult) {
    screen = result.screen
    checksRun = result.options.checksRun
    claims = result.matrix.variants.map { variant in
      let cells = result.results.filter { $0.configuration.variant == variant }
      let audited = result.matrix.categories.sorted().filter { category in
        cells.contains { $0.configuration.category == category }
      }
      let broken = audited.first { category in
        cells.contains {
          $0.configuration.category == category && $0.findings.contains(where: \.breaksTextSize)
        }
      }
      let largest = audited.filter { broken == nil || $0 < broken! }.last
      let upToTwofold = cells.filter { $0.configuration.category <= Self.twofold }.flatMap(\.findings)
      let blocking = upToTwofold.filter {
        $0.breaksTextSize || ($0.severity != .accepted && Self.blockingChecks.contains($0.check))
      }
      return Claim(
        screen: variant, largestWithoutError: largest, enlargement: largest.map(Self.enlargement(at:)),
        meets200Percent: audited.contains(Self.twofold) && blocking.isEmpty,
        blocking: Array(blocking.prefix(5)),
        configurations: cells.count, categories: audited,
        devices: result.matrix.devices.filter { device in cells.contains { $0.configuration.device == device }
        },
        languages: result.matrix.languages.filter { language in
          cells.contains { $0.configuration.language == language }
        })
    }
  }

  /// A percentage as the report writes it: `235%`.
  public static func percent(_ ratio: Double) -> String { "\(Int((ratio * 100).rounded()))%" }

  /// The evidence as Markdown a team can keep with its declaration.
  public var markdown: String {
    var lines = [
      "# Larger Text: evidence for \(screen)", "",
      "What Legible measured, as evidence for your own Larger Text declaration on the App Store. It is not Apple's review: the label is yours to declare, for your app's common tasks.",
      "",
      "The test: body text can be enlarged to at least 200% of the default (\(Self.twofold.shortName): \(formatPoints(TextStyle.body.pointSize(at: Self.twofold))) pt against \(formatPoints(TextStyle.body.pointSize(at: .large))) pt at L), with no error at that size or any smaller one, and nothing truncated, clipped or overlapping.",
      "",
      "Checks run: \(checksRun). Contrast is judged apart (its own label), and decides nothing here.", "",
      "| Screen | Largest size with no error | Body text there | Meets 200% | Configurations |",
      "| --- | --- | --- | --- | --- |",
    ]
    for claim in claims {
      let largest = claim.largestWithoutError?.shortName ?? "none"
      let body =
        claim.largestWithoutError.map {
          "\(formatPoints(TextStyle.body.pointSize(at: $0))) pt (\(Self.percent(Self.enlargement(at: $0))))"
        } ?? "–"
      let sizes =
        claim.categories.isEmpty
        ? "" : "\(claim.categories.first!.shortName)…\(claim.categories.last!.shortName)"
      lines.append(
        "| \(AuditScreen.title(ofVariant: claim.screen)) | \(largest) | \(body) | \(claim.meets200Percent ? "yes" : "no") | \(claim.configurations): \(sizes) × \(claim.devices.map(\.label).joined(separator: ", ")) × \(claim.languages.joined(separator: ", ")) |"
      )
    }
    for claim in claims where !claim.meets200Percent {
      lines += ["", "## \(AuditScreen.title(ofVariant: claim.screen)): what stands against 200%", ""]
      if !claim.categories.contains(Self.twofold) {
        lines.append("- The audit did not cover \(Self.twofold.shortName); run it with `--categories all`.")
      }
      for finding in claim.blocking {
        lines.append(
          "- \(finding.severity.rawValue) `\(finding.check.rawValue)` at \(finding.configuration.category.shortName) on the \(finding.configuration.device.label), \(finding.configuration.language): \(finding.element): \(finding.message)."
        )
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
