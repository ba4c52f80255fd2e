import Foundation
import Testing

#if os(Linux)
  /// SDL2 and librsvg are opened when first used, not at start-up: the dynamic loader's own account
  /// of the files it loads (`LD_DEBUG=files`, glibc's) says which a run of the built tool loaded.
  @Suite struct LibraryLoadingTests {
    func loadedFiles(_ arguments: [String]) throws -> (run: ToolRun, files: String) {
      let run = try ToolRun.binary(arguments, environment: ["LD_DEBUG": "files"])
      #expect(run.status == 0, "\(run.errors.suffix(2_000))")
      let files = run.errors.split(separator: "\n").filter { $0.contains("file=") }.joined(separator: "\n")
      // The account is there: Pango, which every run needs, is in it.
      #expect(files.contains("libpango-1.0.so"))
      return (run, files)
    }

    @Test func anAuditWithoutPicturesLoadsNeitherSDL2NorLibrsvg() throws {
      let out = FileManager.default.temporaryDirectory.appendingPathComponent(
        "legible-\(UUID().uuidString).json")
      defer { try? FileManager.default.removeItem(at: out) }
      let (_, files) = try loadedFiles([
        "audit", "--screen", "menu", "--categories", "AX5", "--devices", "se", "--languages", "en",
        "--first-viewport", "--format", "json", "--out", out.path, "--jobs", "1", "--fail-on", "never",
      ])
      #expect(!files.contains("libSDL2"))
      #expect(!files.contains("librsvg"))
    }

    @Test func drawingTheMenusIconsLoadsLibrsvgThen() throws {
      let out = FileManager.default.temporaryDirectory.appendingPathComponent("legible-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: out) }
      let (_, files) = try loadedFiles([
        "audit", "--screen", "menu", "--categories", "L", "--devices", "se", "--languages", "en",
        "--variants", "adapted", "--first-viewport", "--format", "html", "--out", out.path, "--jobs", "1",
        "--fail-on", "never",
      ])
      #expect(files.contains("librsvg-2.so"))
      #expect(!files.contains("libSDL2"))
    }
  }
#endif
