import Drawing
import DynamicType
import Geometry
import Legible
import Typesetting

/// A screen for layout arithmetic: fixed-advance text (every character half its point size wide).
@MainActor func fixedScreen(
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
@MainActor final class Box: View {
  var size: Size
  var minimum: Size?
  init(_ width: Double, _ height: Double, minimum: Size? = nil, id: String? = nil) {
    size = Size(width: width, height: height)
    self.minimum = minimum
    super.init()
    identifier = id
  }
  override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    if let minimum, proposal.width == 0 { return minimum }
    return size
  }
}

/// A custom view that answers nonsense.
@MainActor final class Faulty: View {
  var answer: Size
  init(_ answer: Size) {
    self.answer = answer
    super.init()
  }
  override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { answer }
}

let dot = VectorIcon(
  name: "dot",
  svg:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><circle cx='5' cy='5' r='5' fill='#333'/></svg>"
)

extension LayoutDirection {
  static let both: [LayoutDirection] = [.leftToRight, .rightToLeft]
}

/// The x a frame has under `direction` inside a container `width` wide, given its LTR x.
func expectedX(_ x: Double, width: Double, in container: Double, _ direction: LayoutDirection) -> Double {
  direction == .leftToRight ? x : container - x - width
}
