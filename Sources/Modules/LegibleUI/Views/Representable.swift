import UIKit

/// A UIKit view in SwiftUI, as SwiftUI's `UIViewRepresentable`. UIKit's drawing is not here, so
/// the view is shown as a `PlatformContentPlaceholder` of the size it is given, and the audit
/// reports it (`unrendered-content`) with the type's name; `makeUIView` and `updateUIView` are not
/// called.
public protocol UIViewRepresentable: View {
  /// The UIKit view it makes.
  associatedtype UIViewType: UIView
  /// What coordinates it with its UIKit view.
  associatedtype Coordinator = Void
  /// What `makeUIView` and `updateUIView` are given.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view.
  @MainActor func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date.
  @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
  /// Makes the coordinator.
  @MainActor func makeCoordinator() -> Coordinator
  /// Takes the UIKit view down.
  @MainActor static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// The size the UIKit view wants for `proposal` (nil: the proposal).
  @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public var body: some View { PlatformContentPlaceholder("UIViewRepresentable \(Self.self)") }
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
    nil
  }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a representable's methods are given.
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator.
  public let coordinator: Representable.Coordinator
  /// The environment.
  public var environment: EnvironmentValues
  /// The transaction.
  public var transaction = Transaction()
}

/// A UIKit view controller in SwiftUI, as SwiftUI's `UIViewControllerRepresentable`: shown as a
/// placeholder of the size it is given and reported (`unrendered-content`) with the type's name.
public protocol UIViewControllerRepresentable: View {
  /// The controller it makes.
  associatedtype UIViewControllerType: UIViewController
  /// What coordinates it with its controller.
  associatedtype Coordinator = Void
  /// What its methods are given.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the controller.
  @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date.
  @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Makes the coordinator.
  @MainActor func makeCoordinator() -> Coordinator
  /// Takes the controller down.
  @MainActor static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable {
  public var body: some View { PlatformContentPlaceholder("UIViewControllerRepresentable \(Self.self)") }
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a controller representable's methods are given.
@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator.
  public let coordinator: Representable.Coordinator
  /// The environment.
  public var environment: EnvironmentValues
  /// The transaction.
  public var transaction = Transaction()
}
