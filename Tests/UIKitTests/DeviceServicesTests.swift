import DynamicType
import Foundation
import Testing
import UIKit

@Suite("The app, device, screen and pasteboard", .serialized)
@MainActor struct DeviceServicesTests {
  @Test func openingAURLIsRecordedNotPerformed() async {
    let app = UIApplication.shared
    let before = app.openedURLs.count
    var answered: Bool?
    app.open(URL(string: UIApplication.openSettingsURLString)!) { answered = $0 }
    #expect(answered == true)
    let opened = await app.open(URL(string: "someotherapp://order/1")!)
    #expect(!opened)
    #expect(
      app.openedURLs.dropFirst(before).map(\.absoluteString) == ["app-settings:", "someotherapp://order/1"])
  }

  /// The key-window lookup apps write to end editing: no window here, so nothing to end.
  @Test func lookingUpTheKeyWindowToEndEditingFindsNone() {
    let window = UIApplication.shared.connectedScenes
      .filter { $0.activationState == .foregroundActive }
      .compactMap { $0 as? UIWindowScene }
      .first?.windows.first { $0.isKeyWindow }
    #expect(window == nil)
    #expect(UIView().endEditing(true) == false)
  }

  /// An app's quick actions are kept as it sets them; no scene connects with one (no Home
  /// Screen), so an app's launch code that looks for one takes its ordinary path.
  @Test func quickActionsAreKeptAndNoSceneOpensWithOne() {
    let item = UIApplicationShortcutItem(
      type: "NewMaintenance", localizedTitle: "New Maintenance",
      icon: UIApplicationShortcutIcon(systemImageName: "wrench"))
    UIApplication.shared.shortcutItems = [item]
    #expect(UIApplication.shared.shortcutItems?.first?.type == "NewMaintenance")
    #expect(item.icon?.source == .systemImage("wrench"))
    #expect(UIScene.ConnectionOptions().shortcutItem == nil)
    let session = UISceneSession()
    let configuration = UISceneConfiguration(name: session.configuration.name, sessionRole: session.role)
    #expect(configuration.name == "Default Configuration")
    UIApplication.shared.shortcutItems = nil
  }

  /// A search bar keeps what an app sets on it, and a delegate that implements one method of
  /// the protocol gets it, the others doing nothing.
  @Test func aSearchBarKeepsWhatIsSetAndItsDelegateAnswersWhatItImplements() {
    final class Coordinator: UISearchBarDelegate {
      var text = ""
      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { text = searchText }
    }
    let bar = UISearchBar(frame: .zero)
    let coordinator = Coordinator()
    bar.delegate = coordinator
    bar.placeholder = "Search"
    bar.autocapitalizationType = .none
    bar.searchBarStyle = .minimal
    bar.setShowsCancelButton(true, animated: true)
    #expect(bar.placeholder == "Search" && bar.searchBarStyle == .minimal && bar.showsCancelButton)
    bar.delegate?.searchBar(bar, textDidChange: "oat")
    #expect(coordinator.text == "oat")
    #expect(bar.delegate?.searchBarShouldBeginEditing(bar) == true)
  }

  @Test func aViewSizedToFitTakesTheSizeItWouldLike() {
    final class Badge: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 20) }
    }
    let badge = Badge(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
    badge.sizeToFit()
    #expect(badge.frame == CGRect(x: 5, y: 6, width: 44, height: 20))
  }

  @Test func theScreenAndDeviceAreTheOnesLaidOut() {
    CurrentScreen.record(
      deviceName: "iPhone SE", width: 320, height: 568, scale: 2, category: .accessibilityLarge,
      rightToLeft: true, boldText: false)
    #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 568))
    #expect(UIScreen.main.scale == 2)
    #expect(UIScreen.main.nativeBounds.width == 640)
    #expect(UIDevice.current.name == "iPhone SE")
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UITraitCollection.current.preferredContentSizeCategory == .accessibilityLarge)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    #expect(abs(UIFont.preferredFont(forTextStyle: .body).pointSize - 33) < 0.01)
    CurrentScreen.record(
      deviceName: "iPhone 15", width: 393, height: 852, scale: 3, category: .large, rightToLeft: false,
      boldText: false)
  }

  @Test func feedbackIsRecorded() {
    FeedbackLog.clear()
    UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
    #expect(FeedbackLog.played == ["impact heavy 1.0", "notification success", "selection"])
  }

  @Test func thePasteboardKeepsWhatIsCopied() {
    let board = UIPasteboard.general
    board.string = "PIZZA10"
    #expect(board.string == "PIZZA10" && board.hasStrings)
    board.url = URL(string: "https://example.com")
    #expect(board.url?.host == "example.com" && !board.hasStrings)
    // Apple's shape: one dictionary per item, by type identifier.
    let before = board.changeCount
    board.items = []
    #expect(board.numberOfItems == 0 && board.url == nil && board.changeCount == before + 1)
    board.items = [["public.utf8-plain-text": "one"], ["public.utf8-plain-text": "two"]]
    #expect(board.strings == ["one", "two"])
    board.addItems([["public.url": URL(fileURLWithPath: "/tmp")]])
    #expect(board.hasURLs && board.string == "one")
  }

  @Test func controllersPresentAndDismiss() {
    let root = UIViewController()
    let share = UIActivityViewController(activityItems: ["Margherita"], applicationActivities: nil)
    root.present(share, animated: true)
    #expect(root.presentedViewController === share && share.presentingViewController === root)
    root.dismiss(animated: true)
    #expect(root.presentedViewController == nil)
    #expect(root.view.bounds.size == UIScreen.main.bounds.size)
  }

  /// A scene delegate without a window, as apps that draw in SwiftUI write it.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    func sceneDidBecomeActive(_ scene: UIScene) {}
  }

  @Test func aSceneDelegateNeedNotDeclareAWindow() {
    let delegate = SceneDelegate()
    #expect(delegate.window == nil)
  }

  @Test func aCGFloatIsMadeOfANumberAsOnApplePlatforms() {
    let number = NSNumber(value: 2.5)
    #expect(CGFloat(truncating: number) == 2.5)
    #expect(CGFloat(exactly: NSNumber(value: 3)) == 3)
  }
}
