// Network's path monitor as apps use it to show whether they are online, under its own name
// where Apple's is not: the path is the one a simulator on a Mac's Wi-Fi has (satisfied, over
// Wi-Fi, neither expensive nor constrained), given to the update handler when the monitor starts
// and to `for await` over the monitor. Connections (`NWConnection`, `NWListener`) are not here.
@_exported import Dispatch
@_exported import Foundation
