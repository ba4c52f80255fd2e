import DynamicType
import Geometry
import Testing
import Typesetting

@testable import PangoCairo

@Suite struct PangoTypesetterTests {
  @Test(arguments: Samples.allScripts)
  func everyScriptIsDrawnWithoutMissingGlyphs(_ text: String) throws {
    let layout = try Shared.typesetter().layout(.textStyle(text, style: .body, at: .large))
    #expect(layout.missingGlyphCount == 0)
    #expect(layout.lineCount == 1)
    #expect(layout.size.width > 0)
    #expect(layout.inkBounds.width > 0)
    #expect(!layout.usedFallbackFamily)
  }

  /// Three equal words, each on its own line when the width holds one and a half of them.
  @Test(arguments: ["pizza", "пицца", "पिज़्ज़ा", "🍕🧀"])
  func wrappingAtAWidthGivesTheExpectedLineCount(_ word: String) throws {
    let typesetter = try Shared.typesetter()
    let one = typesetter.layout(.textStyle(word, style: .body, at: .large)).size.width
    let layout = typesetter.layout(
      .textStyle("\(word) \(word) \(word)", style: .body, at: .large, width: one * 1.5))
    #expect(layout.lineCount == 3)
    #expect(layout.isWrapped)
    #expect(!layout.isTruncated)
    #expect(layout.size.height == 66)
    for line in layout.lines { #expect(line.width <= one * 1.5 + Tolerance.layout) }
  }

  /// iOS's system font sets English text at 0.417 em a character by its published metrics; the
  /// stand-in must be as near (Noto Sans at its normal width is 0.47, and wraps text that fits on
  /// an iPhone), with a true semibold for `headline`.
  @Test func theSystemFontsStandInSetsEnglishAtIOSsWidthsAtEverySize() throws {
    // Set in its own spacing, the stand-in is about 6% narrower than iOS's text at 14 points, 3%
    // at 17 and 2% wider at 53; as the system font, it gets San Francisco's tracking and optical
    // sizes (`SystemFontTracking`), which close those gaps on running text too.
    let typesetter = try Shared.typesetter()
    let english = """
      Your order is on its way. The driver will call when they reach the door, so keep your phone \
      close. If something is missing from the bag, tap Help and tell us which item, and we will \
      refund it or send another one with the next delivery.
      """
    for (size, iOSOverOwn) in [(14.0, 1.064), (17, 1.031), (53, 0.979)] {
      let system = typesetter.layout(TextRequest(english, font: Font(pointSize: size))).maximumIntrinsicWidth
      let own = typesetter.layout(
        TextRequest(english, font: Font(family: "Noto Sans SemiCondensed", pointSize: size))
      )
      .maximumIntrinsicWidth
      #expect(abs(system / own / iOSOverOwn - 1) < 0.015, "\(size) pt: \(system / own)")
    }
    #expect(typesetter.faceName(Font(pointSize: 17)) == "NotoSans-SemiCondensed")
    #expect(typesetter.faceName(Font(weight: .semibold, pointSize: 17)) == "NotoSans-SemiCondensedSemiBold")
  }

  /// Long text without a width is given to Pango without probing its lines first when its hard
  /// breaks are fewer than the line limit, and gives the same lines either way.
  @Test func longTextWithoutAWidthHasAsManyLinesAsHardBreaksAllow() throws {
    #expect(PangoTypesetter.hardLineBreaks(in: "a\nb\r\nc\u{2028}d\u{2029}e\u{85}f", countingTo: 100) == 6)
    #expect(PangoTypesetter.hardLineBreaks(in: String(repeating: "x\n", count: 1_000), countingTo: 10) == 10)
    let typesetter = try Shared.typesetter()
    let few = String(repeating: "pizza ", count: 2_000) + "\n" + String(repeating: "пицца ", count: 500)
    let layout = typesetter.layout(.textStyle(few, style: .body, at: .large))
    #expect(layout.lineCount == 2 && !layout.isTruncated)
    let many = String(repeating: "pizza\n", count: 1_000)
    let cut = typesetter.layout(.textStyle(many, style: .body, at: .large))
    #expect(cut.lineCount == PangoTypesetter.maximumLineCount && cut.isTruncated)
  }

  @Test func chineseBreaksBetweenIdeographs() throws {
    let typesetter = try Shared.typesetter()
    let glyph = typesetter.layout(.textStyle("披", style: .body, at: .large)).size.width
    let layout = typesetter.layout(.textStyle("披萨披萨披萨", style: .body, at: .large, width: glyph * 2.5))
    #expect(layout.lineCount == 3)
    #expect(layout.lines.map(\.utf8Range.count) == [6, 6, 6])
  }

  @Test(arguments: [TruncationMode.end, .middle, .head])
  func truncationIsReportedForEveryEllipsisMode(_ mode: TruncationMode) throws {
    var request = TextRequest.textStyle(Samples.latin, style: .body, at: .large, width: 120, maximumLines: 1)
    request.truncation = mode
    let layout = try Shared.typesetter().layout(request)
    #expect(layout.isTruncated)
    #expect(layout.lineCount == 1)
    #expect(layout.size.width <= 120 + Tolerance.layout)
    // The whole text still reports its own widths, for layout proposals.
    #expect(layout.maximumIntrinsicWidth > 120)
  }

  @Test(arguments: [TruncationMode.middle, .head])
  func aLongTextElidedOnItsSecondLineShowsItsStartAndItsRealEnd(_ mode: TruncationMode) throws {
    let original = "Start " + String(repeating: "pepperoni ", count: 100_000) + "finish"
    var request = TextRequest.textStyle(original, style: .body, at: .large, width: 120, maximumLines: 2)
    request.truncation = mode
    let layout = try Shared.typesetter().layout(request)
    #expect(layout.lineCount == 2)
    #expect(layout.isTruncated)
    let lines = layout.lines
    #expect(lines.last?.utf8Range.upperBound == original.utf8.count)
    let elided = try #require(lines.last?.elidedUTF8Range)
    #expect(elided.count > original.utf8.count / 2)
    if mode == .middle {
      #expect(lines[0].utf8Range.lowerBound == 0)
      #expect(lines[0].utf8Range.count < 40)
    }
  }

  @Test func aRunOfSpacesWrapsOntoAFewLinesAtMost() throws {
    let request = TextRequest.textStyle(
      String(repeating: " ", count: 100_000) + "end", style: .body, at: .large, width: 100)
    let layout = try Shared.typesetter().layout(request)
    #expect(layout.lineCount < 20)
    #expect(layout.lines.last?.utf8Range.upperBound == 100_003)
  }

  @Test(arguments: [TruncationMode.end, .middle, .head, .clip])
  func textThatFitsIsNotTruncated(_ mode: TruncationMode) throws {
    var request = TextRequest.textStyle("Pizza", style: .body, at: .large, width: 200, maximumLines: 1)
    request.truncation = mode
    #expect(!(try Shared.typesetter().layout(request).isTruncated))
  }

  @Test(arguments: [TruncationMode.end, .clip])
  func aLineLimitCutIsTruncation(_ mode: TruncationMode) throws {
    var request = TextRequest.textStyle(Samples.latin, style: .body, at: .large, width: 100, maximumLines: 2)
    request.truncation = mode
    let layout = try Shared.typesetter().layout(request)
    #expect(layout.lineCount == 2)
    #expect(layout.isTruncated)
    #expect(layout.size.height == 44)
  }

  @Test func aLineLimitOverHardLineBreaksIsTruncation() throws {
    let request = TextRequest.textStyle("one\ntwo\nthree", style: .body, at: .large, maximumLines: 2)
    let layout = try Shared.typesetter().layout(request)
    #expect(layout.lineCount == 2)
    #expect(layout.isTruncated)
  }

  @Test(arguments: [
    ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge,
  ])
  func everyLineIsExactlyTheRequestedLineHeight(_ category: ContentSizeCategory) throws {
    for text in Samples.allScripts {
      let request = TextRequest.textStyle(text, style: .body, at: category, width: 150)
      let layout = try Shared.typesetter().layout(request)
      let leading = TextStyle.body.leading(at: category)
      #expect(layout.lines.allSatisfy { Tolerance.isEqual($0.frame.height, leading) }, "\(text)")
      #expect(Tolerance.isEqual(layout.size.height, leading * Double(layout.lineCount)), "\(text)")
      for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
        #expect(Tolerance.isEqual(next.baseline - line.baseline, leading), "\(text)")
      }
    }
  }

