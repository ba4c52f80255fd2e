/// Menu-bar commands of an app's scene, as SwiftUI's `Commands` (`.commands { SidebarCommands() }`):
/// an iPhone has no menu bar, so they are kept and not shown, as on an iPhone (an iPad shows them
/// in the keyboard's shortcut menu, which is not drawn here either).
@MainActor @preconcurrency public protocol Commands {
  /// The type of the commands' body.
  associatedtype Body: Commands
  /// The commands, made of others.
  @CommandsBuilder @MainActor var body: Self.Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
  /// Commands of the module have no body.
  public var body: Never { fatalError("\(Self.self) has no body") }
}

/// A menu of the menu bar, as SwiftUI's `CommandMenu` (kept).
public struct CommandMenu<Content: View>: Commands {
  /// A menu named `name` holding `content`.
  public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// A menu named `name` holding `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Commands added to a standard menu, as SwiftUI's `CommandGroup` (kept).
public struct CommandGroup<Content: View>: Commands {
  /// Commands after the group at `placement`.
  public init(after placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands before the group at `placement`.
  public init(before placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands in place of the group at `placement`.
  public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// Where a group of standard commands is, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Sendable {
  let name: String
  /// About the app.
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  /// The app's settings.
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  /// New windows and documents.
  public static let newItem = CommandGroupPlacement(name: "newItem")
  /// Saving.
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  /// Undo and redo.
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  /// Cut, copy and paste.
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  /// Editing text.
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  /// The toolbar.
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  /// The sidebar.
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  /// Help.
  public static let help = CommandGroupPlacement(name: "help")
}

/// The commands to show and hide a sidebar, as SwiftUI's `SidebarCommands` (kept).
public struct SidebarCommands: Commands {
  /// The commands.
  public init() {}
}

/// The commands to show and hide an inspector, as SwiftUI's `InspectorCommands` (kept).
public struct InspectorCommands: Commands {
  /// The commands.
  public init() {}
}

/// The commands of a toolbar, as SwiftUI's `ToolbarCommands` (kept).
public struct ToolbarCommands: Commands {
  /// The commands.
  public init() {}
}

/// The commands that edit text, as SwiftUI's `TextEditingCommands` (kept).
public struct TextEditingCommands: Commands {
  /// The commands.
  public init() {}
}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands {
  /// No commands.
  public init() {}
}

/// Several commands (what `CommandsBuilder` makes of a block).
public struct TupleCommands: Commands {}

/// Builds commands, as SwiftUI's `CommandsBuilder`.
@MainActor @resultBuilder public enum CommandsBuilder {
  /// The commands, in order.
  public static func buildBlock<each C: Commands>(_ commands: repeat each C) -> TupleCommands {
    TupleCommands()
  }
  /// Commands behind a condition.
  public static func buildOptional(_ commands: TupleCommands?) -> TupleCommands { TupleCommands() }
  /// The first branch.
  public static func buildEither(first: TupleCommands) -> TupleCommands { first }
  /// The second branch.
  public static func buildEither(second: TupleCommands) -> TupleCommands { second }
  /// Commands behind `if #available`.
  public static func buildLimitedAvailability(_ commands: TupleCommands) -> TupleCommands { commands }
}

extension Scene {
  /// Commands of the scene's menu bar (kept: an iPhone has none).
  public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene { self }
}
