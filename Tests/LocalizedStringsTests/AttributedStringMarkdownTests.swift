import Foundation
import LocalizedStrings
import Testing

/// `AttributedString(markdown:)` as Foundation reads it: inline intents and links, block markers
/// taken out and blocks run together with `.full`, white space by the syntax asked, and any text
/// read in time in proportion to its length.
@Suite struct AttributedStringMarkdownTests {
  typealias Intent = AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute

  /// Each run's text and intent.
  func runs(_ string: AttributedString) -> [(String, InlinePresentationIntent?)] {
    string.runs.map { (String(string[$0.range].characters), $0[Intent.self]) }
  }

  @Test func inlineSyntaxBecomesIntents() throws {
    let read = try AttributedString(markdown: "Pay **now**, *later* or `never`; ~~cash~~ ***soon***")
    #expect(String(read.characters) == "Pay now, later or never; cash soon")
    let intents = runs(read)
    #expect(intents.first { $0.0 == "now" }?.1 == .stronglyEmphasized)
    #expect(intents.first { $0.0 == "later" }?.1 == .emphasized)
    #expect(intents.first { $0.0 == "never" }?.1 == .code)
    #expect(intents.first { $0.0 == "cash" }?.1 == .strikethrough)
    #expect(intents.first { $0.0 == "soon" }?.1 == [.emphasized, .stronglyEmphasized])
    #expect(intents.first { $0.0 == "Pay " }?.1 == nil)
  }

  @Test func linksAreResolvedAgainstTheBaseURL() throws {
    let base = URL(string: "https://pizza.example/help/")!
    let read = try AttributedString(
      markdown: "See [the menu](menu.html) or [call us](tel:555)", baseURL: base)
    #expect(String(read.characters) == "See the menu or call us")
    let links = read.runs.compactMap { run in run.link.map { (String(read[run.range].characters), $0) } }
    #expect(links.map(\.0) == ["the menu", "call us"])
    #expect(links.map(\.1.absoluteString) == ["https://pizza.example/help/menu.html", "tel:555"])
  }

  @Test func whatIsNotMarkdownStaysAsWritten() throws {
    let read = try AttributedString(markdown: "snake_case_name costs 2 * 3 **and \\*stars\\*")
    #expect(String(read.characters) == "snake_case_name costs 2 * 3 **and *stars*")
    #expect(read.runs.allSatisfy { $0[Intent.self] == nil })
  }

  @Test func fullSyntaxTakesOutBlockMarkersAndRunsBlocksTogether() throws {
    let read = try AttributedString(
      markdown: "# Your order\n\nTwo pizzas,\nready soon.\n\n- Margherita\n- **Diavola**\n\n---\n> Thanks!")
    // As Foundation gives it: no separator between blocks, a soft break read as a space.
    #expect(String(read.characters) == "Your orderTwo pizzas, ready soon.MargheritaDiavolaThanks!")
    #expect(runs(read).first { $0.0 == "Diavola" }?.1 == .stronglyEmphasized)
    let fenced = try AttributedString(markdown: "Run:\n```\nlet a = 1\n```")
    #expect(String(fenced.characters) == "Run:let a = 1\n")
    #expect(runs(fenced).last?.1 == .code)
  }

  @Test func inlineOnlySyntaxReadsLineBreaksAsTheOptionSays() throws {
    let text = "# Not a heading\nsecond *line*"
    let spaced = try AttributedString(markdown: text, options: .init(interpretedSyntax: .inlineOnly))
    #expect(String(spaced.characters) == "# Not a heading second line")
    let kept = try AttributedString(
      markdown: text, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    #expect(String(kept.characters) == "# Not a heading\nsecond line")
  }

  @Test func dataMustBeUTF8() throws {
    #expect(String(try AttributedString(markdown: Data("**a**".utf8)).characters) == "a")
    #expect(throws: CocoaError.self) { try AttributedString(markdown: Data([0xFF, 0xFE, 0xFD])) }
  }

  @Test func pathologicalDelimitersAreReadWithoutLookingAheadForEach() throws {
    // Each of these made a delimiter look for its partner to the end of the text, for every
    // delimiter: 10^10 steps for 100,000 characters.
    let openers = String(repeating: "** *", count: 25_000)
    let brackets = String(repeating: "[", count: 100_000)
    let ticks = String(repeating: "`a", count: 50_000)
    for text in [openers, brackets, ticks] {
      let read = try AttributedString(markdown: text, options: .init(interpretedSyntax: .inlineOnly))
      #expect(read.characters.count > 0)
    }
    let huge = String(repeating: "*a* ", count: 60_000)
    #expect(String(try AttributedString(markdown: huge).characters) == huge, "past the limit: as written")
  }
}