  @Test func aScriptNoPinnedFontCoversCountsMissingGlyphs() throws {
    let layout = try Shared.typesetter().layout(.textStyle("ქართული ენა", style: .body, at: .large))
    #expect(layout.missingGlyphCount == 10)
  }

  @Test func rightToLeftTextIsMeasuredAndSitsOnTheRight() throws {
    let typesetter = try Shared.typesetter()
    let unwrapped = typesetter.layout(.textStyle(Samples.hebrew, style: .body, at: .large))
    #expect(unwrapped.missingGlyphCount == 0)
    #expect(unwrapped.size.width > 50)
    let wrapped = typesetter.layout(.textStyle(Samples.hebrew, style: .body, at: .large, width: 300))
    #expect(Tolerance.isEqual(wrapped.lines[0].frame.maxX, 300))
    #expect(wrapped.size.width == 300)
    var forced = TextRequest.textStyle(Samples.hebrew, style: .body, at: .large, width: 300)
    forced.direction = .leftToRight
    #expect(Tolerance.isEqual(typesetter.layout(forced).lines[0].frame.minX, 0))
  }

  @Test func aLongSingleWordHasEqualIntrinsicWidths() throws {
    let typesetter = try Shared.typesetter()
    let word = "Donaudampfschifffahrtsgesellschaft"
    let alone = typesetter.layout(.textStyle(word, style: .body, at: .large))
    #expect(Tolerance.isEqual(alone.minimumIntrinsicWidth, alone.size.width))
    #expect(Tolerance.isEqual(alone.maximumIntrinsicWidth, alone.size.width))
    let narrow = typesetter.layout(.textStyle(word, style: .body, at: .large, width: alone.size.width / 3))
    #expect(narrow.lineCount >= 3)
    #expect(Tolerance.isEqual(narrow.minimumIntrinsicWidth, alone.size.width, tolerance: 0.5))
  }

