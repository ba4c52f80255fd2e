// CloudKit under its own name where Apple's is not: what an app's screens, view models and
// previews use of it. Records, their IDs, zones, references, assets, queries, shares, subscriptions
// and CloudKit's errors are real values. The service answers as an iPhone simulator signed out of
// iCloud: the account status is `.noAccount`, and every request to the private or shared database
// fails with `CKError.notAuthenticated`; the public database, reached over a network a preview
// does not have, fails with `CKError.networkUnavailable`. So a view model that loads its records
// shows the state it shows to someone signed out, as a preview on a fresh simulator does.
