// The cross-import overlay the toolchain's Swift Testing asks for whenever a file imports both
// Testing and a module named CoreGraphics (its overlays for Apple's Core Graphics attach images
// to tests). Without a module of this name a team's test that imports both does not build; this
// one adds nothing to either.
