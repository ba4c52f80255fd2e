import Foundation

// Core Foundation's names for the standard keys of a bundle's Info.plist, which Swift code on
// Apple platforms passes to `Bundle.object(forInfoDictionaryKey:)` (`kCFBundleIdentifierKey as
// String`). Linux's Foundation keeps Core Foundation to itself: here they are the keys' strings.

/// The bundle's identifier: `CFBundleIdentifier`.
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
/// The bundle's build number: `CFBundleVersion`.
public let kCFBundleVersionKey = "CFBundleVersion"
/// The bundle's short name: `CFBundleName`.
public let kCFBundleNameKey = "CFBundleName"
/// The bundle's executable: `CFBundleExecutable`.
public let kCFBundleExecutableKey = "CFBundleExecutable"
/// The version of the Info.plist format: `CFBundleInfoDictionaryVersion`.
public let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"
/// The bundle's development region: `CFBundleDevelopmentRegion`.
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"
/// The bundle's localizations: `CFBundleLocalizations`.
public let kCFBundleLocalizationsKey = "CFBundleLocalizations"
