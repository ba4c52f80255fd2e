internal import CSDL2
import Drawing
import DynamicType
import Foundation
import Legible
import PangoCairo

/// The live window: an SDL2 window (SDL2 opened when the window first opens: `SDL2Library`) showing a `PreviewSession`. The mouse is the finger (click:
/// tap; drag: pan; press and hold: long press, the Large Content Viewer at accessibility sizes).
/// Keys: ←/→ or −/+ text size, L language, V variant, D device, S screenshot, Q or Escape quit.
/// While a text field of the app is being edited (after a click on it), keys type into it:
/// Backspace deletes, Return submits and Escape stops editing.
/// Closing the window or Ctrl-C ends it cleanly.
@MainActor public enum PreviewWindow {
  /// What the window is given besides the session.
  public struct Options {
    /// Where screenshots go (`preview-1.png`, …).
    public var screenshotFolder: URL
    /// Asked every two seconds for the desktop's text size (a category), when following it.
    public var systemCategory: (@MainActor () -> ContentSizeCategory?)?
    /// Told of each screenshot written.
    public var log: @MainActor (String) -> Void

    /// Options writing screenshots into `screenshotFolder`.
    public init(
      screenshotFolder: URL, systemCategory: (@MainActor () -> ContentSizeCategory?)? = nil,
      log: @escaping @MainActor (String) -> Void
    ) {
      self.screenshotFolder = screenshotFolder
      self.systemCategory = systemCategory
      self.log = log
    }
  }

  /// Why the window could not run.
  public struct WindowError: Error, CustomStringConvertible {
    /// Why the window could not run, and what to do.
    public let description: String
  }

  /// The zoom at which `device` and the panel fit the display's usable area (without the
  /// desktop's bars), or nil when there is no display to ask.
  public static func fittingZoom(for device: Device) -> Double? {
    guard case .success(let sdl) = SDL2Library.loaded,
      quietly({ sdl.initializeSubsystem(UInt32(SDL_INIT_VIDEO)) }) == 0
    else { return nil }
    defer { sdl.quitSubsystem(UInt32(SDL_INIT_VIDEO)) }
    var area = SDL_Rect()
    guard sdl.displayUsableBounds(0, &area) == 0, area.w > 0, area.h > 0 else { return nil }
    // The window's title bar and frame take some of the height.
    return PreviewSession.fittingZoom(for: device, width: Int(area.w), height: Int(area.h) - 40)
  }

  /// Runs `body` with standard error sent nowhere: SDL and the libraries beneath it print their
  /// own start-up notices, which say nothing to a user (what fails is read with `SDL2Library.lastError`).
  static func quietly<T>(_ body: () -> T) -> T {
    fflush(nil)
    let saved = dup(2)
    let nowhere = Glibc.open("/dev/null", O_WRONLY)
    if saved >= 0, nowhere >= 0 { dup2(nowhere, 2) }
    defer {
      fflush(nil)
      if saved >= 0 {
        dup2(saved, 2)
        close(saved)
      }
      if nowhere >= 0 { close(nowhere) }
    }
    return body()
  }

