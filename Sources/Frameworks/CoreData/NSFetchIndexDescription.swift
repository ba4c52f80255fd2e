import Foundation

/// An index of an entity's objects by some of their properties, as Core Data's
/// `NSFetchIndexDescription`. An index makes a store's fetches faster and changes none of their
/// results; the in-memory store here keeps the description and fetches the same without it.
open class NSFetchIndexDescription: @unchecked Sendable {
  /// The index's name.
  open var name: String
  /// The properties indexed, in order.
  open var elements: [NSFetchIndexElementDescription] {
    didSet { for element in elements { element.indexDescription = self } }
  }
  /// The objects indexed, when not all of them.
  open var partialIndexPredicate: NSPredicate?
  /// The entity whose objects it indexes.
  open internal(set) weak var entity: NSEntityDescription?

  /// An index named `name` of `elements`.
  public init(name: String, elements: [NSFetchIndexElementDescription]?) {
    self.name = name
    self.elements = elements ?? []
    for element in self.elements { element.indexDescription = self }
  }
}

/// One property of an index, as Core Data's `NSFetchIndexElementDescription`.
open class NSFetchIndexElementDescription: @unchecked Sendable {
  /// The property indexed.
  open private(set) var property: NSPropertyDescription?
  /// Its name.
  open var propertyName: String? { property?.name }
  /// How its values are ordered in the index.
  open var collationType: NSFetchIndexElementType
  /// Whether they are in ascending order.
  open var isAscending = true
  /// The index it belongs to.
  open internal(set) weak var indexDescription: NSFetchIndexDescription?

  /// `property` in an index ordered by `collationType`.
  public init(property: NSPropertyDescription, collationType: NSFetchIndexElementType) {
    self.property = property
    self.collationType = collationType
  }
}

/// How an index orders a property's values, as Core Data's `NSFetchIndexElementType`.
public enum NSFetchIndexElementType: UInt, Sendable {
  /// By their bytes.
  case binary = 0
  /// As a tree of ranges (for pairs of bounds).
  case rTree = 1
}
