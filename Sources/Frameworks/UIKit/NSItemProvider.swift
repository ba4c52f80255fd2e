import Foundation

/// Something that can be made from an item provider's data (`UIImage`, `String`, `URL`).
public protocol NSItemProviderReading: AnyObject {}

/// Something an item provider can hold and hand out.
public protocol NSItemProviderWriting: AnyObject {}

/// Data or objects offered by another part of the system (a picked photo, a dropped item, a
/// shared file), as Foundation's: what it was made with is what it hands out. Nothing from
/// outside the app ever arrives here (no photo is picked, nothing is dropped), so only providers
/// the app made itself hold anything.
open class NSItemProvider: @unchecked Sendable {
  private var objects: [AnyObject] = []
  private var data: [(type: String, data: Data)] = []

  /// An empty provider.
  public init() {}
  /// A provider of `object`.
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    objects.append(object)
  }
  /// A provider of `item` (data, a string or a URL) as `typeIdentifier`.
  public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
    self.init()
    if let item = item as? NSData, let typeIdentifier { data.append((typeIdentifier, Data(item))) }
    if let item = item as? NSString { objects.append(item) }
  }

  /// The type identifiers of its data.
  open var registeredTypeIdentifiers: [String] { data.map(\.type) }
  /// A suggested file name for its contents.
  open var suggestedName: String?

  /// Whether it holds data of `typeIdentifier`.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    data.contains { $0.type == typeIdentifier }
  }
  /// Whether it can make an object of `aClass`.
  open func canLoadObject(ofClass aClass: AnyClass) -> Bool {
    objects.contains { isInstance($0, of: aClass) }
  }
  /// Makes an object of `aClass`, handed to `completionHandler` (nil with an error when it holds
  /// none).
  @discardableResult
  open func loadObject(
    ofClass aClass: AnyClass,
    completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
  ) -> Progress {
    let found = objects.first { isInstance($0, of: aClass) } as? any NSItemProviderReading
    let box = UncheckedBox(found)
    DispatchQueue.global().async {
      completionHandler(box.value, box.value == nil ? CocoaError(.fileReadNoSuchFile) : nil)
    }
    return Progress(totalUnitCount: 1)
  }
  /// Registers `data` for `typeIdentifier`.
  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String, visibility: Int = 0,
    loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
  ) {
    _ = loadHandler { [self] value, _ in if let value { data.append((typeIdentifier, value)) } }
  }
  /// Hands its data of `typeIdentifier` to `completionHandler`.
  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    let found = data.first { $0.type == typeIdentifier }?.data
    DispatchQueue.global().async {
      completionHandler(found, found == nil ? CocoaError(.fileReadNoSuchFile) : nil)
    }
    return Progress(totalUnitCount: 1)
  }

  /// What `loadItem` hands its handler: the item, or an error.
  public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

  /// Hands its item of `typeIdentifier` (its data, as `NSData`) to `completionHandler`, on
  /// another queue; nil with an error when it holds none.
  open func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
    completionHandler: CompletionHandler? = nil
  ) {
    let found = data.first { $0.type == typeIdentifier }.map { NSData(data: $0.data) }
    let box = UncheckedBox(found)
    DispatchQueue.global().async {
      completionHandler?(box.value, box.value == nil ? CocoaError(.fileReadNoSuchFile) : nil)
    }
  }
}

/// A value handed across a queue as it is (the provider's objects are the app's own).
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Whether `object` is of `aClass` or of a subclass of it.
private func isInstance(_ object: AnyObject, of aClass: AnyClass) -> Bool {
  var current: AnyClass? = type(of: object)
  while let found = current {
    if found == aClass { return true }
    current = _getSuperclass(found)
  }
  return false
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {}
extension NSString: NSItemProviderReading, NSItemProviderWriting {}
