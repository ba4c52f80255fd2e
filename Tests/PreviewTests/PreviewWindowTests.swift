import Drawing
import DynamicType
import Foundation
import Geometry
import Legible
import LegibleTesting
import PangoCairo
import PizzaApp
import Preview
import Showcase
import Testing

/// Runs a program and waits for it, with a time limit.
func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:], timeout: Double = 20)
  throws -> (status: Int32, output: String)
{
  try VirtualDisplay.run(tool, arguments, environment: environment, timeout: timeout)
}

/// The built `legible` beside the tests.
func legibleExecutable() throws -> String { try VirtualDisplay.builtExecutable(named: "legible") }

/// Starts `legible preview` on `display` with `arguments`.
func launchPreview(
  on display: VirtualDisplay, _ arguments: [String], environment extra: [String: String] = [:]
) throws -> Process {
  try display.launch(try legibleExecutable(), ["preview"] + arguments, environment: extra)
}

@MainActor @Suite(.serialized) struct PreviewWindowTests {
  /// The window's pixels after pressing and holding on the second tab at AX3, and after sliding to
  /// the third and releasing, compared with the same interaction played on a session in process.
  @Test func holdOnATabShowsTheViewerAndReleasingOnAnotherSwitchesTabs() throws {
    let display = try VirtualDisplay()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-preview-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try launchPreview(
      on: display, ["--device", "6s", "--category", "AX3", "--zoom", "1", "--screenshots", folder.path])
    defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
    let x = ["DISPLAY": display.name]
    let search = try run(
      "xdotool", ["search", "--sync", "--name", "Legible preview"], environment: x, timeout: 20)
    let window = try #require(
      search.output.split(separator: "\n").first.map(String.init), "the window did not appear")
    func xdo(_ arguments: [String]) throws { _ = try run("xdotool", arguments, environment: x) }
    func shots() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: folder.path).count) ?? 0 }
    func screenshot() throws {
      let before = shots()
      try xdo(["key", "--window", window, "s"])
      let deadline = Date().addingTimeInterval(30)
      while shots() == before && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    }
    // Tabs are a quarter of 375 points each, 49 points tall at the bottom of the 667-point screen.
    try xdo(["mousemove", "--window", window, "140", "642"])
    Thread.sleep(forTimeInterval: 0.3)
    try xdo(["mousedown", "1"])
    Thread.sleep(forTimeInterval: 1.0)
    try screenshot()
    for position in ["170", "200", "230"] {
      try xdo(["mousemove", "--window", window, position, "642"])
      Thread.sleep(forTimeInterval: 0.15)
    }
    try xdo(["mouseup", "1"])
    Thread.sleep(forTimeInterval: 0.5)
    try screenshot()
    // What the window itself shows, after frames that redrew only what changed (a screenshot
    // draws everything afresh; this reads the window's own pixels).
    let shown = folder.appendingPathComponent("window.png")
    let grab = try run("/usr/bin/python3", ["-c", grabWindowScript, display.name, window, shown.path])
    #expect(grab.status == 0, "\(grab.output)")
    try xdo(["key", "--window", window, "q"])
    let deadline = Date().addingTimeInterval(30)
    while app.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!app.isRunning, "the window did not close on Q")
    #expect(app.terminationStatus == 0)

    let held = try PNGCodec.decode(
      Array(try Data(contentsOf: folder.appendingPathComponent("preview-1.png"))))
    let released = try PNGCodec.decode(
      Array(try Data(contentsOf: folder.appendingPathComponent("preview-2.png"))))
    let session = try PreviewSession(
      screen: PizzaScreens.menu, device: .iPhone6S, category: .accessibilityExtraLarge, zoom: 1)
    session.pointer(.began, x: 140, y: 642, time: 0)
    session.tick(time: 1.0)
    let expectedHeld = try session.screenshot()
    let viewer = try #require(session.app.snapshot().node("large-content-viewer"))
    func texts(_ node: SnapshotNode) -> [String] {
      [node.text?.request.string].compactMap { $0 } + node.children.flatMap(texts)
    }
    #expect(texts(viewer).contains("Deals"))
    for position in [170.0, 200, 230] { session.pointer(.moved, x: position, y: 642, time: 1.1) }
    session.pointer(.ended, x: 230, y: 642, time: 1.2)
    #expect(firstView(TabBar.self, in: session.app.root)?.selectedIndex == 2)
    let expectedReleased = try session.screenshot()
    // The viewer's panel is in the held picture and gone after the release; the window shows what
    // the session shows.
    #expect(try #require(held.difference(from: released, tolerance: 8)).changedFraction > 0.02)
    #expect(try #require(held.difference(from: expectedHeld, tolerance: 8)).changedFraction < 0.01)
    #expect(try #require(released.difference(from: expectedReleased, tolerance: 8)).changedFraction < 0.01)
    let onScreen = try PNGCodec.decode(Array(try Data(contentsOf: shown)))
    #expect(try #require(onScreen.difference(from: expectedReleased, tolerance: 8)).changedFraction < 0.01)
    #expect(try #require(onScreen.difference(from: expectedHeld, tolerance: 8)).changedFraction > 0.02)
  }

  @Test func followingTheSystemPicksUpTheDesktopsTextScalingFactor() throws {
    // A stand-in for GNOME's gsettings that answers from a file the test writes.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-follow-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let factor = folder.appendingPathComponent("factor")
    try "1.0\n".write(to: factor, atomically: true, encoding: .utf8)
    let tool = folder.appendingPathComponent("gsettings")
    try "#!/bin/sh\ncat '\(factor.path)'\n".write(to: tool, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
    let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

    let display = try VirtualDisplay()
    let app = try launchPreview(
      on: display, ["--device", "6s", "--zoom", "1", "--category", "L", "--follow-system"],
      environment: ["PATH": path])
    defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
    let search = try run(
      "xdotool", ["search", "--sync", "--name", "Legible preview"], environment: ["DISPLAY": display.name],
      timeout: 20)
    let window = try #require(search.output.split(separator: "\n").first.map(String.init))
    // The desktop's text gets larger; the window follows within its two-second poll.
    try "2.0\n".write(to: factor, atomically: true, encoding: .utf8)
    Thread.sleep(forTimeInterval: 3.5)
    let shown = folder.appendingPathComponent("window.png")
    let grab = try run("/usr/bin/python3", ["-c", grabWindowScript, display.name, window, shown.path])
    #expect(grab.status == 0, "\(grab.output)")
    let onScreen = try PNGCodec.decode(Array(try Data(contentsOf: shown)))

    let expected = try ContentSizeCategory.nearest(toScaleFactor: 2.0)
    #expect(expected.isAccessibilityCategory)
    let larger = try PreviewSession(screen: PizzaScreens.menu, device: .iPhone6S, category: expected, zoom: 1)
      .screenshot()
    let before = try PreviewSession(screen: PizzaScreens.menu, device: .iPhone6S, category: .large, zoom: 1)
      .screenshot()
    #expect(try #require(onScreen.difference(from: larger, tolerance: 8)).changedFraction < 0.01)
    #expect(try #require(onScreen.difference(from: before, tolerance: 8)).changedFraction > 0.02)
  }

  @Test func ctrlCClosesTheWindowCleanly() throws {
    let display = try VirtualDisplay()
    let app = try launchPreview(on: display, ["--zoom", "1"])
    defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
    _ = try run(
      "xdotool", ["search", "--sync", "--name", "Legible preview"], environment: ["DISPLAY": display.name],
      timeout: 20)
    app.interrupt()
    let deadline = Date().addingTimeInterval(30)
    while app.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!app.isRunning)
    #expect(app.terminationStatus == 0)
  }

  /// `legible preview --screen product` opens the product screen's window, and S saves what it
  /// shows: the product screen, not the menu.
  @Test func theProductScreenOpensInTheWindow() throws {
    let display = try VirtualDisplay()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-product-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let app = try launchPreview(
      on: display,
      [
        "--screen", "product", "--language", "ru", "--category", "AX3", "--zoom", "1", "--screenshots",
        folder.path,
      ])
    defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
    let window = try display.window(named: "Legible preview")
    _ = try run("xdotool", ["key", "--window", window, "s"], environment: ["DISPLAY": display.name])
    let shots = VirtualDisplay.files(in: folder)
    app.interrupt()
    let shot = try #require(shots.first)
    let picture = try PNGCodec.decode(Array(try Data(contentsOf: folder.appendingPathComponent(shot))))
    let expected = try PreviewSession(
      screen: PizzaScreens.product, language: "ru", device: .iPhone6S, category: .accessibilityExtraLarge,
      zoom: 1
    ).screenshot()
    #expect(try #require(picture.difference(from: expected, tolerance: 8)).changedFraction < 0.02)
  }

  @Test func theWindowsCloseButtonClosesItCleanly() throws {
    let display = try VirtualDisplay()
    let app = try launchPreview(on: display, ["--zoom", "1"])
    defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
    let search = try run(
      "xdotool", ["search", "--sync", "--name", "Legible preview"], environment: ["DISPLAY": display.name],
      timeout: 20)
    let window = try #require(search.output.split(separator: "\n").first.map(String.init))
    // What a window manager sends when the close button is pressed: WM_DELETE_WINDOW.
    let close = """
      import sys
      from Xlib import X, display, protocol
      d = display.Display(sys.argv[1])
      window = d.create_resource_object("window", int(sys.argv[2]))
      protocols = d.intern_atom("WM_PROTOCOLS")
      delete = d.intern_atom("WM_DELETE_WINDOW")
      event = protocol.event.ClientMessage(
          window=window, client_type=protocols, data=(32, [delete, X.CurrentTime, 0, 0, 0]))
      window.send_event(event, event_mask=X.NoEventMask)
      d.flush()
      """
    let sent = try run("/usr/bin/python3", ["-c", close, display.name, window])
    #expect(sent.status == 0, "\(sent.output)")
    // The window takes events once its first frame is drawn, which a loaded machine can delay.
    let deadline = Date().addingTimeInterval(30)
    while app.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!app.isRunning, "the window did not close")
    #expect(app.terminationStatus == 0)
  }

  @Test func withoutADisplayItSaysSoAndExitsNonZero() throws {
    let result = try run(
      try legibleExecutable(), ["preview"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""], timeout: 20)
    #expect(result.status == 70)
    #expect(result.output.contains("no display to open a window on"))
  }
}

