import Audit
import DynamicType
import Foundation
import LegibleUI
import Testing

/// Toolbar items as iOS draws them: a label (a `ShareLink`'s included) is its icon alone, and
/// every item takes touches on at least 44 × 44 points, as UIKit's bar button items do.
@MainActor @Suite struct ToolbarItemTests {
  struct Article: View {
    var body: some View {
      NavigationStack {
        Text("Pasta with basil")
          .navigationTitle("Recipe")
          .toolbar {
            ShareLink(item: URL(string: "https://example.com/recipe")!)
            Button("Edit") {}
          }
      }
    }
  }

  @Test func aShareLinkInTheBarIsItsSymbolAlone() throws {
    let screen = try realScreen()
    screen.host(Article())
    #expect(!screen.texts.contains("Share"))
    #expect(screen.texts.contains("Edit"))
  }

  struct Compose: View {
    var body: some View {
      NavigationStack {
        Text("Your review")
          .navigationTitle("Review")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Post") {} }
          }
      }
    }
  }

  @Test func aCancellationActionIsAtTheLeadingEndAndAConfirmationAtTheTrailingEnd() throws {
    let screen = try realScreen()
    screen.host(Compose())
    let cancel = try #require(screen.node(showing: "Cancel")?.frame)
    let post = try #require(screen.node(showing: "Post")?.frame)
    let title = try #require(screen.node(showing: "Review")?.frame)
    #expect(cancel.maxX < title.minX)
    #expect(post.minX > title.maxX)
    #expect(cancel.minY < 44 && post.minY < 44)
  }

  /// A team's own toolbar content: a struct whose body is made of toolbar items.
  struct SaveButton: ToolbarContent {
    let title: LocalizedStringKey
    var body: some ToolbarContent {
      ToolbarItem(placement: .confirmationAction) { Button(title) {} }
    }
  }

  struct CancelAndSave: CustomizableToolbarContent {
    var body: some CustomizableToolbarContent {
      ToolbarItem(id: "cancel", placement: .cancellationAction) { Button("Cancel") {} }
      ToolbarItem(id: "save", placement: .confirmationAction) { Button("Save") {} }
    }
  }

  struct Editor: View {
    var body: some View {
      NavigationStack {
        Text("Daily stand-up")
          .navigationTitle("Edit")
          .toolbarTitleDisplayMode(.inline)
          .toolbar { SaveButton(title: "Done") }
      }
    }
  }

  struct CustomizableEditor: View {
    var body: some View {
      NavigationStack {
        Text("Daily stand-up").navigationTitle("Edit").toolbar(id: "editor") { CancelAndSave() }
      }
    }
  }

  @Test func aTeamsToolbarContentShowsItsBodysItems() throws {
    let screen = try realScreen()
    screen.host(Editor())
    let done = try #require(screen.node(showing: "Done")?.frame)
    let title = try #require(screen.node(showing: "Edit")?.frame)
    #expect(done.minX > title.maxX && done.minY < 44, "a confirming action at the trailing end of the bar")
    #expect(title.minY < 44, "an inline title, in the bar")
    let customizable = try realScreen()
    customizable.host(CustomizableEditor())
    let cancel = try #require(customizable.node(showing: "Cancel")?.frame)
    let save = try #require(customizable.node(showing: "Save")?.frame)
    #expect(cancel.maxX < save.minX)
  }

  @Test func barItemsTakeTouchesOnAtLeast44Points() throws {
    let screen = try realScreen()
    screen.host(Article())
    let buttons = screen.snapshot().allNodes.compactMap(\.hitFrame).filter { $0.minY < 70 }
    #expect(buttons.count >= 2)
    for frame in buttons { #expect(frame.width >= 44 && frame.height >= 44) }
    var options = AuditOptions()
    options.checks = [.touchTarget]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
    ).findings
    #expect(findings.isEmpty)
  }
}

/// A navigation bar stays pinned at the top when the screen's content is taller than the
/// screen, as iOS pins it: the content runs past the bottom instead.
@MainActor @Suite struct PinnedBarTests {
  struct Tall: View {
    var body: some View {
      NavigationStack {
        VStack(spacing: 0) {
          ForEach(0..<30) { Text("Line \($0)").frame(height: 40) }
        }
        .navigationTitle("Long")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { Button("Edit") {} }
      }
    }
  }

  struct LongTitle: View {
    var body: some View {
      NavigationStack {
        Text("Soup")
          .navigationTitle("Roasted tomato and red pepper soup with basil oil")
          .navigationBarTitleDisplayMode(.inline)
      }
    }
  }

