import Audit
import DynamicType
import Foundation
import Legible
import LegibleTesting
import PangoCairo
import Preview
import Settings
import Testing

/// The program's live window, driven as a user would: under Xvfb, with xdotool.
@MainActor @Suite(.serialized) struct PreviewWindowTests {
  /// `settings-preview preview --screen settings` opens the screen; a click in the notes field
  /// and typing put the text in it, as the same clicks and keys in a session do.
  @Test func theWindowShowsTheScreenAndTypingReachesTheField() throws {
    let display = try VirtualDisplay()
    let executable = try VirtualDisplay.builtExecutable(named: "settings-preview")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-preview-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

    // Where the field is, from the program's own dump of the screen.
    let dump = try VirtualDisplay.run(executable, ["dump", "--screen", "settings", "--device", "se"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
    func find(_ nodes: [[String: Any]]) -> [String: Any]? {
      for node in nodes {
        if node["identifier"] as? String == "delivery-notes" { return node }
        if let found = find(node["children"] as? [[String: Any]] ?? []) { return found }
      }
      return nil
    }
    let field = try #require(find(document["nodes"] as? [[String: Any]] ?? [])?["frame"] as? [String: Double])
    let x = Int(field["x"]! + field["width"]! / 2)
    let y = Int(field["y"]! + field["height"]! / 2)

    let app = try display.launch(
      executable,
      [
        "preview", "--screen", "settings", "--device", "se", "--category", "L", "--zoom", "1",
        "--screenshots", folder.path,
      ])
    defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
    let environment = ["DISPLAY": display.name]
    func xdotool(_ arguments: [String]) throws -> String {
      try VirtualDisplay.run("xdotool", arguments, environment: environment).output
    }
    let window = try display.window(named: "Legible preview")
    #expect(!window.isEmpty, "no window opened")
    _ = try xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
    _ = try xdotool(["type", "--window", window, "--delay", "30", "Ring twice"])
    // Typed letters went to the field, not to the shortcuts: S still saves a picture once the
    // editing is done (Return).
    _ = try xdotool(["key", "--window", window, "Return", "s"])
    let shots = VirtualDisplay.files(in: folder)
    app.interrupt()
    let shot = try #require(shots.first)
    let picture = try PNGCodec.decode(Array(try Data(contentsOf: folder.appendingPathComponent(shot))))

    let session = try PreviewSession(screen: .settings, device: .iPhoneSE, category: .large, zoom: 1)
    session.pointer(.began, x: Double(x), y: Double(y), time: 0)
    session.pointer(.ended, x: Double(x), y: Double(y), time: 0.05)
    session.type("Ring twice")
    session.endEditing(submit: true)
    let expected = try session.screenshot()
    #expect(try #require(picture.difference(from: expected, tolerance: 8)).changedFraction < 0.02)
    // And it is not the untouched screen.
    let untouched = try PreviewSession(screen: .settings, device: .iPhoneSE, category: .large, zoom: 1)
      .screenshot()
    #expect(try #require(picture.difference(from: untouched, tolerance: 8)).changedFraction > 0.001)
  }
}