/// Writes a window's pixels, as the X server has them, to a PNG: `python3 -c script display window
/// path` (python3-xlib, and zlib for the PNG).
let grabWindowScript = """
  import struct, sys, zlib
  from Xlib import X, display
  d = display.Display(sys.argv[1])
  window = d.create_resource_object("window", int(sys.argv[2]))
  geometry = window.get_geometry()
  width, height = geometry.width, geometry.height
  data = window.get_image(0, 0, width, height, X.ZPixmap, 0xFFFFFFFF).data
  rows = bytearray()
  for y in range(height):
      rows.append(0)
      row = data[y * width * 4:(y + 1) * width * 4]
      for x in range(0, width * 4, 4):
          rows += bytes((row[x + 2], row[x + 1], row[x]))
  def chunk(kind, body):
      return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
  header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
  png = b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows)))
  open(sys.argv[3], "wb").write(png + chunk(b"IEND", b""))
  """

@MainActor @Suite struct PreviewSessionTests {
  @Test func anyScreenOfTheCatalogIsPreviewedTheProductScreenToo() throws {
    let session = try PreviewSession(
      screen: PizzaScreens.product, language: "ru", device: .iPhoneSE, category: .accessibilityExtraLarge,
      zoom: 1)
    #expect(session.variant == "adapted")
    #expect(session.app.snapshot().node("add-to-cart") != nil)
    #expect(session.app.snapshot().node("menu") == nil)
    session.cycleLanguage()
    #expect(session.language == "hi")
    session.stepCategory(by: 1)
    #expect(session.category == .accessibilityExtraExtraLarge)
    let picture = try session.screenshot()
    #expect(picture.width > 320)
  }

