import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a data model as Xcode's model editor saves it: an `.xcdatamodeld` folder (whose
/// `.xccurrentversion` names the current version), or one version's `.xcdatamodel` folder, whose
/// `contents` file is XML with an `entity` element per entity and an `attribute` or
/// `relationship` element per property.
enum DataModelFile {
  /// The model at `url`.
  ///
  /// - Throws: `CoreDataError.unreadableModel` naming the file and what is wrong: no such file,
  ///   XML that does not parse, an attribute of an unknown type, a relationship to an unknown
  ///   entity, a parent entity that is not there.
  static func read(_ url: URL) throws(CoreDataError) -> NSManagedObjectModel {
    let version = try currentVersion(url)
    let contents = version.appendingPathComponent("contents")
    guard let data = FileManager.default.contents(atPath: contents.path) else {
      throw .unreadableModel(contents.path, reason: "there is no such file")
    }
    let reader = ModelXMLReader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    guard parser.parse() else {
      let reason = parser.parserError.map {
        "its XML does not parse (\(($0 as NSError).localizedDescription))"
      }
      throw .unreadableModel(contents.path, reason: reason ?? "its XML does not parse")
    }
    if let problem = reader.problem { throw .unreadableModel(contents.path, reason: problem) }
    guard reader.sawModel, reader.depth == 0 else {
      throw .unreadableModel(contents.path, reason: "its XML ends before its <model> element is closed")
    }
    let model = NSManagedObjectModel()
    do {
      try link(reader.entities, in: model)
    } catch let reason {
      throw .unreadableModel(contents.path, reason: reason.description)
    }
    model.versionIdentifiers = [version.deletingPathExtension().lastPathComponent]
    return model
  }

