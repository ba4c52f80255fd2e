/// UIKit's search bar, as an app wraps it in a `UIViewRepresentable`: its text, placeholder,
/// style, scope buttons and delegate are kept. UIKit's views are not drawn inside SwiftUI here
/// (the representable is a reported placeholder), so no one types into it and its delegate is
/// never called; a search field the audit should judge is SwiftUI's `.searchable`.
@preconcurrency @MainActor open class UISearchBar: UIView {
  /// How the bar is drawn.
  public enum Style: UInt, Sendable {
    case `default`, prominent, minimal
  }

  /// The text in the field.
  open var text: String?
  /// The grey text shown while the field is empty.
  open var placeholder: String?
  /// A line above the field.
  open var prompt: String?
  /// What is told of edits and taps.
  open weak var delegate: (any UISearchBarDelegate)?
  /// How the bar is drawn.
  open var searchBarStyle: Style = .default
  /// The bar's tint.
  open var barTintColor: UIColor?
  /// Whether the Cancel button shows.
  open var showsCancelButton = false
  /// Whether the bookmark button shows.
  open var showsBookmarkButton = false
  /// Whether the scope buttons show.
  open var showsScopeBar = false
  /// The titles of the scope buttons.
  open var scopeButtonTitles: [String]?
  /// The scope button chosen.
  open var selectedScopeButtonIndex = 0
  /// How the field capitalizes.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// The keyboard the field shows.
  open var keyboardType: UIKeyboardType = .default
  /// Whether the bar is translucent.
  open var isTranslucent = true

  /// Shows or hides the Cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }
}

/// What a search bar tells of edits and taps (never called here: see `UISearchBar`). Every
/// method is optional, as in UIKit.
@preconcurrency @MainActor public protocol UISearchBarDelegate: AnyObject {
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