  @Test func intrinsicWidthsOfSeveralWords() throws {
    let typesetter = try Shared.typesetter()
    let longest = typesetter.layout(.textStyle("mozzarella", style: .body, at: .large)).size.width
    let all = typesetter.layout(.textStyle("pizza mozzarella", style: .body, at: .large)).size.width
    let layout = typesetter.layout(.textStyle("pizza mozzarella", style: .body, at: .large, width: 40))
    #expect(Tolerance.isEqual(layout.minimumIntrinsicWidth, longest, tolerance: 0.5))
    #expect(Tolerance.isEqual(layout.maximumIntrinsicWidth, all, tolerance: 0.5))
  }

  @Test func characterBreakingMakesTheMinimumOneCharacter() throws {
    var request = TextRequest.textStyle("mozzarella", style: .body, at: .large)
    request.lineBreak = .character
    let layout = try Shared.typesetter().layout(request)
    #expect(layout.minimumIntrinsicWidth < layout.maximumIntrinsicWidth / 5)
  }

  @Test func anUnknownFamilyFallsBackAndSaysSo() throws {
    let layout = try Shared.typesetter().layout(
      TextRequest("Pizza", font: Font(family: "No Such Family", pointSize: 17)))
    #expect(layout.usedFallbackFamily)
    #expect(layout.resolvedFamily == "Noto Sans")
    #expect(layout.size.width > 0)
    let generic = try Shared.typesetter().layout(
      TextRequest("Pizza", font: Font(family: "sans-serif", pointSize: 17)))
    #expect(!generic.usedFallbackFamily)
  }

  @Test func layoutIsTheSameWithAndWithoutTheCache() throws {
    let typesetter = try Shared.typesetter()
    for text in Samples.allScripts {
      let request = TextRequest.textStyle(
        text, style: .title2, at: .accessibilityMedium, width: 180, maximumLines: 2)
      #expect(typesetter.layout(request) == typesetter.layoutUncached(request))
    }
  }

