import CoreTransferable
import Foundation
import Testing
import UniformTypeIdentifiers

/// Values go out and come in through the forms their `transferRepresentation` lists, in order:
/// bytes, files, JSON and proxies, as the system runs them when a value is shared or dropped.
@Suite struct TransferableTests {
  struct Note: Codable, Transferable, Equatable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
      CodableRepresentation(contentType: .json)
      ProxyRepresentation(exporting: \.text)
    }
  }

  struct Clip: Transferable, Equatable {
    let url: URL
    static var transferRepresentation: some TransferRepresentation {
      FileRepresentation(contentType: .mpeg4Movie) { clip in
        SentTransferredFile(clip.url)
      } importing: { received in
        Clip(url: received.file)
      }
    }
  }

  @Test func aCodableValueGoesOutAsJSONAndAsItsProxy() async throws {
    let note = Note(text: "Pick up dough")
    let json = try await note.exported(as: .json)
    #expect(try JSONDecoder().decode(Note.self, from: json) == note)
    let text = try await note.exported(as: .plainText)
    #expect(String(decoding: text, as: UTF8.self) == "Pick up dough", "through its proxy, the string")
    #expect(try await Note(importing: json, contentType: .json) == note)
    #expect(Note.exportedContentTypes.first == .json)
    await #expect(throws: TransferError.self) { try await note.exported(as: .png) }
  }

  @Test func aFileGoesOutAsItsBytesAndComesInAsACopy() async throws {
    let original = FileManager.default.temporaryDirectory.appendingPathComponent(
      "clip-\(UUID().uuidString).mp4")
    try Data([1, 2, 3]).write(to: original)
    defer { try? FileManager.default.removeItem(at: original) }
    let data = try await Clip(url: original).exported(as: .mpeg4Movie)
    #expect(data == Data([1, 2, 3]))
    let received = try await Clip(importing: data, contentType: .mpeg4Movie)
    #expect(received.url != original && received.url.pathExtension == "mp4")
    #expect(try Data(contentsOf: received.url) == Data([1, 2, 3]))
    try? FileManager.default.removeItem(at: received.url)
  }

  @Test func stringsDataAndURLsAreTransferable() async throws {
    #expect(try await "Ciao".exported(as: .utf8PlainText) == Data("Ciao".utf8))
    let url = try #require(URL(string: "https://example.com/menu"))
    #expect(try await URL(importing: Data(url.absoluteString.utf8), contentType: .url) == url)
    #expect(String(decoding: try await url.exported(as: .plainText), as: UTF8.self) == url.absoluteString)
  }
}
