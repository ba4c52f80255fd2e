// Core Text's font manager as apps use it to register the fonts they bundle at run time
// (`CTFontManagerRegisterGraphicsFont`, `CTFontManagerRegisterFontsForURL`), under its own name
// where Apple's is not. A registered font joins the fonts text is laid out with, as on iOS, as
// long as it is registered before the process lays text out for the first time (fontconfig's
// configuration is made once); a later registration fails with an error that says so. Laying
// text out is Legible's typesetter's; `CTFont` is a name and a size (UIKit's `UIFont` is one),
// and Core Text's `CTLine` and `CTFramesetter` are not here.
@_exported import CoreGraphics
