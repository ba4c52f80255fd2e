import DynamicType
import Foundation
import Legible
import UIKit

/// A type that gives previews of a view, as SwiftUI's `PreviewProvider`: its `previews` are the
/// screens a catalog built from previews audits, each named after the file and its display name,
/// at the device and text size its modifiers ask for.
@MainActor @preconcurrency public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder @MainActor static var previews: Self.Previews { get }
  /// The platform of the previews.
  @MainActor static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// A platform previews are for (iOS here).
public enum PreviewPlatform: Sendable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}

/// A device a preview asks for, as SwiftUI's `PreviewDevice`: matched to Legible's devices by name.
public struct PreviewDevice: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The device's name (`iPhone SE (3rd generation)`).
  public let rawValue: String
  /// A device by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device by name.
  public init(stringLiteral value: String) { rawValue = value }
}

/// The layout of a preview, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable {
  /// A device's screen.
  case device
  /// As large as the view.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

private struct PreviewDeviceKey: EnvironmentKey { static var defaultValue: PreviewDevice? { nil } }
private struct PreviewLayoutKey: EnvironmentKey { static var defaultValue: PreviewLayout { .device } }

extension EnvironmentValues {
  var previewDevice: PreviewDevice? {
    get { self[PreviewDeviceKey.self] }
    set { self[PreviewDeviceKey.self] = newValue }
  }
  var previewLayout: PreviewLayout {
    get { self[PreviewLayoutKey.self] }
    set { self[PreviewLayoutKey.self] = newValue }
  }
}

extension View {
  /// The name of the preview.
  public func previewDisplayName(_ displayName: String?) -> some View {
    modifier(PreviewSettings(name: displayName))
  }
  /// The device of the preview.
  public func previewDevice(_ value: PreviewDevice?) -> some View { modifier(PreviewSettings(device: value)) }
  /// The layout of the preview.
  public func previewLayout(_ value: PreviewLayout) -> some View { modifier(PreviewSettings(layout: value)) }
  /// The orientation of the preview: previews are laid out in portrait here, so a landscape one
  /// is reported (`not-applied`).
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    notApplied("previewInterfaceOrientation(_:)", when: value != .portrait)
  }
  /// Whether the preview shows its device's frame (kept).
  public func previewContext<C>(_ context: C) -> some View { self }
}

/// The orientation of a preview (laid out in portrait here; see `previewInterfaceOrientation`).
public struct InterfaceOrientation: Hashable, Sendable {
  let name: String
  /// Portrait.
  public static let portrait = InterfaceOrientation(name: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  /// Landscape, to the left.
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  /// Landscape, to the right.
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

/// A preview's settings, read by the catalog that shows it.
struct PreviewSettings: ViewModifier {
  typealias Body = Never
  var name: String?
  var device: PreviewDevice?
  var layout: PreviewLayout?

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    C._node(content, reusing: node, in: context)
  }
}

/// What a preview asks for, read from its modifiers without showing it: its name, device, text
/// size and layout.
public struct PreviewRequest: Sendable {
  /// The preview's own name, if it sets one.
  public var name: String?
  /// The device it asks for, by name.
  public var device: String?
  /// The text size it asks for (`.environment(\.dynamicTypeSize, …)`).
  public var category: ContentSizeCategory?
  /// Whether it is shown as large as the view rather than on a device's screen.
  public var sizeThatFits = false

  /// What `view` asks for.
  @MainActor public init<V: View>(_ view: V) {
    var request = PreviewRequest(empty: ())
    request.read(view)
    self = request
  }

  private init(empty: Void) {}

  /// A request for nothing in particular: the catalog's device and text size.
  public init() { self.init(empty: ()) }

