import Foundation

/// What an app's `NSLocalizedString` calls are staged as (`legible app` renames them: a function
/// of the same name here would be ambiguous beside Foundation's): the text of `key` in the app's
/// strings (`StringCatalog.current`, its `tableName`, `Localizable` by default) in the language
/// being laid out, as iOS finds it in the app's bundle; where they have no translation there,
/// Foundation's lookup in `bundle` (the app's development language, `value`, else the key).
public func _localizedString(
  _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String
) -> String {
  StringCatalog.current.localized(key, table: tableName)
    ?? Foundation.NSLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
}
