import SwiftSyntax
import SwiftSyntaxMacros

/// `#bundle`, as Foundation's: the bundle of the current module's resources. Here every module's
/// strings and assets are read from the app's catalogs, which the main bundle stands for.
public struct BundleMacro: ExpressionMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> ExprSyntax {
    "Foundation.Bundle.main"
  }
}
