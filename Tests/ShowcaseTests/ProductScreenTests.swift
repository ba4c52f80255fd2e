import Audit
import DynamicType
import Foundation
import Legible
import PangoCairo
import PizzaApp
import Showcase
import Testing

@MainActor @Suite struct ProductScreenTests {
  func setUp(_ category: ContentSizeCategory, language: Language = .english) throws -> (Screen, ProductScreen)
  {
    let (screen, product) = ProductScreen.screen(
      language: language, product: 0, category: category, device: .iPhone6S,
      typesetter: try Shared.typesetter.get())
    screen.layoutIfNeeded()
    return (screen, product)
  }

  @Test func liftingWhileTheViewerShowsGoesBack() throws {
    let (screen, product) = try setUp(.accessibilityExtraLarge)
    var backs = 0
    product.onBack = { backs += 1 }
    screen.play(TouchScript().press(at: product.navigationBar.backButton!.frameOnScreen.center).hold(0.8))
    #expect(product.navigationViewer.currentItem?.title == "Menu")
    screen.play(TouchScript().lift())
    #expect(backs == 1)
    #expect(screen.presented.isEmpty)
  }

  @Test func holdingOnShowsRecentlyViewedProducts() throws {
    let (screen, product) = try setUp(.accessibilityExtraLarge)
    var backs = 0
    product.onBack = { backs += 1 }
    screen.play(
      TouchScript().press(at: product.navigationBar.backButton!.frameOnScreen.center).hold(1.7).lift())
    let sheet = try #require(screen.presented.last as? ActionSheet)
    #expect(sheet.title == "Recently viewed")
    #expect(sheet.actions.map(\.title).prefix(3) == ["Margherita", "Garlic Bread", "Lemonade"])
    #expect(backs == 0)
  }

  @Test func atTheDefaultSizeTheHistoryPressKeepsItsUsualDuration() throws {
    let (screen, product) = try setUp(.large)
    #expect(product.historyPress.minimumDuration == 0.5)
    screen.play(
      TouchScript().press(at: product.navigationBar.backButton!.frameOnScreen.center).hold(0.6).lift())
    #expect(screen.presented.last is ActionSheet)
  }

  @Test func theActionBarServesItsDrawnRatingThroughTheDelegate() throws {
    let (screen, product) = try setUp(.accessibilityMedium, language: .russian)
    let bar = product.actionBar.frameOnScreen
    let rating = product.actionBar.ratingFrame.offsetBy(dx: bar.minX, dy: bar.minY)
    screen.play(TouchScript().press(at: rating.center).hold(0.6))
    #expect(product.actionViewer.currentItem?.identifier == "rating")
    #expect(product.actionViewer.currentItem?.title == "Оценка: 4/5")
    screen.play(TouchScript().lift())
    #expect(product.actionBar.rating == 5)
  }

  @Test func theActionBarButtonsShowFromTheirViews() throws {
    let (screen, product) = try setUp(.accessibilityExtraExtraExtraLarge, language: .hindi)
    var actions: [String] = []
    product.actionBar.onAction = { actions.append($0) }
    screen.play(TouchScript().press(at: product.actionBar.buttons[0].frameOnScreen.center).hold(0.6))
    #expect(product.actionViewer.currentItem?.title == "पसंदीदा")
    screen.play(TouchScript().move(to: product.actionBar.buttons[1].frameOnScreen.center).lift())
    #expect(actions == ["share"])
  }

  /// Below the accessibility sizes nothing is wrong; at them, only words wider than the phone
  /// (the name at AX4–AX5 on the SE) and the name's last ideograph on a line of its own are left.
  @Test func theProductScreenHasNoErrorsInAnyLanguageOnAnyPhone() throws {
    var matrix = PizzaScreens.demoMatrix
    matrix.variants = ["adapted"]
    matrix.devices = [.iPhone4S, .iPhoneSE, .iPhone6S, .iPhone15]
    let result = AuditRunner.run(
      PizzaScreens.product, matrix: matrix, typesetter: try Shared.typesetter.get())
    let errors = result.findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.prefix(5).map(\.summary))")
  }
}
