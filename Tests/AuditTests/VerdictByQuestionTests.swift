import Audit
import Drawing
import DynamicType
import Legible
import Testing
import Typesetting

/// Each verdict answers one question, as Apple's App Store labels do: text size (Larger Text) and
/// contrast (Sufficient Contrast). Apple's system colours are named, and judged as iOS draws them
/// under Increase Contrast.
@MainActor @Suite struct VerdictByQuestionTests {
  /// A screen of one wrapped label in `color`, audited at L and AX3 on the SE.
  private func audit(
    _ color: Color, _ text: String = "Delivered by noon", options: AuditOptions = AuditOptions()
  ) -> AuditResult {
    let screen = AuditScreen(name: "form") { configuration, typesetter in
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      let label = Label(text, lines: 0, color: color)
      label.identifier = "footer"
      screen.root = Stack(.vertical, alignment: .fill, [label, Spacer()])
      return screen
    }
    return AuditRunner.run(
      screen,
      matrix: AuditMatrix(
        categories: [.large, .accessibilityExtraLarge], devices: [.iPhoneSE], languages: ["en"],
        variants: ["default"]),
      typesetter: FixedAdvanceTypesetter(), options: options)
  }

  @Test func applesSecondaryLabelDoesNotDecideTheTextSizeVerdict() throws {
    let result = audit(.secondaryLabel)
    let contrast = result.findings.filter { $0.check == .contrast }
    // 3.44:1 by default, 4.23:1 with Increase Contrast: under 4.5:1 either way, for body text.
    #expect(!contrast.isEmpty && contrast.allSatisfy { $0.severity == .error })
    #expect(contrast.allSatisfy { $0.systemColor == "secondaryLabel" })
    #expect(contrast[0].message.contains("Increase Contrast"))
    let usable = try #require(BreakPoints(result).usable.first)
    #expect(usable.atEverySize)
    let claim = try #require(LargerTextEvidence(result).claims.first)
    #expect(claim.largestWithoutError == .accessibilityExtraLarge)
    #expect(claim.meets200Percent)
    let verdict = try #require(ContrastVerdict(result).screen("default"))
    #expect(!verdict.meetsMinimum)
    #expect(verdict.yourColors.isEmpty)
    #expect(verdict.systemColorsFailing.map(\.color) == ["secondaryLabel"])
  }

  @Test func applesBlueThatPassesWithIncreaseContrastIsAWarning() throws {
    let result = audit(.systemBlue)
    let contrast = result.findings.filter { $0.check == .contrast }
    // 4.02:1 by default; iOS's accessible blue (#0040DD) is 7.6:1.
    #expect(!contrast.isEmpty && contrast.allSatisfy { $0.severity == .warning })
    let verdict = try #require(ContrastVerdict(result).screen("default"))
    #expect(verdict.meetsMinimum)
    #expect(verdict.systemColorsPassingWithIncreasedContrast.map(\.color) == ["systemBlue"])
    #expect(verdict.sentence.contains("enough with Increase Contrast"))
  }

  @Test func aTeamsOwnPaleGreyIsTheTeamsToFix() throws {
    let result = audit(Color(red: 0.72, green: 0.72, blue: 0.72))
    let contrast = result.findings.filter { $0.check == .contrast }
    #expect(!contrast.isEmpty && contrast.allSatisfy { $0.severity == .error && $0.systemColor == nil })
    let verdict = try #require(ContrastVerdict(result).screen("default"))
    #expect(verdict.yourColors == ["footer"])
    #expect(
      verdict.sentence.hasPrefix(
        "contrast: below WCAG's minimum; 1 text under WCAG's minimum in your colours"))
    // Still usable at every size: the text size is another question.
    #expect(try #require(BreakPoints(result).usable.first).atEverySize)
  }

  @Test func reportsSayWhichChecksRan() {
    #expect(TextReport.render(audit(.label)).contains("Checks run: every check\n"))
    var options = AuditOptions()
    options.checks.remove(.contrast)
    let result = audit(.label, options: options)
    #expect(TextReport.render(result).contains("Checks run: every check but contrast"))
    #expect(JSONReport.render(result).contains("\"checks\""))
    #expect(JUnitReport.render(result).contains("value=\"every check but contrast\""))
    #expect(LargerTextEvidence(result).markdown.contains("Checks run: every check but contrast."))
  }
}
