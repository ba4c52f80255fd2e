import Foundation

/// Brings the remote Swift packages an app's project uses into the build folder, at the version
/// Xcode would take, so that their modules are built beside the app's as its local packages'
/// are (against Legible's modules, where Apple's are on iOS).
///
/// The version is the one the project's `Package.resolved` pins, else the rule of its package
/// settings: an exact version, a branch or a revision as named, and for a range the highest
/// tagged version in it (`git ls-remote`). A package fetched before at the same version is
/// reused without the network. A package that cannot be fetched (no network, a private
/// repository, no version in its range) is named with git's reason, and the files that import it
/// are left out. Where the repository is there but the pinned version is not (a tag deleted, a
/// revision lost to a force push), the pinned revision is taken, else the default branch's newest,
/// and the build's coverage says so. Git never asks for a password.
struct PackageFetch {
  /// Where packages are checked out (`<build folder>/packages`).
  var folder: URL
  /// The versions and revisions `Package.resolved` pins, by repository URL (normalized).
  var pins: [String: Pin] = [:]

  /// A pinned state.
  struct Pin: Equatable {
    var version: String?
    var revision: String?
    var branch: String?
  }

  /// What fetching found.
  struct Result {
    /// The packages' folders, checked out.
    var fetched: [URL] = []
    /// Those that could not be fetched, with git's reason.
    var failed: [(package: RemotePackage, reason: String)] = []
    /// Those fetched at another version than the one asked for, which the repository does not
    /// have, with what was taken instead.
    var substituted: [(package: RemotePackage, note: String)] = []
  }

  /// Fetches `packages` and the remote packages their manifests depend on in turn, each
  /// repository once (at the first rule met for it, unless a pin decides), saying what it does
  /// through `say`.
  func fetch(_ packages: [RemotePackage], say: (String) -> Void) -> Result {
    var result = Result()
    var seen: Set<String> = []
    var queue = packages.filter { seen.insert(Self.normalized($0.url)).inserted }
    var next = 0
    while next < queue.count {
      let package = queue[next]
      next += 1
      let destination = folder.appendingPathComponent(package.identity)
      defer {
        if result.fetched.last == destination {
          for dependency in RemotePackage.dependencies(ofPackage: destination)
          where seen.insert(Self.normalized(dependency.url)).inserted {
            queue.append(dependency)
          }
        }
      }
      do {
        let ref = try reference(for: package)
        let marker = destination.appendingPathComponent(".legible-fetched")
        let stamp = "\(package.url) \(ref)"
        if (try? String(contentsOf: marker, encoding: .utf8)) == stamp {
          result.fetched.append(destination)
          continue
        }
        say("fetching the package \(package.identity) at \(ref.description)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do throws(Failure) {
          try checkOut(ref, of: package, into: destination)
        } catch let wanted {
          // The version asked for is not in the repository (a tag deleted, a revision gone with
          // a force push): the pinned revision, else the default branch's newest, said as such.
          var taken: Reference?
          if case .tag = ref, let revision = pins[Self.normalized(package.url)]?.revision,
            (try? checkOut(.revision(revision), of: package, into: destination)) != nil
          {
            taken = .revision(revision)
          } else if ref != .defaultBranch {
            try checkOut(.defaultBranch, of: package, into: destination)
            taken = .defaultBranch
          }
          guard let taken else { throw wanted }
          let head =
            (try? git(["-C", destination.path, "rev-parse", "--short=12", "HEAD"]))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
          let note =
            "was taken at \(taken.description) (\(head)), where the project asks for \(ref.description), "
            + "which the repository does not have (\(wanted.description)); files that use what that version "
            + "adds or changes may be left out"
          say("the package \(package.identity) \(note)")
          result.substituted.append((package, note))
        }
        try stamp.write(to: marker, atomically: true, encoding: .utf8)
        result.fetched.append(destination)
      } catch {
        try? FileManager.default.removeItem(at: destination)
        result.failed.append(
          (
            package,
            "could not be fetched (\((error as? Failure)?.description ?? error.localizedDescription))"
          ))
      }
    }
    return result
  }

  /// What to check out.
  enum Reference: Equatable, CustomStringConvertible {
    case tag(String)
    case branch(String)
    case revision(String)
    case defaultBranch

    var description: String {
      switch self {
      case .tag(let name): name
      case .branch(let name): "branch \(name)"
      case .revision(let revision): "revision \(revision.prefix(12))"
      case .defaultBranch: "its default branch"
      }
    }
  }

  /// Clones `package` at `reference` into `destination`, replacing what was there.
  private func checkOut(_ reference: Reference, of package: RemotePackage, into destination: URL)
    throws(Failure)
  {
    try? FileManager.default.removeItem(at: destination)
    switch reference {
    case .tag(let name), .branch(let name):
      try git(["clone", "--quiet", "--depth", "1", "--branch", name, package.url, destination.path])
    case .revision(let revision):
      try git(["clone", "--quiet", package.url, destination.path])
      try git(["-C", destination.path, "checkout", "--quiet", revision])
    case .defaultBranch:
      try git(["clone", "--quiet", "--depth", "1", package.url, destination.path])
    }
  }

