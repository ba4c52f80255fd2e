/// Core Data's lifecycle methods as an app overrides them in an extension
/// (`extension Ride { override func awakeFromInsert() }`), which Swift allows only with the
/// Objective-C runtime. `legible app` writes each such override as the matching method here
/// (`_extensionAwakeFromInsert`) and makes the extended class conform, and Core Data calls it
/// right after the class's own method, as iOS calls the override. A method the class does not
/// take over does nothing.
public protocol _ManagedObjectExtensionHooks {
  func _extensionAwakeFromInsert()
  func _extensionAwakeFromFetch()
  func _extensionPrepareForDeletion()
  func _extensionWillSave()
  func _extensionDidSave()
}

extension _ManagedObjectExtensionHooks {
  public func _extensionAwakeFromInsert() {}
  public func _extensionAwakeFromFetch() {}
  public func _extensionPrepareForDeletion() {}
  public func _extensionWillSave() {}
  public func _extensionDidSave() {}
}

extension NSManagedObject {
  private var hooks: (any _ManagedObjectExtensionHooks)? { self as? any _ManagedObjectExtensionHooks }

  /// Runs the object's `awakeFromInsert`, then its extension's.
  func runAwakeFromInsert() {
    awakeFromInsert()
    hooks?._extensionAwakeFromInsert()
  }
  /// Runs the object's `awakeFromFetch`, then its extension's.
  func runAwakeFromFetch() {
    awakeFromFetch()
    hooks?._extensionAwakeFromFetch()
  }
  /// Runs the object's `prepareForDeletion`, then its extension's.
  func runPrepareForDeletion() {
    prepareForDeletion()
    hooks?._extensionPrepareForDeletion()
  }
  /// Runs the object's `willSave`, then its extension's.
  func runWillSave() {
    willSave()
    hooks?._extensionWillSave()
  }
  /// Runs the object's `didSave`, then its extension's.
  func runDidSave() {
    didSave()
    hooks?._extensionDidSave()
  }
}
