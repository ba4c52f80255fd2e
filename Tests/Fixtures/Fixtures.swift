import Drawing
import DynamicType
import Geometry
import LargeContentViewer
import Legible
import Typesetting

// Fixtures the tests of several targets share: the core's pure tests and the real-font tests.

/// A screen for layout arithmetic: fixed-advance text (every character half its point size wide).
@MainActor public func fixedScreen(
  _ root: View, category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight,
  device: Device = .iPhone6S
) -> Screen {
  let screen = Screen(
    device: device, traits: Traits(contentSizeCategory: category, layoutDirection: direction),
    typesetter: FixedAdvanceTypesetter())
  screen.root = root
  screen.layoutIfNeeded()
  return screen
}

/// A view of a fixed size, for stacking.
@MainActor public final class Box: View {
  public var size: Size
  public var minimum: Size?
  public init(_ width: Double, _ height: Double, minimum: Size? = nil, id: String? = nil) {
    size = Size(width: width, height: height)
    self.minimum = minimum
    super.init()
    identifier = id
  }
  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    if let minimum, proposal.width == 0 { return minimum }
    return size
  }
}

/// A custom view that answers nonsense.
@MainActor public final class Faulty: View {
  public var answer: Size
  public init(_ answer: Size) {
    self.answer = answer
    super.init()
  }
  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { answer }
}

public let dot = VectorIcon(
  name: "dot",
  svg:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><circle cx='5' cy='5' r='5' fill='#333'/></svg>"
)

extension LayoutDirection {
  public static let both: [LayoutDirection] = [.leftToRight, .rightToLeft]
}

/// The x a frame has under `direction` inside a container `width` wide, given its LTR x.
public func expectedX(_ x: Double, width: Double, in container: Double, _ direction: LayoutDirection)
  -> Double
{
  direction == .leftToRight ? x : container - x - width
}

public let icon = VectorIcon(
  name: "tab",
  svg:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M12 2 L22 20 L2 20 Z' fill='#000'/></svg>"
)

/// A screen with content above a four-item tab bar that has the viewer attached.
@MainActor public struct TabScreen {
  public let screen: Screen
  public let bar: TabBar
  public let interaction: LargeContentViewerInteraction
  public var selections: [Int] = []

  public init(_ category: ContentSizeCategory, typesetter: any Typesetter = FixedAdvanceTypesetter()) {
    bar = TabBar(items: ["Menu", "Combos", "Cart", "Profile"].map { TabBar.Item(title: $0, icon: icon) })
    interaction = bar.addLargeContentViewer()
    screen = Screen(device: .iPhone6S, traits: Traits(contentSizeCategory: category), typesetter: typesetter)
    screen.root = Stack(.vertical, spacing: .fixed(0), [ScrollView(Label("Content", lines: 0)), bar])
    screen.layoutIfNeeded()
  }

  public func center(of tab: Int) -> Point { bar.itemViews[tab].frameOnScreen.center }
}
