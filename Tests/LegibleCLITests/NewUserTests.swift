import Audit
import Foundation
import Testing

/// The command line as a new user meets it, run as they run it: the built programs.
@Suite struct NewUserTests {
  static func scratch(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-\(name)-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func outIsCheckedBeforeAnyWork() throws {
    let folder = try Self.scratch("out")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.txt")
    try Data("kept".utf8).write(to: file)
    let started = Date()
    let html = try ToolRun.binary(["audit", "--format", "html", "--out", file.path])
    #expect(html.status == 64 && html.errors.contains("\(file.path) is a file"), "\(html.errors)")
    let under = try ToolRun.binary(["demo", "--out", file.appendingPathComponent("report").path])
    #expect(under.status == 64 && under.errors.contains("is a file, not a folder"), "\(under.errors)")
    let json = try ToolRun.binary(["dump", "--out", folder.path])
    #expect(json.status == 64 && json.errors.contains("is a folder"), "\(json.errors)")
    // Refused before the audit: in a moment, and the file is untouched.
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(try String(contentsOf: file, encoding: .utf8) == "kept")
  }

  @Test func ctrlCStopsTheWorkersAndLeavesTheFolderConsistent() throws {
    let folder = try Self.scratch("interrupted")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("report")
    // A report of an earlier run, which the interrupted one must not leave beside its pictures.
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: out.appendingPathComponent("report.json"))
    let process = Process()
    process.executableURL = try ToolRun.executable()
    process.arguments = ["demo", "--out", out.path, "--jobs", "2"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let screenshots = out.appendingPathComponent("screenshots")
    let deadline = Date().addingTimeInterval(120)
    while ((try? FileManager.default.contentsOfDirectory(atPath: screenshots.path).count) ?? 0) < 3,
      process.isRunning, Date() < deadline
    {
      Thread.sleep(forTimeInterval: 0.1)
    }
    try #require(process.isRunning, "the demo ended before it could be interrupted")
    process.interrupt()
    process.waitUntilExit()
    let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 130)
    #expect(printed.contains("Interrupted after"), "\(printed)")
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("report.json").path))
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("interrupted after"))
    // No worker is left: soon no process names the folder on its command line (a stopped
    // process may take a moment to go on a loaded machine).
    func left() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { pid in
        guard Int(pid) != nil,
          let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))
        else { return false }
        return String(decoding: line, as: UTF8.self).contains(out.path)
      }
    }
    let gone = Date().addingTimeInterval(10)
    while !left().isEmpty && Date() < gone { Thread.sleep(forTimeInterval: 0.1) }
    #expect(left().isEmpty, "workers still running: \(left())")
  }

  @Test(arguments: [
    (["audit", "--variants", "dark"], "It lists no variants"),
    (["audit", "--languages", "ru"], "It lists no languages"),
    (["render", "--variant", "dark", "--out", "/tmp/x.png"], "'dark' is not a variant"),
  ])
  func aUserScreenRefusesWhatItDoesNotList(_ arguments: [String], _ message: String) throws {
    let run = try ToolRun.binary(arguments, program: "order-screens")
    #expect(run.status == 64 && run.errors.contains(message), "\(run.errors)")
  }

  @Test func aUserProgramSaysItsOwnNameAndItsOwnScreens() throws {
    let overview = try ToolRun.binary(["--help"], program: "order-screens")
    #expect(overview.output.hasPrefix("order-screens: "))
    for command in ["demo", "audit", "preview", "merge", "render"] {
      let help = try ToolRun.binary(["help", command], program: "order-screens").output
      #expect(!help.contains("legible") && !help.contains("menu") && !help.contains("pizza"), "\(help)")
    }
    let preview = try ToolRun.binary(["help", "preview"], program: "order-screens").output
    #expect(preview.contains("(the order-status screen's: en)"))
    let demo = try ToolRun.binary(["help", "demo"], program: "order-screens").output
    #expect(demo.contains("the order-status screen"))
  }

  @Test func countsAgreeWithTheirNouns() throws {
    #expect(
      1.counted("error") == "1 error" && 2.counted("error") == "2 errors" && 0.counted("page") == "0 pages")
    let one = try ToolRun.binary(["audit", "--screen", "demo", "--categories", "L"])
    #expect(one.output.hasPrefix("Audit of demo: 1 configuration, 0 errors, 0 warnings"), "\(one.output)")
  }

  @Test func previewTakesTheDevicesTheAuditTakes() throws {
    // Without a display the window cannot open (70), but the device was understood (not 64).
    let run = try ToolRun.binary(
      ["preview", "--device", "15-pro-max"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
    #expect(run.status == 70, "\(run.errors)")
  }
}
