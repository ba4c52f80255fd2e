import Foundation
import Legible
import SwiftData

/// An app, as SwiftUI's `App`: its `body` is its scenes. Here an app's scenes are what a catalog
/// shows (`WindowGroup`'s content is a screen); `main()` says so instead of starting an app.
@MainActor @preconcurrency public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// The app.
  init()
}

extension App {
  /// Tells that an app's scenes are shown by a Legible catalog program, not run here.
  public static func main() {
    print("\(Self.self): this app's screens are shown by a Legible catalog program (see the README).")
  }
}

/// A part of an app, as SwiftUI's `Scene`.
@MainActor @preconcurrency public protocol Scene {
  /// The type of the scene's body.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder @MainActor var body: Self.Body { get }
}

extension Never: Scene {}

/// The app's main window, as SwiftUI's `WindowGroup`: its content is a screen.
public struct WindowGroup<Content: View>: Scene {
  /// The screen.
  public let content: Content
  /// A window of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// A window titled `title` of `content`.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  /// A window with an id.
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

/// Settings of a Mac app (kept).
public struct Settings<Content: View>: Scene {
  /// Settings of `content`.
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("Settings is a primitive scene") }
}

/// Scenes of several kinds, in the order written.
public struct TupleScene: Scene {
  let scenes: [any Scene]
  public var body: Never { fatalError("TupleScene is a primitive scene") }
}

/// Builds an app's scenes, as SwiftUI's `SceneBuilder`.
@MainActor @resultBuilder public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
  /// Several scenes.
  public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene {
    var all: [any Scene] = []
    for scene in repeat each scenes { all.append(scene) }
    return TupleScene(scenes: all)
  }
  /// A scene behind a condition.
  public static func buildOptional<S: Scene>(_ scene: S?) -> TupleScene {
    TupleScene(scenes: scene.map { [$0] } ?? [])
  }
  /// A scene behind `if #available`.
  public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> TupleScene {
    TupleScene(scenes: [scene])
  }
}

/// How a scene's window resizes, as SwiftUI's `WindowResizability` (kept: an iPhone's window is
/// the screen).
public struct WindowResizability: Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = WindowResizability(name: "automatic")
  /// As the content's size allows.
  public static let contentSize = WindowResizability(name: "contentSize")
  /// At least the content's minimum size.
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

extension Scene {
  /// How the scene's windows resize (kept: an iPhone's window is the screen).
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
  /// The window's first size (kept: an iPhone's window is the screen).
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
  /// Runs `action` when a value changes (kept).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
    self
  }
  /// Runs `action` when a value changes (kept).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some Scene
  {
    self
  }
  /// Sets `keyPath` of the environment to `value` for the scene's views (its launch screen is
  /// shown with it).
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
    ScreenModifiedScene(base: self) { AnyView($0.environment(keyPath, value)) }
  }
  /// Gives the scene's views the observable `object`, read with `@Environment(Type.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    ScreenModifiedScene(base: self) { AnyView($0.environment(object)) }
  }
  /// Gives the scene's views `object`, read with `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    ScreenModifiedScene(base: self) { AnyView($0.environmentObject(object)) }
  }
  /// Gives the scene's views `container` (its launch screen is shown with it).
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    ScreenModifiedScene(base: self) { AnyView($0.modelContainer(container)) }
  }
  /// Gives the scene's views a container for `modelType`.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }
  ) -> some Scene {
    ScreenModifiedScene(base: self) {
      AnyView(
        $0.modelContainer(
          for: modelType, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
          isUndoEnabled: isUndoEnabled,
          onSetup: onSetup))
    }
  }
  /// Gives the scene's views a container for `modelTypes`.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }
  ) -> some Scene {
    ScreenModifiedScene(base: self) {
      AnyView(
        $0.modelContainer(
          for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
          isUndoEnabled: isUndoEnabled,
          onSetup: onSetup))
    }
  }
}

