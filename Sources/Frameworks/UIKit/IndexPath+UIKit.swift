import Foundation

/// A table's or collection's index path, as UIKit extends Foundation's: a section and a row
/// (or item) in it.
extension IndexPath {
  /// The path of `row` in `section`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// The path of `item` in `section`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// The section (its first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// The row in the section (its second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The item in the section (its second index).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
