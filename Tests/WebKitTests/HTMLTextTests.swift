import Foundation
import Testing
import UIKit
import WebKit

/// `NSAttributedString.fromHTML` reads what an HTML document shows, as a browser would lay it out
/// as text: collapsed white space, blocks on lines of their own, references decoded, hidden
/// elements left out, links kept; and anything, however broken, reads without failing.
@MainActor @Suite struct HTMLTextTests {
  func text(_ html: String) async throws -> String {
    try await NSAttributedString.fromHTML(html).0.string
  }

  @Test func whiteSpaceCollapsesAndBlocksBreakLines() async throws {
    let html = """
      <html><head><title>Recipe</title><style>p { color: red }</style></head>
      <body><h1>Pizza  Margherita</h1>
      <p>Tomato,
         mozzarella&nbsp;&amp; basil.</p><ul><li>Bake 10&#160;min</li><li>Serve&#x1F355;</li></ul>
      One<br>Two<script>alert("no")</script><!-- a comment -->
      </body></html>
      """
    let (read, attributes) = try await NSAttributedString.fromHTML(html)
    #expect(
      read.string == "Pizza Margherita\nTomato, mozzarella\u{A0}& basil.\nBake 10\u{A0}min\nServe🍕\nOne\nTwo")
    #expect(attributes[.title] as? String == "Recipe")
    #expect(attributes[.documentType] as? NSAttributedString.DocumentType == .html)
  }

  @Test func linksAreKeptOnTheirText() async throws {
    let (read, _) = try await NSAttributedString.fromHTML(
      #"See <a href="https://example.com/a?b=1&amp;c=2">the menu</a> now"#)
    #expect(read.string == "See the menu now")
    var range = NSRange()
    let link = read.attribute(.link, at: 5, effectiveRange: &range)
    #expect(link as? URL == URL(string: "https://example.com/a?b=1&c=2"))
    #expect(range == NSRange(location: 4, length: 8))
    // The Foundation initializer apps turn it into keeps the link.
    let swift = AttributedString(read)
    #expect(String(swift.characters) == "See the menu now")
    #expect(swift.runs.contains { $0.link == URL(string: "https://example.com/a?b=1&c=2") })
  }

  @Test func brokenMarkupReadsAsText() async throws {
    #expect(try await text("a < b and &unknown; &amp") == "a < b and &unknown; &amp")
    #expect(try await text("<p>open <b>never closed") == "open never closed")
    #expect(try await text("<!-- unterminated") == "")
    #expect(try await text("") == "")
  }

  @Test func hostileMarkupStaysLinear() async throws {
    // A megabyte of unclosed tags and of ampersands reads at once, as text.
    let unclosed = String(repeating: "<", count: 1_000_000)
    #expect(try await text(unclosed).count == 1_000_000)
    let ampersands = String(repeating: "&x", count: 500_000)
    #expect(try await text(ampersands).count == 1_000_000)
  }
}
