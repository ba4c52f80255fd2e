// Core Animation under its framework's name, as code for Apple platforms imports it
// (`import QuartzCore` for `CALayer`, `CATransaction`, `CADisplayLink`). Its types live in UIKit
// here, which brings them as UIKit does on iOS; this module brings the same names.
@_exported import UIKit
