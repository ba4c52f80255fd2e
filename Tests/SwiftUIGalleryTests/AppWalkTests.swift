import Audit
import DynamicType
import LegibleUI
import LocalizedStrings
import PangoCairo
import SwiftUIGallery
import Testing

import class Legible.Screen
import struct Legible.Traits

/// The audit walks an app as a user would tap through it: the gallery's book club (four tabs,
/// lists, detail pages, a sheet, an alert) from its root, with real fonts on the iPhone SE.
@MainActor @Suite struct AppWalkTests {
  static let start = AuditConfiguration(category: .large, device: .iPhoneSE)

  static func bookClub() throws -> AuditScreen {
    AuditScreen(preview: try #require(LegiblePreviews.all.first { $0.name == "Book club" }))
  }

  @Test func theWalkReachesEveryScreenOfTheAppFromItsRoot() throws {
    let screen = try Self.bookClub()
    let walk = AppWalk(screen, configuration: Self.start, typesetter: try PangoTypesetter())
    let names = walk.destinations.map(\.name)
    #expect(
      names == [
        "Library", "Library › The Left Hand of Darkness", "Clubs", "Discover", "Profile",
        "Library › The Left Hand of Darkness › Review sheet", "Clubs › Tuesday Readers",
        "Profile › Notifications", "Library › The Left Hand of Darkness › Review sheet (large)",
        "Clubs › Tuesday Readers › Leave Tuesday Readers? alert",
      ])
    // The other books open the same detail page: it is audited once, from the first.
    #expect(walk.alike["Library › The Left Hand of Darkness"] == 3)
    #expect(walk.alike["Clubs › Tuesday Readers"] == 1)
    // Each place is reached again from a fresh copy of the app, and is where the walk found it.
    for destination in walk.destinations {
      let made = screen.make(Self.start, try PangoTypesetter())
      #expect(AppWalk.follow(destination.taps, on: made, sameLanguage: true) == nil)
      #expect(made.location == destination.location, "\(destination.name)")
    }
    let sheet = try #require(walk.destination(named: "Library › The Left Hand of Darkness › Review sheet"))
    #expect(sheet.taps.count == 2)
    #expect(sheet.location.steps.map(\.kind) == [.tab, .screen, .screen, .sheet, .screen])
    // The sheet rests at the medium height and the large one: its grabber takes it to the large
    // one, a place of its own.
    let large = try #require(
      walk.destination(named: "Library › The Left Hand of Darkness › Review sheet (large)"))
    #expect(large.taps.dropLast() == sheet.taps)
    #expect(large.location.steps[3].detent == "large")
  }

  @Test func aFailureTwoTapsDeepIsFoundAndNamedByItsPath() throws {
    let screen = try Self.bookClub()
    let walked = AuditScreen(
      walking: screen, AppWalk(screen, configuration: Self.start, typesetter: try PangoTypesetter()))
    let result = AuditRunner.run(
      walked,
      matrix: AuditMatrix(
        categories: [.large, .accessibilityExtraExtraExtraLarge], devices: [.iPhoneSE],
        variants: try #require(walked.variants)),
      typesetter: try PangoTypesetter())
    // The review sheet's footer has a fixed point size (planted).
    let planted = result.findings.filter {
      $0.check == .notScaling && $0.element.contains("Your clubs see your review")
    }
    #expect(
      Set(planted.map(\.configuration.variant)) == [
        "Library › The Left Hand of Darkness › Review sheet",
        "Library › The Left Hand of Darkness › Review sheet (large)",
      ])
    #expect(planted.contains { $0.configuration.category == .accessibilityExtraExtraExtraLarge })
    // At AX5 every place is reached the way it was at L.
    #expect(!result.findings.contains { $0.check == .unreachable })
    // In another language the controls are found by their place. (Making a preview's screen sets
    // the language laid out, which other tests read: it is given back.)
    let previous = StringCatalog.language
    defer { StringCatalog.language = previous }
    var russian = Self.start
    russian.language = "ru"
    russian.variant = "Clubs › Tuesday Readers › Leave Tuesday Readers? alert"
    let made = walked.make(russian, try PangoTypesetter())
    #expect(made.unreachedControl == nil)
    #expect(made.location.steps.last?.kind == .alert)
  }

  @Test func theBoundsKeepTheWalkFiniteAndSayWhatTheyLeftOut() throws {
    let screen = try Self.bookClub()
    let shallow = AppWalk(
      screen, configuration: Self.start, typesetter: try PangoTypesetter(), limits: AppWalk.Limits(depth: 1))
    #expect(shallow.destinations.allSatisfy { $0.taps.count <= 1 })
    #expect(shallow.destinations.count == 5)
    #expect(
      shallow.notFollowed.contains("Library › The Left Hand of Darkness: its controls, deeper than 1 taps"))
    let few = AppWalk(
      screen, configuration: Self.start, typesetter: try PangoTypesetter(),
      limits: AppWalk.Limits(destinations: 3))
    #expect(few.destinations.count == 3)
    #expect(few.notFollowed.contains("Discover: more than 3 places"))
  }

  @Test func aWayInThatALargerSizeHidesIsReported() throws {
    let screen = AuditScreen(name: "Help") { configuration, typesetter in
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      screen.host(HelpScreen())
      return screen
    }
    let walk = AppWalk(screen, configuration: Self.start, typesetter: try PangoTypesetter())
    #expect(walk.destinations.map(\.name) == ["Home", "Home › How to order sheet"])
    let result = AuditRunner.run(
      AuditScreen(walking: screen, walk),
      matrix: AuditMatrix(
        categories: [.large, .accessibilityMedium], devices: [.iPhoneSE],
        variants: ["Home › How to order sheet"]),
      typesetter: try PangoTypesetter())
    let unreachable = result.findings.filter { $0.check == .unreachable }
    #expect(unreachable.map(\.configuration.category) == [.accessibilityMedium])
    #expect(unreachable.first?.element == "control \"Help\"")
    #expect(unreachable.first?.severity == .error)
  }
}

/// A home screen whose help button is left out at the accessibility sizes.
private struct HelpScreen: View {
  @Environment(\.dynamicTypeSize) private var size
  @State private var showsHelp = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 12) {
        Text("Welcome back")
        if !size.isAccessibilitySize {
          Button("Help") { showsHelp = true }
        }
      }
      .navigationTitle("Home")
      .sheet(isPresented: $showsHelp) {
        Text("How to order").font(.title)
      }
    }
  }
}
