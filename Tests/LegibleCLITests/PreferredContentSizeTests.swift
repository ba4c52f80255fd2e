import DynamicType
import LegibleCLI
import Testing

@Suite struct PreferredContentSizeTests {
  func environment(variable: String? = nil, desktop: String? = nil) -> LegibleCLI.Environment {
    var variables: [String: String] = [:]
    variables[LegibleCLI.Environment.contentSizeVariable] = variable
    return LegibleCLI.Environment(variables: variables, desktopTextScalingFactor: { desktop })
  }

  @Test func anExplicitOptionWinsOverEverything() throws {
    let preferred = try PreferredContentSize.resolve(
      option: "AX2", environment: environment(variable: "XS", desktop: "2.0"))
    #expect(preferred == PreferredContentSize(category: .accessibilityLarge, source: .option))
  }

  @Test func theVariableWinsOverTheDesktop() throws {
    let preferred = try PreferredContentSize.resolve(
      option: nil, environment: environment(variable: "accessibility3", desktop: "2.0"))
    #expect(
      preferred == PreferredContentSize(category: .accessibilityExtraLarge, source: .environmentVariable))
  }

  @Test func theVariableMayBeAFactor() throws {
    let preferred = try PreferredContentSize.resolve(option: nil, environment: environment(variable: "1.3"))
    #expect(preferred.category == .extraExtraExtraLarge)
  }

  @Test func theDesktopFactorIsUsedWhenNothingElseIsSet() throws {
    let preferred = try PreferredContentSize.resolve(option: nil, environment: environment(desktop: "1.25"))
    #expect(preferred == PreferredContentSize(category: .extraExtraLarge, source: .desktop(factor: 1.25)))
  }

  @Test(arguments: [nil, "", "garbage", "nan", "-1", "0", "inf"])
  func anUnreadableDesktopValueFallsBackToLarge(_ desktop: String?) throws {
    let preferred = try PreferredContentSize.resolve(option: nil, environment: environment(desktop: desktop))
    #expect(preferred == PreferredContentSize(category: .large, source: .default))
  }

  @Test(arguments: ["", "huge", "nan", "-2", "0", "inf", "1e999"])
  func aMalformedVariableIsAUsageErrorNamingTheVariable(_ value: String) {
    do {
      _ = try PreferredContentSize.resolve(option: nil, environment: environment(variable: value))
      Issue.record("expected an error for \(value)")
    } catch {
      #expect(error.message.hasPrefix("LEGIBLE_CONTENT_SIZE: "), "\(error.message)")
    }
  }
}
