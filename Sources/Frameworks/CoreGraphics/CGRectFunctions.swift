import Foundation

// Core Graphics's rectangle functions under their C names, which Swift code on Apple platforms
// still calls beside the methods they became (`a.union(b)`).

/// The smallest rectangle that holds both, as `CGRectUnion` (a null rectangle is ignored).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }

/// Where both overlap, as `CGRectIntersection` (the null rectangle when they do not).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }
