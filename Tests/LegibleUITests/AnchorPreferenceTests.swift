import DynamicType
import LegibleUI
import Testing
import Typesetting

import struct Geometry.Rect
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

  /// The frames on screen of the views identified `first` and `second` in `view`, laid out on an
  /// SE at L.
  func frames(of view: some View, _ first: String, _ second: String) throws -> (Rect, Rect) {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    screen.host(view)
    screen.layoutIfNeeded()
    let nodes = screen.snapshot().allNodes
    let a = try #require(nodes.first { $0.identifier == first })
    let b = try #require(nodes.first { $0.identifier == second })
    return (a.frame, b.frame)
  }

  @Test(arguments: [false, true])
  func aMarkerIsDrawnUnderTheChosenTitleWhereverItIs(transforming: Bool) throws {
    for chosen in [0, 1] {
      let (title, underline) = try frames(
        of: Tabs(chosen: chosen, transforming: transforming), "tab-\(chosen)", "underline")
      #expect(abs(underline.minX - title.minX) < 0.5)
      #expect(abs(underline.width - title.width) < 0.5)
      #expect(abs(underline.minY - title.maxY) < 0.5)
    }
  }

  struct CornerKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>? { nil }
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
      value = nextValue() ?? value
    }
  }

  @Test func aPointAnchorIsThatPointOfTheViewInTheReadersSpace() throws {
    let (badged, dot) = try frames(
      of: VStack {
        Text("Badge").padding(30).accessibilityIdentifier("badged")
          .anchorPreference(key: CornerKey.self, value: .bottomTrailing) { $0 }
      }
      .padding(40)
      .overlayPreferenceValue(CornerKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            let point = proxy[anchor]
            Circle().frame(width: 10, height: 10).accessibilityIdentifier("dot").position(point)
          }
        }
      }, "badged", "dot")
    #expect(abs(dot.midX - badged.maxX) < 0.5)
    #expect(abs(dot.midY - badged.maxY) < 0.5)
  }
}
