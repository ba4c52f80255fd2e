import Audit
import DynamicType

/// The options that choose what a matrix run covers (`--categories`, `--devices`,
/// `--languages`, `--variants`), declared once for every command that audits a matrix, and read
/// over the command's own defaults.
enum MatrixOptions {
  /// The four options, their help saying where the defaults come from (`defaults`: "6s", "the
  /// demo's").
  static func options(devicesDefault: String, listsDefault: String) -> [CommandSpec.Option] {
    [
      .init("categories", value: "list", help: "Content size categories (default: all)."),
      .init("devices", value: "list", help: "Devices (default: \(devicesDefault))."),
      .init("languages", value: "list", help: "Languages (default: \(listsDefault))."),
      .init("variants", value: "list", help: "Variants (default: \(listsDefault))."),
    ]
  }

  /// `base` with what the options give in its place, each language and variant checked against
  /// `screen`'s.
  static func matrix(
    _ arguments: ParsedArguments, of spec: CommandSpec, over base: AuditMatrix, for screen: AuditScreen
  ) throws -> AuditMatrix {
    var matrix = base
    if let categories = try arguments.value("categories", of: spec, AuditMatrix.categories) {
      matrix.categories = categories
    }
    if let devices = try arguments.value("devices", of: spec, AuditMatrix.devices) {
      matrix.devices = devices
    }
    if let languages = CommandSupport.list(arguments.value("languages")) { matrix.languages = languages }
    if let variants = CommandSupport.list(arguments.value("variants")) { matrix.variants = variants }
    try ScreenCatalog.check(matrix.languages, are: \.languages, of: screen, named: "language")
    try ScreenCatalog.check(matrix.variants, are: \.variants, of: screen, named: "variant")
    return matrix
  }
}
