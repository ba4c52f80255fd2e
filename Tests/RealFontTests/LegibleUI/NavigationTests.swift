import DynamicType
import LegibleUI
import Testing

import class Legible.Screen
import struct Legible.SnapshotNode

/// Navigation, tabs and presentation as an iPhone shows them, with real fonts on the SE at L and
/// AX5.
@MainActor @Suite struct NavigationTests {
  nonisolated static let sizes: [DynamicType.ContentSizeCategory] = [
    .large, .accessibilityExtraExtraExtraLarge,
  ]

  struct Account: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Orders") { Orders() }.accessibilityIdentifier("orders")
        }
        .navigationTitle("Account")
      }
    }
  }

  struct Orders: View {
    var body: some View {
      List {
        NavigationLink("Order 1042") { OrderDetail(number: 1042) }.accessibilityIdentifier("order")
      }
      .navigationTitle("Orders")
    }
  }

  struct OrderDetail: View {
    let number: Int
    var body: some View {
      VStack(alignment: .leading) {
        Text("Two Margheritas")
        Text("Delivered at 19:40")
      }
      .navigationTitle("Order \(number)")
      .navigationBarTitleDisplayMode(.inline)
    }
  }

  @Test(arguments: sizes)
  func threeLevelsDeepTheBackButtonNamesThePreviousScreen(_ category: DynamicType.ContentSizeCategory) throws
  {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(Account())
    let title = try #require(screen.node(showing: "Account")?.text)
    #expect(title.pointSize >= (category.isAccessibilityCategory ? 40 : 34))
    #expect(screen.tap(viewWithIdentifier: "orders"))
    #expect(screen.tap(viewWithIdentifier: "order"))
    let texts = screen.texts
    #expect(texts.contains("Two Margheritas"))
    #expect(texts.contains("Orders"), "the back button says where it goes")
    #expect(!texts.contains("Account"))
    // The inline title keeps the bar's size at every text size.
    let inline = try #require(screen.node(showing: "Order 1042")?.text)
    #expect(inline.pointSize == 17)
  }

  /// iOS 13's links bound to a flag: a tap sets the flag and pushes; a flag already set when
  /// the link appears shows its destination.
  struct Messages: View {
    @State var opened: Bool
    var body: some View {
      NavigationView {
        List {
          NavigationLink(isActive: $opened, destination: { OrderDetail(number: 7) }) {
            Text("Dialog")
          }
          .accessibilityIdentifier("dialog")
          Text(opened ? "opened" : "closed")
        }
        .navigationTitle("Inbox")
      }
    }
  }

  @Test func anOlderLinkFollowsItsFlag() throws {
    let closed = try realScreen(.iPhoneSE, .large)
    closed.host(Messages(opened: false))
    #expect(closed.texts.contains("closed"))
    #expect(closed.tap(viewWithIdentifier: "dialog"))
    #expect(closed.texts.contains("Two Margheritas") && closed.texts.contains("Inbox"))
    let open = try realScreen(.iPhoneSE, .large)
    open.host(Messages(opened: true))
    #expect(open.texts.contains("Two Margheritas"), "pushed as it appears")
  }

  @Test func theScreenSaysWhereInTheStackItStands() throws {
    let screen = try realScreen()
    screen.host(Account())
    #expect(screen.location.steps.map(\.title) == ["Account"])
    #expect(screen.tap(viewWithIdentifier: "orders"))
    #expect(screen.tap(viewWithIdentifier: "order"))
    let deep = screen.location
    #expect(deep.steps.map(\.title) == ["Account", "Orders", "Order 1042"])
    #expect(deep.steps.allSatisfy { $0.kind == .screen })
    // Back: the location is one the app was under.
    #expect(screen.tap(viewWithIdentifier: "back"))
    #expect(screen.location.steps.map(\.title) == ["Account", "Orders"])
    #expect(screen.location.isWithin(deep))
  }

  struct Menu: View {
    var body: some View {
      NavigationStack {
        Text("Margherita")
          .navigationTitle("Menu")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button {
              } label: {
                Image(systemName: "cart")
              }
              .accessibilityLabel("Basket")
              .accessibilityIdentifier("basket")
            }
          }
      }
    }
  }

  @Test func aToolbarItemShowsInTheLargeContentViewerOnALongPress() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    screen.host(Menu())
    let item = try #require(screen.snapshot().node("basket"))
    #expect(item.frame.height <= 44, "a bar item keeps its size")
    #expect(screen.pressAndHold(viewWithIdentifier: "basket"))
    let viewer = screen.snapshot().allNodes.first { $0.role == .largeContentViewer }
    #expect(viewer != nil)
    #expect(screen.texts.contains("Basket"))
  }

  struct Tabs: View {
    var body: some View {
      TabView {
        Text("Today's pizzas").tabItem { Label("Menu", systemImage: "list.bullet") }
        Text("No orders yet").tabItem { Label("Orders", systemImage: "bag") }
      }
    }
  }

  @Test func aTabBarKeepsItsSizeAndSwitchesTabs() throws {
    var heights: [Double] = []
    for category in Self.sizes {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(Tabs())
      #expect(screen.texts.contains("Today's pizzas"))
      let snapshot = screen.snapshot()
      let bar = try #require(snapshot.allNodes.first { $0.role == .tabBar })
      heights.append(bar.frame.height)
      let orders = try #require(
        snapshot.allNodes.first { node in node.role == .tabBarItem && Self.contains(node, "Orders") })
      screen.play(.init().press(at: orders.frame.center).lift())
      #expect(screen.texts.contains("No orders yet"))
      #expect(!screen.texts.contains("Today's pizzas"))
      #expect(screen.location.steps == [.init(.tab, title: "Orders", key: "tab 1")])
    }
    #expect(heights.count == 2 && heights[0] == heights[1])
  }

  @Test func aTabBarShowsItsSymbolsFilledAsAnIPhoneDoes() throws {
    let screen = try realScreen()
    screen.host(Tabs())
    let items = screen.snapshot().allNodes.filter { $0.role == .tabBarItem }
    let names = items.flatMap(Self.iconNames)
    // `bag` has a filled variant, `list.bullet` none: it shows as named.
    #expect(names == ["list.bullet", "bag.fill"])
  }

  static func iconNames(_ node: SnapshotNode) -> [String] {
    var names: [String] = []
    if case .vector(let icon)? = node.image?.source { names.append(icon.name) }
    return names + node.children.flatMap(iconNames)
  }

  static func contains(_ node: SnapshotNode, _ string: String) -> Bool {
    node.text?.string == string || node.children.contains { contains($0, string) }
  }

  struct Profile: View {
    @State private var editing = false
    @State private var name = "Ada"
    var body: some View {
      VStack {
        Text("Hello, \(name)")
        Button("Edit") { editing = true }.accessibilityIdentifier("edit")
      }
      .sheet(isPresented: $editing) { Editor(name: $name) }
    }
  }

  struct Editor: View {
    @Binding var name: String
    @Environment(\.dismiss) private var dismiss
    @State private var newsletter = true
    var body: some View {
      NavigationStack {
        Form {
          Section("Name") { TextField("Name", text: $name) }
          Section { Toggle("Newsletter", isOn: $newsletter) }
        }
        .navigationTitle("Profile")
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button("Done") {
              name = "Grace"
              dismiss()
            }
            .accessibilityIdentifier("done")
          }
        }
      }
    }
  }

  @Test(arguments: sizes)
  func aSheetWithAFormOpensAndDismissesItself(_ category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(Profile())
    #expect(screen.location.steps.isEmpty)
    #expect(screen.tap(viewWithIdentifier: "edit"))
    #expect(screen.texts.contains("Newsletter"))
    #expect(screen.texts.contains("Profile"))
    // The sheet, titled by its first text, then its stack's root.
    #expect(screen.location.steps.map(\.kind) == [.sheet, .screen])
    #expect(screen.location.steps.map(\.title) == ["Profile", "Profile"])
    #expect(screen.tap(viewWithIdentifier: "done"))
    #expect(!screen.texts.contains("Newsletter"))
    #expect(screen.texts.contains("Hello, Grace"))
  }

  struct Deletion: View {
    @State private var asking = true
    var body: some View {
      Text("Order 1042")
        .alert("Cancel this order?", isPresented: $asking) {
          Button("Cancel order", role: .destructive) {}
          Button("Keep it", role: .cancel) {}
        } message: {
          Text("The kitchen has not started on it yet.")
        }
    }
  }

  @Test(arguments: sizes)
  func anAlertKeepsItsTextAndButtonsOnScreen(_ category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(Deletion())
    let snapshot = screen.snapshot()
    for string in ["Cancel this order?", "The kitchen has not started on it yet.", "Cancel order", "Keep it"]
    {
      let node = try #require(snapshot.allNodes.first { $0.text?.string == string }, "\(string) is shown")
      #expect(
        node.frame.minX >= 0 && node.frame.maxX <= screen.bounds.maxX, "\(string) stays across the screen")
    }
  }

  /// The older action sheet, its buttons written as `ActionSheet.Button`, as apps still write it.
  struct PhotoSource: View {
    @State private var choosing = true
    var body: some View {
      Text("Front of the card")
        .actionSheet(isPresented: $choosing) { () -> ActionSheet in
          ActionSheet(
            title: Text("Add a photo"),
            buttons: [ActionSheet.Button.default(Text("Photo Library")) {}, ActionSheet.Button.cancel()])
        }
    }
  }

  @Test func anOlderActionSheetShowsItsTitleAndButtons() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    screen.host(PhotoSource())
    for string in ["Add a photo", "Photo Library", "Cancel"] {
      #expect(screen.texts.contains(string), "\(string) is shown")
    }
  }

  /// A form whose toolbar shows a cancel button only when it creates something, as apps write it.
  struct LocationForm: View {
    var existing: String?
    var body: some View {
      NavigationStack {
        Form { Text(existing ?? "New location") }
          .navigationTitle("Location")
          .toolbar(content: {
            if existing == nil {
              ToolbarItem(placement: .cancellationAction, content: { Button(role: .cancel, action: {}) })
            }
            if let existing {
              ToolbarItem(placement: .confirmationAction) { Button("Save \(existing)") {} }
            } else {
              ToolbarItem(placement: .confirmationAction) { Button(role: .confirm) {} }
            }
          })
      }
    }
  }

  @Test func toolbarItemsInsideIfAndElseAreShownOnlyWhenTheirBranchIs() throws {
    let screen = try realScreen()
    screen.host(LocationForm())
    #expect(
      screen.texts.contains("Cancel")
        || screen.snapshot().allNodes.contains { $0.accessibilityLabel == "Cancel" })
    #expect(!screen.texts.contains("Save Home"))
    screen.host(LocationForm(existing: "Home"))
    #expect(screen.texts.contains("Save Home"))
    #expect(
      !screen.texts.contains("Cancel")
        && !screen.snapshot().allNodes.contains { $0.accessibilityLabel == "Cancel" })
  }

  /// An app's menu-bar commands, written as for an iPad or a Mac: kept (an iPhone has no menu bar).
  struct StockCommands: Commands {
    @CommandsBuilder var body: some Commands {
      CommandMenu("Stock overview") { Button("Stock journal") {}.keyboardShortcut("j") }
      CommandGroup(after: .sidebar) { Button("Refresh") {} }
    }
  }

  struct Pantry: Scene {
    var body: some Scene {
      WindowGroup { Text("Pantry") }
        .commands {
          SidebarCommands()
          StockCommands()
        }
    }
  }

  /// A list whose title has a menu behind it.
  struct ShoppingList: View {
    var body: some View {
      NavigationStack {
        List { Text("Milk") }
          .navigationTitle("Shopping list")
          .toolbar {
            ToolbarTitleMenu { Button("Rename") {} }
            ToolbarItem(placement: .navigation) { Button("Filter") {} }
            ToolbarItem(placement: .primaryAction) { Button("Add") {} }
          }
      }
    }
  }

  @Test func menuBarCommandsAndATitleMenuAreKeptAndTheScreenDrawnAsOnAnIPhone() throws {
    _ = Pantry().body
    let screen = try realScreen()
    screen.host(ShoppingList())
    #expect(
      screen.texts.contains("Shopping list") && screen.texts.contains("Add") && screen.texts.contains("Milk"))
    #expect(!screen.texts.contains("Rename"), "the title menu is shown only when the title is tapped")
    let filter = try #require(screen.node(showing: "Filter"))
    let add = try #require(screen.node(showing: "Add"))
    #expect(filter.frame.minX < add.frame.minX, "a navigation item leads the bar")
  }

  struct Inbox<Style: NavigationViewStyle>: View {
    let style: Style
    var body: some View {
      NavigationView {
        List(["Order shipped", "Courier on the way"], id: \.self) { Text($0) }
          .navigationTitle("Inbox")
      }
      .navigationViewStyle(style)
    }
  }

  @Test func everyNavigationViewStyleIsAStackOnAnIPhone() throws {
    func frames<Style: NavigationViewStyle>(_ style: Style) throws -> [String] {
      let screen = try realScreen(.iPhoneSE, .accessibilityMedium)
      screen.host(Inbox(style: style))
      return screen.snapshot().allNodes.compactMap { node in node.text.map { "\($0.string) \(node.frame)" } }
    }
    let stack = try frames(.stack)
    #expect(stack.contains { $0.hasPrefix("Inbox ") })
    #expect(try frames(.columns) == stack)
    #expect(try frames(.automatic) == stack)
  }
}