  @Test func aSizeChangeKeepsTheScrollAnchorAndTheSelection() throws {
    let session = try PreviewSession(
      screen: PizzaScreens.menu, language: "ru", device: .iPhone6S, category: .large, zoom: 1)
    let list = try #require(firstView(ListView.self, in: session.app.root))
    list.scroll(toSection: 3)
    session.app.layoutIfNeeded()
    let first = list.visibleItems.lowerBound
    let selected = list.topSection
    let before = session.app.root
    session.setCategory(.accessibilityMedium)
    session.app.layoutIfNeeded()
    #expect(session.app.root === before, "not rebuilt")
    #expect(list.visibleItems.lowerBound == first)
    #expect(list.topSection == selected)
  }

  @Test func onlyWhatChangedIsRedrawn() throws {
    let session = try PreviewSession(screen: PizzaScreens.menu, device: .iPhone6S, category: .large, zoom: 1)
    let size = session.windowSize
    var buffer = [UInt8](repeating: 0, count: size.width * size.height * 4)
    let stride = size.width * 4
    let drawn = try buffer.withUnsafeMutableBytes { raw in
      let first = try session.draw(into: raw.baseAddress!, stride: stride)
      let clean = session.needsRedraw
      let second = try session.draw(into: raw.baseAddress!, stride: stride)
      session.setCategory(.extraLarge)
      let third = try session.draw(into: raw.baseAddress!, stride: stride)
      return [first.app, first.panel, clean, second.app, second.panel, third.app, third.panel]
    }
    // First everything; then nothing; after a size change the app and the panel (its findings).
    #expect(drawn == [true, true, false, false, false, true, true])
  }

