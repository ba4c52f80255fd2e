import Audit
import Drawing
import DynamicType
import Geometry
import Legible
import Testing
import Typesetting

/// The checks that judge text as a reader does, each on a screen that has the problem and the
/// same screen fixed (fixed-advance text: 0.5 × the point size a character; body is 40 pt at AX3).
@MainActor @Suite struct TextCheckTests {
  @Test func wordBrokenAtAnAccessibilitySizeWhenAColumnIsNarrowerThanAWord() {
    let broken = findings(.wordBroken) {
      column([Stack(.horizontal, alignment: .start, [FixedFrame(Label("Mozzarella", lines: 0), width: 120)])])
    }
    #expect(broken.count == 1 && broken[0].severity == .error)
    #expect(broken[0].message.contains("\"Mozzarella\""))
    #expect(findings(.wordBroken) { column([Label("Mozzarella", lines: 0)]) }.isEmpty)
  }

  @Test func wordBrokenBelowTheAccessibilitySizesOnlyWhenTheWordWouldFit() {
    func label(_ mode: LineBreakMode, _ text: String) -> View {
      let label = Label(text, lines: 0)
      label.lineBreak = mode
      return column([Stack(.horizontal, alignment: .start, [FixedFrame(label, width: 60)])])
    }
    // 7 characters a line: "Hot piz" / "za toda" / "y": "pizza" would fit on a line.
    let broken = findings(.wordBroken, category: .large) { label(.character, "Hot pizza today") }
    #expect(broken.count == 1)
    #expect(broken.first?.message.contains("fits on a line of its own") == true)
    #expect(findings(.wordBroken, category: .large) { label(.word, "Hot pizza today") }.isEmpty)
    // A word longer than the whole line is broken as UIKit breaks it: no finding below AX1.
    #expect(findings(.wordBroken, category: .large) { label(.word, "Extraordinarily") }.isEmpty)
  }

  @Test func truncatedToStubWhenANumberIsCut() {
    let broken = findings(.truncatedToStub) {
      column([Stack(.horizontal, alignment: .start, [FixedFrame(Label("Total $12,345.67"), width: 160)])])
    }
    #expect(broken.count == 1 && broken[0].severity == .error)
    #expect(broken[0].message.contains("number"))
    // 16 characters of 20 pt (body at AX3) on one line of 160 pt: short by its whole width.
    #expect(broken[0].fit?.edge == .oneLine)
    #expect(broken[0].fit?.margin == -160)
    #expect(broken[0].fit?.share == -1)
    #expect(broken[0].summary.contains("(160 pt (100.0%) short of one line)"))
    #expect(findings(.truncatedToStub) { column([Label("Total $12,345.67", lines: 0)]) }.isEmpty)
  }

