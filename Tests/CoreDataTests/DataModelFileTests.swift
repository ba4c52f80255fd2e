import CoreData
import Foundation
import Testing

/// Reading an app's `.xcdatamodeld` as Xcode's model editor saves it.
@Suite("A data model read from its .xcdatamodeld")
struct DataModelFileTests {
  @Test func theCurrentVersionIsRead() throws {
    let model = try NSManagedObjectModel.read(Library.modelURL)
    #expect(model.versionIdentifiers == ["Library 2"])
    #expect(model.entities.map(\.name) == ["Shelf", "Book", "Author", "Loan", "Audiobook"])
  }

  @Test func attributesKeepTheirTypesOptionalityAndDefaults() throws {
    let book = try #require(try NSManagedObjectModel.read(Library.modelURL).entitiesByName["Book"])
    let attributes = book.attributesByName
    #expect(attributes["title"]?.attributeType == .stringAttributeType)
    #expect(attributes["title"]?.isOptional == false)
    #expect(attributes["pages"]?.attributeType == .integer32AttributeType)
    #expect((attributes["pages"]?.defaultValue as? NSNumber)?.intValue == 0)
    #expect(attributes["favourite"]?.attributeType == .booleanAttributeType)
    #expect(attributes["added"]?.attributeType == .dateAttributeType)
    #expect(attributes["id"]?.attributeType == .uuidAttributeType)
    #expect(attributes["pages"]?._usesScalarValueType == true)
    #expect(book._codeGenerationType == nil)
  }

  @Test func relationshipsHaveTheirInversesDestinationsAndRules() throws {
    let model = try NSManagedObjectModel.read(Library.modelURL)
    let shelf = try #require(model.entitiesByName["Shelf"])
    let books = try #require(shelf.relationshipsByName["books"])
    #expect(books.isToMany)
    #expect(books.deleteRule == .cascadeDeleteRule)
    #expect(books.destinationEntity === model.entitiesByName["Book"])
    #expect(books.inverseRelationship?.name == "shelf")
    #expect(books.inverseRelationship?.isToMany == false)
    #expect(model.entitiesByName["Book"]?.relationshipsByName["loans"]?.deleteRule == .denyDeleteRule)
  }

  @Test func aSubEntityHasItsParentsProperties() throws {
    let model = try NSManagedObjectModel.read(Library.modelURL)
    let audiobook = try #require(model.entitiesByName["Audiobook"])
    #expect(audiobook.superentity?.name == "Book")
    #expect(audiobook.attributesByName.keys.contains("title"))
    #expect(audiobook.isKindOf(entity: try #require(model.entitiesByName["Book"])))
  }

  @Test func oneVersionIsReadOnItsOwn() throws {
    let first = Library.modelURL.appendingPathComponent("Library.xcdatamodel")
    let model = try NSManagedObjectModel.read(first)
    #expect(model.entities.map(\.name) == ["Shelf"])
  }

  /// Writes a model version whose `contents` is `xml` and returns its folder.
  func model(_ xml: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-\(UUID().uuidString).xcdatamodel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try xml.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func aRelationshipToAnUnknownEntityIsAnErrorNamingIt() throws {
    let url = try model(
      """
      <model><entity name="Book"><relationship name="shelf" maxCount="1" destinationEntity="Shelf"/></entity></model>
      """)
    #expect {
      try NSManagedObjectModel.read(url)
    } throws: { error in
      "\(error)".contains("relationship Book.shelf refers to entity Shelf, which is not in the model")
    }
    #expect(NSManagedObjectModel(contentsOf: url) == nil)
  }

  @Test func brokenXMLAnUnknownTypeAndAMissingFileAreErrorsNamingTheFile() throws {
    let broken = try model("<model><entity name=\"Book\">")
    #expect(throws: CoreDataError.self) { try NSManagedObjectModel.read(broken) }
    let unknown = try model(
      "<model><entity name=\"Book\"><attribute name=\"x\" attributeType=\"Colour\"/></entity></model>")
    #expect {
      try NSManagedObjectModel.read(unknown)
    } throws: { error in
      "\(error)".contains("attribute Book.x has type \"Colour\"")
    }
    let missing = URL(fileURLWithPath: "/nonexistent/Nothing.xcdatamodel")
    #expect {
      try NSManagedObjectModel.read(missing)
    } throws: { error in
      "\(error)".contains("/nonexistent/Nothing.xcdatamodel/contents: there is no such file")
    }
  }
}
