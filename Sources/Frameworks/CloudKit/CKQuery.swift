import Foundation

/// A question for a database's records, as CloudKit's `CKQuery`: a record type, a predicate and
/// an order. Kept as asked: the service answers queries, and it is out of reach here.
open class CKQuery: NSObject, @unchecked Sendable {
  /// The type of the records asked for.
  public let recordType: CKRecord.RecordType
  /// What the records must satisfy.
  public let predicate: NSPredicate
  /// Their order.
  open var sortDescriptors: [NSSortDescriptor]?

  /// A query for records of `recordType` satisfying `predicate`.
  public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
    self.recordType = recordType
    self.predicate = predicate
  }
}
