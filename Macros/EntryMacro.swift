import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry` on a property of an `EnvironmentValues` extension, as SwiftUI's: a key of its own
/// (a private peer type whose default value is the property's initial value, or nil for an
/// optional without one) and the accessors that read and write the environment through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
  static func property(_ declaration: some DeclSyntaxProtocol) -> (
    name: String, binding: PatternBindingSyntax
  )? {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else { return nil }
    return (name, binding)
  }

  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _) = property(declaration) else { return [] }
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (name, binding) = property(declaration) else { return [] }
    let initial = binding.initializer?.value.trimmedDescription
    if let type = binding.typeAnnotation?.type.trimmedDescription {
      let value = initial ?? "nil"
      return [
        """
        private struct __Key_\(raw: name): EnvironmentKey {
          typealias Value = \(raw: type)
          static var defaultValue: Value { \(raw: value) }
        }
        """
      ]
    }
    return [
      """
      private struct __Key_\(raw: name): EnvironmentKey {
        static let defaultValue = \(raw: initial ?? "()")
      }
      """
    ]
  }
}