  @Test func redrawingOnlyWhatChangedGivesTheSamePictureAsDrawingEverything() throws {
    let session = try PreviewSession(
      screen: PizzaScreens.menu, device: .iPhone6S, category: .accessibilityExtraLarge, zoom: 1)
    let size = session.windowSize
    let stride = size.width * 4
    var window = [UInt8](repeating: 255, count: size.width * size.height * 4)
    var everything = window
    var redrawn = 0
    func frame(_ name: String, _ change: () -> Void) throws {
      change()
      let drew = try window.withUnsafeMutableBytes { try session.draw(into: $0.baseAddress!, stride: stride) }
      if drew.app || drew.panel { redrawn += 1 }
      try everything.withUnsafeMutableBytes {
        try session.drawEverything(into: $0.baseAddress!, stride: stride)
      }
      let same = window.withUnsafeBytes { a in
        everything.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
      }
      #expect(same, "\(name): the window differs from a full drawing")
    }
    try frame("first") {}
    // The viewer over the tab bar, sliding across it, released on another tab.
    try frame("hold") { session.pointer(.began, x: 140, y: 642, time: 0) }
    try frame("viewer") { session.tick(time: 1.0) }
    try frame("slide") { session.pointer(.moved, x: 200, y: 642, time: 1.1) }
    try frame("release") { session.pointer(.ended, x: 230, y: 642, time: 1.2) }
    // Text sizes, up and down.
    try frame("AX5") { session.setCategory(.accessibilityExtraExtraExtraLarge) }
    try frame("L") { session.setCategory(.large) }
    // Scrolling the menu.
    try frame("touch") { session.pointer(.began, x: 180, y: 500, time: 2) }
    try frame("scroll") { session.pointer(.moved, x: 180, y: 420, time: 2.05) }
    try frame("scroll more") { session.pointer(.moved, x: 180, y: 300, time: 2.1) }
    try frame("lift") { session.pointer(.ended, x: 180, y: 300, time: 2.15) }
    #expect(redrawn >= 8)
  }

  @Test func idleTimePreparesTheNextSizesWithoutTouchingTheApp() throws {
    let session = try PreviewSession(screen: PizzaScreens.menu, device: .iPhone6S, category: .large, zoom: 1)
    let list = try #require(firstView(ListView.self, in: session.app.root))
    list.scroll(toSection: 2)
    session.app.layoutIfNeeded()
    let offset = list.contentOffset
    let before = try session.screenshot()
    // Both neighbours, one per call, then nothing left.
    #expect(try session.prepareNeighbouringSizes())
    #expect(try session.prepareNeighbouringSizes())
    #expect(try !session.prepareNeighbouringSizes())
    #expect(session.category == .large)
    #expect(list.contentOffset == offset)
    #expect(try session.screenshot() == before)
    // At the smallest size there is one neighbour.
    session.setCategory(.extraSmall)
    #expect(try session.prepareNeighbouringSizes())
    #expect(try !session.prepareNeighbouringSizes())
  }

