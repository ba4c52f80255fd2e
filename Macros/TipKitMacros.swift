// TipKit's `@Parameter` and `#Rule`, in the same compiler plugin as `#Preview`.
//
// `@Parameter static var isOnboarded: Bool = false` makes the property a value kept by TipKit
// (`Tips.Parameter`), read and written through the property and named `$isOnboarded` for rules.
// `#Rule(Self.$isOnboarded) { $0 == true }` is a rule over a parameter or an event: the macro
// writes the call to `Tips.Rule`'s initializer that takes the same arguments.

import SwiftSyntax
import SwiftSyntaxMacros

public struct ParameterMacro: AccessorMacro, PeerMacro {
  /// `EntryMacro`'s reading of the property, and whether it is static.
  static func property(_ declaration: some DeclSyntaxProtocol) -> (
    name: String, binding: PatternBindingSyntax, isStatic: Bool
  )? {
    guard let (name, binding) = EntryMacro.property(declaration) else { return nil }
    let modifiers = declaration.as(VariableDeclSyntax.self)?.modifiers ?? []
    return (name, binding, modifiers.contains { ["static", "class"].contains($0.name.text) })
  }

  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _, _) = property(declaration) else { return [] }
    return [
      "get { $\(raw: name).wrappedValue }",
      "set { $\(raw: name).wrappedValue = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (name, binding, isStatic) = property(declaration) else { return [] }
    let type = binding.typeAnnotation?.type.trimmedDescription
    let initial = binding.initializer?.value.trimmedDescription ?? "nil"
    let options = node.arguments?.trimmedDescription ?? ""
    let typeArgument = type.map { "<\($0)>" } ?? ""
    let staticKeyword = isStatic ? "static " : ""
    let optionsArgument = options.isEmpty ? "" : ", options: [\(options)]"
    return [
      """
      \(raw: staticKeyword)let $\(raw: name) = Tips.Parameter\(raw: typeArgument)(\
      id: "\\(String(reflecting: Self.self)).\(raw: name)", initialValue: \(raw: initial)\(raw: optionsArgument))
      """
    ]
  }
}

public struct RuleMacro: ExpressionMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> ExprSyntax {
    let arguments = node.arguments.trimmedDescription
    let closure = node.trailingClosure?.trimmedDescription ?? ""
    return "Tips.Rule(\(raw: arguments)) \(raw: closure)"
  }
}
