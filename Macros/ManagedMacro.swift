// Core Data's `@NSManaged`, as `@Managed` on a property and `@ManagedAccessor` on a function (the
// names `legible app` writes in its place: the attribute itself needs the Objective-C runtime).
//
// On a property, the getter reads the value the managed object keeps under the property's name,
// as the property's type declares it, and the setter keeps it (following the inverse
// relationship). On a relationship accessor as Xcode generates them (`addToItems(_:)`,
// `removeFromItems(_:)`, and for ordered relationships `insertIntoItems(_:at:)`,
// `removeFromItems(at:)`, `replaceItems(at:with:)`), the body changes the relationship the
// name says. Any other function is an error naming it.

import SwiftSyntax
import SwiftSyntaxMacros

public struct ManagedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
    else { return [] }
    let type = binding.typeAnnotation.map { ", as: (\($0.type.trimmed)).self" } ?? ""
    return [
      "get { _managedValue(forKey: \(literal: name.text)\(raw: type)) }",
      "set { _setManagedValue(newValue, forKey: \(literal: name.text)) }",
    ]
  }

}

public struct ManagedAccessorMacro: BodyMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
    in context: some MacroExpansionContext
  ) throws -> [CodeBlockItemSyntax] {
    guard let function = declaration.as(FunctionDeclSyntax.self) else { return [] }
    let name = function.name.text
    let parameters = function.signature.parameterClause.parameters.map { parameter in
      (label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text)
    }
    func key(after prefix: String) -> String {
      let rest = name.dropFirst(prefix.count)
      return rest.prefix(1).lowercased() + rest.dropFirst()
    }
    let first = parameters.first?.name ?? "_"
    let statement: String
    switch (name, parameters.count) {
    case (let name, 1) where name.hasPrefix("addTo"):
      statement = "_managedAdd(\(first), toKey: \"\(key(after: "addTo"))\")"
    case (let name, 1) where name.hasPrefix("removeFrom") && parameters[0].label == "at":
      statement = "_managedRemove(at: \(first), fromKey: \"\(key(after: "removeFrom"))\")"
    case (let name, 1) where name.hasPrefix("removeFrom"):
      statement = "_managedRemove(\(first), fromKey: \"\(key(after: "removeFrom"))\")"
    case (let name, 2) where name.hasPrefix("insertInto"):
      statement =
        "_managedInsert(\(first), at: \(parameters[1].name), intoKey: \"\(key(after: "insertInto"))\")"
    case (let name, 2) where name.hasPrefix("replace"):
      statement =
        "_managedReplace(at: \(first), with: \(parameters[1].name), inKey: \"\(key(after: "replace"))\")"
    default:
      throw ManagedMacroError(
        "@NSManaged func \(name) is not a relationship accessor Core Data generates (addTo…, removeFrom…, insertInto…, replace…)"
      )
    }
    let expression: ExprSyntax = "\(raw: statement)"
    return [CodeBlockItemSyntax(item: .expr(expression))]
  }
}

struct ManagedMacroError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
