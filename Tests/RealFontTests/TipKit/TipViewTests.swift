import DynamicType
import Foundation
import LegibleUI
import PangoCairo
import Testing

import class Legible.Screen
import struct Legible.TouchScript

@testable import TipKit

/// Tips as an app writes them: a parameter that one tip's rule reads, an event counted, options,
/// shown in place once TipKit is configured, as on a device that has seen none yet.
@MainActor @Suite(.serialized) struct TipViewTests {
  struct TabsTip: Tip {
    @Parameter
    static var isInvalidated: Bool = false

    var title: Text { Text("Navigation using tabs") }
    var message: Text? { Text("Settings moved to the Settings tab.") }
    var image: Image? { Image(systemName: "signpost.right.and.left") }
    var options: [any TipOption] {
      MaxDisplayCount(2)
      if #available(iOS 18.0, *) {
        MaxDisplayDuration(90)
      }
    }
  }

  struct ReadmeTip: Tip {
    var title: Text { Text("Built-in Readme") }
    var message: Text? { Text("The Readme is behind the info button.") }
    var rules: [Rule] {
      #Rule(TabsTip.$isInvalidated) { $0 == true }
    }
  }

  struct FavouriteTip: Tip {
    static let opened = Event(id: "opened")
    var title: Text { Text("Save a favourite") }
    var rules: [Rule] {
      #Rule(Self.opened) { $0.donations.count >= 3 }
    }
  }

  struct Tips2: View {
    var body: some View {
      VStack {
        TipView(TabsTip())
        TipView(ReadmeTip())
        TipView(FavouriteTip())
        Text("Clubs")
      }
    }
  }

  init() { TipStore.shared.unconfigure() }

  @Test func nothingShowsUntilTipKitIsConfigured() throws {
    let screen = try realScreen()
    screen.host(Tips2())
    #expect(!screen.texts.contains("Navigation using tabs"))
    try Tips.configure()
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("Navigation using tabs"))
    #expect(screen.texts.contains("Settings moved to the Settings tab."))
    // A second configuration throws, as on iOS.
    #expect(throws: Tips.TipKitError.self) { try Tips.configure() }
  }

  @Test func theTitleIsAHeadlineThatGrowsWithTheTextSize() throws {
    try Tips.configure()
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(TipView(TabsTip()))
      let title = try #require(
        screen.snapshot().allNodes.first { $0.text?.string == "Navigation using tabs" })
      #expect(title.text?.pointSize == TextStyle.headline.pointSize(at: category))
      #expect(title.frame.maxX <= 320)
      if let directory = ProcessInfo.processInfo.environment["LEGIBLE_ARTIFACTS"] {
        let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
          screen.snapshot().drawingOperations, canvas: screen.device.size, scale: 2)
        try Data(try PNGCodec.encode(bitmap)).write(
          to: URL(fileURLWithPath: directory).appendingPathComponent("tip-\(category.rawValue).png"))
      }
    }
  }

  @Test func aRuleOnAParameterWaitsForItsValue() throws {
    try Tips.configure()
    let screen = try realScreen()
    screen.host(Tips2())
    #expect(!screen.texts.contains("Built-in Readme"))
    #expect(ReadmeTip().status == .pending)
    TabsTip.isInvalidated = true
    screen.layoutIfNeeded()
    #expect(ReadmeTip().status == .available)
    #expect(screen.texts.contains("Built-in Readme"))
  }

  @Test func closingATipInvalidatesIt() throws {
    try Tips.configure()
    let screen = try realScreen()
    screen.host(Tips2())
    let close = try #require(screen.snapshot().allNodes.first { $0.accessibilityLabel == "Close" })
    screen.play(TouchScript().press(at: (close.hitFrame ?? close.frame).center).hold(0.1).lift())
    screen.layoutIfNeeded()
    #expect(TabsTip().status == .invalidated(.tipClosed))
    #expect(!screen.texts.contains("Navigation using tabs"))
  }

  @Test func anEventRuleCountsDonations() throws {
    try Tips.configure()
    let screen = try realScreen()
    screen.host(Tips2())
    for _ in 0..<2 { FavouriteTip.opened.donate() }
    screen.layoutIfNeeded()
    #expect(!screen.texts.contains("Save a favourite"))
    FavouriteTip.opened.donate()
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("Save a favourite"))
  }

  @Test func aDailyFrequencyShowsOneTipAtATime() throws {
    try Tips.configure([.displayFrequency(.daily)])
    TabsTip.isInvalidated = true
    let screen = try realScreen()
    screen.host(Tips2())
    // Both tips' rules hold; the first to show is the only one today.
    #expect(screen.texts.contains("Navigation using tabs"))
    #expect(!screen.texts.contains("Built-in Readme"))
  }

  @Test func theDisplayCountEndsATip() throws {
    try Tips.configure()
    for _ in 0..<2 {
      let screen = try realScreen()
      screen.host(TipView(TabsTip()))
      #expect(screen.texts.contains("Navigation using tabs"))
    }
    let third = try realScreen()
    third.host(TipView(TabsTip()))
    #expect(!third.texts.contains("Navigation using tabs"))
  }

  @Test func aPopoverTipIsReportedWhileItWouldShow() throws {
    try Tips.configure()
    let screen = try realScreen()
    screen.host(Button("Settings") {}.popoverTip(TabsTip()))
    #expect(screen.snapshot().allNodes.contains { $0.notApplied.contains("popoverTip(_:)") })
    Tips.hideAllTipsForTesting()
    screen.layoutIfNeeded()
    #expect(!screen.snapshot().allNodes.contains { $0.notApplied.contains("popoverTip(_:)") })
  }
}
