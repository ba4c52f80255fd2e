import Audit
import DynamicType
import LegibleUI
import Testing

/// What lies over other content by design: a background that takes taps (to dismiss the
/// keyboard) and a button floating over a list whose rows scroll out from under it. The overlap
/// check leaves them alone, and still finds two controls drawn over each other and a last row the
/// list cannot scroll clear of the button.
@MainActor @Suite struct BackdropOverlapTests {
  struct SignIn: View {
    @State private var name = ""
    let crowded: Bool
    var body: some View {
      VStack {
        Text("What should we call you?").font(.title2)
        TextField("Your name", text: $name)
        Button("Continue") {}
          .overlay(alignment: .leading) { if crowded { Button("Skip") {} } }
      }
      .padding()
      .background {
        Color.gray.opacity(0.1).ignoresSafeArea().onTapGesture {}
      }
    }
  }

  private func overlaps(_ view: some View) throws -> [Finding] {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(view)
    var options = AuditOptions()
    options.checks = [.overlap]
    let configuration = AuditConfiguration(category: .large, device: .iPhoneSE)
    return AuditRunner.audit(screen, configuration: configuration, options: options).findings
  }

  @Test func aTappableBackgroundIsNoOverlap() throws {
    let findings = try overlaps(SignIn(crowded: false))
    #expect(findings.isEmpty, "\(findings.map(\.summary))")
  }

  @Test func twoButtonsOverEachOtherStillAre() throws {
    #expect(try !overlaps(SignIn(crowded: true)).isEmpty)
  }

  struct FloatingButton: View {
    let rows: Int
    var body: some View {
      ZStack(alignment: .bottom) {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { Text("Row \($0)").frame(maxWidth: .infinity, minHeight: 60) }
          }
        }
        Button("Add Subscription") {}.buttonStyle(.borderedProminent).padding()
      }
    }
  }

  @Test func rowsThatScrollOutFromUnderAFloatingButtonAreNoOverlapButTheLastRowIs() throws {
    // Scrolled to the end, the last row stays under the button, as on an iPhone (the list has no
    // room below it): that one is found, and no other.
    let findings = try overlaps(FloatingButton(rows: 40))
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.element == "label \"Row 39\"" }, "\(findings.map(\.summary))")
  }

  @Test func aLastRowTheListCannotScrollClearIsAnOverlap() throws {
    // Nine rows of 60 points fill the SE's 548 without scrolling: the last lies under the button.
    let findings = try overlaps(FloatingButton(rows: 9))
    #expect(findings.contains { $0.message.contains("Row 8") || $0.element.contains("Row 8") })
  }

  /// A dial that takes drags on its ring only, with its total in the hole, as finance apps draw
  /// one: the label overlaps nothing that takes touches.
  struct Dial: View {
    let ringOnly: Bool
    struct Band: Shape {
      func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addEllipse(in: rect)
        path.addEllipse(in: rect.insetBy(dx: 40, dy: 40))
        return path.normalized(eoFill: true)
      }
    }
    var body: some View {
      ZStack {
        Circle().stroke(Color.red, lineWidth: 30)
          .contentShape(ringOnly ? AnyShape(Band()) : AnyShape(Rectangle()))
          .gesture(DragGesture())
        Text("$930.00").allowsHitTesting(false)
      }
      .frame(width: 240, height: 240)
    }
  }

  @Test func aLabelInTheHoleOfARingThatTakesTouchesIsNoOverlap() throws {
    #expect(try overlaps(Dial(ringOnly: true)).isEmpty)
    #expect(try !overlaps(Dial(ringOnly: false)).isEmpty)
  }
}
