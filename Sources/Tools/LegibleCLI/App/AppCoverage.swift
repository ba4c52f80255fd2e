import Foundation

/// What `legible app` built of an app, what it left out and why: the report's first section.
///
/// Each left-out file has one cause. A file that fails only because it uses a name declared in a
/// file left out before it (a view of a model that imports StoreKit) is counted under that file's
/// root cause, so the team reads a short list of causes, each with every file it costs.
struct AppCoverage: Equatable {
  /// A file left out, and why.
  struct LeftOut: Equatable, Codable {
    /// The file, relative to the app's folder.
    var file: String
    /// What blocks it.
    var blocker: BuildDiagnostic.Blocker
    /// The compiler's first error in it, with its line (empty for a module found before building).
    var firstError: String
    /// The file it fails through (it uses a name declared there), or nil when it fails itself.
    var through: String?
  }

  /// The app's files that built, relative to its folder.
  var built: [String] = []
  /// The files left out, in the order they were.
  var leftOut: [LeftOut] = []
  /// The previews found in the files that built.
  var previews = 0
  /// Previews found and left out of the audit: their code traps or never returns.
  var previewsLeftOut: [PreviewProbe.Failure] = []
  /// The app delegate's launch, left out because it trapped or never returned while the previews
  /// were listed (they were listed without it).
  var launchLeftOut: [PreviewProbe.Failure] = []
  /// Build rounds run.
  var rounds = 0
  /// Other things said about the app (local packages not built, fonts not found).
  var notes: [String] = []

  /// The cause a left-out file counts under: its own, or the root of the file it fails through.
  func rootBlocker(of file: LeftOut) -> BuildDiagnostic.Blocker {
    var current = file
    var seen: Set<String> = [file.file]
    while let through = current.through, let next = leftOut.first(where: { $0.file == through }),
      seen.insert(next.file).inserted
    {
      current = next
    }
    return current.blocker
  }

  /// The causes, most files first: each with the files it blocks itself and those that fail
  /// only through them.
  var causes: [(blocker: BuildDiagnostic.Blocker, own: [LeftOut], through: [LeftOut])] {
    var groups: [BuildDiagnostic.Blocker: (own: [LeftOut], through: [LeftOut])] = [:]
    for file in leftOut {
      let root = rootBlocker(of: file)
      if file.through == nil {
        groups[root, default: ([], [])].own.append(file)
      } else {
        groups[root, default: ([], [])].through.append(file)
      }
    }
    return groups.map { ($0.key, $0.value.own, $0.value.through) }.sorted {
      let left = $0.own.count + $0.through.count
      let right = $1.own.count + $1.through.count
      return left != right ? left > right : $0.blocker < $1.blocker
    }
  }

  /// The section as lines: one summary, then one line per cause.
  var lines: [String] {
    let total = built.count + leftOut.count
    let share = total == 0 ? 0 : Int((Double(built.count) / Double(total) * 100).rounded())
    var lines = [
      "Built \(built.count) of the app's \(total) Swift files (\(share)%) in \(rounds) round\(rounds == 1 ? "" : "s"); "
        + "\(previews) preview\(previews == 1 ? "" : "s") found in them."
    ]
    if !leftOut.isEmpty {
      lines.append("Left out, by cause (files that fail only through a left-out file count under its cause):")
      for cause in causes {
        let count = cause.own.count + cause.through.count
        var line = "  \(count) file\(count == 1 ? "" : "s"): \(cause.blocker.description): "
        line += Self.listed(cause.own.map(\.file))
        if !cause.through.isEmpty {
          line += (cause.own.isEmpty ? "" : "; ") + "through them: " + Self.listed(cause.through.map(\.file))
        }
        lines.append(line)
      }
    }
    for launch in launchLeftOut {
      lines.append(
        "The app delegate's launch was left out, its code stopping the program or never returning: "
          + "\(launch.screen) (\(launch.reason)); the previews were listed without it.")
    }
    if !previewsLeftOut.isEmpty {
      lines.append(
        "Previews left out of the audit, their code stopping the program or never returning: "
          + previewsLeftOut.map { "\($0.screen) (\($0.reason))" }.joined(separator: "; "))
    }
    return lines + notes
  }

  /// Files named in a line: the first eight, then how many more (coverage.json has them all).
  static func listed(_ files: [String]) -> String {
    let shown = files.prefix(8).joined(separator: ", ")
    return files.count > 8 ? shown + " and \(files.count - 8) more" : shown
  }

  /// The section as JSON, for scripts.
  var json: [String: Any] {
    [
      "built": built, "previews": previews, "rounds": rounds, "notes": notes,
      "previewsLeftOut": previewsLeftOut.map { ["preview": $0.screen, "reason": $0.reason] },
      "launchLeftOut": launchLeftOut.map { ["launch": $0.screen, "reason": $0.reason] },
      "leftOut": leftOut.map { file -> [String: Any] in
        var entry: [String: Any] = [
          "file": file.file, "cause": rootBlocker(of: file).description, "firstError": file.firstError,
        ]
        if let through = file.through { entry["through"] = through }
        return entry
      },
    ]
  }
}
