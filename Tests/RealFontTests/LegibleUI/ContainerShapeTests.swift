import DynamicType
import LegibleUI
import Testing

/// `containerShape(_:)` gives `ContainerRelativeShape` inside its shape: a card clipped to the
/// container-relative shape, or filled with it, has the container's corners; without a container
/// shape it is a rectangle, as in an app's screens.
@MainActor @Suite struct ContainerShapeTests {
  struct Cards: View {
    let shaped: Bool
    var body: some View {
      Grid {
        GridRow {
          Text("Orders").padding().background(.yellow).clipShape(ContainerRelativeShape())
            .accessibilityIdentifier("clipped")
          Text("Weather").padding().background(ContainerRelativeShape().fill(.blue))
        }
      }
      .modifier(Shaped(shaped: shaped))
    }
  }

  struct Shaped: ViewModifier {
    let shaped: Bool
    func body(content: Content) -> some View {
      if shaped { content.containerShape(RoundedRectangle(cornerRadius: 12)) } else { content }
    }
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func containerRelativeShapesTakeTheContainersCorners(_ category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(Cards(shaped: true))
    let nodes = screen.snapshot().allNodes
    let clipped = try #require(nodes.first { $0.identifier == "clipped" })
    #expect(clipped.clipsToBounds && clipped.cornerRadius == 12)
    let filled = try #require(nodes.first { $0.shape?.fill?.blue ?? 0 > 0.9 })
    #expect(filled.shape?.outline == .rectangle(cornerRadius: 12))
    #expect(screen.notAppliedFindings().isEmpty)
  }

  @Test func withoutAContainerShapeTheyAreRectangles() throws {
    let screen = try realScreen()
    screen.host(Cards(shaped: false))
    let nodes = screen.snapshot().allNodes
    let clipped = try #require(nodes.first { $0.identifier == "clipped" })
    #expect(clipped.cornerRadius == 0)
    let filled = try #require(nodes.first { $0.shape?.fill?.blue ?? 0 > 0.9 })
    #expect(filled.shape?.outline == .rectangle(cornerRadius: 0))
  }
}
