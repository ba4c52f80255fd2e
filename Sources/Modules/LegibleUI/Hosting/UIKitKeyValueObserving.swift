import LocalizedStrings
import UIKit

// UIKit's views and controllers are `NSObject`s on iOS, so key-value observing reaches them
// (`webView.observe(\.estimatedProgress)`): the same observing as every `NSObject` here (see
// `_KeyValueCodingAndObserving`: the initial call only). Declared where UIKit and Foundation's
// additions meet; every file importing SwiftUI sees it.
extension UIResponder: _KeyValueCodingAndObserving {}
