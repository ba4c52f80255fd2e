// SwiftData's `@Model` and its property macros, in the same compiler plugin as `#Preview`.
//
// `@Model` makes a class a persistent, observable model: each stored property it declares (not
// `@Transient`) becomes a computed one over a private stored twin, read through an observation
// registrar (so that views that read it follow it) and written through it (so that its context
// learns of the change); the class gets its backing (identity and context) and conforms to
// `PersistentModel` and `Observable`. `@Attribute`, `@Relationship` and `@Transient` add nothing
// by themselves: `@Model` reads them.

import SwiftSyntax
import SwiftSyntaxMacros

public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let type = declaration.as(ClassDeclSyntax.self)?.name.trimmed else { return [] }
    // Each persisted property with the delete rule its `@Relationship` gives (nullify when it
    // gives none): what `ModelContext.delete` follows. A property that holds no model yields no
    // related model at run time.
    let persisted = declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter(isPersisted)
      .compactMap { variable -> (name: String, rule: String)? in
        guard let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        return (name, deleteRule(of: variable))
      }
    let inverses = declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter(isPersisted)
      .compactMap { variable -> String? in
        guard let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let inverse = inverse(of: variable)
        else { return nil }
        return "(\\\(type).\(name), \(inverse))"
      }
    let related = persisted.map { "(.\($0.rule), SwiftData._relatedModels(in: self.\($0.name)))" }
    let forget = persisted.map { "SwiftData._forget(model, in: &self.\($0.name))" }
    return [
      "@SwiftData.Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
      "@SwiftData.Transient public let _$backing = SwiftData._ModelBacking()",
      """
      internal nonisolated func access<_Member>(keyPath: KeyPath<\(type), _Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
      }
      """,
      """
      internal nonisolated func withMutation<_Member, _Result>(
        keyPath: KeyPath<\(type), _Member>, _ mutation: () throws -> _Result
      ) rethrows -> _Result {
        defer { _$backing.didChange(self) }
        return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
      }
      """,
      """
      public nonisolated func _$relationships() -> [(rule: SwiftData.Schema.Relationship.DeleteRule, models: [any SwiftData.PersistentModel])] {
        [\(raw: related.joined(separator: ", "))]
      }
      """,
      """
      public nonisolated static var _$inverses: [(AnyKeyPath, AnyKeyPath)] { [\(raw: inverses.joined(separator: ", "))] }
      """,
      """
      public nonisolated func _$forget(_ model: AnyObject) {
        \(raw: forget.joined(separator: "\n"))
      }
      """,
    ]
  }

  /// The key path `@Relationship(inverse:)` gives `variable`, as written.
  static func inverse(of variable: VariableDeclSyntax) -> String? {
    for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
    where attribute.attributeName.trimmedDescription.hasSuffix("Relationship") {
      for argument in attribute.arguments?.as(LabeledExprListSyntax.self) ?? []
      where argument.label?.text == "inverse" {
        return argument.expression.trimmedDescription
      }
    }
    return nil
  }

  /// The delete rule `@Relationship(deleteRule:)` gives `variable` (`nullify` by default).
  static func deleteRule(of variable: VariableDeclSyntax) -> String {
    for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
    where attribute.attributeName.trimmedDescription.hasSuffix("Relationship") {
      for argument in attribute.arguments?.as(LabeledExprListSyntax.self) ?? []
      where argument.label?.text == "deleteRule" {
        let rule = argument.expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        if ["noAction", "nullify", "cascade", "deny"].contains(rule) { return rule }
      }
    }
    return "nullify"
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self), isPersisted(variable) else { return [] }
    return ["@SwiftData._PersistedProperty"]
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }

  /// A stored instance property the model persists: a `var` with one binding and no accessors
  /// of its own, not static, not `@Transient` or ignored.
  static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
      let binding = variable.bindings.first, binding.accessorBlock == nil,
      binding.pattern.is(IdentifierPatternSyntax.self)
    else { return false }
    let modifiers = variable.modifiers.map(\.name.text)
    if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") {
      return false
    }
    let attributes = variable.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }
    return !attributes.contains { $0.hasSuffix("Transient") || $0.hasSuffix("ObservationIgnored") }
  }
}

/// A persisted property: reads and writes through the model's registrar, its value kept in a
/// private twin.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), ModelMacro.isPersisted(variable),
      let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
    else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = initialValue
      }
      """,
      """
      get {
        access(keyPath: \\.\(name))
        return _\(name)
      }
      """,
      """
      set {
        let _old = _\(name)
        withMutation(keyPath: \\.\(name)) {
          _\(name) = newValue
        }
        SwiftData._relationshipDidChange(self, keyPath: \\.\(name), from: _old, to: newValue)
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), ModelMacro.isPersisted(variable),
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
    else { return [] }
    let type = binding.typeAnnotation.map { "\($0.trimmed)" } ?? ""
    let initial = binding.initializer.map { " \($0.trimmed)" } ?? ""
    return ["@SwiftData.Transient private var _\(name)\(raw: type)\(raw: initial)"]
  }
}

/// `@Attribute`, `@Relationship`, `@Transient` and `#Unique`/`#Index`: read by `@Model` or kept
/// as declarations; they expand to nothing.
public struct NothingMacro: PeerMacro, DeclarationMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }

  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// `@ModelActor`: an actor with a context of its own over a container, as SwiftData's.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    [
      "public nonisolated let modelExecutor: any SwiftData.ModelExecutor",
      "public nonisolated let modelContainer: SwiftData.ModelContainer",
      """
      public init(modelContainer: SwiftData.ModelContainer) {
        let modelContext = SwiftData.ModelContext(modelContainer)
        self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
        self.modelContainer = modelContainer
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let decl: DeclSyntax = "extension \(type.trimmed): SwiftData.ModelActor {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}
