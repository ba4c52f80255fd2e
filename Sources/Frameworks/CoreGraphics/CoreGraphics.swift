// Core Graphics as SwiftUI and UIKit apps name it, under its own name where Apple's is not: the
// colour values apps read components from (`Color.cgColor`, `UIColor.cgColor`) and make colours
// of. Drawing itself is Legible's renderer's; a context to draw into by hand is not here.
//
// Foundation on Linux already has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; this module brings
// them along, as `import CoreGraphics` does on Apple platforms.
@_exported import Foundation
