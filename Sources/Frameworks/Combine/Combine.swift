// Combine on platforms without Apple's: publishers that publish, subscribers that respect demand,
// subjects, the operators app code uses, schedulers over Dispatch and the run loop, and
// `ObservableObject` with `@Published`, the one observable object SwiftUI's views follow.
//
// On Apple's platforms Apple's Combine is used and this module is not built. Here it is real, not a
// set of signatures: every operator delivers values, completions and cancellations as Apple
// documents, under the same names, so a view model written for iOS runs unchanged. Where the two
// differ it is said in the symbol's documentation.