  /// Opens the window on `session` and runs it until it is closed; throws when no window can be opened.
  public static func run(_ session: PreviewSession, options: Options) throws {
    // A parent may have started us with interrupts blocked: let Ctrl-C and termination through, so
    // that SDL turns them into a quit event and the window closes cleanly.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    let sdl = try SDL2Library.loaded.get()
    guard quietly({ sdl.initialize(UInt32(SDL_INIT_VIDEO)) }) == 0 else {
      throw WindowError(
        description:
          "cannot open a window (\(sdl.lastError)). Run legible preview on a desktop, or under Xvfb with DISPLAY set."
      )
    }
    defer { sdl.quit() }
    // Only a real desktop will do: SDL would otherwise fall back to drivers no one can see.
    let driver = sdl.currentVideoDriver().map { String(cString: $0) } ?? "none"
    guard driver == "x11" || driver == "wayland" else {
      throw WindowError(
        description:
          "no display to open a window on (video driver: \(driver)). Run legible preview on a desktop, or under Xvfb with DISPLAY set."
      )
    }
    var size = session.windowSize
    guard
      let window = quietly({
        sdl.createWindow(
          "Legible preview", Int32(bitPattern: 0x1FFF_0000), Int32(bitPattern: 0x1FFF_0000),
          Int32(size.width),
          Int32(size.height), UInt32(SDL_WINDOW_SHOWN.rawValue))
      })
    else { throw WindowError(description: "cannot create the window: \(sdl.lastError)") }
    defer { sdl.destroyWindow(window) }
    guard let renderer = sdl.createRenderer(window, -1, UInt32(SDL_RENDERER_SOFTWARE.rawValue)) else {
      throw WindowError(description: "cannot draw in the window: \(sdl.lastError)")
    }
    defer { sdl.destroyRenderer(renderer) }

    var texture: OpaquePointer? = nil
    var framebuffer: [UInt8] = []
    var freshFramebuffer = true
    func allocate() {
      if let texture { sdl.destroyTexture(texture) }
      size = session.windowSize
      sdl.setWindowSize(window, Int32(size.width), Int32(size.height))
      texture = sdl.createTexture(
        renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        Int32(size.width), Int32(size.height))
      framebuffer = [UInt8](repeating: 255, count: size.width * size.height * 4)
      freshFramebuffer = true
    }
    allocate()
    defer { if let texture { sdl.destroyTexture(texture) } }

    var screenshots = 0
    var lastPoll = 0.0
    var dragging = false
    var running = true
    var event = SDL_Event()
    while running {
      let now = Double(sdl.ticks()) / 1000
      let hadEvents = sdl.waitEventTimeout(&event, 16) != 0
      if hadEvents {
        repeat {
          switch SDL_EventType(event.type) {
          case SDL_QUIT:
            running = false
          case SDL_MOUSEBUTTONDOWN where event.button.button == 1:
            dragging = true
            session.pointer(.began, x: Double(event.button.x), y: Double(event.button.y), time: now)
          case SDL_MOUSEMOTION where dragging:
            session.pointer(.moved, x: Double(event.motion.x), y: Double(event.motion.y), time: now)
          case SDL_MOUSEBUTTONUP where event.button.button == 1:
            dragging = false
            session.pointer(.ended, x: Double(event.button.x), y: Double(event.button.y), time: now)
          case SDL_TEXTINPUT where session.isEditingText:
            // A text field is being edited: typed characters are its text (UTF-8, NUL-ended).
            let typed = withUnsafeBytes(of: event.text.text) { raw in
              String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            session.type(typed)
          case SDL_KEYDOWN where session.isEditingText:
            switch event.key.keysym.scancode {
            case SDL_SCANCODE_BACKSPACE: session.deleteBackward()
            case SDL_SCANCODE_RETURN, SDL_SCANCODE_KP_ENTER: session.endEditing(submit: true)
            case SDL_SCANCODE_ESCAPE: session.endEditing(submit: false)
            default: break
            }
          case SDL_KEYDOWN:
            let before = session.windowSize
            switch event.key.keysym.scancode {
            case SDL_SCANCODE_Q, SDL_SCANCODE_ESCAPE: running = false
            case SDL_SCANCODE_LEFT, SDL_SCANCODE_MINUS: session.stepCategory(by: -1)
            case SDL_SCANCODE_RIGHT, SDL_SCANCODE_EQUALS: session.stepCategory(by: 1)
            case SDL_SCANCODE_L: session.cycleLanguage()
            case SDL_SCANCODE_V: session.cycleVariant()
            case SDL_SCANCODE_D: session.cycleDevice()
            case SDL_SCANCODE_S:
              screenshots += 1
              let url = options.screenshotFolder.appendingPathComponent("preview-\(screenshots).png")
              let png = try PNGCodec.encode(try session.screenshot())
              try FileManager.default.createDirectory(
                at: options.screenshotFolder, withIntermediateDirectories: true)
              try Data(png).write(to: url)
              options.log("screenshot \(url.path)")
            default: break
            }
            if session.windowSize != before { allocate() }
          default: break
          }
        } while sdl.pollEvent(&event) != 0
      }
      session.tick(time: Double(sdl.ticks()) / 1000)
      if let systemCategory = options.systemCategory, now - lastPoll > 2 {
        lastPoll = now
        if let category = systemCategory() { session.setCategory(category) }
      }
      if session.needsRedraw || freshFramebuffer, let texture {
        let stride = size.width * 4
        try framebuffer.withUnsafeMutableBytes { raw in
          if freshFramebuffer {
            try session.drawEverything(into: raw.baseAddress!, stride: stride)
            freshFramebuffer = false
          } else {
            _ = try session.draw(into: raw.baseAddress!, stride: stride)
          }
          _ = sdl.updateTexture(texture, nil, raw.baseAddress!, Int32(stride))
        }
        _ = sdl.renderClear(renderer)
        _ = sdl.renderCopy(renderer, texture, nil, nil)
        sdl.renderPresent(renderer)
      } else if !hadEvents {
        // Idle: get the next text sizes ready, one at a time, between events.
        try session.prepareNeighbouringSizes()
      }
    }
  }
}