  @Test func anInlineTitleCutByTheBarIsIOSBehaviourNotAnError() throws {
    let screen = try realScreen()
    screen.host(LongTitle())
    let title = try #require(screen.node(showing: "Roasted tomato and red pepper soup with basil oil")?.text)
    #expect(title.layout.isTruncated)
    var options = AuditOptions()
    options.checks = [.textTruncated]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
    ).findings
    #expect(!findings.contains { $0.severity == .error })
  }

  @Test func theBarKeepsItsPlaceWhenContentOverflows() throws {
    let screen = try realScreen()
    screen.host(Tall())
    let edit = try #require(screen.node(showing: "Edit")?.frame)
    let first = try #require(screen.node(showing: "Line 0")?.frame)
    // The SE's status bar is 20 pt; the bar is the 44 pt below it.
    #expect(edit.minY >= 20 && edit.maxY <= 64)
    #expect(first.minY >= 64)
  }

  struct Journal: View {
    @State private var query = ""
    @State private var grouping = "Location"
    var body: some View {
      NavigationStack {
        List {
          Picker("Group by", systemImage: "square.grid.2x2", selection: $grouping) {
            Text("Location").tag("Location")
            Text("Product").tag("Product")
          }
        }
        .navigationTitle("Journal")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Filter") {} }
          ToolbarSpacer(.fixed)
          ToolbarSpacer(.flexible, placement: .bottomBar)
          DefaultToolbarItem(kind: .search, placement: .bottomBar)
        }
        .searchable(text: $query)
      }
      .tabBarMinimizeBehavior(.onScrollDown)
    }
  }

  @Test func iOS26sToolbarSpacersAndSearchItemKeepTheBarsItemsAndTheField() throws {
    let screen = try realScreen()
    screen.host(Journal())
    #expect(screen.texts.contains("Filter"))
    #expect(screen.texts.contains("Group by"), "a picker with a symbol shows its title: \(screen.texts)")
    #expect(screen.texts.contains("Location"))
    #expect(screen.texts.contains("Search"), "the search field is drawn where .searchable draws it")
  }
}

/// An overflow menu is a "More" button at the bar's trailing end whose actions wait in its menu;
/// a pinned trailing item and an item's visibility priority keep the bar as it is.
@MainActor @Suite struct ToolbarOverflowMenuTests {
  struct Summary: View {
    @State private var showsBalance = true
    var body: some View {
      NavigationStack {
        Text("Net worth")
          .navigationTitle("Summary")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarPinnedTrailing) { Button("Settings") {} }
              .visibilityPriority(.high)
            ToolbarItem(placement: .topBarLeading) {
              Menu("Add", systemImage: "plus") { Button("New Asset") {} }
            }
            ToolbarOverflowMenu {
              Toggle("Show Balance", isOn: $showsBalance)
              Button("About") {}
            }
          }
      }
    }
  }

  @Test func theOverflowMenuIsAMoreButtonAtTheTrailingEnd() throws {
    let screen = try realScreen()
    screen.host(Summary())
    let snapshot = screen.snapshot()
    let more = try #require(snapshot.allNodes.first { $0.accessibilityLabel == "More" })
    let title = try #require(screen.node(showing: "Summary")?.frame)
    #expect(more.frame.minX > title.maxX && more.frame.minY < 44)
    #expect(screen.texts.contains("Settings"))
    #expect(!screen.texts.contains("Show Balance") && !screen.texts.contains("About"))
    // A menu with a symbol is its symbol alone in the bar, named by its title.
    let add = try #require(snapshot.allNodes.first { $0.accessibilityLabel == "Add" })
    #expect(add.frame.maxX < title.minX && !screen.texts.contains("Add"))
    // In another language, the button is named with the system's word.
    let previous = StringCatalog.language
    StringCatalog.language = "ru"
    defer { StringCatalog.language = previous }
    screen.host(Summary())
    #expect(screen.snapshot().allNodes.contains { $0.accessibilityLabel == "Ещё" })
    #expect(ToolbarItemVisibilityPriority(higherThan: .high) > .high)
    #expect(ToolbarItemVisibilityPriority.low < .automatic)
  }
}

/// A preview asked for in landscape is laid out in portrait here, and says so.
@MainActor @Suite struct PreviewOrientationTests {
  @Test func aLandscapePreviewIsReportedAndAPortraitOneIsNot() throws {
    let screen = try realScreen()
    screen.host(Text("Ride").previewInterfaceOrientation(.landscapeLeft))
    #expect(screen.snapshot().allNodes.contains { $0.notApplied.contains("previewInterfaceOrientation(_:)") })
    screen.host(Text("Ride").previewInterfaceOrientation(.portrait))
    #expect(
      !screen.snapshot().allNodes.contains { $0.notApplied.contains("previewInterfaceOrientation(_:)") })
  }
}
