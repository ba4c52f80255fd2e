import Foundation
import LocalizedStrings
import Testing

/// An observer added with a selector, as code written for Apple platforms adds one: kept while
/// the observer lives, never called (no Objective-C runtime).
@Suite struct NotificationSelectorObserversTests {
  final class Store {}

  @Test func aSelectorObserverIsKeptWhileItLives() {
    let center = NotificationCenter()
    var store: Store? = Store()
    let name = Notification.Name("Legible.didChangeExternally")
    center.addObserver(
      store!, selector: Selector("Store.didChangeExternally(notification:)"), name: name, object: nil)
    #expect(
      center.selectorObservers.map(\.selector) == [Selector("Store.didChangeExternally(notification:)")])
    #expect(center.selectorObservers.first?.name == name)
    center.post(name: name, object: nil)
    store = nil
    #expect(center.selectorObservers.isEmpty, "held weakly, as Foundation holds it")
    #expect(NotificationCenter().selectorObservers.isEmpty, "each centre its own")
  }
}
