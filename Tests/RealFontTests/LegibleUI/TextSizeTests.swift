import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// Every way SwiftUI sets the text size reaches the text, as on iOS: the screen's traits,
/// `.dynamicTypeSize(_:)`, `.environment(\.dynamicTypeSize, …)` and `.environment(\.sizeCategory,
/// …)`, nested as the environment nests them (the innermost wins, ranges clamp what is above).
@MainActor @Suite struct TextSizeTests {
  /// The height of "Hello World" in body, hosted on the SE at `category` with `modifier` applied.
  private func helloHeight(
    at category: ContentSizeCategory = .large, _ modifier: (Text) -> some View
  ) throws -> Double {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(modifier(Text("Hello World")).accessibilityIdentifier("hello"))
    return try #require(screen.snapshot().node("hello")).frame.height
  }

  @Test func aSizeSetThroughTheEnvironmentReachesTheText() throws {
    // iOS draws body "Hello World" 17, 20.33 and 63.33 pt tall at XS, L and AX5.
    let xs = try helloHeight { $0.environment(\.dynamicTypeSize, .xSmall) }
    let large = try helloHeight { $0 }
    let ax5 = try helloHeight { $0.environment(\.dynamicTypeSize, .accessibility5) }
    #expect(abs(xs - 17) < 0.7)
    #expect(abs(large - 20.33) < 0.7)
    #expect(abs(ax5 - 63.33) < 1)
    #expect(try helloHeight(at: .accessibilityExtraExtraExtraLarge) { $0 } == ax5)
  }

  @Test func theOlderSizeCategoryKeyReachesTheTextToo() throws {
    let byCategory = try helloHeight { $0.environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge) }
    let byModifier = try helloHeight { $0.dynamicTypeSize(.accessibility5) }
    #expect(byCategory == byModifier)
    #expect(byCategory > 60)
  }

  @Test func theInnermostSizeWins() throws {
    let inner = try helloHeight {
      $0.environment(\.dynamicTypeSize, .xSmall).environment(\.dynamicTypeSize, .accessibility5)
    }
    #expect(inner == (try helloHeight { $0.dynamicTypeSize(.xSmall) }))
  }

  @Test func nestedRangesClampInTurn() throws {
    // The inner range is applied last: at AX5 the text is L, not XXXL.
    let height = try helloHeight(at: .accessibilityExtraExtraExtraLarge) {
      $0.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
    #expect(height == (try helloHeight { $0 }))
  }

  @Test func aRangeClampsASizeSetAboveIt() throws {
    let height = try helloHeight {
      $0.dynamicTypeSize(...DynamicTypeSize.large).environment(\.dynamicTypeSize, .accessibility5)
    }
    #expect(height == (try helloHeight { $0 }))
  }

  struct SizeName: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View {
      Text(size.isAccessibilitySize ? "accessibility" : "regular").accessibilityIdentifier("name")
    }
  }

  @Test func aBodyReadsTheSizeItsTextIsSetIn() throws {
    let screen = try realScreen()
    screen.host(VStack { SizeName() }.environment(\.dynamicTypeSize, .accessibility2))
    let node = try #require(screen.snapshot().node("name"))
    #expect(node.text?.string == "accessibility")
    let plain = try realScreen(.iPhoneSE, .accessibilityLarge)
    plain.host(Text("accessibility").accessibilityIdentifier("name"))
    #expect(node.frame.height == (try #require(plain.snapshot().node("name"))).frame.height)
  }

  @Test func aFixedSizeStaysWhenTheScreenSizeChanges() throws {
    let screen = try realScreen()
    screen.host(Text("Hello World").accessibilityIdentifier("hello").environment(\.dynamicTypeSize, .xSmall))
    let before = try #require(screen.snapshot().node("hello")).frame.height
    screen.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    screen.layoutIfNeeded()
    #expect(try #require(screen.snapshot().node("hello")).frame.height == before)
  }

  @Test func aSizeNoLongerSetFollowsTheScreenAgain() throws {
    struct Toggle: View {
      @State var fixed = true
      var body: some View {
        VStack {
          Text("Hello World").accessibilityIdentifier("hello")
          Button("Change") { fixed.toggle() }.accessibilityIdentifier("change")
        }
        .environment(\.dynamicTypeSize, fixed ? .xSmall : .accessibility5)
      }
    }
    let screen = try realScreen()
    screen.host(Toggle())
    let small = try #require(screen.snapshot().node("hello")).frame.height
    #expect(screen.tap(viewWithIdentifier: "change"))
    screen.layoutIfNeeded()
    let large = try #require(screen.snapshot().node("hello")).frame.height
    #expect(large > small * 3)
  }

  @Test func aSubtreeSetRightToLeftIsMirrored() throws {
    let screen = try realScreen()
    screen.host(
      HStack(spacing: 0) {
        Color.red.frame(width: 40, height: 40).accessibilityIdentifier("first")
        Color.blue.frame(width: 40, height: 40)
      }
      .environment(\.layoutDirection, .rightToLeft))
    let snapshot = screen.snapshot()
    let first = try #require(snapshot.node("first")).frame
    #expect(first.minX > screen.bounds.midX - 1)
  }
}
