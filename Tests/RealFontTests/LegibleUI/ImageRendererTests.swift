import Audit
import DynamicType
import LegibleUI
import Testing

/// `ImageRenderer` makes an image of a view at the size the view takes on the screen being laid
/// out; the image is shown as a placeholder of that size, and the audit reports it.
@MainActor @Suite struct ImageRendererTests {
  struct Badge: View {
    var body: some View { Text("Glazed").font(.headline).padding(8) }
  }

  struct Thumbnail: View {
    @State private var image: Image?
    var body: some View {
      VStack {
        if let image { image.accessibilityIdentifier("thumbnail") } else { Text("Loading") }
      }
      .onAppear {
        let renderer = ImageRenderer(content: Badge())
        renderer.scale = 2
        if let cgImage = renderer.cgImage { image = Image(cgImage, scale: 2, label: Text("Glazed")) }
      }
    }
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func theImageHasTheViewsSizeOnTheScreenBeingLaidOut(_ category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(VStack { Badge().accessibilityIdentifier("badge") })
    let badge = try #require(screen.snapshot().allNodes.first { $0.identifier == "badge" })
    screen.host(Thumbnail())
    let thumbnail = try #require(screen.snapshot().allNodes.first { $0.identifier == "thumbnail" })
    #expect(abs(thumbnail.frame.width - badge.frame.width) <= 1, "\(thumbnail.frame) vs \(badge.frame)")
    #expect(abs(thumbnail.frame.height - badge.frame.height) <= 1)
    var options = AuditOptions()
    options.checks = [.unrenderedContent]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: category, device: .iPhoneSE), options: options
    ).findings
    #expect(findings.contains { $0.message.contains("ImageRenderer") }, "\(findings.map(\.message))")
  }

  @Test func aViewThatTakesNoRoomGivesNoImage() {
    let renderer = ImageRenderer(content: EmptyView())
    #expect(renderer.uiImage == nil && renderer.cgImage == nil)
  }

  @Test func theProposedSizeIsTheImagesWhereTheViewFillsIt() throws {
    _ = try realScreen()
    let renderer = ImageRenderer(content: Color.red)
    renderer.proposedSize = ProposedViewSize(width: 40, height: 30)
    renderer.scale = 3
    let image = try #require(renderer.cgImage)
    #expect(image.width == 120 && image.height == 90)
  }
}
