/// Where a user stands in an app, outermost first: the tab chosen, the screens of a navigation
/// stack (its root, then each pushed one), what is presented over them. Two locations are the
/// same place when their steps are; two are the same kind of place (the detail page of one order
/// and of another) when their steps' keys are.
public struct AppLocation: Hashable, Sendable, CustomStringConvertible {
  /// One step of a location.
  public struct Step: Hashable, Sendable {
    /// What kind of step it is.
    public enum Kind: String, Hashable, Sendable, Codable {
      /// A tab of a tab bar.
      case tab
      /// A screen of a navigation stack (its root, or one pushed on it).
      case screen
      /// A sheet over the screen.
      case sheet
      /// A cover over the whole screen.
      case cover
      /// An alert.
      case alert
      /// A view presented over the screen by other means.
      case presented
    }

    /// What kind of step it is.
    public var kind: Kind
    /// Its title as the user sees it (the tab's, the screen's navigation title, the sheet's
    /// title or first text), or empty when it has none.
    public var title: String
    /// What kind of place it leads to, whatever its data: the destination's view type, the tab's
    /// position. Equal keys mean the same screen showing other data.
    public var key: String
    /// For a sheet that can rest at several heights and is not at its smallest: the height it is
    /// at (`large`, `medium`, `40%`, `200 pt`). A sheet at another height is another place.
    public var detent: String?

    /// A step of `kind` titled `title`, to places of kind `key`, at `detent` (a sheet's height).
    public init(_ kind: Kind, title: String, key: String, detent: String? = nil) {
      self.kind = kind
      self.title = title
      self.key = key
      self.detent = detent
    }
  }

  /// The steps, outermost first.
  public var steps: [Step]

  /// A location of `steps`.
  public init(_ steps: [Step] = []) { self.steps = steps }

  /// Whether the location is `other` or lies under it (`other`'s steps begin it): going back.
  public func isWithin(_ other: AppLocation) -> Bool {
    other.steps.count >= steps.count && Array(other.steps.prefix(steps.count)) == steps
  }

  /// The keys of the steps: what kind of place this is.
  public var kinds: [String] {
    steps.map { "\($0.kind.rawValue):\($0.key)" + ($0.detent.map { "@\($0)" } ?? "") }
  }

  /// `tab Orders › screen Order 1042 › sheet Help`
  public var description: String {
    steps.map { "\($0.kind.rawValue) \($0.title)" + ($0.detent.map { " (\($0))" } ?? "") }
      .joined(separator: " › ")
  }
}

/// A screen's controller that knows where in its app the screen stands (a hosted declarative
/// description knows its tabs, navigation stacks and presentations).
@MainActor public protocol AppLocating: AnyObject {
  /// Where the app stands now.
  var location: AppLocation { get }
}

extension Screen {
  /// Where the screen's app stands: its controller's answer when it knows one, else a step for
  /// each presented view (titled by its first text).
  public var location: AppLocation {
    layoutIfNeeded()
    if let locating = controller as? AppLocating { return locating.location }
    return AppLocation(
      presented.enumerated().map { index, view in
        AppLocation.Step(.presented, title: view.firstText ?? "", key: "presented[\(index)]")
      })
  }
}

extension View {
  /// The first non-empty text of the view or its visible subviews, depth first: a card's title.
  public var firstText: String? {
    guard isVisible else { return nil }
    if let label = self as? Label, !label.text.isEmpty { return label.text }
    for subview in subviews {
      if let text = subview.firstText { return text }
    }
    return nil
  }
}
