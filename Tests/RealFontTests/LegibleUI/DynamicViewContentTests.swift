import Foundation
import LegibleUI
import Testing
import UIKit
import UniformTypeIdentifiers

/// A list's rows made from a collection, and the accessibility modifiers of SwiftUI's first
/// release, as apps still write them.
@MainActor @Suite struct DynamicViewContentTests {
  struct Shopping: View {
    @State var items = ["Flour", "Tomatoes", "Basil"]
    var body: some View {
      List {
        ForEach(items, id: \.self) { item in
          Text(item).accessibility(identifier: "item-\(item)").accessibility(label: Text("Buy \(item)"))
        }
        .onDelete { items.remove(atOffsets: $0) }
        .dropDestination(for: String.self) { dropped, offset in items.insert(contentsOf: dropped, at: offset)
        }
      }
      .draggable("list") { Text("Shopping") }
      .dropDestination(for: String.self) { _, _ in false }
    }
  }

  /// The collection a row's content is made from, read through the protocol.
  func count<Content: DynamicViewContent>(of content: Content) -> Int { content.data.count }

  @Test func rowsMadeFromACollectionKeepTheirDataAndActions() throws {
    let each = ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { _ in }
    #expect(count(of: each) == 2 && each.deleteAction != nil)
    let screen = try realScreen()
    screen.host(Shopping())
    #expect(screen.texts == ["Flour", "Tomatoes", "Basil"])
    let snapshot = screen.snapshot()
    #expect(snapshot.node("item-Basil")?.accessibilityLabel == "Buy Basil")
  }
}

/// A drop target of the app's own: at rest nothing is dropped and the screen is drawn as it is;
/// the delegate's defaults and a drop's items are SwiftUI's.
@MainActor @Suite struct DropDelegateTests {
  struct Importer: DropDelegate {
    func performDrop(info: DropInfo) -> Bool { !info.itemProviders(for: [.data]).isEmpty }
  }

  struct Inbox: View {
    @State var targeted = false
    var body: some View {
      VStack {
        Text("Drop a file here").onDrop(of: [.fileURL, .data], delegate: Importer())
        Text(targeted ? "Release" : "Waiting").onDrop(of: [.plainText], isTargeted: $targeted) { _ in true }
      }
      .onDrag { NSItemProvider() }
    }
  }

  @Test func aDropTargetIsDrawnAsItIsAndTheDelegateAnswersForItsItems() throws {
    let screen = try realScreen()
    screen.host(Inbox())
    #expect(screen.texts == ["Drop a file here", "Waiting"])
    let file = NSItemProvider()
    file.registerDataRepresentation(forTypeIdentifier: UTType.json.identifier) { done in
      done(Data("{}".utf8), nil)
      return nil
    }
    let info = DropInfo(location: CGPoint(x: 4, y: 8), itemProviders: [file, NSItemProvider()])
    #expect(info.hasItemsConforming(to: [.data]))
    #expect(!info.hasItemsConforming(to: [.image]))
    #expect(info.itemProviders(for: [.data]).count == 1)
    let importer = Importer()
    #expect(importer.validateDrop(info: info) && importer.dropUpdated(info: info) == nil)
    #expect(importer.performDrop(info: info))
    #expect(!importer.performDrop(info: DropInfo(location: .zero, itemProviders: [])))
  }
}