  @MainActor private mutating func read<V: View>(_ view: V) {
    if let settings = view as? any PreviewSettingsCarrier {
      let (name, device, layout) = settings._settings
      if let name { self.name = self.name ?? name }
      if let device { self.device = self.device ?? device.rawValue }
      if case .sizeThatFits? = layout { sizeThatFits = true }
      if let size = settings._dynamicTypeSize { category = category ?? size.contentSizeCategory }
      settings._visitContent { self.readAny($0) }
    }
  }
}

/// A modified view whose modifier a preview request reads.
@MainActor protocol PreviewSettingsCarrier {
  var _settings: (String?, PreviewDevice?, PreviewLayout?) { get }
  var _dynamicTypeSize: DynamicTypeSize? { get }
  func _visitContent(_ visit: (any View) -> Void)
}

extension ModifiedContent: PreviewSettingsCarrier where Content: View, Modifier: ViewModifier {
  var _settings: (String?, PreviewDevice?, PreviewLayout?) {
    guard let settings = modifier as? PreviewSettings else { return (nil, nil, nil) }
    return (settings.name, settings.device, settings.layout)
  }
  var _dynamicTypeSize: DynamicTypeSize? {
    (modifier as? _EnvironmentKeyWritingModifier<DynamicTypeSize>).flatMap {
      $0.keyPath == \EnvironmentValues.dynamicTypeSize ? $0.value : nil
    }
  }
  func _visitContent(_ visit: (any View) -> Void) { visit(content) }
}

extension PreviewRequest {
  @MainActor fileprivate mutating func readAny(_ view: any View) {
    func open<T: View>(_ view: T) -> PreviewRequest {
      var inner = PreviewRequest(empty: ())
      inner.read(view)
      return inner
    }
    let inner = open(view)
    name = name ?? inner.name
    device = device ?? inner.device
    category = category ?? inner.category
    sizeThatFits = sizeThatFits || inner.sizeThatFits
  }
}

/// A preview a catalog can show and audit: its name, where it is declared, and the view it
/// makes. Legible's preview plugin (`LegiblePreviews`) finds every `PreviewProvider` of a target
/// and lists them as `LegiblePreviews.all` in that target, one per view of a provider's
/// top-level group, as Xcode's canvas shows them.
public struct DeclaredPreview: @unchecked Sendable {
  /// The preview's name: its `previewDisplayName`, else the provider's name without `_Previews`
  /// (numbered when a provider has several).
  public let name: String
  /// The file it is declared in (`OrderRow.swift`).
  public let file: String
  /// What declares it: its provider type (`OrderRow_Previews`), or `#Preview(12)` with the line
  /// of the macro; nil for a preview made by hand.
  public var provider: String?
  /// The line it is declared at.
  public let line: Int
  /// Where it is declared in the team's file, as the compiler knows it (a path, and the line
  /// there), when the catalog says: where findings about the preview as a whole point.
  public var source: CodeLocation?
  /// What the preview asks for (device, text size, layout), read from its modifiers.
  public let request: PreviewRequest
  /// Makes the view.
  public let make: @MainActor () -> AnyView
  /// The preview is an app's launch screen: the app running, not a preview in Xcode's canvas.
  public var isLaunchScreen = false

  /// A preview of `make` named `name`, declared in `file` at `line`, asking for `request`.
  public init(
    name: String, file: String, line: Int, request: PreviewRequest = PreviewRequest(),
    make: @escaping @MainActor () -> AnyView
  ) {
    self.name = name
    self.file = file
    self.line = line
    self.request = request
    self.make = make
  }

  /// The previews `provider` gives: one per view of its `previews`' top-level group. Each view
  /// is at the line of the call (the catalog writes the call at the provider's line), so that
  /// the callers of what it shows end at the preview.
  /// The environment variable that makes `provided(by:…)` say on standard error which provider it
  /// is about to read (`legible: listing File.swift/Provider_Previews`), so that a program
  /// watching the listing can name one that traps there.
  public static let markingVariable = "LEGIBLE_MARK_LISTING"
  /// The environment variable naming providers (`File.swift/Provider_Previews`, one a line) whose
  /// `previews` are not read: they trapped or hung when they were listed, and are left out.
  public static let skippedVariable = "LEGIBLE_SKIPPED_PREVIEWS"
  /// What starts the line `markingVariable` asks for.
  public static let markPrefix = "legible: listing "

  /// Runs `launch` (the app delegate's launch, as Xcode's canvas runs it before previews) under
  /// `entry`, which is marked and skipped as a provider is: a launch that traps or hangs while the
  /// previews are listed is left out, named, and the listing runs again without it.
  @MainActor public static func launching(_ entry: String, _ launch: () -> Void) {
    let environment = ProcessInfo.processInfo.environment
    if let skipped = environment[skippedVariable], skipped.split(separator: "\n").contains(Substring(entry)) {
      return
    }
    if environment[markingVariable] != nil {
      FileHandle.standardError.write(Data("\(markPrefix)\(entry)\n".utf8))
    }
    launch()
  }

