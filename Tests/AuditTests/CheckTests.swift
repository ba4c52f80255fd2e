import Audit
import Drawing
import DynamicType
import Geometry
import LargeContentViewer
import Legible
import Testing
import Typesetting

/// Audits one screen at one category with one check, with fixed-advance text.
@MainActor func findings(
  _ check: CheckID, category: ContentSizeCategory = .accessibilityExtraLarge,
  options: AuditOptions = AuditOptions(),
  _ make: @escaping @MainActor () -> View
) -> [Finding] {
  var options = options
  options.checks = [check]
  let screen = AuditScreen(name: "test") { configuration, typesetter in
    let screen = Screen(
      device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
      typesetter: typesetter)
    screen.root = make()
    return screen
  }
  return AuditRunner.run(
    screen, matrix: AuditMatrix(categories: [category]), typesetter: FixedAdvanceTypesetter(),
    options: options
  ).findings
}

@MainActor func column(_ views: [View]) -> View { Stack(.vertical, alignment: .fill, views + [Spacer()]) }

@MainActor @Suite struct CheckTests {
  @Test func textTruncatedIsAnErrorWhenTextMustNotBeCut() {
    let broken = findings(.textTruncated) {
      let label = Label("A promotion with a title far too long for one line")
      label.truncationPolicy = .mustNotTruncate
      return column([label])
    }
    #expect(broken.count == 1 && broken[0].severity == .error)
    #expect(broken[0].message.contains("more width on one line"))
    #expect(
      findings(.textTruncated) {
        column([Label("A promotion with a title far too long for one line", lines: 0)])
      }.isEmpty)
  }

  @Test func textTruncatedIsAWarningBelowTheAccessibilitySizesAndAcceptedForMayTruncate() {
    let long = "A promotion with a title far too long for one line, really"
    #expect(findings(.textTruncated, category: .large) { column([Label(long)]) }.first?.severity == .warning)
    let may = findings(.textTruncated) {
      let label = Label(long)
      label.truncationPolicy = .mayTruncate
      return column([label])
    }
    #expect(may.first?.severity == .accepted)
  }

  @Test func textClippedWhenAFixedHeightCutsTheGlyphs() {
    let broken = findings(.textClipped) {
      let frame = FixedFrame(Label("Pizza"), height: 20)
      frame.clipsToBounds = true
      return column([frame])
    }
    #expect(broken.count == 1 && broken[0].message.contains("bottom edge by"))
    #expect(findings(.textClipped) { column([FixedFrame(Label("Pizza"), height: 20)]) }.isEmpty)
  }

  @Test func overlapBetweenTwoLabelsButNotAnOverlay() {
    let broken = findings(.overlap) {
      let stack = View()
      stack.addSubview(Label("Address"))
      stack.addSubview(Label("Promo code"))
      return column([stack])
    }
    #expect(broken.count == 1)
    let fixed = findings(.overlap) {
      let stack = View()
      stack.addSubview(Label("Address"))
      let badge = Label("New")
      badge.isOverlay = true
      stack.addSubview(badge)
      return column([stack])
    }
    #expect(fixed.isEmpty)
    #expect(findings(.overlap) { column([Label("Address"), Label("Promo code")]) }.isEmpty)
    // One text drawn twice in one place (an annotation repeated per data point) reads as one.
    let copies = findings(.overlap) {
      let stack = View()
      stack.addSubview(Label("150"))
      stack.addSubview(Label("150"))
      return column([stack])
    }
    #expect(copies.isEmpty, "\(copies.map(\.summary))")
    let shifted = findings(.overlap) {
      let stack = View()
      stack.addSubview(Label("150"))
      stack.addSubview(Offset(Label("150"), dx: 4, dy: 0))
      return column([stack])
    }
    #expect(shifted.count == 1, "moved by 4 pt, the two read as a blur")
  }

  @Test func overlapComparesTheLinesOfWrappedTextNotItsRectangle() {
    // Two lines, "Delivery in" / "an hour": a badge beside the short second line touches no text.
    func card(badgeX: Double) -> View {
      let card = View()
      let text = FixedFrame(Label("Delivery in an hour", lines: 0), width: 240)
      card.addSubview(text)
      let badge = Offset(FixedFrame(Label("New"), width: 80), dx: badgeX, dy: 45)
      card.addSubview(badge)
      return column([FixedFrame(card, height: 120)])
    }
    let free = findings(.overlap) { card(badgeX: 160) }
    #expect(free.isEmpty, "\(free.map(\.summary))")
    #expect(findings(.overlap) { card(badgeX: 60) }.count == 1)
  }

  @Test func offscreenWhenARowIsWiderThanTheScreen() {
    func banner(_ width: Double) -> View {
      let banner = FixedFrame(View(), width: width, height: 10)
      banner.backgroundColor = .black
      return column([Stack(.horizontal, [banner])])
    }
    let broken = findings(.offscreen) { banner(500) }
    #expect(broken.count == 1 && broken[0].message.contains("trailing edge of the screen by 125 pt"))
    #expect(findings(.offscreen) { banner(300) }.isEmpty)
  }

  @Test func offscreenIgnoresWhatDrawsNothing() {
    // A spacer, an empty frame and an icon-only button's empty title pushed past the edge.
    let empty = findings(.offscreen) {
      let title = Label("")
      return column([
        Stack(.horizontal, [Label("Menu"), FixedFrame(Spacer(), width: 500, height: 10)]),
        Stack(.horizontal, [FixedFrame(View(), width: 320, height: 10), FixedFrame(title, width: 100)]),
      ])
    }
    #expect(empty.isEmpty, "\(empty.map(\.summary))")
    // A banner beside the same spacer is content past the edge.
    let pushed = findings(.offscreen) {
      let banner = FixedFrame(View(), width: 100, height: 10)
      banner.backgroundColor = .black
      banner.identifier = "banner"
      return column([Stack(.horizontal, [FixedFrame(Spacer(), width: 350, height: 10), banner])])
    }
    #expect(pushed.count == 1 && pushed[0].element == "banner", "\(pushed.map(\.summary))")
  }

  @Test func offscreenWhenAButtonIsBelowTheScreenWithNothingToScroll() {
    let broken = findings(.offscreen) {
      Stack(.vertical, alignment: .start, [FixedFrame(View(), height: 700), Button("Order")])
    }
    #expect(broken.count == 1 && broken[0].message.contains("cannot be reached"))
    let fixed = findings(.offscreen) {
      ScrollView(Stack(.vertical, alignment: .start, [FixedFrame(View(), height: 700), Button("Order")]))
    }
    #expect(fixed.isEmpty)
  }

  @Test func notScalingForTextThatKeepsItsDefaultSize() {
    let broken = findings(.notScaling) {
      let label = Label("1 250 coins")
      label.adjustsFontForContentSizeCategory = false
      return column([label])
    }
    #expect(broken.count == 1 && broken[0].message.contains("stays at 17 pt at AX3"))
    #expect(findings(.notScaling) { column([Label("1 250 coins")]) }.isEmpty)
    #expect(
      findings(.notScaling, category: .extraExtraExtraLarge) {
        let label = Label("1 250 coins")
        label.adjustsFontForContentSizeCategory = false
        return column([label])
      }.isEmpty)
  }

  @Test func needsLargeContentViewerForTheItemsOfABarWithoutIt() {
    let items = ["Menu", "Cart"].map { TabBar.Item(title: $0, icon: VectorIcon.plus) }
    #expect(
      findings(.needsLargeContentViewer) { Stack(.vertical, [Spacer(), TabBar(items: items)]) }.count == 2)
    let fixed = findings(.needsLargeContentViewer) {
      let bar = TabBar(items: items)
      bar.addLargeContentViewer()
      return Stack(.vertical, [Spacer(), bar])
    }
    #expect(fixed.isEmpty)
  }

  /// A viewer that is attached but does not respond is no viewer: its press turned off, taken
  /// off the bar, or the bar taking no touches.
  @Test(arguments: ["press disabled", "press removed", "bar untouchable"])
  func needsLargeContentViewerWhenTheAttachedOneDoesNotRespond(_ how: String) {
    let items = ["Menu", "Cart"].map { TabBar.Item(title: $0, icon: VectorIcon.plus) }
    let found = findings(.needsLargeContentViewer) {
      let bar = TabBar(items: items)
      let viewer = bar.addLargeContentViewer()
      switch how {
      case "press disabled": viewer.gestureRecognizer.isEnabled = false
      case "press removed": bar.removeGestureRecognizer(viewer.gestureRecognizer)
      default: bar.isUserInteractionEnabled = false
      }
      return Stack(.vertical, [Spacer(), bar])
    }
    #expect(found.count == 2)
    #expect(found.allSatisfy { $0.message.contains("does not respond") })
  }

  @Test func needsLargeContentViewerForAnItemThatClaimsOneWithoutIt() {
    func screen(attached: Bool) -> [Finding] {
      findings(.needsLargeContentViewer) {
        let button = Button("", icon: VectorIcon.plus, iconSize: 24) {}
        button.accessibilityLabel = "Share"
        button.showsLargeContentViewer = true
        let toolbar = Stack(.horizontal, [button])
        if attached { toolbar.addLargeContentViewer() }
        return Stack(.vertical, [Spacer(), toolbar])
      }
    }
    let claimed = screen(attached: false)
    #expect(claimed.count == 1)
    #expect(claimed.first?.message.contains("no viewer is attached") == true)
    #expect(screen(attached: true).isEmpty)
  }

  @Test func iconNotScalingBesideGrowingText() {
    func row(_ style: TextStyle?) -> View {
      column([
        Stack(
          .horizontal, [ImageView(.icon(VectorIcon.plus, size: 20, scalesWith: style)), Label("Delivery")])
      ])
    }
    #expect(findings(.iconNotScaling) { row(nil) }.count == 1)
    #expect(findings(.iconNotScaling) { row(.body) }.isEmpty)
  }

  @Test(arguments: [(AuditOptions.TouchTarget.apple, 1), (.android, 1), (.wcag, 0)])
  func touchTargetsBelowTheChosenSize(_ target: AuditOptions.TouchTarget, _ expected: Int) {
    let small = findings(.touchTarget, category: .large, options: AuditOptions(touchTarget: target)) {
      let button = Button("", icon: VectorIcon.plus, iconSize: 30)
      button.contentInsets = ScaledInsets(.zero)
      button.minimumHitSize = 0
      return column([Stack(.horizontal, alignment: .start, [button])])
    }
    #expect(small.count == expected)
    #expect(
      findings(.touchTarget) {
        column([Stack(.horizontal, alignment: .start, [Button("", icon: VectorIcon.plus, iconSize: 10)])])
      }.isEmpty)
  }

  @Test func contrastUnderTheWCAGRatio() {
    let pale = Color(red: 0.72, green: 0.72, blue: 0.72)
    #expect(findings(.contrast) { column([Label("Fine print", color: pale)]) }.count == 1)
    #expect(
      findings(.contrast) { column([Label("Fine print", color: Color(red: 0.35, green: 0.35, blue: 0.35))]) }
        .isEmpty)
    // White on a mid orange panel: 2.9:1, under 3:1 even for large text.
    let panel = findings(.contrast) {
      let label = Label("Deal", font: .textStyle(.title1), color: .white)
      let card = Padding(label, 8)
      card.backgroundColor = Color(red: 0.93, green: 0.45, blue: 0.1)
      return column([card])
    }
    #expect(panel.count == 1)
  }

  /// WCAG's working group: no rounding at the threshold.
  @Test(arguments: [("6C7E33", true), ("777777", true), ("767676", false)])
  func contrastHasNoRoundingAtTheThreshold(_ hex: String, _ fails: Bool) throws {
    let color = try Color(hex: hex)
    #expect(
      findings(.contrast, category: .large) { column([Label("Fine print", color: color)]) }.count
        == (fails ? 1 : 0))
  }

  /// Ratios published for common pairs on white (W3C's Understanding SC 1.4.3 cites #767676 at
  /// 4.54:1; the others as WebAIM's contrast checker gives them), to two decimals.
  @Test(arguments: [
    ("767676", 4.54), ("777777", 4.48), ("595959", 7.0), ("0000FF", 8.59), ("FF0000", 4.0),
    ("008000", 5.14), ("000000", 21.0),
  ])
  func contrastRatiosMatchPublishedPairs(_ hex: String, _ ratio: Double) throws {
    #expect(abs(try Color(hex: hex).contrastRatio(with: .white) - ratio) < 0.005)
  }

  @Test func contrastRatiosMatchWCAG() {
    #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-9)
    #expect(abs(Color(red8: 0x76, green8: 0x76, blue8: 0x76).contrastRatio(with: .white) - 4.54) < 0.01)
  }

  @Test func oversizedRowTallerThanItsScrollView() {
    // Two cards of a feed, each taller than the screen: neither can be seen whole.
    let broken = findings(.oversizedRow) {
      ScrollView(
        Stack(.vertical, [FixedFrame(View(), height: 900), FixedFrame(View(), height: 900), Label("After")]))
    }
    #expect(broken.count == 2)
    #expect(
      findings(.oversizedRow) {
        ScrollView(
          Stack(
            .vertical, [FixedFrame(View(), height: 500), FixedFrame(View(), height: 500), Label("After")]))
      }.isEmpty)
  }

  @Test func aLoneBlockOrParagraphInAScrollViewIsReadByScrolling() {
    let paragraph = String(repeating: "A long paragraph of an article, read by scrolling. ", count: 80)
    #expect(
      findings(.oversizedRow) {
        ScrollView(Stack(.vertical, [Label(paragraph, lines: 0), Label("After")]))
      }.isEmpty)
    #expect(
      findings(.oversizedRow) {
        ScrollView(Stack(.vertical, [FixedFrame(View(), height: 900), Label("After")]))
      }.isEmpty)
  }

  /// A feed between a header and a footer that stay in place, on an iPhone 6S (667 pt tall).
  @MainActor func squeezed(
    header: Double, footer: Double, feed: Double = 2000, width: Double? = nil,
    category: ContentSizeCategory = .accessibilityExtraLarge
  ) -> [Finding] {
    findings(.squeezedContent, category: category) {
      let scroll = ScrollView(Stack(.vertical, [FixedFrame(View(), height: feed)]))
      let content: View =
        width.map { Stack(.horizontal, [FixedFrame(scroll, width: $0), Spacer()]) } ?? scroll
      return Stack(
        .vertical, spacing: .fixed(0), alignment: .fill,
        [FixedFrame(View(), height: header), content, FixedFrame(View(), height: footer)])
    }
  }

  @Test func squeezedContentUnderHalfTheScreenIsAWarningAndUnderThreeLinesOfBodyTextAnError() throws {
    // Under the status bar (20 pt): 667 − 20 − 300 − 100 = 247 pt, 37% of the screen.
    let warned = try #require(squeezed(header: 300, footer: 100).first)
    #expect(warned.severity == .warning)
    #expect(warned.message.contains("shows 247 pt of the 667 pt screen (37%)"), "\(warned.message)")
    #expect(warned.message.contains("320 pt above it and 100 pt below it"))
    // 97 pt: fewer than three lines of body text at AX3 (3 × 51 pt).
    #expect(squeezed(header: 400, footer: 150).first?.severity == .error)
    #expect(squeezed(header: 350, footer: 140).first?.severity == .warning)
    // As much as Apple's fullest chrome (217 pt with the status bar) leaves two thirds: nothing to say.
    #expect(squeezed(header: 168, footer: 49).isEmpty)
  }

  @Test func squeezedContentIsNotJudgedAtTheDefaultSizeWhenItFitsOrWhenItIsASideColumn() {
    #expect(squeezed(header: 400, footer: 150, category: .large).isEmpty)
    #expect(squeezed(header: 400, footer: 150, feed: 80).isEmpty)
    #expect(squeezed(header: 400, footer: 150, width: 120).isEmpty)
  }

  @Test func missingGlyphsCounted() {
    #expect(
      findings(.missingGlyphs) { column([Label("Pizza \u{E000}\u{E001}")]) }.first?.message.contains(
        "2 characters") == true)
    #expect(findings(.missingGlyphs) { column([Label("Pizza")]) }.isEmpty)
  }
}