  @Test func truncatedToStubWhenLessThanFourCharactersOfAWordAreLeft() {
    func city(_ width: Double) -> [Finding] {
      findings(.truncatedToStub, category: .large) {
        column([Stack(.horizontal, alignment: .start, [FixedFrame(Label("Petropavlovsk"), width: width)])])
      }
    }
    #expect(city(34).count == 1, "\"Pet…\"")
    #expect(city(42.5).isEmpty, "\"Petr…\" keeps four")
    // Cut between words: whole words are left.
    #expect(
      findings(.truncatedToStub, category: .large) {
        column([Stack(.horizontal, alignment: .start, [FixedFrame(Label("Big pizza night"), width: 42.5)])])
      }.isEmpty)
  }

  @Test func truncatedToStubLeavesAPreviewThatMayTruncateAloneButNotItsNumbers() {
    func preview(_ text: String, width: Double) -> [Finding] {
      findings(.truncatedToStub, category: .large) {
        let label = Label(text)
        label.truncationPolicy = .mayTruncate
        return column([Stack(.horizontal, alignment: .start, [FixedFrame(label, width: width)])])
      }
    }
    #expect(preview("Petropavlovsk", width: 34).isEmpty, "a preview may end mid-word")
    #expect(preview("Total $12,345.67", width: 120).count == 1, "a price cut short still counts")
  }

  @Test func truncatedToStubWhenNothingButTheEllipsisIsLeft() {
    let badge = findings(.truncatedToStub, category: .large) {
      column([Stack(.horizontal, alignment: .start, [FixedFrame(Label("Sale"), width: 10)])])
    }
    #expect(badge.count == 1 && badge[0].message.contains("nothing but"), "\(badge.map(\.summary))")
  }

  @Test(arguments: ["\u{00A0}", "\u{202F}", "\u{2009}"])
  func truncatedToStubSeesDigitGroupsJoinedByANoBreakSpaceAsOneNumber(_ space: String) {
    // "1 249,00 ₽" cut after its first group: "1 …".
    let price = findings(.truncatedToStub, category: .large) {
      column([
        Stack(.horizontal, alignment: .start, [FixedFrame(Label("1\(space)249,00\(space)₽"), width: 30)])
      ])
    }
    #expect(price.count == 1 && price[0].message.contains("number"), "\(price.map(\.summary))")
  }

  @Test func textOverflowOutOfAButtonSqueezedTooShort() {
    func order(height: Double?) -> View {
      let button = Button("Order now")
      button.border = Border(color: .black, width: .fixed(1))
      return column([Stack(.horizontal, alignment: .start, [FixedFrame(button, height: height)])])
    }
    let broken = findings(.textOverflow) { order(height: 30) }
    #expect(broken.count == 1 && broken[0].message.contains("bottom edge"))
    #expect(broken.first?.hint.contains("fixes the height") == true)
    #expect(findings(.textOverflow) { order(height: nil) }.isEmpty)
    // Clipped text is not drawn outside: text-clipped's business.
    #expect(
      findings(.textOverflow) {
        let frame = FixedFrame(Label("Order now"), height: 10)
        frame.clipsToBounds = true
        return column([frame])
      }.isEmpty)
  }

  @Test func textOverflowNamesTheCauseWhenNoSizeIsFixed() {
    // A chip sized to its text, whose text is moved down out of it: nothing is fixed.
    let moved = findings(.textOverflow, category: .large) {
      let chip = Padding(Offset(Label("New"), dy: 30), 4)
      chip.border = Border(color: .black, width: .fixed(1))
      return column([Stack(.horizontal, alignment: .start, [chip])])
    }
    #expect(moved.count == 1 && moved[0].message.contains("placed past it"), "\(moved.map(\.summary))")
    #expect(moved.allSatisfy { $0.hint.contains("offset") && !$0.hint.contains("no fixed height or width") })
  }

  @Test func safeAreaLeavesAFullScreenBackdropAlone() {
    func backdrop(covering: Bool) -> View {
      let dimming = FixedFrame(View(), height: covering ? nil : 300)
      dimming.isUserInteractionEnabled = true
      dimming.addGestureRecognizer(TapGestureRecognizer())
      let card = Stack(.vertical, [Spacer(), Button("Close")])
      let layers = View()
      layers.addSubview(SafeAreaExtension(dimming))
      layers.addSubview(card)
      return layers
    }
    let dimmed = findings(.safeArea) { backdrop(covering: true) }
    #expect(dimmed.isEmpty, "\(dimmed.map(\.summary))")
    // A tappable strip under the status bar alone is a control there.
    #expect(findings(.safeArea) { column([Offset(backdrop(covering: false), dy: -20)]) }.count == 1)
  }

  @Test func safeAreaWhenContentIsDrawnUnderTheStatusBar() {
    let broken = findings(.safeArea) { column([Offset(Label("Open until 23:00"), dy: -20)]) }
    #expect(broken.count == 1 && broken[0].message.contains("status bar"))
    #expect(findings(.safeArea) { column([Label("Open until 23:00")]) }.isEmpty)
    // A background may run under the status bar.
    #expect(
      findings(.safeArea) {
        let band = FixedFrame(View(), height: 40)
        band.backgroundColor = .black
        return column([Offset(band, dy: -20)])
      }.isEmpty)
  }
}

/// What the audit counts as an element, and how it names one.
@MainActor @Suite struct ElementTests {
  @Test func aViewWithATapRecognizerIsInteractive() {
    let small = findings(.touchTarget, category: .large) {
      let image = ImageView(nil)
      image.isUserInteractionEnabled = true
      image.addGestureRecognizer(TapGestureRecognizer())
      return column([Stack(.horizontal, alignment: .start, [FixedFrame(image, width: 20, height: 20)])])
    }
    #expect(small.count == 1)
    // Without taking touches, the recognizer never gets one.
    #expect(
      findings(.touchTarget, category: .large) {
        let image = ImageView(nil)
        image.addGestureRecognizer(TapGestureRecognizer())
        return column([Stack(.horizontal, alignment: .start, [FixedFrame(image, width: 20, height: 20)])])
      }.isEmpty)
  }

  @Test func aControlIsInteractiveByDefault() {
    let small = findings(.touchTarget, category: .large) {
      let control = Control()
      control.minimumHitSize = 0
      return column([Stack(.horizontal, alignment: .start, [FixedFrame(control, width: 20, height: 20)])])
    }
    #expect(small.count == 1)
  }

  @Test func emptyLabelsAreNotJudged() {
    let found = findings(.overlap) {
      let stack = View()
      stack.addSubview(Label("Address"))
      stack.addSubview(Label(""))
      stack.addSubview(Label("   "))
      return column([stack])
    }
    #expect(found.isEmpty)
  }

  @Test func findingsNameTheNearestAncestorWithAnIdentifier() {
    let found = findings(.contrast, category: .large) {
      let row = Padding(Label("Fine print", color: Color(red: 0.8, green: 0.8, blue: 0.8)), 8)
      row.identifier = "legal-row"
      return column([row])
    }
    #expect(found.first?.element == "label \"Fine print\" in legal-row")
  }

  @Test func aModalIsJudgedOnItsOwn() {
    let screen = AuditScreen(name: "modal") { configuration, typesetter in
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      screen.root = column([Label("Beneath"), Button("Beneath too")])
      screen.present(ActionSheet(title: "Choose", actions: [.init("One"), .init("Cancel", style: .cancel)]))
      return screen
    }
    var options = AuditOptions()
    options.checks = [.overlap]
    let result = AuditRunner.run(
      screen, matrix: AuditMatrix(categories: [.large]), typesetter: FixedAdvanceTypesetter(),
      options: options)
    #expect(result.findings.isEmpty, "\(result.findings.map(\.summary))")
  }
}
