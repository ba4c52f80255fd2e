import LegibleCLI

/// The live window as a catalog program's `preview` (`LegibleCatalog.liveWindow`).
extension PreviewWindow: LiveWindow {
  public static func open(_ request: LiveWindowRequest) -> ExitCode {
    do {
      let session = try PreviewSession(
        screen: request.screen, language: request.language, variant: request.variant, device: request.device,
        category: request.category, zoom: request.zoom ?? fittingZoom(for: request.device))
      try run(
        session,
        options: Options(
          screenshotFolder: request.screenshotFolder, systemCategory: request.systemCategory, log: request.log
        ))
      return .success
    } catch {
      request.standardError("error: \(error)\n")
      return .internal
    }
  }
}
