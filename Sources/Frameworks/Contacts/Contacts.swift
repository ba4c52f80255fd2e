// Contacts as apps use it to read the user's address book, under its own name where Apple's is
// not: a store in memory holding the six sample people a fresh iOS simulator has (Kate Bell,
// Daniel Higgins Jr., John Appleseed, Anna Haro, Hank M. Zakroff, David Taylor) with their
// phone numbers, email addresses and postal addresses, so that a screen listing contacts shows
// rows to judge. Access is not determined until the app asks, then granted. Save requests change
// the store of the process. Every property can be read whether its key was fetched or not (iOS
// raises an exception for a key not fetched). The contact picker (ContactsUI) is not here.
@_exported import Foundation
