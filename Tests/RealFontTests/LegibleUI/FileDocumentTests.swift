import Foundation
import LegibleUI
import Testing
import UniformTypeIdentifiers

import class Legible.Screen

/// SwiftUI's documents: a `FileDocument` read from and written to a `FileWrapper`, and the
/// system's document browser, presented as a reported placeholder.
@MainActor @Suite(.serialized) struct FileDocumentTests {
  struct Note: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
      guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8)
      else {
        throw CocoaError(.fileReadCorruptFile)
      }
      self.text = text
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  @Test func aDocumentIsWrittenAndReadBackThroughAFileWrapper() throws {
    let wrapper = try Note(text: "Basil").fileWrapper(
      configuration: .init(contentType: .plainText, existingFile: nil))
    let read = try Note(configuration: .init(contentType: .plainText, file: wrapper))
    #expect(read.text == "Basil")
    #expect(Note.writableContentTypes == [.plainText])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileWrapper(directoryWithFileWrappers: ["note.txt": wrapper]).write(
      to: folder, originalContentsURL: nil)
    let back = try FileWrapper(url: folder)
    #expect(back.isDirectory)
    #expect(back.fileWrappers?["note.txt"]?.regularFileContents == Data("Basil".utf8))
    #expect(throws: CocoaError.self) { try FileWrapper(url: folder.appendingPathComponent("none")) }
  }

  struct Exporter: View {
    @State private var exporting = true
    var body: some View {
      GroupBox(label: Text("Data")) { Text("Export the menu") }
        .fileExporter(isPresented: $exporting, document: Note(text: "x"), contentType: .plainText) { _ in }
    }
  }

  @Test func theDocumentBrowserIsASheetHoldingAReportedPlaceholder() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(Exporter())
    let placeholder = screen.snapshot().allNodes.first {
      if case .platformContent("fileExporter") = $0.missingResource { true } else { false }
    }
    #expect(placeholder != nil)
    #expect(screen.texts.contains("Data"))
  }
}
