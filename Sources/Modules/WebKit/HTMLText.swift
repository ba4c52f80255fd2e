import Foundation
import UIKit

/// The text an HTML document shows, read as WebKit reads it into an attributed string
/// (`NSAttributedString.fromHTML`): the characters of its body with white space collapsed as a
/// browser does, block elements (paragraphs, headings, list items, rows, `<br>`) on lines of
/// their own, character references decoded, `<script>`, `<style>`, `<head>` and comments left
/// out, and links kept as the `.link` attribute. Fonts, colours, lists' markers and tables'
/// columns are not kept: the text is laid out in the style the app gives it.
struct HTMLText {
  /// The text, with its links.
  private(set) var attributed = NSMutableAttributedString(string: "")
  /// The document's title, if it has one.
  private(set) var title: String?

  /// What reading the document told: its type, and its title when it has one.
  var documentAttributes: [NSAttributedString.DocumentAttributeKey: Any] {
    var attributes: [NSAttributedString.DocumentAttributeKey: Any] = [
      .documentType: NSAttributedString.DocumentType.html
    ]
    if let title { attributes[.title] = title }
    return attributes
  }

  private static let blocks: Set<String> = [
    "p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "section",
    "article", "header", "footer", "blockquote", "pre", "hr", "dt", "dd", "dl", "figure", "figcaption",
  ]
  private static let hidden: Set<String> = ["script", "style", "head", "template", "noscript"]
  private static let entities: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ndash": "–",
    "mdash": "—", "hellip": "…", "laquo": "«", "raquo": "»", "copy": "©", "reg": "®", "deg": "°",
    "euro": "€", "pound": "£", "times": "×", "middot": "·", "bull": "•", "rsquo": "’", "lsquo": "‘",
    "rdquo": "”", "ldquo": "“", "shy": "\u{AD}",
  ]

  init(_ html: String) {
    var text = ""
    var links: [(Range<Int>, String)] = []
    var openLink: (start: Int, href: String)?
    var hiddenDepth = 0
    var inTitle = false
    var titleText = ""
    var pendingSpace = false
    var characters = 0
    func append(_ string: String) {
      for character in string {
        if character.isWhitespace && character != "\u{A0}" {
          pendingSpace = !text.isEmpty && !text.hasSuffix("\n")
          continue
        }
        if pendingSpace {
          text.append(" ")
          characters += 1
          pendingSpace = false
        }
        text.append(character)
        characters += character.utf16.count
      }
    }
    func breakLine() {
      pendingSpace = false
      guard !text.isEmpty, !text.hasSuffix("\n") else { return }
      text.append("\n")
      characters += 1
    }
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
      let before = rest[..<open]
      if inTitle {
        titleText += Self.decoded(before)
      } else if hiddenDepth == 0 {
        append(Self.decoded(before))
      }
      rest = rest[open...]
      if rest.hasPrefix("<!--") {
        guard let end = rest.range(of: "-->") else { rest = ""; break }
        rest = rest[end.upperBound...]
        continue
      }
      // A "<" that no ">" closes is text, and so is all that follows it.
      guard let close = rest.firstIndex(of: ">") else { break }
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      let isEnd = tag.hasPrefix("/")
      let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
      if name == "title" {
        inTitle = !isEnd
        continue
      }
      if Self.hidden.contains(name) {
        hiddenDepth = max(0, hiddenDepth + (isEnd ? -1 : (tag.hasSuffix("/") ? 0 : 1)))
        continue
      }
      guard hiddenDepth == 0 else { continue }
      if Self.blocks.contains(name) { breakLine() }
      if name == "a" {
        if isEnd, let link = openLink {
          if characters > link.start { links.append((link.start..<characters, link.href)) }
          openLink = nil
        } else if !isEnd, let href = Self.attribute("href", in: tag) {
          if pendingSpace {
            text.append(" ")
            characters += 1
            pendingSpace = false
          }
          openLink = (characters, href)
        }
      }
    }
    if hiddenDepth == 0, !inTitle { append(Self.decoded(rest)) }
    while text.hasSuffix("\n") {
      text.removeLast()
      characters -= 1
    }
    let result = NSMutableAttributedString(string: text)
    // Ranges in UTF-16 code units, as NSString counts.
    for (range, href) in links where range.upperBound <= characters {
      result.addAttribute(
        .link, value: URL(string: href) ?? href,
        range: NSRange(location: range.lowerBound, length: range.count))
    }
    attributed = result
    let trimmed = titleText.trimmingCharacters(in: .whitespacesAndNewlines)
    title = trimmed.isEmpty ? nil : trimmed
  }

  /// The value of attribute `name` in a tag's text (`a href="…"`).
  private static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let found = tag.range(of: name + "=", options: .caseInsensitive) else { return nil }
    var value = tag[found.upperBound...]
    if let quote = value.first, quote == "\"" || quote == "'" {
      value = value.dropFirst().prefix { $0 != quote }
    } else {
      value = value.prefix { !$0.isWhitespace }
    }
    return decoded(value)
  }

  /// `text` with its character references (`&amp;`, `&#233;`, `&#x1F355;`) decoded; an unknown
  /// one is kept as written.
  static func decoded(_ text: Substring) -> String {
    guard text.contains("&") else { return String(text) }
    var result = ""
    var rest = text
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      rest = rest[ampersand...]
      let body = rest.dropFirst().prefix(33).prefix { $0 != ";" && $0 != "&" && !$0.isWhitespace }
      let end = rest.index(rest.startIndex, offsetBy: body.count + 1)
      guard body.count <= 32, end < rest.endIndex, rest[end] == ";" else {
        result += "&"
        rest = rest.dropFirst()
        continue
      }
      var replacement: String?
      if body.hasPrefix("#x") || body.hasPrefix("#X") {
        replacement = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
      } else if body.hasPrefix("#") {
        replacement = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
      } else {
        replacement = entities[String(body)]
      }
      if let replacement {
        result += replacement
        rest = rest[rest.index(after: end)...]
      } else {
        result += "&"
        rest = rest.dropFirst()
      }
    }
    return result + rest
  }
}

extension NSAttributedString {
  /// The text `string` shows as HTML, and what reading it told (`.documentType` `.html`, its
  /// `.title`), as WebKit's: see `HTMLText` for what is kept. Never fails here (HTML is read
  /// leniently, as a browser reads it).
  @MainActor public static func fromHTML(
    _ string: String, baseURL: URL? = nil, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]
  ) async throws -> (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
    let text = HTMLText(string)
    return (text.attributed, text.documentAttributes)
  }

  /// `fromHTML` for HTML in `data` (UTF-8 unless a `.characterEncoding` option says otherwise).
  @MainActor public static func fromHTML(
    _ data: Data, baseURL: URL? = nil, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]
  ) async throws -> (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
    let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
    let string = String(data: data, encoding: encoding) ?? String(decoding: data, as: UTF8.self)
    return try await fromHTML(string, baseURL: baseURL, options: options)
  }

  /// WebKit's completion-handler form of `fromHTML`: the handler is called on the main actor.
  @MainActor public static func loadFromHTML(
    string: String, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
    completionHandler:
      @escaping @MainActor (NSAttributedString?, [NSAttributedString.DocumentAttributeKey: Any]?, Error?) ->
      Void
  ) {
    let text = HTMLText(string)
    completionHandler(text.attributed, text.documentAttributes, nil)
  }
}
