import Audit
import Drawing
import DynamicType
import Geometry
import LargeContentViewer
import Legible
import PangoCairo
import Typesetting

/// What the preview window shows and does, without the window: a screen (any `AuditScreen`: the
/// reference menu by default, the product screen, a user's own) and the control panel side by
/// side, input in window pixels, and frames drawn into a framebuffer. The window (`PreviewWindow`)
/// only moves events and pixels; tests and the benchmark drive a session directly.
///
/// A text-size change goes through the normal trait path (the screen is not rebuilt): the list
/// keeps its place and the picker its selection. A frame redraws only what changed: within the app
/// and the panel, the areas where their snapshots differ from the ones last drawn.
@MainActor public final class PreviewSession {
  /// What is previewed.
  public let screen: AuditScreen
  /// The language shown.
  public private(set) var language: String
  /// The variant shown.
  public private(set) var variant: String
  /// The phone shown.
  public private(set) var device: Device
  /// Window pixels per point of the app's screen.
  public let zoom: Double
  /// The screen of the current configuration.
  public private(set) var app: Screen
  let panel: ControlPanel
  let typesetter: PangoTypesetter
  let renderer: Renderer
  private var drawnApp: LayoutSnapshot?
  private var drawnPanel: LayoutSnapshot?
  /// The snapshots of the current state, made once per frame: every change clears them.
  private var current: (app: LayoutSnapshot, panel: LayoutSnapshot)?

  private func snapshots() -> (app: LayoutSnapshot, panel: LayoutSnapshot) {
    if let current { return current }
    let made = (app: app.snapshot(), panel: panel.screen.snapshot())
    current = made
    return made
  }
  private var touchInPanel = false
  /// The audit findings for the app's current snapshot.
  public private(set) var findings: [Finding] = []

  /// A session showing `screen` in `language` and `variant`
  /// (the screen's defaults when nil).
  public init(
    screen: AuditScreen, language: String? = nil, variant: String? = nil,
    device: Device = .iPhone6S, category: ContentSizeCategory = .large, zoom: Double? = nil
  ) throws {
    typesetter = try PangoTypesetter()
    renderer = Renderer(typesetter: typesetter)
    self.screen = screen
    let language = language ?? screen.defaultLanguage
    let variant = variant ?? screen.defaultVariant
    self.language = language
    self.variant = variant
    self.device = device
    self.zoom = zoom.flatMap { $0.isFinite && $0 > 0 ? min($0, 4) : nil } ?? device.scale
    app = Self.make(
      screen, language: language, variant: variant, category: category, device: device, typesetter: typesetter
    )
    panel = ControlPanel(
      height: max(device.size.height * self.zoom, 700), languages: screen.languages ?? [language],
      variants: screen.variants ?? [variant], typesetter: typesetter)
    panel.onCategory = { [weak self] in self?.setCategory($0) }
    panel.onLanguage = { [weak self] in self?.rebuild(language: $0) }
    panel.onVariant = { [weak self] in self?.rebuild(variant: $0) }
    panel.onDevice = { [weak self] in self?.rebuild(device: $0) }
    refreshPanel()
  }

  /// The zoom at which a window showing `device` fits a display area of `width` × `height`
  /// pixels: the device's scale when it fits, else the largest quarter step that does, and never
  /// below a half (a display too small for that shows part of the window).
  public static func fittingZoom(for device: Device, width: Int, height: Int) -> Double {
    let across = (Double(width) - ControlPanel.width) / device.size.width
    let down = Double(height) / device.size.height
    let fitting = (min(across, down) * 4).rounded(.down) / 4
    return max(0.5, min(device.scale, fitting))
  }

  /// The window's size in pixels: the app's screen, then the panel.
  public var windowSize: (width: Int, height: Int) {
    (
      Int((device.size.width * zoom).rounded(.up) + ControlPanel.width),
      Int(max(device.size.height * zoom, 700).rounded(.up))
    )
  }

  /// The text size shown.
  public var category: ContentSizeCategory { app.contentSizeCategory }

  // MARK: Changes

  /// Changes the text size through the trait path.
  public func setCategory(_ category: ContentSizeCategory) {
    guard category != app.contentSizeCategory else { return }
    app.contentSizeCategory = category
    current = nil
    refreshPanel()
  }

  /// Moves the text size `steps` categories up (or down, when negative), stopping at XS and AX5.
  public func stepCategory(by steps: Int) {
    let index = min(max(0, category.index + steps), ContentSizeCategory.allCases.count - 1)
    setCategory(ContentSizeCategory.allCases[index])
  }

