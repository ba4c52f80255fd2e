import AppIntents
import DynamicType
import LegibleUI
import Testing

/// An app's intents, shortcuts and enums, written as Apple's documentation writes them, build and
/// behave: parameters hold their values, results carry their dialog, value and view, phrases name
/// the app and the parameters; a Siri tip is drawn and grows with the text size.
@MainActor @Suite struct AppIntentsTests {
  enum Timeframe: String, AppEnum {
    case today, week
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Timeframe" }
    static var caseDisplayRepresentations: [Timeframe: DisplayRepresentation] {
      [.today: "Today", .week: "This Week"]
    }
  }

  struct TopDonutsView: View {
    let timeframe: Timeframe
    var body: some View { Text("Top donuts \(timeframe.rawValue)") }
  }

  struct ShowTopDonutsIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Top Donuts"
    @Parameter(title: "Timeframe") var timeframe: Timeframe
    @Parameter(title: "Limit", default: 5) var limit: Int
    @Parameter(title: "Note") var note: String?

    @MainActor func perform() async throws -> some IntentResult & ShowsSnippetView {
      .result(view: TopDonutsView(timeframe: timeframe))
    }
  }

  struct CountIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Donuts"
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
      .result(value: 12, dialog: "Twelve donuts")
    }
  }

  struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(
        intent: ShowTopDonutsIntent(), phrases: ["\(.applicationName) Trends for \(\.$timeframe)"],
        shortTitle: "Trends", systemImageName: "chart.bar")
    }
  }

  @Test func parametersHoldTheirValuesAndDefaults() {
    let intent = ShowTopDonutsIntent()
    #expect(intent.timeframe == .today, "an unset enum reads its first case")
    #expect(intent.limit == 5)
    #expect(intent.note == nil)
    intent.timeframe = .week
    #expect(intent.timeframe == .week)
    #expect(intent.$timeframe.title.resolved == "Timeframe")
  }

  @Test func resultsCarryTheirValueDialogAndView() async throws {
    let intent = ShowTopDonutsIntent()
    intent.timeframe = .week
    let shown = try #require(
      try await intent.perform() as? IntentResultContainer<Never, Never, TopDonutsView, Never>)
    #expect(shown.view?.timeframe == .week)
    let counted = try #require(
      try await CountIntent().perform() as? IntentResultContainer<Int, Never, Never, IntentDialog>)
    #expect(counted.value == 12)
    #expect(counted.dialog?.full.resolved == "Twelve donuts")
  }

  @Test func phrasesNameTheAppAndTheParameters() {
    let shortcuts = Shortcuts.appShortcuts
    #expect(shortcuts.count == 1)
    #expect(shortcuts.first?.phrases == ["${applicationName} Trends for ${Timeframe}"])
    #expect(shortcuts.first?.intentTitle.resolved == "Show Top Donuts")
    #expect(Timeframe.week.localizedStringResource.resolved == "This Week")
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func aSiriTipIsDrawnGrowsWithTheTextAndIsReportedAsApproximated(_ category: DynamicType.ContentSizeCategory)
    throws
  {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(VStack { SiriTipView(intent: ShowTopDonutsIntent()) }.padding())
    #expect(screen.texts.contains("Siri Tip"))
    let phrase = try #require(screen.node(showing: "Say \u{201C}Show Top Donuts\u{201D}"))
    let plain = try realScreen(.iPhoneSE, .large)
    plain.host(VStack { SiriTipView(intent: ShowTopDonutsIntent()) }.padding())
    let atLarge = try #require(plain.node(showing: "Say \u{201C}Show Top Donuts\u{201D}"))
    if category == .accessibilityExtraExtraExtraLarge {
      #expect(phrase.frame.height > atLarge.frame.height * 2, "the phrase grows with the text size")
    }
    #expect(screen.notAppliedFindings().contains { $0.message.contains("SiriTipView") })
  }

  struct SunriseIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Sunrise"
    @Parameter(title: "Date") var date: Date
    @Parameter(title: "Timeframe") var timeframe: Timeframe
    @Parameter(title: "Detailed", default: false) var detailed: Bool

    static var parameterSummary: some ParameterSummary {
      When(\.$detailed, .equalTo, true) {
        Summary("Get the detailed sunrise for \(\.$timeframe) on \(\.$date)")
      } otherwise: {
        Summary("Get the sunrise for \(\.$timeframe)") {
          \.$date
          \.$detailed
        }
      }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
      guard detailed else { throw $date.needsValueError("Which day?") }
      return .result(dialog: "Sunrise at 7:12")
    }
  }

  /// A parameter summary reads as Shortcuts would show it: parameters by their values (an app
  /// enum by its case's name), unset ones by their titles, the branch chosen by a parameter.
  @Test func aParameterSummaryReadsWithTheIntentsValues() async throws {
    let intent = SunriseIntent()
    intent.timeframe = .week
    #expect(SunriseIntent.parameterSummary.sentence(for: intent) == "Get the sunrise for This Week")
    intent.detailed = true
    #expect(
      SunriseIntent.parameterSummary.sentence(for: intent) == "Get the detailed sunrise for This Week on Date"
    )
    intent.detailed = false
    await #expect(throws: IntentParameterNeedsValueError.self) { try await intent.perform() }
    let error = intent.$date.needsValueError("Which day?")
    #expect(error.description == "The intent needs a value for \"Date\": Which day?")
  }
}
