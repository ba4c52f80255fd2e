import Drawing
import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// Toggle styles as SwiftUI applies them: a style of the app's own describes the whole control
/// from its configuration (and changes the bound value through it), `.button` is a button that
/// fills when on, `.switch` and `.automatic` are iOS's switch; at every text size.
@MainActor @Suite struct ToggleStyleTests {
  /// A checkbox, as apps write one.
  struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button {
        configuration.isOn.toggle()
      } label: {
        HStack {
          Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
          configuration.label
        }
      }
      .accessibilityIdentifier("checkbox")
    }
  }

  struct Settings: View {
    @State var isOn = false
    var body: some View {
      VStack {
        Toggle("Remember me", isOn: $isOn).toggleStyle(CheckboxStyle())
        Text(isOn ? "Remembered" : "Forgotten")
      }
    }
  }

  @Test func aStyleOfTheAppsOwnDrawsTheToggleAndChangesItsValue() throws {
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(Settings())
      #expect(screen.texts.contains("Remember me"))
      #expect(!screen.snapshot().allNodes.contains { $0.role == .toggle }, "no switch: the style draws it")
      #expect(screen.texts.contains("Forgotten"))
      screen.tap(viewWithIdentifier: "checkbox")
      #expect(screen.texts.contains("Remembered"), "\(category): the style's button set the bound value")
    }
  }

  @Test func theButtonStyleIsAButtonFilledWithTheTintWhenOn() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button).accessibilityIdentifier("on")
        Toggle("Italic", isOn: .constant(false)).toggleStyle(.button).accessibilityIdentifier("off")
      })
    let nodes = screen.snapshot().allNodes
    #expect(!nodes.contains { $0.role == .toggle })
    let on = try #require(screen.node(showing: "Bold"))
    let off = try #require(screen.node(showing: "Italic"))
    #expect(on.text?.color == .white, "prominent: white on the tint")
    #expect(off.text?.color != .white)
    let under = nodes.filter { $0.frame.contains(on.frame.center) }
    #expect(
      under.contains { $0.role == .button }, "\(under.map { ($0.role, $0.backgroundColor, $0.shape?.fill) })")
    #expect(under.contains { $0.shape?.fill != nil || $0.backgroundColor != nil })
  }

  @Test func theSwitchStylesAreIOSsSwitchAndASwitchTintColoursIt() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)
        Toggle("Bluetooth", isOn: .constant(true)).toggleStyle(.automatic)
        Toggle("Airplane", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
      })
    let switches = screen.snapshot().allNodes.filter { $0.role == .toggle }
    #expect(switches.count == 3)
    #expect(switches.allSatisfy { $0.frame.width == 51 })
  }
}