  /// The screen laid out for a configuration.
  private static func make(
    _ screen: AuditScreen, language: String, variant: String, category: ContentSizeCategory, device: Device,
    typesetter: PangoTypesetter
  ) -> Screen {
    let app = screen.make(
      AuditConfiguration(category: category, device: device, language: language, variant: variant), typesetter
    )
    app.layoutIfNeeded()
    return app
  }

  /// Another language, variant or device is another app: it is built anew at the same size.
  public func rebuild(language: String? = nil, variant: String? = nil, device: Device? = nil) {
    self.language = language ?? self.language
    self.variant = variant ?? self.variant
    let newDevice = device ?? self.device
    let sizeChanged = newDevice != self.device
    self.device = newDevice
    app = Self.make(
      screen, language: self.language, variant: self.variant, category: category, device: self.device,
      typesetter: typesetter)
    drawnApp = nil
    current = nil
    if sizeChanged { drawnPanel = nil }
    refreshPanel()
  }

  /// Shows the next language of the screen's, after the last the first.
  public func cycleLanguage() { rebuild(language: Self.next(after: language, in: screen.languages)) }
  /// Shows the next variant of the screen's, after the last the first.
  public func cycleVariant() { rebuild(variant: Self.next(after: variant, in: screen.variants)) }

  /// The item after `current` in `list`, round; `current` when the screen takes any.
  private static func next(after current: String, in list: [String]?) -> String {
    guard let list, !list.isEmpty else { return current }
    return list[((list.firstIndex(of: current) ?? -1) + 1) % list.count]
  }
  /// Shows the next phone, after the last the first.
  public func cycleDevice() {
    let devices = ControlPanel.devices
    rebuild(device: devices[((devices.firstIndex(of: device) ?? 0) + 1) % devices.count])
  }

  /// Judges what is on screen now, at the current scroll position: findings about elements
  /// scrolled out of view are left for when they come back (the audit pages through them all).
  private func refreshPanel() {
    let snapshot = snapshots().app
    let visible = Rect(origin: .zero, size: device.size)
    findings =
      AuditRunner.check(
        [
          AuditedSnapshot(
            snapshot,
            configuration: AuditConfiguration(
              category: category, device: device, language: language, variant: variant))
        ],
        options: AuditOptions()
      ).first?.filter { $0.frame.intersection(visible) != nil } ?? []
    panel.show(category: category, language: language, variant: variant, device: device, findings: findings)
    current = nil
  }

  // MARK: Input (window pixels, seconds)

  /// A mouse button or finger event at window pixel `(x, y)`.
  public func pointer(_ phase: TouchPhase, x: Double, y: Double, time: Double) {
    current = nil
    let appWidth = device.size.width * zoom
    if phase == .began { touchInPanel = x >= appWidth }
    if touchInPanel {
      panel.screen.send(TouchEvent(phase, at: Point(x: x - appWidth, y: y), time: time))
    } else {
      app.send(TouchEvent(phase, at: Point(x: x / zoom, y: y / zoom), time: time))
    }
    if phase == .ended || phase == .cancelled { refreshPanelIfNeeded() }
  }

  /// Whether a text field of the app is being edited: typed keys are text then, not shortcuts.
  public var isEditingText: Bool { app.editingField != nil }

  /// Typed text, for the field being edited (nothing when none is).
  public func type(_ text: String) {
    guard let field = app.editingField else { return }
    current = nil
    field.insertText(text)
    refreshPanelIfNeeded()
  }

  /// Backspace in the field being edited.
  public func deleteBackward() {
    guard let field = app.editingField else { return }
    current = nil
    field.deleteBackward()
    refreshPanelIfNeeded()
  }

  /// Ends editing the field, submitting it (Return) or not (Escape).
  public func endEditing(submit: Bool) {
    guard let field = app.editingField else { return }
    current = nil
    field.endEditing(submit: submit)
    refreshPanelIfNeeded()
  }

  /// Time passing with no event: a held finger may become a long press. Without a finger down
  /// nothing changes, and the frame's snapshots are kept.
  public func tick(time: Double) {
    guard app.isTouching || panel.screen.isTouching else { return }
    current = nil
    app.advanceTime(to: time)
    panel.screen.advanceTime(to: time)
  }

  private func refreshPanelIfNeeded() {
    if snapshots().app != drawnApp { refreshPanel() }
  }

  // MARK: Idle work

  /// A copy of the app, for preparing other sizes while the window is idle.
  private var shadow: (app: Screen, language: String, variant: String, device: Device)?
  /// What has been prepared: a size, for an app showing a first row.
  private var preparedStates: Set<PreparedState> = []

