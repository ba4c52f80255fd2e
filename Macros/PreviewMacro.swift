// The `#Preview` macro's expansion, built by `scripts/setup` into a compiler plugin library
// (libLegiblePreviewMacros.so, against the toolchain's own SwiftSyntax) that every compilation
// finds in the toolchain's plugin folder. The package manager cannot build it itself: a macro
// target needs the swift-syntax package, which is not part of the toolchain.
//
// A preview's body is type-checked where it is written, as the macro's argument; the expansion
// adds nothing. The `LegiblePreviews` build plugin lists the preview for the catalog.

import SwiftSyntax
import SwiftSyntaxMacros

public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