  @Test func textThatFitsItsWidthIsLaidOutAsIfMeasuredThere() throws {
    // Widths around each text's natural width, every alignment and direction, with and without a
    // line limit and hard line breaks: what is served from the unconstrained layout must be what
    // measuring at the width gives.
    let typesetter = try PangoTypesetter()
    let texts =
      Samples.allScripts + [Samples.hebrew, "Pizza 🍕 \(Samples.hebrew)", "One\nTwo\nThree", "Margherita"]
    var served = 0
    for text in texts {
      let natural = typesetter.layout(.textStyle(text, style: .body, at: .large)).size.width
      for width in [natural - 1, natural, natural + 0.25, natural + 40] {
        for alignment in TextAlignment.allCases {
          for direction in [WritingDirection.auto, .leftToRight, .rightToLeft] {
            for lines in [0, 1, 2] {
              var request = TextRequest.textStyle(
                text, style: .body, at: .large, width: width, maximumLines: lines)
              request.alignment = alignment
              request.direction = direction
              #expect(
                typesetter.layout(request) == typesetter.layoutUncached(request),
                "\(text) at \(width), \(alignment), \(direction), \(lines) lines")
              if let unconstrained = request.unconstrained,
                PangoTypesetter.fitsUnchanged(request, unconstrained: typesetter.layout(unconstrained))
              {
                served += 1
              }
            }
          }
        }
      }
    }
    #expect(served > 50)
  }

  @Test func textWithoutAWidthWithinItsLineLimitIsLaidOutAsIfMeasuredWithoutTheLimit() throws {
    // A one-line label measured for its ideal size, in every script, alignment and direction, with
    // and without hard line breaks: what is served from the unconstrained layout must be what
    // measuring with the limit gives, and text with more lines than the limit is measured.
    let typesetter = try PangoTypesetter()
    let texts = Samples.allScripts + ["Pizza 🍕 \(Samples.hebrew)", "One\nTwo\nThree", "Margherita", ""]
    var (served, measured) = (0, 0)
    for text in texts {
      for alignment in TextAlignment.allCases {
        for direction in [WritingDirection.auto, .leftToRight, .rightToLeft] {
          for lines in [1, 2, 3, 4] {
            var request = TextRequest.textStyle(text, style: .body, at: .large, maximumLines: lines)
            request.alignment = alignment
            request.direction = direction
            #expect(
              typesetter.layout(request) == typesetter.layoutUncached(request),
              "\(text), \(alignment), \(direction), \(lines) lines")
            if PangoTypesetter.fitsUnchanged(
              request, unconstrained: typesetter.layout(request.unconstrained!))
            {
              served += 1
            } else {
              measured += 1
            }
          }
        }
      }
    }
    // Three lines are more than one or two allow: those are measured with their limit.
    #expect(served > 100 && measured == 2 * TextAlignment.allCases.count * 3)
  }

  @Test func aNarrowerWidthThatTheLinesFitInIsLaidOutAsIfMeasuredThere() throws {
    // Wrapped text in every script, with hyphens, breaks inside words and hard breaks, at widths
    // from its widest line up to the width it was laid out at: what is served from the wider
    // layout must be what measuring at the narrower width gives.
    let typesetter = try PangoTypesetter()
    let texts =
      Samples.allScripts.map { "\($0) \($0) \($0)" } + [
        "Free dessert with any order over $25 this weekend",
        "Десерт в подарок к заказу от 1500 ₽ в эти выходные",
        "每周二两个大披萨只需一个的价格", "हर मंगलवार एक की कीमत में दो बड़े पिज़्ज़ा",
        "Donaudampfschifffahrtsgesellschaftskapitän am Wochenende", "One line\nand two lines\nthree",
        "Pizza 🍕 with 🧀 and more 🍅 on top",
      ]
    var served = 0
    for text in texts {
      for (lineBreak, hyphenates) in [(LineBreakMode.word, false), (.word, true), (.character, false)] {
        for wider in [120.0, 173.5, 260] {
          var request = TextRequest.textStyle(text, style: .title2, at: .accessibilityMedium, width: wider)
          request.lineBreak = lineBreak
          request.hyphenates = hyphenates
          let widest = typesetter.layout(request).size.width
          for step in 0...6 {
            var narrower = request
            narrower.width = widest + (wider - widest) * Double(step) / 6
            for lines in [0, 3] {
              narrower.maximumLines = lines
              let before = typesetter.statistics.narrowerWidthsReused
              #expect(
                typesetter.layout(narrower) == typesetter.layoutUncached(narrower),
                "\(text) at \(narrower.width!) after \(wider), \(lineBreak), hyphens \(hyphenates), \(lines) lines"
              )
              served += typesetter.statistics.narrowerWidthsReused - before
            }
          }
        }
      }
    }
    #expect(served > 100)
  }

  @Test func boldIsWiderThanRegular() throws {
    let typesetter = try Shared.typesetter()
    let regular = typesetter.layout(TextRequest(Samples.latin, font: Font(weight: .regular, pointSize: 17)))
    let bold = typesetter.layout(TextRequest(Samples.latin, font: Font(weight: .bold, pointSize: 17)))
    #expect(bold.size.width > regular.size.width)
  }
}