  private struct PreparedState: Hashable {
    var category: ContentSizeCategory
    var language: String
    var variant: String
    var device: Device
    var position: ScrollPosition
  }

  /// Prepares one of the sizes next to the current one, for the moment the user steps to it: a
  /// copy of the app is laid out at that size, scrolled to the same rows, and drawn nowhere, so
  /// that its text is measured and shaped and its illustrations drawn at that size. Changing to
  /// that size then mostly draws what is kept. Returns false when there is nothing left to prepare
  /// (both neighbours are ready for what is on screen); the window calls it while it is idle.
  @discardableResult
  public func prepareNeighbouringSizes() throws -> Bool {
    let all = ContentSizeCategory.allCases
    let position = app.scrollPosition
    for step in [1, -1] {
      let index = category.index + step
      guard all.indices.contains(index) else { continue }
      let state = PreparedState(
        category: all[index], language: language, variant: variant, device: device, position: position)
      guard !preparedStates.contains(state) else { continue }
      preparedStates.insert(state)
      if shadow == nil || shadow?.language != language || shadow?.variant != variant
        || shadow?.device != device
      {
        let app = Self.make(
          screen, language: language, variant: variant, category: all[index], device: device,
          typesetter: typesetter)
        shadow = (app, language, variant, device)
      }
      guard let shadow else { return false }
      // Where the app stands now, then the size changed as the app changes it: scrolling views
      // keep their anchor through the change, as the app's do.
      shadow.app.contentSizeCategory = category
      shadow.app.scroll(to: position)
      shadow.app.contentSizeCategory = all[index]
      shadow.app.layoutIfNeeded()
      try renderer.prepare(shadow.app.snapshot().drawingOperations, canvas: device.size, scale: zoom)
      return true
    }
    return false
  }

  // MARK: Frames

  /// Whether the next `draw` has anything to change.
  public var needsRedraw: Bool {
    let (app, panel) = snapshots()
    return app != drawnApp || panel != drawnPanel
  }

  /// Draws what changed into a framebuffer of the window's size (ARGB8888, `stride` bytes a
  /// row). Returns the parts drawn.
  @discardableResult
  public func draw(into pixels: UnsafeMutableRawPointer, stride: Int) throws -> (app: Bool, panel: Bool) {
    let (appSnapshot, panelSnapshot) = snapshots()
    let size = windowSize
    let appWidth = Int((device.size.width * zoom).rounded(.up))
    var drew = (app: false, panel: false)
    if appSnapshot != drawnApp {
      try renderer.draw(
        appSnapshot.drawingOperations, into: pixels, width: appWidth,
        height: min(size.height, Int((device.size.height * zoom).rounded(.up))), stride: stride, scale: zoom,
        only: drawnApp.flatMap { appSnapshot.damage(since: $0) })
      drawnApp = appSnapshot
      drew.app = true
    }
    if panelSnapshot != drawnPanel {
      try renderer.draw(
        panelSnapshot.drawingOperations, into: pixels.advanced(by: appWidth * 4),
        width: size.width - appWidth,
        height: size.height, stride: stride, scale: 1,
        only: drawnPanel.flatMap { panelSnapshot.damage(since: $0) })
      drawnPanel = panelSnapshot
      drew.panel = true
    }
    return drew
  }

  /// Draws the whole window, whatever was drawn before (a new framebuffer, a window uncovered).
  public func drawEverything(into pixels: UnsafeMutableRawPointer, stride: Int) throws {
    drawnApp = nil
    drawnPanel = nil
    try draw(into: pixels, stride: stride)
  }

  /// The whole window as a bitmap (for screenshots and tests). What the window has drawn is left
  /// as it was: its next frame is drawn as if there had been no screenshot.
  public func screenshot() throws -> Bitmap {
    let size = windowSize
    var buffer = [UInt8](repeating: 255, count: size.width * size.height * 4)
    let drawn = (drawnApp, drawnPanel)
    defer { (drawnApp, drawnPanel) = drawn }
    try buffer.withUnsafeMutableBytes { raw in
      try drawEverything(into: raw.baseAddress!, stride: size.width * 4)
    }
    var pixels = [UInt8](repeating: 0, count: buffer.count)
    for index in 0..<(size.width * size.height) {
      // ARGB32 native-endian (little): bytes B, G, R, A.
      pixels[index * 4] = buffer[index * 4 + 2]
      pixels[index * 4 + 1] = buffer[index * 4 + 1]
      pixels[index * 4 + 2] = buffer[index * 4]
      pixels[index * 4 + 3] = 255
    }
    return Bitmap(width: size.width, height: size.height, pixels: pixels)
  }
}
