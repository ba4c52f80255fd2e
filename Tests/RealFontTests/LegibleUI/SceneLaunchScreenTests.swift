import Audit
import DynamicType
import LegibleUI
import Testing
import UIKit

import class Legible.Screen

/// A UIKit app opens on what its window scene delegate puts in its window when the scene
/// connects: `legible app` audits that as the app's launch screen.
@MainActor @Suite struct SceneLaunchScreenTests {
  /// A scene delegate as Xcode's UIKit template with SwiftUI content writes it.
  final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      let notes = UIHostingController(rootView: Text("No notes yet"))
      notes.title = "Notes"
      window.rootViewController = UINavigationController(rootViewController: notes)
      self.window = window
      window.makeKeyAndVisible()
    }
  }

  /// A scene delegate whose window shows a UIKit controller of its own.
  final class TableSceneDelegate: UIResponder, UIWindowSceneDelegate {
    final class ListController: UIViewController {}
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      window = UIWindow(windowScene: scene as! UIWindowScene)
      window?.rootViewController = ListController()
    }
  }

  func screen(of preview: DeclaredPreview) throws -> Screen {
    let screen = try realScreen()
    screen.host(preview.make())
    screen.layoutIfNeeded()
    return screen
  }

  @Test func theHostedViewIsShownUnderItsNavigationControllersTitle() throws {
    let preview = DeclaredPreview.sceneLaunchScreen(
      named: "NotesSceneDelegate", file: "SceneDelegate.swift", line: 4
    ) {
      NotesSceneDelegate()
    }
    #expect(preview.isLaunchScreen)
    #expect(preview.name == "launch screen")
    let screen = try screen(of: preview)
    #expect(screen.texts.contains("No notes yet"))
    #expect(screen.texts.contains("Notes"))
    // Inline, as UIKit's bar shows a title unless it prefers large ones.
    #expect(try #require(screen.node(showing: "Notes")?.text).pointSize == 17)
  }

  @Test func aUIKitControllerInTheWindowIsAReportedPlaceholder() throws {
    let preview = DeclaredPreview.sceneLaunchScreen(
      named: "TableSceneDelegate", file: "SceneDelegate.swift", line: 1
    ) {
      TableSceneDelegate()
    }
    var options = AuditOptions()
    options.checks = [.unrenderedContent]
    let findings = AuditRunner.audit(
      try screen(of: preview), configuration: AuditConfiguration(category: .large, device: .iPhoneSE),
      options: options
    ).findings
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("ListController") == true)
  }

  /// A scene delegate whose window holds a tab bar controller of two hosted screens.
  final class TabsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      let rides = UIHostingController(rootView: Text("No rides yet"))
      rides.title = "Rides"
      let settings = UIHostingController(rootView: Text("Units"))
      settings.title = "Settings"
      let tabs = UITabBarController()
      tabs.viewControllers = [rides, settings]
      tabs.selectedIndex = 1
      window = UIWindow(windowScene: scene as! UIWindowScene)
      window?.rootViewController = tabs
    }
  }

  @Test func aTabBarControllersTabsAreTitledAndTheChosenOneShown() throws {
    let screen = try screen(
      of: DeclaredPreview.sceneLaunchScreen(named: "TabsSceneDelegate", file: "SceneDelegate.swift", line: 1)
      {
        TabsSceneDelegate()
      })
    #expect(screen.texts.contains("Rides"))
    #expect(screen.texts.contains("Settings"))
    #expect(screen.texts.contains("Units"))
    #expect(!screen.texts.contains("No rides yet"))
  }

  @Test func aSceneDelegateThatSetsNoWindowOpensOnAnEmptyScreen() throws {
    final class Silent: UIResponder, UIWindowSceneDelegate {}
    let screen = try screen(
      of: DeclaredPreview.sceneLaunchScreen(named: "Silent", file: "S.swift", line: 1) { Silent() })
    #expect(screen.texts.isEmpty)
  }
}
