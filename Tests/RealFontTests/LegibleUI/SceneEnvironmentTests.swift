import Foundation
import LegibleUI
import Observation
import Testing

/// What an app's scene gives its views through the environment reaches its launch screen, as on
/// iOS: an observable model, an observed object and an environment value set on the window group.
@MainActor @Suite struct SceneEnvironmentTests {
  @Observable final class Team {
    var name = "Platform"
  }

  final class Timer: ObservableObject {
    @Published var minutes = 15
  }

  struct MeetingView: View {
    @Environment(Team.self) private var team
    @EnvironmentObject private var timer: Timer
    @Environment(\.lineLimit) private var lineLimit

    var body: some View {
      Text("\(team.name): \(timer.minutes) min, \(lineLimit.map(String.init) ?? "no") line limit")
    }
  }

  struct MeetingApp: App {
    var body: some Scene {
      WindowGroup { MeetingView() }
        .environment(Team())
        .environmentObject(Timer())
        .environment(\.lineLimit, 2)
    }
  }

  @Test func aWindowGroupsEnvironmentReachesItsLaunchScreen() throws {
    let launch = DeclaredPreview.launchScreen(of: MeetingApp.self, file: "MeetingApp.swift", line: 1)
    let screen = try realScreen()
    screen.host(launch.make())
    #expect(screen.texts == ["Platform: 15 min, 2 line limit"])
  }

  enum RecordingError: LocalizedError {
    case noMicrophone
    var errorDescription: String? { "No microphone" }
    var recoverySuggestion: String? { "Connect a headset." }
  }

  struct Recorder: View {
    var error: RecordingError?
    var body: some View {
      Text("Recording")
        .alert(isPresented: .constant(true), error: error) { _ in
          Button("OK") {}
        } message: { error in
          Text(error.recoverySuggestion ?? "")
        }
    }
  }

  @Test func anErrorAlertIsTitledWithTheErrorsDescriptionAndShownOnlyWithAnError() throws {
    let failing = try realScreen()
    failing.host(Recorder(error: .noMicrophone))
    #expect(failing.texts.contains("No microphone") && failing.texts.contains("Connect a headset."))
    let fine = try realScreen()
    fine.host(Recorder(error: nil))
    #expect(!fine.texts.contains("No microphone") && fine.texts.contains("Recording"))
  }
}
