import EventKit
import EventKitUI
import Foundation
import PDFKit
import Testing
import UIKit

/// PDFKit's documents and EventKitUI's editor, as representables set them up.
@MainActor @Suite struct DocumentControllersTests {
  @Test func aPDFsPagesAreCountedAndPagesMadeFromImagesKept() throws {
    let bytes = """
      %PDF-1.4
      1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
      2 0 obj << /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >> endobj
      3 0 obj << /Type /Page /Parent 2 0 R >> endobj
      4 0 obj << /Type/Page /Parent 2 0 R >> endobj
      %%EOF
      """
    let document = try #require(PDFDocument(data: Data(bytes.utf8)))
    #expect(document.pageCount == 2)
    #expect(PDFDocument(data: Data("not a pdf".utf8)) == nil)
    let made = PDFDocument()
    let image = try #require(UIImage(systemName: "book"))
    let page = try #require(PDFPage(image: image))
    made.insert(page, at: 5)
    #expect(made.pageCount == 1 && made.index(for: page) == 0)
    let view = PDFView()
    view.document = made
    view.autoScales = true
    #expect(view.currentPage === page)
  }

  final class Editor: NSObject, EKEventEditViewDelegate {
    var actions: [EKEventEditViewAction] = []
    func eventEditViewController(
      _ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction
    ) {
      actions.append(action)
    }
  }

  @Test func anEventEditorKeepsItsEventAndSavingTellsItsDelegate() throws {
    let store = EKEventStore()
    let event = EKEvent(eventStore: store)
    event.title = "Training in the park"
    event.startDate = Date(timeIntervalSince1970: 1_800_000_000)
    event.endDate = event.startDate.addingTimeInterval(3600)
    event.calendar = store.defaultCalendarForNewEvents
    let controller = EKEventEditViewController()
    let editor = Editor()
    controller.eventStore = store
    controller.event = event
    controller.editViewDelegate = editor
    #expect(
      editor.eventEditViewControllerDefaultCalendar(forNewEvents: controller)
        == store.defaultCalendarForNewEvents)
    controller._save()
    #expect(editor.actions == [.saved])
  }
}
