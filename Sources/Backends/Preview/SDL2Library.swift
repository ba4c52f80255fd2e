internal import CSDL2
import Foundation
import PangoCairo

/// SDL2's functions the live window calls, looked up in the library when a window first opens
/// instead of being linked (see `SharedLibrary`): a program that opens no window (every audit and every worker process
/// it starts) then never loads SDL2 and the forty libraries beneath it (audio, Wayland, X11),
/// which took a third of `legible`'s start-up.
///
/// Invariant: every function is the one of that name in SDL2, with the type SDL2's header gives it
/// (`<name>_function` in the C module).
@MainActor struct SDL2Library {
  let initialize: SDL_Init_function
  let initializeSubsystem: SDL_InitSubSystem_function
  let quitSubsystem: SDL_QuitSubSystem_function
  let quit: SDL_Quit_function
  let error: SDL_GetError_function
  let displayUsableBounds: SDL_GetDisplayUsableBounds_function
  let currentVideoDriver: SDL_GetCurrentVideoDriver_function
  let createWindow: SDL_CreateWindow_function
  let destroyWindow: SDL_DestroyWindow_function
  let setWindowSize: SDL_SetWindowSize_function
  let createRenderer: SDL_CreateRenderer_function
  let destroyRenderer: SDL_DestroyRenderer_function
  let createTexture: SDL_CreateTexture_function
  let destroyTexture: SDL_DestroyTexture_function
  let updateTexture: SDL_UpdateTexture_function
  let renderClear: SDL_RenderClear_function
  let renderCopy: SDL_RenderCopy_function
  let renderPresent: SDL_RenderPresent_function
  let ticks: SDL_GetTicks_function
  let waitEventTimeout: SDL_WaitEventTimeout_function
  let pollEvent: SDL_PollEvent_function

  /// SDL2, opened the first time it is asked for; the failure says what to install.
  static let loaded: Result<SDL2Library, PreviewWindow.WindowError> = load()

  /// The most recent error SDL2 reported, as text.
  var lastError: String { error().map { String(cString: $0) } ?? "no reason given" }

  /// Opens SDL2 (by the versioned name its runtime package installs) and looks up every function.
  private static func load() -> Result<SDL2Library, PreviewWindow.WindowError> {
    #if os(macOS)
      let file = "libSDL2-2.0.0.dylib"
    #else
      let file = "libSDL2-2.0.so.0"
    #endif
    do throws(SharedLibrary.LoadError) {
      let library = try SharedLibrary(
        file: file, name: "SDL2, which the live window needs,", package: "libsdl2-2.0-0")
      func function<Function>(_ name: String) throws(SharedLibrary.LoadError) -> Function {
        try library.function(name, minimumVersion: "2.0.5")
      }
      return .success(
        SDL2Library(
          initialize: try function("SDL_Init"), initializeSubsystem: try function("SDL_InitSubSystem"),
          quitSubsystem: try function("SDL_QuitSubSystem"), quit: try function("SDL_Quit"),
          error: try function("SDL_GetError"),
          displayUsableBounds: try function("SDL_GetDisplayUsableBounds"),
          currentVideoDriver: try function("SDL_GetCurrentVideoDriver"),
          createWindow: try function("SDL_CreateWindow"), destroyWindow: try function("SDL_DestroyWindow"),
          setWindowSize: try function("SDL_SetWindowSize"),
          createRenderer: try function("SDL_CreateRenderer"),
          destroyRenderer: try function("SDL_DestroyRenderer"),
          createTexture: try function("SDL_CreateTexture"),
          destroyTexture: try function("SDL_DestroyTexture"),
          updateTexture: try function("SDL_UpdateTexture"),
          renderClear: try function("SDL_RenderClear"), renderCopy: try function("SDL_RenderCopy"),
          renderPresent: try function("SDL_RenderPresent"), ticks: try function("SDL_GetTicks"),
          waitEventTimeout: try function("SDL_WaitEventTimeout"), pollEvent: try function("SDL_PollEvent")))
    } catch {
      return .failure(PreviewWindow.WindowError(description: error.description))
    }
  }
}
