import Audit
import DynamicType
import Foundation
import Geometry
import Legible
import LegibleCLI
import LegibleUI
import LocalizedStrings
import PangoCairo
import Testing

/// An app's preview as the audit shows it: in each language of the app, right to left where the
/// language is written so.
@MainActor @Suite struct PreviewScreenTests {
  @Test func aPreviewInALanguageWrittenRightToLeftIsLaidOutRightToLeft() throws {
    let preview = DeclaredPreview(name: "Row", file: "Row.swift", line: 1) {
      AnyView(
        HStack {
          Text("Start").accessibilityIdentifier("start")
          Spacer()
          Text("End").accessibilityIdentifier("end")
        })
    }
    let screen = AuditScreen(preview: preview)
    let typesetter = try PangoTypesetter()
    // The screen sets the catalog's language, which every test on the main actor reads: it is put
    // back before this synchronous function returns, so no other test sees it.
    func frames(_ language: String) throws -> (start: Rect, end: Rect) {
      let previous = StringCatalog.language
      defer { StringCatalog.language = previous }
      let made = screen.make(
        AuditConfiguration(category: .large, device: .iPhoneSE, language: language), typesetter)
      let snapshot = made.snapshot()
      let start = try #require(snapshot.node("start"))
      let end = try #require(snapshot.node("end"))
      return (start.frame, end.frame)
    }
    let english = try frames("en")
    #expect(english.start.minX < english.end.minX)
    for language in ["ar", "he", "fa"] {
      let mirrored = try frames(language)
      #expect(mirrored.start.minX > mirrored.end.minX, "\(language): the leading text is on the right")
    }
  }

  /// What an app reads to tell a preview from the app running on a simulator.
  struct WhereItRuns: LegibleUI.View {
    var body: some LegibleUI.View {
      let environment = ProcessInfo.processInfo.environment
      return VStack {
        Text(environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" ? "preview" : "app")
        Text(environment["SIMULATOR_DEVICE_NAME"] ?? "no simulator")
      }
    }
  }

  struct WhereItRunsApp: App {
    var body: some Scene { WindowGroup { WhereItRuns() } }
  }

  @Test func aPreviewRunsAsInXcodesCanvasAndALaunchScreenAsTheAppOnASimulator() throws {
    let typesetter = try PangoTypesetter()
    let configuration = AuditConfiguration(category: .large, device: .iPhoneSE, language: "en")
    let previous = StringCatalog.language
    defer { StringCatalog.language = previous }
    let preview = AuditScreen(
      preview: DeclaredPreview(name: "Where", file: "Where.swift", line: 1) { AnyView(WhereItRuns()) })
    #expect(
      preview.make(configuration, typesetter).snapshot().allNodes.compactMap(\.text?.string) == [
        "preview", Device.iPhoneSE.name,
      ])
    let launch = AuditScreen(
      preview: DeclaredPreview.launchScreen(of: WhereItRunsApp.self, file: "App.swift", line: 1))
    #expect(
      launch.make(configuration, typesetter).snapshot().allNodes.compactMap(\.text?.string) == [
        "app", Device.iPhoneSE.name,
      ])
  }
}
