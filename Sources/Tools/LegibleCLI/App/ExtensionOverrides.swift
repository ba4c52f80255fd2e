/// Core Data's lifecycle methods overridden in an extension of a managed object class
/// (`extension Ride { override func awakeFromInsert() }`), which Swift allows only with the
/// Objective-C runtime. Each is written as the hook Core Data calls here
/// (`_extensionAwakeFromInsert`, see `_ManagedObjectExtensionHooks`), its body unchanged
/// (`super.awakeFromInsert()` still reaches the superclass), and the extended class conforms at
/// the end of the file. Columns before the method's name are kept.
enum ExtensionOverrides {
  static let lifecycleMethods = [
    "awakeFromInsert", "awakeFromFetch", "prepareForDeletion", "willSave", "didSave",
  ]

  /// `body` with the lifecycle overrides of its extensions written as hooks.
  static func rewritten(_ body: String) -> String {
    guard body.contains("override"), lifecycleMethods.contains(where: body.contains) else { return body }
    let header = try! Regex(#"(?m)(?:^|[\s;])extension\s+([A-Za-z_][A-Za-z0-9_.]*)[^{\n]*\{"#)
    let method = try! Regex(
      #"\boverride(\s+(?:(?:public|internal|final|nonisolated)\s+)*func\s+)(awakeFromInsert|awakeFromFetch|prepareForDeletion|willSave|didSave)(\s*\(\s*\))"#
    )
    var text = body
    var extended: [String] = []
    // From the last extension to the first, so that earlier ranges stay valid.
    for match in body.matches(of: header).reversed() {
      let name = String(match.output[1].substring ?? "")
      let block = EnclosedText.text(in: text, from: match.range.upperBound, opening: "{", closing: "}")
      let range = block.startIndex..<block.endIndex
      var changed = false
      let replaced = String(block).replacing(method) { found in
        changed = true
        let hook = String(found.output[2].substring ?? "")
        return "        " + String(found.output[1].substring ?? "") + "_extension"
          + hook.prefix(1).uppercased() + hook.dropFirst() + String(found.output[3].substring ?? "")
      }
      guard changed else { continue }
      text.replaceSubrange(range, with: replaced)
      if !extended.contains(name) { extended.append(name) }
    }
    for name in extended.reversed() {
      text += "\nextension \(name): CoreData._ManagedObjectExtensionHooks {}\n"
    }
    return text
  }
}