  @MainActor public static func provided<P: PreviewProvider>(
    by provider: P.Type, file: String, line: Int, source: String? = nil, sourceLine: Int = 0,
    callFile: StaticString = #filePath, callLine: UInt = #line
  ) -> [DeclaredPreview] {
    UIKitScreen.connect()
    let entry = "\(file)/\(String(describing: provider))"
    let environment = ProcessInfo.processInfo.environment
    if let skipped = environment[skippedVariable], skipped.split(separator: "\n").contains(Substring(entry)) {
      return []
    }
    if environment[markingVariable] != nil {
      FileHandle.standardError.write(Data("\(markPrefix)\(entry)\n".utf8))
    }
    let site = _CallSite(file: callFile, line: callLine, column: 1)
    let base = String(describing: provider).replacing("_Previews", with: "").replacing("Previews", with: "")
    // `previews` is read once to list them, and the first screen made of each is that reading's
    // (code in it that inserts sample data into a shared store has then run once); each screen
    // made after it reads `previews` again, with fresh state, as a preview canvas refreshed.
    let views = topLevelViews(of: P.previews)
    let count = views.count
    return (0..<count).map { index in
      let view = views[index]
      let listed = ListedView(view)
      let request = PreviewRequest(anyView: view)
      let name = request.name ?? (count == 1 ? (base.isEmpty ? "Preview" : base) : "\(base) \(index + 1)")
      var preview = DeclaredPreview(name: name, file: file, line: line, request: request) {
        _PreviewRoot.showing(listed.take() ?? topLevelViews(of: P.previews)[index], at: site)
      }
      preview.provider = String(describing: provider)
      preview.source = source.map { CodeLocation(file: $0, line: sourceLine, column: 1) }
      return preview
    }
  }

  /// The screen the app `A` opens on, as a preview named "launch screen" of `file` at `line`:
  /// its first window's content, with what its scene modifiers give it (a model container), or
  /// an empty screen when it has no window. Making the screen makes the app, as iOS does at launch.
  @MainActor public static func launchScreen<A: App>(
    of app: A.Type, file: String, line: Int, source: String? = nil, sourceLine: Int = 0,
    callFile: StaticString = #filePath, callLine: UInt = #line
  ) -> DeclaredPreview {
    UIKitScreen.connect()
    let site = _CallSite(file: callFile, line: callLine, column: 1)
    var preview = DeclaredPreview(name: "launch screen", file: file, line: line) {
      _PreviewRoot.showing(A.launchScreen() ?? AnyView(EmptyView()), at: site)
    }
    preview.provider = String(describing: app)
    preview.isLaunchScreen = true
    preview.source = source.map { CodeLocation(file: $0, line: sourceLine, column: 1) }
    return preview
  }

  /// The screen a UIKit app opens on, as a preview named "launch screen" of `file` at `line`:
  /// the scene delegate `make` gives is connected to a window scene, as iOS connects it when the
  /// app's first window opens (`scene(_:willConnectTo:options:)`), and what the window it sets
  /// shows is the screen (`WindowContent`); an empty screen when it sets none.
  @MainActor public static func sceneLaunchScreen(
    named type: String, file: String, line: Int, source: String? = nil, sourceLine: Int = 0,
    callFile: StaticString = #filePath, callLine: UInt = #line,
    delegate make: @escaping @MainActor () -> any UIWindowSceneDelegate
  ) -> DeclaredPreview {
    UIKitScreen.connect()
    let site = _CallSite(file: callFile, line: callLine, column: 1)
    var preview = DeclaredPreview(name: "launch screen", file: file, line: line) {
      let delegate = make()
      delegate.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
      return _PreviewRoot.showing(WindowContent.view(of: delegate.window?.rootViewController), at: site)
    }
    preview.provider = type
    preview.isLaunchScreen = true
    preview.source = source.map { CodeLocation(file: $0, line: sourceLine, column: 1) }
    return preview
  }

