import Foundation
import Testing
import UIKit

/// What apps set on UIKit's appearance proxies at launch is accepted and kept, as their code
/// reads it back; the bars themselves are drawn as iOS draws them by default.
@MainActor @Suite struct AppearanceTests {
  @Test func aNavigationBarAppearanceIsKept() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithTransparentBackground()
    appearance.largeTitleTextAttributes = [
      .font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.red,
    ]
    UINavigationBar.appearance().standardAppearance = appearance
    UINavigationBar.appearance().scrollEdgeAppearance = appearance
    #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
    let kept = UINavigationBar.appearance().standardAppearance
    #expect(kept.backgroundColor == .clear && kept.shadowColor == .clear)
    #expect((kept.largeTitleTextAttributes[.font] as? UIFont)?.pointSize == 40)
  }

  @Test func controlsTakeAttributesByState() {
    let control = UISegmentedControl.appearance()
    control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
    #expect(control.titleTextAttributes(for: .normal) == nil)
    UITabBar.appearance().unselectedItemTintColor = .gray
    #expect(UITabBar.appearance().unselectedItemTintColor == .gray)
    UITableView.appearance().separatorStyle = .none
    #expect(UITableView.appearance().separatorStyle == .none)
    UISwitch.appearance().onTintColor = .systemGreen
    #expect(UISwitch.appearance().onTintColor == .systemGreen && UISwitch().onTintColor == nil)
    let toggle = UISwitch()
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
  }
}