  @Test func thePanelListsTheFindingsOnScreen() throws {
    let session = try PreviewSession(
      screen: PizzaScreens.menu, variant: "firstApproach", device: .iPhoneSE,
      category: .accessibilityExtraLarge, zoom: 1)
    #expect(session.findings.contains { $0.severity == .error })
    session.rebuild(variant: "adapted")
    #expect(!session.findings.contains { $0.severity == .error })
  }

  @Test func thePanelFollowsTheScroll() throws {
    let session = try PreviewSession(
      screen: PizzaScreens.menu, language: "ru", variant: "firstApproach", device: .iPhoneSE,
      category: .accessibilityExtraLarge,
      zoom: 1)
    let before = Set(session.findings.map(\.path))
    // Drag the menu up by three screens, a little at a time, and lift.
    var time = 0.0
    for _ in 0..<3 {
      session.pointer(.began, x: 160, y: 500, time: time)
      for step in 1...10 {
        time += 0.016
        session.pointer(.moved, x: 160, y: 500 - Double(step) * 45, time: time)
      }
      time += 0.016
      session.pointer(.ended, x: 160, y: 50, time: time)
      time += 0.5
    }
    let after = session.findings
    #expect(Set(after.map(\.path)) != before)
    #expect(after.contains { $0.path.contains("/product-") })
    let screen = Rect(origin: .zero, size: Device.iPhoneSE.size)
    #expect(after.allSatisfy { screen.intersection($0.frame) != nil })
  }
}

/// The first view of `type` in the tree under `view`, depth first.
@MainActor func firstView<T: View>(_ type: T.Type, in view: View?) -> T? {
  guard let view else { return nil }
  if let found = view as? T { return found }
  for subview in view.subviews {
    if let found = firstView(type, in: subview) { return found }
  }
  return nil
}

/// The window as a new user opens it: on their display, whole, and quiet.
@MainActor @Suite struct FirstWindowTests {
  @Test func theZoomFitsTheDisplay() {
    // A 1920 × 1080 desktop, less a title bar: the 6S at 2× would be 1334 pixels tall.
    #expect(PreviewSession.fittingZoom(for: .iPhone6S, width: 1920, height: 1040) == 1.5)
    #expect(PreviewSession.fittingZoom(for: .iPhone15ProMax, width: 1920, height: 1040) == 1)
    // Room enough: the device's own scale; a tiny display: never below a half.
    #expect(PreviewSession.fittingZoom(for: .iPhoneSE, width: 4000, height: 3000) == 2)
    #expect(PreviewSession.fittingZoom(for: .iPhone15, width: 400, height: 300) == 0.5)
  }

  @Test func theWindowOpensWholeOnTheDisplayWithNothingPrinted() throws {
    let display = try VirtualDisplay()
    let app = Process()
    app.executableURL = URL(fileURLWithPath: try legibleExecutable())
    app.arguments = ["preview", "--device", "15-pro-max"]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    app.environment = environment
    let errors = Pipe()
    app.standardError = errors
    app.standardOutput = FileHandle.nullDevice
    try app.run()
    defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
    let window = try display.window(named: "Legible preview")
    let geometry = try VirtualDisplay.run(
      "xdotool", ["getwindowgeometry", window], environment: ["DISPLAY": display.name]
    ).output
    app.interrupt()
    app.waitUntilExit()
    // The display is 1400 × 1500: the Pro Max at its 3× would be 2796 pixels tall.
    let size = try #require(geometry.split(separator: "\n").first { $0.contains("Geometry") })
    let parts = size.split(separator: " ").last?.split(separator: "x").compactMap { Int($0) } ?? []
    #expect(parts.count == 2 && parts[0] <= 1400 && parts[1] <= 1500, "\(geometry)")
    let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(printed.isEmpty, "\(printed)")
  }
}
