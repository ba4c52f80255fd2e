/// The Sufficient Contrast question, per screen (each variant of the audit, or each place of a
/// walked app), answered apart from the text size as Apple's App Store labels are: which texts
/// are under WCAG's minimum contrast, in the team's own colours and in Apple's system colours,
/// and whether the screen meets the minimum everywhere audited.
///
/// The rule: a screen meets the minimum when no text in the team's colours is under it, and
/// Apple's colours under it by default pass with Increase Contrast, as iOS draws them for a
/// reader who asks for more (their findings are warnings; see `ContrastCheck`). It is evidence
/// for the team's own declaration, not Apple's review.
public struct ContrastVerdict: Sendable {
  /// One screen's answer.
  public struct Screen: Sendable {
    /// The screen (the audit's variant).
    public var screen: String
    /// The elements with text under the minimum in the team's own colours.
    public var yourColors: [String]
    /// Apple's colours under the minimum even with Increase Contrast, with the elements in each.
    public var systemColorsFailing: [(color: String, elements: [String])]
    /// Apple's colours under the minimum by default that pass with Increase Contrast.
    public var systemColorsPassingWithIncreasedContrast: [(color: String, elements: [String])]

    /// Whether the screen meets the minimum by the rule above.
    public var meetsMinimum: Bool { yourColors.isEmpty && systemColorsFailing.isEmpty }

    /// One sentence: `contrast: 2 texts under WCAG's minimum in your colours (fine-print, …);
    /// Apple's secondaryLabel (3 texts) passes with Increase Contrast`.
    public var sentence: String {
      var parts: [String] = []
      if !yourColors.isEmpty {
        parts.append(
          "\(yourColors.count.counted("text")) under WCAG's minimum in your colours (\(Self.names(yourColors)))"
        )
      }
      for (color, elements) in systemColorsFailing {
        parts.append("Apple's \(color) under it even with Increase Contrast (\(Self.names(elements)))")
      }
      if !systemColorsPassingWithIncreasedContrast.isEmpty {
        let colors = systemColorsPassingWithIncreasedContrast.map {
          "\($0.color) (\($0.elements.count.counted("text")))"
        }
        parts.append(
          "Apple's \(colors.joined(separator: ", ")) under it by default, enough with Increase Contrast")
      }
      let verdict = meetsMinimum ? "meets WCAG's minimum" : "below WCAG's minimum"
      return "contrast: \(verdict)" + (parts.isEmpty ? "" : "; " + parts.joined(separator: "; "))
    }

    private static func names(_ elements: [String]) -> String {
      elements.prefix(3).joined(separator: ", ") + (elements.count > 3 ? ", …" : "")
    }
  }

  /// A verdict per variant of the audit, in the matrix's order.
  public let screens: [Screen]

  /// The verdict of `result`.
  public init(_ result: AuditResult) {
    screens = result.matrix.variants.map { variant in
      var yours: [String] = []
      var failing: [(color: String, elements: [String])] = []
      var passing: [(color: String, elements: [String])] = []
      var seen: Set<String> = []
      func add(_ element: String, color: String, to groups: inout [(color: String, elements: [String])]) {
        if let index = groups.firstIndex(where: { $0.color == color }) {
          groups[index].elements.append(element)
        } else {
          groups.append((color, [element]))
        }
      }
      for cell in result.results where cell.configuration.variant == variant {
        for finding in cell.findings where finding.check == .contrast && finding.severity != .accepted {
          guard seen.insert(finding.path + "|" + finding.severity.rawValue).inserted else { continue }
          switch (finding.systemColor, finding.severity) {
          case (nil, _): yours.append(finding.element)
          case (let color?, .error): add(finding.element, color: color, to: &failing)
          case (let color?, _): add(finding.element, color: color, to: &passing)
          }
        }
      }
      return Screen(
        screen: variant, yourColors: yours, systemColorsFailing: failing,
        systemColorsPassingWithIncreasedContrast: passing)
    }
  }

  /// The answer for `variant`.
  public func screen(_ variant: String) -> Screen? { screens.first { $0.screen == variant } }
}
