import Foundation

/// A C library opened while the program runs instead of linked to it: for libraries only some
/// commands need (SDL2 for the live window, librsvg for drawing icons), so that the others start
/// without loading them and everything beneath them.
///
/// Invariant: the library stays open for the life of the process (functions looked up in it are
/// kept by their users).
public struct SharedLibrary: @unchecked Sendable {
  /// Why a library or one of its functions is not there; `description` says what to install.
  public struct LoadError: Error, CustomStringConvertible {
    /// What could not be loaded and what to install, for a message.
    public let description: String
  }

  /// The file the library was opened from.
  public let file: String
  private let handle: UnsafeMutableRawPointer

  /// Opens the library in `file` (a name the dynamic loader finds, or a path).
  ///
  /// - Throws: `LoadError` naming the library (`name`) and the package to install (`package`)
  ///   when it cannot be opened.
  public init(file: String, name: String, package: String) throws(LoadError) {
    guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "not found"
      throw LoadError(
        description:
          "\(name) could not be loaded (\(reason)). Install it (Debian: apt-get install \(package)) and run again."
      )
    }
    self.file = file
    self.handle = handle
  }

  /// The function called `name`, as `Function` (a `@convention(c)` type: the C header's type for
  /// it, which the caller vouches for).
  ///
  /// - Throws: `LoadError` when the library has no such function (a version older than the one
  ///   the caller needs, `minimumVersion`).
  public func function<Function>(_ name: String, minimumVersion: String) throws(LoadError) -> Function {
    guard let address = dlsym(handle, name) else {
      throw LoadError(
        description:
          "\(file) has no function \(name): install version \(minimumVersion) or later and run again.")
    }
    return unsafeBitCast(address, to: Function.self)
  }
}
