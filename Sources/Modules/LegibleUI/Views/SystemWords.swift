import Foundation

/// The words iOS itself writes on controls it makes (a role's button, a search tab, the overflow
/// menu's button), in the language laid out: Apple's words in English, Russian, Hindi and
/// Chinese; English in other languages. One table for every control that shows one.
enum SystemWords {
  /// A word iOS writes.
  enum Word: CaseIterable {
    case cancel, close, done, delete, search, more, ok
  }

  /// `word` in `language` (an ISO 639 code; the language text is laid out in when nil).
  static func text(_ word: Word, language: String? = nil) -> String {
    let code = language ?? StringCatalog.formattingLocale.language.languageCode?.identifier ?? "en"
    let index = ["en": 0, "ru": 1, "hi": 2, "zh": 3][code] ?? 0
    return table[word]![index]
  }

  // English, Russian, Hindi, Chinese.
  private static let table: [Word: [String]] = [
    .cancel: ["Cancel", "Отменить", "रद्द करें", "取消"],
    .close: ["Close", "Закрыть", "बंद करें", "关闭"],
    .done: ["Done", "Готово", "हो गया", "完成"],
    .delete: ["Delete", "Удалить", "डिलीट करें", "删除"],
    .search: ["Search", "Поиск", "खोजें", "搜索"],
    .more: ["More", "Ещё", "और", "更多"],
    .ok: ["OK", "OK", "ठीक है", "好"],
  ]
}
