import Foundation
import LegibleUI
import Testing

/// A tree shown as iOS first shows it: an element with children is a closed disclosure group,
/// one without is its row alone; and a tab whose item is written as a label.
@MainActor @Suite struct OutlineGroupTests {
  struct Task: Identifiable, Hashable {
    let id: Int
    let name: String
    var subtasks: [Task]?
  }

  static let tasks = [
    Task(id: 1, name: "Release", subtasks: [Task(id: 2, name: "Write notes", subtasks: nil)]),
    Task(id: 3, name: "Water plants", subtasks: nil),
  ]

  struct Outline: View {
    var body: some View {
      List {
        OutlineGroup(OutlineGroupTests.tasks, children: \.subtasks) { task in Text(task.name) }
        OutlineGroup(OutlineGroupTests.tasks[0], id: \.id, children: \.subtasks) { task in
          Text("Root \(task.name)")
        }
      }
    }
  }

  @Test func anElementWithChildrenIsAClosedGroupAndALeafIsItsRow() throws {
    let screen = try realScreen()
    screen.host(Outline())
    #expect(screen.texts.contains("Release") && screen.texts.contains("Water plants"))
    #expect(!screen.texts.contains("Write notes"), "a closed group's children do not show")
    #expect(screen.texts.contains("Root Release"))
    let chevrons = screen.snapshot().allNodes.filter { $0.image != nil }
    #expect(chevrons.count == 2, "a disclosure chevron per element with children")
  }

  enum Section: Hashable { case tasks, focus, search }

  struct Tabs: View {
    @State var tab = Section.tasks
    var body: some View {
      TabView(selection: $tab) {
        Tab(value: .tasks) {
          Text("Inbox")
        } label: {
          Label("Tasks", systemImage: "checkmark.square")
        }
        .badge(3)
        Tab(value: .focus) {
          Text("Timer")
        } label: {
          Label("Focus", systemImage: "timer")
        }
        Tab(value: .search, role: .search) {
          Text("Find")
        } label: {
          Label("Search", systemImage: "magnifyingglass")
        }
      }
    }
  }

  @Test func aTabWrittenWithALabelShowsItsTitle() throws {
    let screen = try realScreen()
    screen.host(Tabs())
    #expect(
      screen.texts.contains("Tasks") && screen.texts.contains("Focus") && screen.texts.contains("Inbox"))
    #expect(screen.texts.contains("3"), "the badge on the tab's item")
    #expect(screen.texts.contains("Search"), "a tab with a role")
  }
}
