import Foundation
import Testing
import UIKit
import UniformTypeIdentifiers

/// The Files app's picker keeps what an app asks of it, and nobody picks.
@MainActor @Suite struct UIDocumentPickerTests {
  final class Importer: UIDocumentPickerDelegate {
    var picked: [URL] = []
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
      picked = urls
    }
  }

  @Test func aPickerKeepsItsTypesAndSettingsAndNobodyPicks() {
    let importer = Importer()
    let picker = UIDocumentPickerViewController(
      forOpeningContentTypes: [.commaSeparatedText, .json], asCopy: true)
    picker.allowsMultipleSelection = true
    picker.delegate = importer
    #expect(
      picker.contentTypes == [.commaSeparatedText, .json] && picker.asCopy && picker.allowsMultipleSelection)
    #expect(importer.picked.isEmpty)
    let export = UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/expenses.csv")])
    #expect(export.exportedURLs.map(\.lastPathComponent) == ["expenses.csv"] && export.contentTypes.isEmpty)
  }
}
