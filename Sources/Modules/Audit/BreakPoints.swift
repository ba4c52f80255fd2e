import DynamicType
import Legible

/// Where each element with a finding first breaks as the text grows: for every variant, language
/// and device, and every element found wanting there, how it fares at each audited text size
/// (clean, warning or error), the smallest size at which it has an error, and whether it has one
/// at every larger size too. With it, the same per screen: the largest size up to which it has no
/// text-size error ("usable up to XXXL on the SE"; contrast is judged apart, `AuditQuestion`).
///
/// An element is its path in the layout (the name shown is its finding's: identifier, label or
/// text). Accepted findings (text the author lets truncate) count as clean.
public struct BreakPoints: Sendable {
  /// One element in one variant, language and device: a strip of the audited sizes.
  public struct Strip: Hashable, Sendable {
    /// Where: the variant (a walked app's place), language and device.
    public var variant: String
    public var language: String
    public var device: Device
    /// The element as findings name it, and its path.
    public var element: String
    public var path: String
    /// The checks that found it wanting, in report order.
    public var checks: [CheckID]
    /// The worst finding at each audited size, smallest first (nil: none).
    public var levels: [(category: ContentSizeCategory, severity: Severity?)]
    /// The smallest size at which it has an error, and at which it has a warning or worse.
    public var firstError: ContentSizeCategory?
    public var firstWarning: ContentSizeCategory?
    /// Whether it has an error at every audited size from `firstError` up.
    public var failsAtEverySizeAbove: Bool

    public static func == (a: Strip, b: Strip) -> Bool {
      a.variant == b.variant && a.language == b.language && a.device == b.device && a.path == b.path
    }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(variant)
      hasher.combine(language)
      hasher.combine(device)
      hasher.combine(path)
    }
  }

  /// How far a variant stays usable in one language on one device.
  public struct Usable: Hashable, Sendable {
    public var variant: String
    public var language: String
    public var device: Device
    /// The largest audited size up to which no configuration has a text-size error; nil when the
    /// smallest audited size has one.
    public var upTo: ContentSizeCategory?
    /// Whether that is the largest size audited (no error at any size).
    public var atEverySize: Bool
  }

  /// The strips, by variant, language and device (the matrix's order), then by first error.
  public let strips: [Strip]
  /// For each variant, language and device of the matrix.
  public let usable: [Usable]

  /// The break points of `result`.
  public init(_ result: AuditResult) {
    let categories = result.matrix.categories.sorted()
    var strips: [Strip] = []
    var usable: [Usable] = []
    for variant in result.matrix.variants {
      for language in result.matrix.languages {
        for device in result.matrix.devices {
          let cells = result.results.filter {
            $0.configuration.variant == variant && $0.configuration.language == language
              && $0.configuration.device == device
          }
          guard !cells.isEmpty else { continue }
          let audited = categories.filter { category in
            cells.contains { $0.configuration.category == category }
          }
          var byPath: [String: [Finding]] = [:]
          var order: [String] = []
          for finding in cells.flatMap(\.findings) where finding.severity != .accepted {
            if byPath[finding.path] == nil { order.append(finding.path) }
            byPath[finding.path, default: []].append(finding)
          }
          var found: [Strip] = []
          for path in order {
            let findings = byPath[path] ?? []
            let levels = audited.map { category in
              (category, findings.filter { $0.configuration.category == category }.map(\.severity).max())
            }
            let firstError = levels.first { $0.1 == .error }?.0
            let firstWarning = levels.first { $0.1 != nil }?.0
            let above = levels.filter { firstError != nil && $0.0 >= firstError! }
            found.append(
              Strip(
                variant: variant, language: language, device: device, element: findings[0].element,
                path: path,
                checks: CheckID.allCases.filter { check in findings.contains { $0.check == check } },
                levels: levels, firstError: firstError, firstWarning: firstWarning,
                failsAtEverySizeAbove: firstError != nil && above.allSatisfy { $0.1 == .error }))
          }
          strips += found.sorted {
            (
              $0.firstError ?? .accessibilityExtraExtraExtraLarge,
              $0.firstWarning ?? .accessibilityExtraExtraExtraLarge
            )
              < (
                $1.firstError ?? .accessibilityExtraExtraExtraLarge,
                $1.firstWarning ?? .accessibilityExtraExtraExtraLarge
              )
          }
          let broken = audited.first { category in
            cells.contains {
              $0.configuration.category == category && $0.findings.contains(where: \.breaksTextSize)
            }
          }
          let clean = audited.filter { broken == nil || $0 < broken! }
          usable.append(
            Usable(
              variant: variant, language: language, device: device, upTo: clean.last,
              atEverySize: broken == nil))
        }
      }
    }
    self.strips = strips
    self.usable = usable
  }

  /// One line per element with an error, for terminals: `label "Pepperoni" in row-2
  /// (text-truncated): breaks from AX2 on the SE, from AX4 on the 15`, in each language.
  public func lines(languages: Int, variants: Int) -> [String] {
    var keys: [String] = []
    var grouped: [String: [Strip]] = [:]
    for strip in strips where strip.firstError != nil {
      let key = "\(strip.variant)\u{0}\(strip.path)"
      if grouped[key] == nil { keys.append(key) }
      grouped[key, default: []].append(strip)
    }
    return keys.map { key in
      let strips = grouped[key] ?? []
      let first = strips[0]
      var byLanguage: [String] = []
      var seen: [String] = []
      for strip in strips where !seen.contains(strip.language) { seen.append(strip.language) }
      for language in seen {
        let parts = strips.filter { $0.language == language }.map { strip in
          "from \(strip.firstError!.shortName) on the \(strip.device.label)"
            + (strip.failsAtEverySizeAbove ? "" : " (not at every size above)")
        }
        byLanguage.append((languages > 1 ? "\(language): " : "") + parts.joined(separator: ", "))
      }
      let place = variants > 1 ? "[\(first.variant)] " : ""
      return "\(place)\(first.element) (\(first.checks.map(\.rawValue).joined(separator: ", "))): breaks "
        + byLanguage.joined(separator: "; ")
    }
  }

  /// For each variant and language: `usable up to XXXL on the SE, AX2 on the 15`.
  public func usableLines(languages: Int, variants: Int) -> [String] {
    var keys: [String] = []
    var grouped: [String: [Usable]] = [:]
    for item in usable {
      let key = "\(item.variant)\u{0}\(item.language)"
      if grouped[key] == nil { keys.append(key) }
      grouped[key, default: []].append(item)
    }
    return keys.map { key in
      let items = grouped[key] ?? []
      let parts = items.map { item in
        let device = "on the \(item.device.label)"
        if item.atEverySize { return "at every size \(device)" }
        guard let upTo = item.upTo else { return "at no size \(device)" }
        return "up to \(upTo.shortName) \(device)"
      }
      let place = [variants > 1 ? items[0].variant : nil, languages > 1 ? items[0].language : nil]
        .compactMap { $0 }.joined(separator: ", ")
      return (place.isEmpty ? "" : "\(place): ") + "usable " + parts.joined(separator: ", ")
    }
  }
}

extension Device {
  /// The phone as a sentence names it: SE, 6S, 15, 15 Pro Max.
  var label: String {
    shortName.split(separator: "-").map { $0.count <= 2 ? $0.uppercased() : $0.capitalized }.joined(
      separator: " ")
  }
}
