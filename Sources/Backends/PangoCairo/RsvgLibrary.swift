import CRsvg

/// librsvg's functions the renderer calls, looked up when an icon is first parsed instead of
/// linked (see `SharedLibrary`): an audit without pictures never loads librsvg and the libraries
/// beneath it (GIO, GdkPixbuf, libxml2).
///
/// Invariant: every function is the one of that name in librsvg 2.46 or later.
struct RsvgLibrary: @unchecked Sendable {
  let newFromData: rsvg_handle_new_from_data_function
  let renderDocument: rsvg_handle_render_document_function
  let geometryForLayer: rsvg_handle_get_geometry_for_layer_function

  /// librsvg, opened the first time it is asked for; the failure says what to install.
  static let loaded: Result<RsvgLibrary, SharedLibrary.LoadError> = Result {
    () throws(SharedLibrary.LoadError) -> RsvgLibrary in
    #if os(macOS)
      let file = "librsvg-2.2.dylib"
    #else
      let file = "librsvg-2.so.2"
    #endif
    let library = try SharedLibrary(
      file: file, name: "librsvg, which draws vector icons,", package: "librsvg2-2")
    return RsvgLibrary(
      newFromData: try library.function("rsvg_handle_new_from_data", minimumVersion: "2.46"),
      renderDocument: try library.function("rsvg_handle_render_document", minimumVersion: "2.46"),
      geometryForLayer: try library.function("rsvg_handle_get_geometry_for_layer", minimumVersion: "2.46"))
  }
}
