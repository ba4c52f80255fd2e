import DynamicType
import LegibleUI
import Testing
import Typesetting

import class Legible.Screen
import struct Legible.Traits

/// `anchorPreference`: a view's bounds, carried up as an anchor and resolved by a geometry
/// reader in its own space, as apps draw a selection marker under the chosen tab.
@MainActor @Suite struct AnchorPreferenceTests {
  struct TitleBounds: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] { [:] }
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
      value.merge(nextValue()) { $1 }
    }
  }

  struct Tabs: View {
    let chosen: Int
    /// Whether each title adds its anchor to what its content gives (`transformAnchorPreference`)
    /// rather than giving its own.
    var transforming = false
    var body: some View {
      HStack(spacing: 24) {
        ForEach(0..<3) { index in
          let title = Text(["Menu", "Orders of the week", "Me"][index]).accessibilityIdentifier(
            "tab-\(index)")
          if transforming {
            title.transformAnchorPreference(key: TitleBounds.self, value: .bounds) { $0[index] = $1 }
          } else {
            title.anchorPreference(key: TitleBounds.self, value: .bounds) { [index: $0] }
          }
        }
      }
      .padding(.vertical, 8)
      .overlayPreferenceValue(TitleBounds.self) { anchors in
        GeometryReader { proxy in
          if let anchor = anchors[chosen] {
            let bounds = proxy[anchor]
            Rectangle()
              .frame(width: bounds.width, height: 2)
              .accessibilityIdentifier("underline")
              .offset(x: bounds.minX, y: bounds.maxY)
          }
        }
      }
    }
  }

  @Test(arguments: [false, true])
  func aMarkerIsDrawnUnderTheChosenTitleWhereverItIs(transforming: Bool) throws {
    for chosen in [0, 1] {
      let screen = Screen(
        device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
      screen.host(Tabs(chosen: chosen, transforming: transforming))
      screen.layoutIfNeeded()
      let nodes = screen.snapshot().allNodes
      let title = try #require(nodes.first { $0.identifier == "tab-\(chosen)" })
      let underline = try #require(nodes.first { $0.identifier == "underline" })
      #expect(abs(underline.frame.minX - title.frame.minX) < 0.5)
      #expect(abs(underline.frame.width - title.frame.width) < 0.5)
      #expect(abs(underline.frame.minY - title.frame.maxY) < 0.5)
    }
  }

  struct CentreKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>? { nil }
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
      value = nextValue() ?? value
    }
  }

  @Test func aPointAnchorIsThatPointOfTheViewInTheReadersSpace() throws {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    screen.host(
      VStack {
        Text("Badge").padding(30).accessibilityIdentifier("badged")
          .anchorPreference(key: CentreKey.self, value: .bottomTrailing) { $0 }
      }
      .padding(40)
      .overlayPreferenceValue(CentreKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            let point = proxy[anchor]
            Circle().frame(width: 10, height: 10).accessibilityIdentifier("dot").position(point)
          }
        }
      })
    screen.layoutIfNeeded()
    let nodes = screen.snapshot().allNodes
    let badged = try #require(nodes.first { $0.identifier == "badged" })
    let dot = try #require(nodes.first { $0.identifier == "dot" })
    #expect(abs(dot.frame.midX - badged.frame.maxX) < 0.5)
    #expect(abs(dot.frame.midY - badged.frame.maxY) < 0.5)
  }
}
