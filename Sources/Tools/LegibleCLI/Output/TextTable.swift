/// A table of strings with a header row, printable as aligned text, CSV or Markdown.
///
/// Invariant: every row has as many cells as the header.
public struct TextTable: Sendable, Equatable {
  /// The column titles.
  public let header: [String]
  /// The rows, each as many cells as the header.
  public private(set) var rows: [[String]] = []
  /// Columns whose cells are aligned to the right in text and Markdown (numbers).
  public var rightAligned: Set<Int> = []

  /// An empty table with the given column titles.
  public init(header: [String]) { self.header = header }

  /// Adds a row, which must have as many cells as the header.
  public mutating func append(_ row: [String]) {
    precondition(row.count == header.count, "a row of \(row.count) cells in a table of \(header.count)")
    rows.append(row)
  }

  /// Columns separated by two spaces, each as wide as its widest cell.
  public var alignedText: String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.indices.map { column in
        let cell = row[column]
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return rightAligned.contains(column) ? pad + cell : cell + pad
      }
      .joined(separator: "  ").trailingSpacesRemoved()
    }
    .joined(separator: "\n") + "\n"
  }

  /// RFC 4180: cells with commas, quotes or line breaks are quoted, quotes doubled.
  public var csv: String {
    ([header] + rows).map { row in
      row.map { cell in
        cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline })
          ? "\"" + cell.replacing("\"", with: "\"\"") + "\"" : cell
      }
      .joined(separator: ",")
    }
    .joined(separator: "\n") + "\n"
  }

  /// A Markdown table; pipes in cells are escaped.
  public var markdown: String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
    }
    let rule = header.indices.map { rightAligned.contains($0) ? "---:" : "---" }
    return ([line(header), line(rule)] + rows.map(line)).joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func trailingSpacesRemoved() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