/// Work the system runs for the app in the background, as SwiftUI's `BackgroundTask`: named by
/// its identifier, never run here (background tasks are unavailable, as on a simulator).
public struct BackgroundTask<Request, Response>: Sendable {
  /// The task's identifier.
  public let identifier: String
}

extension BackgroundTask where Request == Void, Response == Void {
  /// A refresh of the app's content.
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask(identifier: identifier)
  }
}

extension BackgroundTask where Request == String, Response == Void {
  /// The events of a background URL session.
  public static func urlSession(_ identifier: String) -> BackgroundTask<String, Void> {
    BackgroundTask(identifier: identifier)
  }
}

extension Scene {
  /// Runs `action` when the system launches `task` in the background (kept: never launched).
  public func backgroundTask<D, R>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some Scene { self }
}

/// The phase of a scene, as SwiftUI's `ScenePhase` (active here).
public enum ScenePhase: Hashable, Sendable, Comparable {
  /// In the background.
  case background
  /// Visible but not taking events.
  case inactive
  /// In the foreground.
  case active
}

private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }

extension EnvironmentValues {
  /// The scene's phase (active: screens are shown in the foreground).
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

/// A value kept in the user's defaults, as SwiftUI's `@AppStorage`: here kept in the process (a
/// screen starts at the default every run, so pictures do not depend on the last one).
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// A stored value under `key`, starting at `wrappedValue`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    box = StateBox(AppStorageValues.storage(for: key, initial: wrappedValue))
  }

  /// The value.
  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let storage = box.storage
    return Binding(location: storage, get: { storage.value }, set: { storage.value = $0 })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// A stored optional value under `key`.
  public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

extension AppStorage: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool { true }
}

/// A value kept with the scene, as SwiftUI's `@SceneStorage` (kept in the process).
public typealias SceneStorage = AppStorage

/// The process's stored values, by key.
enum AppStorageValues {
  nonisolated(unsafe) static var values: [String: AnyObject] = [:]
  static let lock = NSLock()
  static func storage<Value>(for key: String, initial: Value) -> StateStorage<Value> {
    lock.withLock {
      if let kept = values[key] as? StateStorage<Value> { return kept }
      let made = StateStorage(initial)
      values[key] = made
      return made
    }
  }
}

// MARK: The launch screen

/// A scene that knows the screen its first window opens on: a window group's content, the first
/// of several scenes', a scene's with what a scene modifier gives its views.
@MainActor protocol LaunchScreenScene {
  var launchScreen: AnyView? { get }
}

extension WindowGroup: LaunchScreenScene {
  var launchScreen: AnyView? { AnyView(content) }
}

extension Settings: LaunchScreenScene {
  var launchScreen: AnyView? { nil }
}

extension TupleScene: LaunchScreenScene {
  var launchScreen: AnyView? { scenes.lazy.compactMap { LegibleUI.launchScreen(of: $0) }.first }
}

/// A scene whose views are given something by a scene modifier (a model container).
struct ScreenModifiedScene<Base: Scene>: Scene, LaunchScreenScene {
  let base: Base
  let transform: @MainActor (AnyView) -> AnyView
  var body: Never { fatalError("ScreenModifiedScene is a primitive scene") }
  var launchScreen: AnyView? { LegibleUI.launchScreen(of: base).map(transform) }
}

/// The screen `scene` opens on, through the bodies of scenes of the app's own.
@MainActor func launchScreen(of scene: any Scene, depth: Int = 0) -> AnyView? {
  if let known = scene as? any LaunchScreenScene { return known.launchScreen }
  guard depth < 32, !(scene is Never) else { return nil }
  return launchScreen(of: scene.body, depth: depth + 1)
}

extension App {
  /// The screen the app opens on: its first window group's content, with what its scene
  /// modifiers give it (a model container); nil when it has no window. Makes the app
  /// (`init()`), as iOS does at launch.
  @MainActor static func launchScreen() -> AnyView? { LegibleUI.launchScreen(of: Self().body) }
}