@MainActor @Suite struct RunnerTests {
  @Test func resultsComeInTheMatrixOrder() {
    let matrix = AuditMatrix(
      categories: [.large, .accessibilityMedium], devices: [.iPhone4S, .iPhone15], languages: ["en", "ru"])
    let screen = AuditScreen(name: "rows", languages: ["en", "ru"]) { configuration, typesetter in
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      screen.root = column([Label(configuration.language == "ru" ? "Меню" : "Menu")])
      return screen
    }
    let result = AuditRunner.run(screen, matrix: matrix, typesetter: FixedAdvanceTypesetter())
    #expect(result.results.map(\.configuration) == matrix.configurations)
    #expect(result.results.count == 8)
  }

  @Test func categoriesParseRangesAndLists() throws {
    #expect(
      try AuditMatrix.categories("L...AX2") == [
        .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge,
      ])
    #expect(
      try AuditMatrix.categories("AX5,XS,xxLarge") == [
        .extraSmall, .extraExtraLarge, .accessibilityExtraExtraExtraLarge,
      ])
    #expect(try AuditMatrix.categories("all").count == 12)
    #expect(throws: UnknownContentSizeCategory.self) { try AuditMatrix.categories("L...AX9") }
    #expect(throws: UnknownContentSizeCategory.self) { try AuditMatrix.categories("") }
    #expect(try AuditMatrix.devices("all").count == 5)
    #expect(throws: UnknownDevice.self) { try AuditMatrix.devices("pixel") }
  }
}
