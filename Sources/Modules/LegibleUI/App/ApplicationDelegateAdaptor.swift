import UIKit

/// The app's UIKit delegate in a SwiftUI app, as SwiftUI's `@UIApplicationDelegateAdaptor`: the
/// instance kept as `UIApplication.shared.delegate`. `legible app` makes it (with the type's
/// `init()`) before the previews are laid out, as iOS makes it when the app starts; its launch
/// methods are not called. Reading it when none was made stops with a message saying so.
@propertyWrapper @MainActor
public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate>: DynamicProperty {
  /// The delegate.
  public var wrappedValue: DelegateType {
    guard let delegate = UIApplication.shared.delegate as? DelegateType else {
      preconditionFailure(
        "UIApplicationDelegateAdaptor: no \(DelegateType.self) was made; set UIApplication.shared.delegate"
          + " before showing the app (legible app makes the delegate the app names)")
    }
    return delegate
  }

  /// The app's delegate, of type `delegateType`.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
}
