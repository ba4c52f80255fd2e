// Core Spotlight under its own name where Apple's is not: the items an app gives Spotlight, kept
// in an index of the run's own. No Spotlight, Siri or Apple Intelligence reads it here, so nothing
// is found through it; the app's code can read back what it indexed (`indexedItems`).

import Foundation
import UniformTypeIdentifiers

/// What an indexed item shows in Spotlight, as Core Spotlight's: its title, description, keywords
/// and thumbnail, kept as the app sets them.
open class CSSearchableItemAttributeSet: @unchecked Sendable {
  /// The kind of content, as a type identifier.
  public let contentType: String
  open var title: String?
  open var displayName: String?
  open var contentDescription: String?
  open var keywords: [String]?
  open var thumbnailData: Data?
  open var thumbnailURL: URL?
  open var contentURL: URL?
  open var url: URL?
  open var identifier: String?
  open var relatedUniqueIdentifier: String?
  open var rankingHint: NSNumber?
  open var phoneNumbers: [String]?
  open var emailAddresses: [String]?
  open var latitude: NSNumber?
  open var longitude: NSNumber?
  open var startDate: Date?
  open var endDate: Date?
  open var contentCreationDate: Date?
  open var contentModificationDate: Date?

  /// Attributes of content of `contentType`.
  public init(contentType: UTType) { self.contentType = contentType.identifier }
  /// Attributes of content of the type `itemContentType` names.
  public init(itemContentType: String) { contentType = itemContentType }
}

/// One item of the index, as Core Spotlight's.
open class CSSearchableItem: @unchecked Sendable {
  /// Its identifier in the app.
  open var uniqueIdentifier: String
  /// The group it belongs to, for deleting a group at once.
  open var domainIdentifier: String?
  /// What it shows.
  open var attributeSet: CSSearchableItemAttributeSet
  /// When it leaves the index (a month after indexing by default, as on iOS).
  open var expirationDate: Date?
  /// Whether it updates an item already indexed rather than replacing it.
  open var isUpdate = false

  public init(
    uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet
  ) {
    self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
    self.domainIdentifier = domainIdentifier
    self.attributeSet = attributeSet
  }
}

/// The app's index, as Core Spotlight's: items added, replaced by identifier and deleted by
/// identifier, group or all, kept for the run. Completion handlers are called on a background
/// queue, as iOS calls them.
open class CSSearchableIndex: @unchecked Sendable {
  private static let defaultIndex = CSSearchableIndex(name: "default")
  private let lock = NSLock()
  private var items: [String: CSSearchableItem] = [:]
  private var order: [String] = []
  /// The index's name.
  public let name: String

  /// The app's default index.
  open class func `default`() -> CSSearchableIndex { defaultIndex }
  /// Whether indexing is available on the device: yes.
  open class func isIndexingAvailable() -> Bool { true }

  /// An index of its own, named `name`.
  public init(name: String) { self.name = name }
  /// An index of its own, named `name`, with its files protected as `protectionClass` says (kept).
  public convenience init(name: String, protectionClass: FileProtectionType?) { self.init(name: name) }

  /// The items indexed, in the order first indexed.
  public var indexedItems: [CSSearchableItem] { lock.withLock { order.compactMap { items[$0] } } }

  /// Adds `items`, replacing those with the same identifiers.
  open func indexSearchableItems(
    _ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    lock.withLock {
      for item in items {
        if self.items[item.uniqueIdentifier] == nil { order.append(item.uniqueIdentifier) }
        self.items[item.uniqueIdentifier] = item
      }
    }
    finish(completionHandler)
  }

  /// Adds `items`, replacing those with the same identifiers.
  open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
    indexSearchableItems(items, completionHandler: nil)
  }

  /// Deletes the items of `identifiers`.
  open func deleteSearchableItems(
    withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    remove { identifiers.contains($0.uniqueIdentifier) }
    finish(completionHandler)
  }

  /// Deletes the items of `identifiers`.
  open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
    deleteSearchableItems(withIdentifiers: identifiers, completionHandler: nil)
  }

  /// Deletes the items of the groups `domainIdentifiers` (and of groups inside them,
  /// `"a.b"` being inside `"a"`).
  open func deleteSearchableItems(
    withDomainIdentifiers domainIdentifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    remove { item in
      guard let domain = item.domainIdentifier else { return false }
      return domainIdentifiers.contains { domain == $0 || domain.hasPrefix($0 + ".") }
    }
    finish(completionHandler)
  }

  /// Deletes the items of the groups `domainIdentifiers`.
  open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
    deleteSearchableItems(withDomainIdentifiers: domainIdentifiers, completionHandler: nil)
  }

  /// Deletes every item.
  open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    remove { _ in true }
    finish(completionHandler)
  }

  /// Deletes every item.
  open func deleteAllSearchableItems() async throws { deleteAllSearchableItems(completionHandler: nil) }

  private func remove(_ gone: (CSSearchableItem) -> Bool) {
    lock.withLock {
      for (identifier, item) in items where gone(item) { items[identifier] = nil }
      order.removeAll { items[$0] == nil }
    }
  }

  private func finish(_ handler: (@Sendable ((any Error)?) -> Void)?) {
    guard let handler else { return }
    DispatchQueue.global().async { handler(nil) }
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type of a user activity that opens an item the user picked in Spotlight.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The user-info key of the picked item's identifier.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type of a search the user continues in the app.
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
