import Foundation
import Testing
import UIKit

/// The share sheet's activities and item sources are kept; the older keyboard name is the
/// ASCII keyboard.
@MainActor @Suite struct ShareSheetSourcesTests {
  final class Source: NSObject, UIActivityItemSource {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
      ""
    }
    func activityViewController(
      _ activityViewController: UIActivityViewController,
      itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? {
      activityType == .airDrop ? "file" : nil
    }
  }

  @Test func anItemSourceAnswersWhatItIsAskedAndItsSubjectIsEmpty() {
    let source = Source()
    let sheet = UIActivityViewController(activityItems: [source], applicationActivities: [UIActivity()])
    #expect(sheet.activityItems.first is Source)
    #expect(source.activityViewController(sheet, itemForActivityType: .airDrop) as? String == "file")
    #expect(source.activityViewController(sheet, subjectForActivityType: nil) == "")
    #expect(!UIActivity().canPerform(withActivityItems: ["x"]))
    #expect(UIKeyboardType.alphabet == .asciiCapable)
  }
}
