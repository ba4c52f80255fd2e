import Audit
import Drawing
import DynamicType
import Foundation
import LegibleUI
import PangoCairo
import Testing
import UIKit

import class Legible.Screen
import struct Legible.TouchScript

/// What shipped apps write beside the common views, drawn as iOS draws it: inset and unevenly
/// rounded shapes, Core Graphics colours, text field styles of their own, pictures from a URL and
/// the older bar items.
@MainActor @Suite struct AppVocabularyTests {
  @Test func anInsetShapeLiesInsideItsFrameAndItsCornersShrinkWithIt() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let inset = RoundedRectangle(cornerRadius: 12).inset(by: 4).path(in: rect).boundingRect
    #expect(inset == CGRect(x: 4, y: 4, width: 92, height: 32))
    // A 12 pt corner inset by 4 keeps its centre: the inner corner is 8 pt.
    let corner = RoundedRectangle(cornerRadius: 12).inset(by: 4).inset(by: 8).path(in: rect).boundingRect
    #expect(corner == CGRect(x: 12, y: 12, width: 76, height: 16))
    #expect(Circle().inset(by: 100).path(in: rect).isEmpty, "nothing is left")
  }

  @Test func anUnevenRectangleRoundsOnlyTheCornersItNames() {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
    let path = shape.path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 100))
    // The bottom corners are square: the outline passes through them.
    #expect(path.contains(CGPoint(x: 0.5, y: 99.5)))
    #expect(path.contains(CGPoint(x: 199.5, y: 99.5)))
    #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)), "the top leading corner is cut round")
    // A radius larger than half the short side is cut to it.
    let pill = UnevenRoundedRectangle(topLeadingRadius: 500, bottomLeadingRadius: 500)
    #expect(pill.path(in: CGRect(x: 0, y: 0, width: 200, height: 40)).boundingRect.width == 200)
  }

  /// The shape apps write to round chosen corners, through UIKit's path.
  struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners
    func path(in rect: CGRect) -> Path {
      let path = UIBezierPath(
        roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
      return Path(path.cgPath)
    }
  }

  @Test func cornersRoundedThroughUIKitsPathAreTheOnesNamed() {
    let rect = CGRect(x: 0, y: 0, width: 120, height: 60)
    let path = RoundedCorner(radius: 20, corners: [.topLeft, .bottomRight]).path(in: rect)
    #expect(!path.contains(CGPoint(x: 1, y: 1)), "top left is round")
    #expect(path.contains(CGPoint(x: 119, y: 1)), "top right is square")
    #expect(!path.contains(CGPoint(x: 119, y: 59)), "bottom right is round")
    #expect(path.contains(CGPoint(x: 1, y: 59)), "bottom left is square")
    #expect(Path(path.cgPath) == path, "a path goes to Core Graphics and back unchanged")
    // UIKit's clockwise is the screen's: a quarter from 0 clockwise is the lower right quadrant.
    let pie = UIBezierPath()
    pie.move(to: CGPoint(x: 50, y: 50))
    pie.addArc(
      withCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    pie.close()
    #expect(Path(pie.cgPath).contains(CGPoint(x: 55, y: 55)))
    #expect(!Path(pie.cgPath).contains(CGPoint(x: 55, y: 45)))
  }

  @Test func coreGraphicsColoursGoBothWays() throws {
    let color = Color(red: 1, green: 0.5, blue: 0, opacity: 0.8)
    let cg = try #require(color.cgColor)
    #expect(cg.components == [1, 0.5, 0, 0.8])
    #expect(cg.numberOfComponents == 4)
    #expect(Color(cgColor: cg) == color)
    #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor(white: 0.5, alpha: 1))
    #expect(UIColor.systemRed.cgColor.components?.count == 4)
    #expect(cg.copy(alpha: 0.25)?.alpha == 0.25)
  }

  struct Outlined: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
      configuration
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.gray, lineWidth: 1))
    }
  }

  struct Login: View {
    @State private var email = ""
    let styled: Bool
    var body: some View {
      VStack {
        if styled {
          TextField("E-mail", text: $email).textFieldStyle(Outlined()).accessibilityIdentifier("field")
        } else {
          TextField("E-mail", text: $email).accessibilityIdentifier("field")
        }
      }
    }
  }

  @Test func aTextFieldStyleOfTheAppsOwnWrapsTheField() throws {
    func height(styled: Bool) throws -> Double {
      let screen = try realScreen()
      screen.host(Login(styled: styled))
      return try #require(screen.snapshot().node("field")).frame.height
    }
    let plain = try height(styled: false)
    let styled = try height(styled: true)
    #expect(abs(styled - (plain + 32)) < 0.5, "\(plain) plain, \(styled) styled")
  }

  struct Avatar: View {
    var body: some View {
      VStack {
        AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
          image.resizable()
        } placeholder: {
          Text("Loading")
        }
        .frame(width: 120, height: 120)
        AsyncImage(url: URL(string: "https://example.com/cover.png")) { phase in
          if let image = phase.image { image } else { Text("Empty phase") }
        }
        .frame(width: 120, height: 60)
      }
    }
  }

  @Test func aPictureFromAURLShowsItsLoadingStateAndIsReported() throws {
    let screen = try realScreen()
    screen.host(Avatar())
    #expect(screen.texts.contains("Loading"))
    #expect(screen.texts.contains("Empty phase"))
    var options = AuditOptions()
    options.checks = [.unrenderedContent]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
    ).findings
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.message.contains("AsyncImage") && !$0.breaksTextSize })
  }

  struct Inbox: View {
    var body: some View {
      NavigationView {
        Text("No messages")
          .navigationBarTitle("Inbox")
          .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Compose") {})
      }
    }
  }

  @Test func theOlderBarItemsGoToTheBarsEnds() throws {
    let screen = try realScreen()
    screen.host(Inbox())
    let edit = try #require(screen.node(showing: "Edit")?.frame)
    let compose = try #require(screen.node(showing: "Compose")?.frame)
    #expect(edit.minY < 64 && compose.minY < 64, "in the bar")
    #expect(edit.maxX < 160 && compose.minX > 160)
  }

  /// A style that triggers the button itself, on a long press, with a standard button inside.
  struct HoldToConfirm: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .padding(12)
        .onLongPressGesture(minimumDuration: 0.5) { configuration.trigger() }
    }
  }

  struct Confirm: View {
    @State private var confirmed = 0
    var body: some View {
      VStack {
        Button("Hold to pay") { confirmed += 1 }.buttonStyle(HoldToConfirm())
        Text("Confirmed \(confirmed)")
      }
    }
  }

  @Test func aPrimitiveStyleDecidesWhatTriggersTheButton() throws {
    let screen = try realScreen()
    screen.host(Confirm())
    screen.layoutIfNeeded()
    let centre = try #require(screen.node(showing: "Hold to pay")).frame.center
    screen.play(TouchScript().press(at: centre).lift())
    #expect(screen.texts.contains("Confirmed 0"), "a tap does not trigger it")
    screen.play(TouchScript().press(at: centre).hold(0.6).lift())
    #expect(screen.texts.contains("Confirmed 1"), "\(screen.texts)")
  }

  struct Clock: View {
    let start: Date
    var body: some View {
      TimelineView(.periodic(from: start, by: 60)) { context in
        Text("Minutes \(Int(context.date.timeIntervalSince(start) / 60))")
          + Text(context.cadence == .minutes ? " by the minute" : " live")
      }
    }
  }

  @Test func aTimelineViewShowsTheMomentOfItsScheduleInEffectNow() throws {
    let screen = try realScreen()
    screen.host(Clock(start: Date().addingTimeInterval(-150)))
    #expect(screen.texts.contains("Minutes 2 by the minute"), "\(screen.texts)")
  }

  /// A modifier that picks its padding from the text size it is applied at.
  struct RoomyAtLargeSizes: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
      PaddingOf(amount: environment.dynamicTypeSize.isAccessibilitySize ? 30 : 4)
    }
    struct PaddingOf: ViewModifier {
      let amount: CGFloat
      func body(content: Content) -> some View { content.padding(amount) }
    }
  }

  @Test func anEnvironmentalModifierIsResolvedForTheSizeItIsAppliedAt() throws {
    func height(_ category: ContentSizeCategory) throws -> Double {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(
        Color.red.frame(width: 10, height: 10).modifier(RoomyAtLargeSizes()).accessibilityIdentifier("box"))
      return try #require(screen.snapshot().node("box")).frame.height
    }
    #expect(try height(.large) == 18)
    #expect(try height(.accessibilityExtraExtraExtraLarge) == 70)
  }

  struct Contacts: View {
    @State private var chosen: String?
    var body: some View {
      NavigationStack {
        Button("Open Ada") { chosen = "Ada" }
          .navigationDestination(item: $chosen) { name in Text("Card of \(name)") }
      }
    }
  }

  @Test func anItemPushesItsDestinationAndPoppingClearsIt() throws {
    let screen = try realScreen()
    screen.host(Contacts())
    screen.layoutIfNeeded()
    #expect(!screen.texts.contains("Card of Ada"))
    let open = try #require(screen.node(showing: "Open Ada")).frame.center
    screen.play(TouchScript().press(at: open).lift())
    #expect(screen.texts.contains("Card of Ada"), "\(screen.texts)")
  }

  struct Hold: View {
    @State private var pressing = false
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Text(pressing ? "Held" : "Not held")
          .padding(20)
          .onLongPressGesture(minimumDuration: 0.3) {
            log.append("done")
          } onPressingChanged: { held in
            pressing = held
            log.append(held ? "down" : "up")
          }
        Text("Log " + log.joined(separator: ","))
      }
    }
  }

  @Test func aLongPressTellsWhenItIsHeldAndWhenItEnds() throws {
    let screen = try realScreen()
    screen.host(Hold())
    screen.layoutIfNeeded()
    let centre = try #require(screen.node(showing: "Not held")).frame.center
    screen.play(TouchScript().press(at: centre).hold(0.5))
    #expect(screen.texts.contains("Held"), "\(screen.texts)")
    screen.play(TouchScript().lift())
    #expect(screen.texts.contains("Not held"))
    #expect(screen.texts.contains("Log down,done,up"), "\(screen.texts)")
  }

  @Test func aButtonWithASymbolShowsItsTitleAndSymbolAndActs() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    final class Count { var value = 0 }
    let count = Count()
    screen.host(Button("Share the trail", systemImage: "square.and.arrow.up") { count.value += 1 })
    screen.layoutIfNeeded()
    let title = try #require(screen.node(showing: "Share the trail"))
    let symbol = try #require(screen.snapshot().allNodes.first { $0.image != nil })
    #expect(symbol.frame.maxX <= title.frame.minX + 1, "the symbol leads the title")
    #expect(symbol.frame.height > 30, "the symbol grows with the text size: \(symbol.frame)")
    screen.play(TouchScript().press(at: title.frame.center).lift())
    #expect(count.value == 1)
  }

  /// iOS 26's buttons that take their label from their role: `Button(role: .close) { … }`.
  struct RoleButtons: View {
    var body: some View {
      VStack {
        Button(role: .close) {}
        Button(role: .confirm) {}
        Button(role: .cancel, action: {})
      }
    }
  }

  @Test func aButtonWithARoleAloneShowsTheSystemsTitleInTheLanguageLaidOut() throws {
    let screen = try realScreen()
    screen.host(RoleButtons())
    #expect(screen.texts == ["Close", "Done", "Cancel"])
    screen.host(RoleButtons().environment(\.locale, Locale(identifier: "ru")))
    #expect(screen.texts == ["Закрыть", "Готово", "Отменить"])
    screen.host(RoleButtons().environment(\.locale, Locale(identifier: "zh-Hans")))
    #expect(screen.texts == ["关闭", "完成", "取消"])
    screen.host(RoleButtons().environment(\.locale, Locale(identifier: "pt-BR")))
    #expect(screen.texts == ["Close", "Done", "Cancel"], "English where Apple's words are not here")
  }

  /// A badge an app draws by hand (`UIGraphicsImageRenderer`) and shows with `Image(uiImage:)`.
  static func drawnBadge() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      UIColor.blue.setFill()
      UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 20, height: 20)).fill()
    }
  }

  @Test func anImageDrawnByHandIsShownAtItsSizeInItsOwnColours() throws {
    let screen = try realScreen()
    screen.host(Image(uiImage: Self.drawnBadge()).accessibilityIdentifier("badge"))
    let snapshot = screen.snapshot()
    let badge = try #require(snapshot.allNodes.first { $0.identifier == "badge" })
    #expect(badge.frame.width == 40 && badge.frame.height == 20)
    let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      snapshot.drawingOperations, canvas: screen.device.size, scale: 1)
    func pixel(_ x: Double, _ y: Double) throws -> Drawing.Color {
      try #require(bitmap[Int(badge.frame.minX + x), Int(badge.frame.minY + y)])
    }
    let square = try pixel(10, 10)
    #expect(square.red > 0.9 && square.green < 0.3 && square.blue < 0.3, "\(square)")
    let circle = try pixel(30, 10)
    #expect(circle.blue > 0.9 && circle.red < 0.3, "\(circle)")
    let outside = try pixel(21, 1)
    #expect(outside.red > 0.9 && outside.green > 0.9, "outside the circle the screen shows: \(outside)")
  }

  @Test func aPhotoResizedByHandIsShownAtItsNewSizeAndReportedAsNotDrawn() throws {
    let photo = try #require(UIImage(data: Data(repeating: 7, count: 64)))
    let resized = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80)).image { _ in
      photo.draw(in: CGRect(x: 0, y: 0, width: 120, height: 80))
    }
    let screen = try realScreen()
    screen.host(Image(uiImage: resized).accessibilityIdentifier("photo"))
    let node = try #require(screen.snapshot().allNodes.first { $0.identifier == "photo" })
    #expect(node.frame.width == 120 && node.frame.height == 80)
    var options = AuditOptions()
    options.checks = [.unrenderedContent]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
    ).findings
    #expect(findings.count == 1)
    #expect(findings.allSatisfy { $0.message.contains("UIGraphicsImageRenderer") && !$0.breaksTextSize })
  }

  @Test func aSymbolDrawnIntoAnImageByHandIsDrawnWhereItWasPlaced() throws {
    let symbol = try #require(UIImage(systemName: "star.fill"))
    let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
      symbol.draw(in: CGRect(x: 30, y: 0, width: 30, height: 30))
    }
    let screen = try realScreen()
    screen.host(Image(uiImage: image).accessibilityIdentifier("star"))
    let snapshot = screen.snapshot()
    let frame = try #require(snapshot.allNodes.first { $0.identifier == "star" }).frame
    let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      snapshot.drawingOperations, canvas: screen.device.size, scale: 1)
    func inked(_ xs: Range<Int>) throws -> Int {
      var count = 0
      for y in 0..<30 {
        for x in xs where try #require(bitmap[Int(frame.minX) + x, Int(frame.minY) + y]).red < 0.5 {
          count += 1
        }
      }
      return count
    }
    #expect(try inked(0..<30) == 0, "nothing on the left half")
    #expect(try inked(30..<60) > 100, "the star on the right half")
  }

  /// The older and the newer forms apps still write: a field that tells when editing changes, a
  /// date interpolated with a formatter, a section folded by a binding.
  struct OlderForms: View {
    @State private var query = ""
    @State private var expanded = false
    static let day: DateFormatter = {
      let formatter = DateFormatter()
      formatter.dateFormat = "yyyy-MM-dd"
      formatter.timeZone = TimeZone(identifier: "UTC")
      return formatter
    }()
    var body: some View {
      List {
        TextField("Search", text: $query, onEditingChanged: { _ in }, onCommit: {})
        Text("Sent \(Date(timeIntervalSince1970: 0), formatter: Self.day)")
        Section(isExpanded: $expanded, content: { Text("Products") }, header: { Text("Master data") })
      }
    }
  }

  @Test func olderFormsAppsStillWriteAreDrawn() throws {
    let screen = try realScreen()
    screen.host(OlderForms())
    #expect(screen.texts.contains("Sent 1970-01-01"))
    #expect(screen.texts.contains("Products"), "a folded section is drawn open")
    #expect(screen.snapshot().allNodes.contains { $0.role == .textField })
  }

  @Test func aGradientItselfIsAStyleDrawnAsItsMeanColour() throws {
    let screen = try realScreen()
    screen.host(
      Text("Members").padding().background(
        Gradient(colors: [.white, .black]), in: RoundedRectangle(cornerRadius: 8)))
    let filled = screen.snapshot().allNodes.compactMap { $0.shape?.fill ?? $0.backgroundColor }
    let grey = try #require(filled.first { $0.alpha > 0 })
    #expect(abs(grey.red - 0.5) < 0.02 && abs(grey.green - grey.blue) < 0.001)
  }

  @Test func aSheetsSizingChangesNothingOnAnIPhone() throws {
    struct Readme: View {
      @State var shown = true
      var sizing: Bool
      var body: some View {
        Text("Clubs").sheet(isPresented: $shown) {
          if sizing {
            Text("Readme").presentationSizing(.page.fitted(horizontal: false, vertical: true))
          } else {
            Text("Readme")
          }
        }
      }
    }
    let sized = try realScreen()
    sized.host(Readme(sizing: true))
    let plain = try realScreen()
    plain.host(Readme(sizing: false))
    let frame = { (screen: Screen) in screen.snapshot().allNodes.first { $0.text?.string == "Readme" }?.frame
    }
    #expect(frame(sized) != nil && frame(sized) == frame(plain))
  }
}
