import Foundation
import Testing

@testable import LegibleCLI

/// What `legible app` does for an app's Core Data model: its classes generated as Xcode
/// generates them, `@NSManaged` and `@objc` made to build off Apple's platforms.
@Suite("An app's Core Data model")
struct CoreDataAppTests {
  static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CoreDataTests/Fixtures/Library.xcdatamodeld")

  @Test func aManualClassFileIsStagedWithTheStandInsForNSManaged() {
    let text = """
      import CoreData

      @objc(Item)
      public class Item: NSManagedObject {}

      extension Item {
          @NSManaged public var timestamp: Date?
          @NSManaged var count: Int64
          @objc(addTagsObject:)
          @NSManaged public func addToTags(_ value: Tag)
      }
      """
    let staged = AppBuildFolder.staged(
      text, from: URL(fileURLWithPath: "/apps/Notes/Item+CoreDataClass.swift"))
    let lines = staged.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[3] == String(repeating: " ", count: 11))
    #expect(lines[7] == "    @Managed   public var timestamp: Date?")
    #expect(lines[8] == "    @Managed   var count: Int64")
    #expect(lines[9].allSatisfy { $0 == " " })
    #expect(lines[10] == "    @ManagedAccessor public func addToTags(_ value: Tag)")
    // A request cast to its result type is retyped.
    let cast = AppBuildFolder.staged(
      "let r = Item.fetchRequest() as! NSFetchRequest<Item>\n", from: URL(fileURLWithPath: "/a.swift"))
    #expect(cast.contains("let r = Item.fetchRequest()._retyped(as: Item.self)"))
    // `ProcessInfo()` is the process's info.
    #expect(
      AppBuildFolder.staged("let e = ProcessInfo().environment\n", from: URL(fileURLWithPath: "/a.swift"))
        .contains("let e = ProcessInfo.processInfo.environment"))
    // `@nonobjc` and a name that merely starts with the attribute's stay.
    let kept = AppBuildFolder.staged(
      "@nonobjc class func f() {}\nlet objc = 1\n", from: URL(fileURLWithPath: "/a.swift"))
    #expect(kept.contains("@nonobjc class func f() {}"))
  }

  @Test func classesAreGeneratedForClassAndCategoryEntitiesOnly() throws {
    let classes = DataModelClasses.generate(for: [Self.library])
    #expect(classes.notes.isEmpty)
    #expect(
      classes.files.keys.sorted() == [
        "Audiobook+CoreData+Legible.swift", "Author+CoreData+Legible.swift", "Loan+CoreData+Legible.swift",
        "Shelf+CoreData+Legible.swift",
      ])
    let shelf = try #require(classes.files["Shelf+CoreData+Legible.swift"])
    #expect(shelf.contains("public class Shelf: NSManagedObject {}"))
    #expect(shelf.contains("@Managed public var position: Int16"))
    #expect(shelf.contains("@Managed public var name: String?"))
    #expect(shelf.contains("@Managed public var books: NSSet?"))
    #expect(shelf.contains("@ManagedAccessor public func addToBooks(_ value: Book)"))
    #expect(shelf.contains("extension Shelf: Identifiable {}"))
    // A category: the app declares the class.
    let author = try #require(classes.files["Author+CoreData+Legible.swift"])
    #expect(!author.contains("public class Author"))
    #expect(author.contains("@Managed public var name: String?"))
    // A sub-entity's class is its parent's subclass.
    #expect(
      classes.files["Audiobook+CoreData+Legible.swift"]?.contains("public class Audiobook: Book {}") == true)
  }

  @Test func aTransformableOfAModulesClassImportsTheModule() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-\(UUID().uuidString).xcdatamodel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    <model type="com.apple.IDECoreDataModeler.DataModel" sourceLanguage="Swift" usedWithCloudKit="YES">
      <entity name="Contact" representedClassName="Contact" syncable="YES" codeGenerationType="class">
        <attribute name="name" optional="YES" attributeType="String"/>
        <attribute name="photo" optional="YES" attributeType="Transformable" valueTransformerName="" customClassName="UIKit.UIImage"/>
      </entity>
    </model>
    """.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    let contact = try #require(
      DataModelClasses.generate(for: [folder]).files["Contact+CoreData+Legible.swift"])
    #expect(contact.contains("import CoreData\nimport UIKit\n"))
    #expect(contact.contains("@Managed public var photo: UIImage?"))
  }

  @Test func aModelThatCannotBeReadIsANoteNotAStop() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-\(UUID().uuidString).xcdatamodel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "<model><entity".write(
      to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    let classes = DataModelClasses.generate(for: [folder, Self.library])
    #expect(classes.notes.count == 1)
    #expect(classes.notes[0].contains(folder.path))
    #expect(classes.files.count == 4)
  }

  @Test func theAppsModelsAreFoundAndGivenToTheCatalogProgram() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let model = root.appendingPathComponent("Notes/Model.xcdatamodeld/Model.xcdatamodel")
    try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
    try "<model/>".write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    try "struct Note {}\n".write(
      to: root.appendingPathComponent("Notes/Note.swift"), atomically: true, encoding: .utf8)
    let sources = try AppSources.find(in: root)
    #expect(sources.dataModels.map(\.lastPathComponent) == ["Model.xcdatamodeld"])
    let folder = AppBuildFolder(root: root, legible: URL(fileURLWithPath: "/l"), module: "Notes")
    let program = folder.catalogProgram(assetCatalogs: [], fonts: [], dataModels: sources.dataModels)
    #expect(
      program.contains(
        "NSManagedObjectModel.appModels = [URL(fileURLWithPath: \"\(sources.dataModels[0].path)\")]"))
  }
}
