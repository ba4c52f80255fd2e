import Audit
import DynamicType
import LegibleUI
import Testing

/// A background that takes taps (to dismiss the keyboard) lies under the content by design: the
/// overlap check leaves it alone, and still finds two controls drawn over each other.
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
}