  /// The `.xcdatamodel` folder `url` stands for: itself, or its `.xcdatamodeld`'s current one
  /// (the only one, where there is no `.xccurrentversion`).
  private static func currentVersion(_ url: URL) throws(CoreDataError) -> URL {
    guard url.pathExtension == "xcdatamodeld" else { return url }
    let list = url.appendingPathComponent(".xccurrentversion")
    if let data = FileManager.default.contents(atPath: list.path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
      let name = plist["_XCCurrentVersionName"] as? String
    {
      return url.appendingPathComponent(name)
    }
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
      .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
    guard let last = versions.last else {
      throw .unreadableModel(url.path, reason: "it holds no .xcdatamodel version")
    }
    return url.appendingPathComponent(last)
  }

  /// Puts the entities read into `model`, with their parents, destinations and inverses.
  private static func link(_ read: [ModelXMLReader.Entity], in model: NSManagedObjectModel)
    throws(ModelProblem)
  {
    let byName = Dictionary(
      read.map { ($0.description.name ?? "", $0.description) }, uniquingKeysWith: { a, _ in a })
    for entity in read {
      if let parent = entity.parent {
        guard let parentEntity = byName[parent] else {
          throw ModelProblem(
            "entity \(entity.description.name ?? "?") has parent entity \(parent), which is not in the model")
        }
        parentEntity.subentities.append(entity.description)
      }
    }
    for entity in read {
      for (relationship, destination, inverse) in entity.relationships {
        guard let target = byName[destination] else {
          throw ModelProblem(
            "relationship \(entity.description.name ?? "?").\(relationship.name) refers to entity \(destination), which is not in the model"
          )
        }
        relationship.destinationEntity = target
        if let inverse {
          guard let back = target.relationshipsByName[inverse] else {
            throw ModelProblem(
              "relationship \(entity.description.name ?? "?").\(relationship.name) has inverse \(destination).\(inverse), which is not in the model"
            )
          }
          relationship.inverseRelationship = back
        }
      }
    }
    model.entities = read.map(\.description)
  }

  /// What makes a model file unusable.
  struct ModelProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// The attribute type a model file names (`Integer 64`, `String`…).
  static func attributeType(named name: String) -> NSAttributeType? {
    switch name {
    case "Integer 16": .integer16AttributeType
    case "Integer 32": .integer32AttributeType
    case "Integer 64": .integer64AttributeType
    case "Decimal": .decimalAttributeType
    case "Double": .doubleAttributeType
    case "Float": .floatAttributeType
    case "String": .stringAttributeType
    case "Boolean": .booleanAttributeType
    case "Date": .dateAttributeType
    case "Binary": .binaryDataAttributeType
    case "UUID": .uuidAttributeType
    case "URI": .uriAttributeType
    case "Transformable": .transformableAttributeType
    case "Object ID": .objectIDAttributeType
    case "Undefined": .undefinedAttributeType
    default: nil
    }
  }

  /// The value `text` (a model's `defaultValueString`) stands for in an attribute of `type`.
  static func defaultValue(_ text: String, type: NSAttributeType) -> Any? {
    switch type {
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
      Int64(text).map { NSNumber(value: $0) }
    case .doubleAttributeType, .floatAttributeType: Double(text).map { NSNumber(value: $0) }
    case .decimalAttributeType: Decimal(string: text).map { NSDecimalNumber(decimal: $0) }
    case .booleanAttributeType: NSNumber(value: text == "YES" || text == "1" || text == "true")
    case .stringAttributeType: text
    case .uuidAttributeType: UUID(uuidString: text)
    case .uriAttributeType: URL(string: text)
    case .dateAttributeType: Double(text).map { Date(timeIntervalSinceReferenceDate: $0) }
    default: nil
    }
  }
}

/// The parser's delegate: collects the entities of a model file's XML.
private final class ModelXMLReader: NSObject, XMLParserDelegate {
  struct Entity {
    var description: NSEntityDescription
    var parent: String?
    var relationships: [(NSRelationshipDescription, destination: String, inverse: String?)] = []
  }
  var entities: [Entity] = []
  var problem: String?
  /// Whether the root `model` element was seen, and how many elements are open.
  var sawModel = false
  var depth = 0

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
  ) {
    depth -= 1
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    depth += 1
    guard problem == nil else { return }
    switch element {
    case "model":
      sawModel = true
    case "entity":
      guard let name = attributes["name"], !name.isEmpty else {
        problem = "an entity has no name (line \(parser.lineNumber))"
        return
      }
      let entity = NSEntityDescription()
      entity.name = name
      entity.managedObjectClassName = attributes["representedClassName"] ?? "NSManagedObject"
      entity.isAbstract = attributes["isAbstract"] == "YES"
      entity._codeGenerationType = attributes["codeGenerationType"]
      entities.append(Entity(description: entity, parent: attributes["parentEntity"]))
    case "attribute":
      guard !entities.isEmpty, let name = attributes["name"] else { return }
      let attribute = NSAttributeDescription()
      attribute.name = name
      let typeName = attributes["attributeType"] ?? "Undefined"
      guard let type = DataModelFile.attributeType(named: typeName) else {
        let entity = entities[entities.count - 1].description.name ?? "?"
        problem = "attribute \(entity).\(name) has type \"\(typeName)\", which Core Data does not have"
        return
      }
      attribute.attributeType = type
      attribute.isOptional = attributes["optional"] == "YES"
      attribute.isTransient = attributes["transient"] == "YES"
      attribute.attributeValueClassName = attributes["customClassName"]
      attribute._usesScalarValueType = attributes["usesScalarValueType"].map { $0 == "YES" }
      if let text = attributes["defaultValueString"] {
        attribute.defaultValue = DataModelFile.defaultValue(text, type: type)
      }
      entities[entities.count - 1].description.properties.append(attribute)
    case "relationship":
      guard !entities.isEmpty, let name = attributes["name"] else { return }
      guard let destination = attributes["destinationEntity"] else {
        let entity = entities[entities.count - 1].description.name ?? "?"
        problem = "relationship \(entity).\(name) has no destination entity"
        return
      }
      let relationship = NSRelationshipDescription()
      relationship.name = name
      relationship.isOptional = attributes["optional"] == "YES"
      relationship.isTransient = attributes["transient"] == "YES"
      relationship.isOrdered = attributes["ordered"] == "YES"
      relationship.maxCount = attributes["toMany"] == "YES" ? Int(attributes["maxCount"] ?? "0") ?? 0 : 1
      relationship.minCount = Int(attributes["minCount"] ?? "0") ?? 0
      relationship.deleteRule =
        switch attributes["deletionRule"] {
        case "Cascade": .cascadeDeleteRule
        case "Deny": .denyDeleteRule
        case "No Action": .noActionDeleteRule
        default: .nullifyDeleteRule
        }
      entities[entities.count - 1].description.properties.append(relationship)
      entities[entities.count - 1].relationships.append(
        (relationship, destination, attributes["inverseName"]))
    default:
      break
    }
  }
}
