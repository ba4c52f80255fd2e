import Foundation

// legible-previews <output.swift> <source.swift>…
//
// Run by the `LegiblePreviews` build plugin on a target's files: writes a Swift file that lists
// every `PreviewProvider` the files declare as `LegiblePreviews.all`, under the `#if` conditions
// they are declared in, so that a catalog shows and audits a team's previews with no list kept
// by hand.

let arguments = Array(CommandLine.arguments.dropFirst())
guard let outputPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: legible-previews <output.swift> <source.swift>…\n".utf8))
  exit(2)
}

var entries: [String] = []
var names: [String] = []
var importsSwiftUI = false
// The modules the files with a `#Preview` import: a preview's body is copied into the list, where
// it needs them too (a SwiftData preview makes its ModelContainer). Each is imported only where it
// can be, so that the list builds wherever the files do.
var previewImports: [String] = []
var found = 0
for path in arguments.dropFirst().sorted() {
  guard let data = FileManager.default.contents(atPath: path),
    let source = String(data: data, encoding: .utf8)
  else {
    FileHandle.standardError.write(
      Data("warning: legible-previews: cannot read \(path); its previews are left out\n".utf8))
    continue
  }
  var scanner = PreviewScanner(source)
  let result = scanner.scan()
  let origin = SourceOrigin(of: source, at: path)
  importsSwiftUI = importsSwiftUI || result.importsSwiftUI
  let file = URL(fileURLWithPath: path).lastPathComponent
  for provider in result.providers {
    if provider.isPrivate {
      FileHandle.standardError.write(
        Data(
          "\(path):\(provider.line): warning: \(provider.name) is private, so the catalog cannot show it; make it internal\n"
            .utf8))
      continue
    }
    // The call stands at the provider's line of the team's file: the previews' views are there.
    let call = """
      #sourceLocation(file: \(literal(origin.path)), line: \(origin.line(provider.line)))
          previews += DeclaredPreview.provided(by: \(provider.name).self, file: \(literal(file)), line: \(provider.line), source: \(literal(origin.path)), sourceLine: \(origin.line(provider.line)))
      #sourceLocation()
      """
    let name =
      "    providers.append(\(literal(file + "/" + (provider.name.split(separator: ".").last.map(String.init) ?? provider.name))))"
    if provider.conditions.isEmpty {
      entries.append(call)
      names.append(name)
    } else {
      let condition = provider.conditions.joined(separator: " && ")
      entries.append("    #if \(condition)\n\(call)\n    #endif")
      names.append("    #if \(condition)\n\(name)\n    #endif")
    }
    found += 1
  }
  if !result.macroPreviews.isEmpty {
    for module in result.imports where !previewImports.contains(module) && module != "SwiftUI" {
      previewImports.append(module)
    }
  }
  for (index, preview) in result.macroPreviews.enumerated() {
    let name = preview.name ?? (result.macroPreviews.count == 1 ? "Preview" : "Preview \(index + 1)")
    // The body stands, for the compiler, where it is in the team's file: the views it makes are
    // located there (findings name that line, not this list), and so are its errors.
    let indent = String(repeating: " ", count: max(0, preview.bodyColumn - 1))
    let call = """
          previews.append(
            DeclaredPreview.macro(\(literal(name)), file: \(literal(file)), line: \(preview.line), source: \(literal(origin.path)), sourceLine: \(origin.line(preview.line)), sizeThatFits: \(preview.sizeThatFits)) {
      #sourceLocation(file: \(literal(origin.path)), line: \(origin.line(preview.bodyLine)))
      \(indent)\(preview.body)
      #sourceLocation()
            })
      """
    let listed = "    providers.append(\(literal(file + "/#Preview(\(preview.line))")))"
    if preview.conditions.isEmpty {
      entries.append(call)
      names.append(listed)
    } else {
      let condition = preview.conditions.joined(separator: " && ")
      entries.append("    #if \(condition)\n\(call)\n    #endif")
      names.append("    #if \(condition)\n\(listed)\n    #endif")
    }
    found += 1
  }
}

/// Where a file's lines stand for the compiler: a file that opens with a `#sourceLocation`
/// directive (as `legible app` copies a team's files) stands for the file it names, its second
/// line being the directive's line; any other file stands for itself.
struct SourceOrigin {
  var path: String
  var offset: Int

  init(of source: String, at path: String) {
    self.path = path
    offset = 0
    guard let first = source.split(separator: "\n", maxSplits: 1).first,
      first.hasPrefix("#sourceLocation(file: \""),
      let fileEnd = first.dropFirst(23).firstIndex(of: "\""),
      let lineRange = first.range(of: "line: ")
    else { return }
    let digits = first[lineRange.upperBound...].prefix(while: \.isNumber)
    guard let line = Int(digits) else { return }
    self.path = String(first[first.index(first.startIndex, offsetBy: 23)..<fileEnd])
    offset = line - 2
  }

  /// The line the compiler gives to the file's physical line `line`.
  func line(_ line: Int) -> Int { line + offset }
}

func literal(_ text: String) -> String {
  "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
}

let generated = """
  // Written by Legible's preview plugin from this target's files; it is made again at every build.
  import \(importsSwiftUI ? "SwiftUI" : "LegibleUI")
  \(previewImports.map { "#if canImport(\($0))\nimport \($0)\n#endif" }.joined(separator: "\n"))

  /// The previews of this target's files (\(found) declaration\(found == 1 ? "" : "s"): providers and #Preview uses), for a catalog's `previews`.
  public enum LegiblePreviews {
    /// Every preview, in the order of the files and of the providers in them.
    @MainActor public static var all: [DeclaredPreview] {
      var previews: [DeclaredPreview] = []
  \(entries.joined(separator: "\n"))
      return previews
    }

    /// Where the previews come from, as `File.swift/Provider_Previews` or `File.swift/#Preview(12)`:
    /// each preview's `file` and `provider`.
    public static var providers: [String] {
      var providers: [String] = []
  \(names.joined(separator: "\n"))
      return providers
    }
  }

  """
do {
  let url = URL(fileURLWithPath: outputPath)
  if (try? String(contentsOf: url, encoding: .utf8)) != generated {
    try generated.write(to: url, atomically: true, encoding: .utf8)
  }
} catch {
  FileHandle.standardError.write(Data("error: legible-previews: cannot write \(outputPath): \(error)\n".utf8))
  exit(1)
}
