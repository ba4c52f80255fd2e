import Combine

// The two names of Combine that Apple's Foundation gives every file importing it (and so every
// file importing SwiftUI), as type aliases, as Foundation's overlay declares them: a model file
// importing only Foundation declares an `ObservableObject` with `@Published` properties. The
// rest of Combine (`AnyCancellable`, `PassthroughSubject`, `Subscription`, `Future`, …) needs
// `import Combine`, as on iOS; an app may name its own types so.

/// Combine's `ObservableObject`, as Foundation names it.
public typealias ObservableObject = Combine.ObservableObject

/// Combine's `@Published`, as Foundation names it.
public typealias Published = Combine.Published