  /// The views of a group at the top of `view` (a `Group`, or several views in a builder), or
  /// `view` itself.
  @MainActor static func topLevelViews<V: View>(of view: V) -> [any View] {
    if let group = view as? any GroupContent { return group._groupChildren }
    if let modified = view as? any ModifiedGroup, let views = modified._splitGroup() { return views }
    if let tuple = view as? any InspectableView, view is any TupleContent { return tuple._inspectedChildren }
    return [view]
  }
}

/// A `Group`, whose views previews split.
@MainActor protocol GroupContent { var _groupChildren: [any View] { get } }
/// Several views of a builder.
protocol TupleContent {}
/// A modified view that may be a group: a modifier on a group applies to each of its views.
@MainActor protocol ModifiedGroup { func _splitGroup() -> [any View]? }

extension ModifiedContent: ModifiedGroup where Content: View, Modifier: ViewModifier {
  func _splitGroup() -> [any View]? {
    let views = DeclaredPreview.topLevelViews(of: content)
    guard views.count > 1 else { return nil }
    func modified<T: View>(_ view: T) -> any View {
      ModifiedContent<T, Modifier>(content: view, modifier: modifier)
    }
    return views.map { modified($0) }
  }
}

extension Group: GroupContent where Content: View {
  var _groupChildren: [any View] { DeclaredPreview.topLevelViews(of: content) }
}

extension TupleView: TupleContent {}

extension PreviewRequest {
  /// What a view of unknown type asks for.
  @MainActor public init(anyView view: any View) {
    func open<T: View>(_ view: T) -> PreviewRequest { PreviewRequest(view) }
    self = open(view)
  }
}

/// A preview of `body`, as SwiftUI's `#Preview`: the `LegiblePreviews` plugin lists it for the
/// catalog, named `name` (or "Preview"). The body is a view builder, as Apple's: it may declare
/// `@Previewable` state before its views. Its compiler plugin comes from `scripts/setup`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "LegiblePreviewMacros", type: "PreviewMacro")

/// A preview of `body` with traits, as SwiftUI's `#Preview(_:traits:body:)`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait, _ more: PreviewTrait...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "LegiblePreviewMacros", type: "PreviewMacro")

/// What a `#Preview` asks of its layout, as SwiftUI's `PreviewTrait`: `.sizeThatFitsLayout`
/// shows the view as tall as it wants at the screen's width; the others show it on the screen.
public struct PreviewTrait: Sendable {
  let sizeThatFits: Bool
  /// As large as the view.
  public static let sizeThatFitsLayout = PreviewTrait(sizeThatFits: true)
  /// A fixed size (shown on the screen here).
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(sizeThatFits: false)
  }
  /// Portrait.
  public static let portrait = PreviewTrait(sizeThatFits: false)
  /// Landscape, to the left (shown in portrait here).
  public static let landscapeLeft = PreviewTrait(sizeThatFits: false)
  /// Landscape, to the right (shown in portrait here).
  public static let landscapeRight = PreviewTrait(sizeThatFits: false)
}

extension DeclaredPreview {
  /// A `#Preview`'s entry, as the `LegiblePreviews` plugin writes it: `body` is the preview's
  /// closure, copied from its file, built as a view builder builds it (each of its views keeping
  /// its line: `_PreviewBodyBuilder`).
  @MainActor public static func macro(
    _ name: String, file: String, line: Int, source: String? = nil, sourceLine: Int = 0,
    sizeThatFits: Bool = false, @_PreviewBodyBuilder body: @escaping @MainActor () -> any View
  ) -> DeclaredPreview {
    var request = PreviewRequest()
    request.sizeThatFits = sizeThatFits
    var preview = DeclaredPreview(name: name, file: file, line: line, request: request) { AnyView(body()) }
    preview.provider = "#Preview(\(line))"
    preview.source = source.map { CodeLocation(file: $0, line: sourceLine, column: 1) }
    return preview
  }
}

/// Marks a variable declared in a `#Preview`'s body as the preview's own state
/// (`@Previewable @State var on = true`): the body is evaluated where it is written, and the
/// variable keeps its property wrapper's storage for the preview.
@attached(peer)
public macro Previewable() = #externalMacro(module: "LegiblePreviewMacros", type: "NothingMacro")

/// A view a preview provider's listing read, shown by the first screen made of it.
@MainActor private final class ListedView {
  private var view: (any View)?
  init(_ view: any View) { self.view = view }
  func take() -> (any View)? {
    defer { view = nil }
    return view
  }
}
