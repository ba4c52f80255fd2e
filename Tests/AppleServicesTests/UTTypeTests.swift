import Testing
import UniformTypeIdentifiers

@Suite("UTType")
struct UTTypeTests {
  @Test func typesAreFoundByExtensionAndMIMEAndConform() throws {
    let png = try #require(UTType(filenameExtension: "PNG"))
    #expect(png == .png && png.conforms(to: .image) && png.conforms(to: .data) && !png.conforms(to: .text))
    #expect(UTType(mimeType: "application/json") == .json)
    #expect(UTType(filenameExtension: "jpeg") == .jpeg)
    #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
    #expect(UTType("public.pdf-nonsense") == nil)
    #expect(UTType(exportedAs: "com.example.order", conformingTo: .json).conforms(to: .text))
  }
}
