import SwiftUI

struct TodoItem: Identifiable {
  let id = UUID()
  var title: String
  var isDone: Bool
  var due: String?
}

final class TodoStore: ObservableObject {
  @Published var items = [
    TodoItem(title: "Buy groceries", isDone: false, due: "Today"),
    TodoItem(title: "Call the dentist to move the appointment", isDone: false, due: "Tomorrow"),
    TodoItem(title: "Finish the quarterly report", isDone: true, due: nil),
    TodoItem(title: "Water the plants", isDone: false, due: nil),
  ]
}

struct TodoRow: View {
  @Binding var item: TodoItem

  var body: some View {
    HStack {
      Button {
        item.isDone.toggle()
      } label: {
        Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
          .foregroundColor(item.isDone ? .green : .gray)
          .imageScale(.large)
      }
      .buttonStyle(.plain)
      VStack(alignment: .leading) {
        Text(item.title)
          .strikethrough(item.isDone)
          .foregroundColor(item.isDone ? .secondary : .primary)
        if let due = item.due {
          Text(due)
            .font(.caption)
            .foregroundColor(.red)
        }
      }
    }
  }
}

struct TodoListView: View {
  @StateObject private var store = TodoStore()
  @State private var newTitle = ""

  var body: some View {
    NavigationStack {
      List {
        Section {
          HStack {
            TextField("New task", text: $newTitle)
              .onSubmit(add)
            Button("Add", action: add)
              .disabled(newTitle.isEmpty)
          }
        }
        Section("Tasks") {
          ForEach($store.items) { $item in
            TodoRow(item: $item)
          }
          .onDelete { store.items.remove(atOffsets: $0) }
          .onMove { store.items.move(fromOffsets: $0, toOffset: $1) }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("To Do")
      .toolbar {
        EditButton()
      }
    }
  }

  private func add() {
    store.items.append(TodoItem(title: newTitle, isDone: false, due: nil))
    newTitle = ""
  }
}

struct TodoListView_Previews: PreviewProvider {
  static var previews: some View {
    TodoListView()
  }
}