  /// Why a package cannot be fetched.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The reference `package` is taken at: its pin, else its rule.
  func reference(for package: RemotePackage) throws(Failure) -> Reference {
    if let pin = pins[Self.normalized(package.url)] {
      if let version = pin.version { return .tag(try tag(for: version, in: package)) }
      if let revision = pin.revision { return .revision(revision) }
    }
    switch package.rule {
    case .exact(let version): return .tag(try tag(for: version, in: package))
    case .branch(let name): return .branch(name)
    case .revision(let revision): return .revision(revision)
    case .from(let low), .upToNextMinor(let low), .range(let low, _):
      let tags = try remoteTags(of: package)
      let lowest = Self.version(low) ?? [0, 0, 0]
      let limit: [Int] =
        switch package.rule {
        case .range(_, let high): Self.version(high) ?? [Int.max]
        case .upToNextMinor: [lowest[0], lowest[1] + 1, 0]
        default: [lowest[0] + 1, 0, 0]
        }
      let candidates = tags.compactMap { tag in Self.version(tag).map { (tag, $0) } }
        .filter { !$0.1.lexicographicallyPrecedes(lowest) && $0.1.lexicographicallyPrecedes(limit) }
      guard let best = candidates.max(by: { $0.1.lexicographicallyPrecedes($1.1) }) else {
        throw Failure(
          description: "no tagged version from \(low) below \(limit.map(String.init).joined(separator: "."))")
      }
      return .tag(best.0)
    }
  }

  /// The tag naming `version` as the repository has it: the same text, else a tag of the same
  /// version written otherwise (`v1.2.3`, or `1.0` for 1.0.0, as SwiftPM reads tags).
  private func tag(for version: String, in package: RemotePackage) throws(Failure) -> String {
    let tags = try remoteTags(of: package)
    let wanted = Self.version(version)
    return tags.first { $0 == version } ?? tags.first { wanted != nil && Self.version($0) == wanted }
      ?? version
  }

  /// The repository's tags.
  private func remoteTags(of package: RemotePackage) throws(Failure) -> [String] {
    let output = try git(["ls-remote", "--tags", "--refs", package.url])
    return output.split(separator: "\n").compactMap { line in
      line.split(separator: "\t").last.map { String($0.dropFirst("refs/tags/".count)) }
    }
  }

  /// Runs git, never asking for a password; returns what it printed.
  @discardableResult
  private func git(_ arguments: [String]) throws(Failure) -> String {
    let run: Subprocess
    do {
      run = try Subprocess.run("/usr/bin/env", ["GIT_TERMINAL_PROMPT=0", "git"] + arguments)
    } catch {
      throw Failure(description: "git cannot be run: \(error)")
    }
    guard run.status == 0 else {
      let said = run.errors.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      throw Failure(description: said.map(String.init) ?? "git exited with status \(run.status)")
    }
    return run.output
  }

  /// A version's numbers (`v1.2` is 1.2.0), or nil for a name that is not a version.
  static func version(_ text: String) -> [Int]? {
    let body = text.hasPrefix("v") ? text.dropFirst() : Substring(text)
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard let number = Int(part) else { return nil }
      numbers.append(number)
    }
    return numbers + Array(repeating: 0, count: 3 - numbers.count)
  }

  /// A repository URL as pins and references compare it: lower case, without `.git` or a
  /// trailing slash.
  static func normalized(_ url: String) -> String {
    var text = url.lowercased()
    while text.hasSuffix("/") { text.removeLast() }
    if text.hasSuffix(".git") { text.removeLast(4) }
    return text
  }

  /// The pins of the `Package.resolved` files of `projects` (and of workspaces beside them), in
  /// the formats Xcode has written (version 1's `object.pins` with `repositoryURL`, and 2 and
  /// 3's `pins` with `location`).
  static func pins(near projects: [URL]) -> [String: Pin] {
    var files: [URL] = []
    for project in projects {
      files.append(
        project.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
      let folder = project.deletingLastPathComponent()
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      where name.hasSuffix(".xcworkspace") {
        files.append(folder.appendingPathComponent("\(name)/xcshareddata/swiftpm/Package.resolved"))
      }
    }
    var pins: [String: Pin] = [:]
    for file in files {
      guard let data = FileManager.default.contents(atPath: file.path),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { continue }
      let list =
        (json["pins"] as? [[String: Any]])
        ?? ((json["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
      for pin in list {
        guard let url = (pin["location"] ?? pin["repositoryURL"]) as? String else { continue }
        let state = pin["state"] as? [String: Any] ?? [:]
        pins[normalized(url)] = Pin(
          version: state["version"] as? String, revision: state["revision"] as? String,
          branch: state["branch"] as? String)
      }
    }
    return pins
  }
}
