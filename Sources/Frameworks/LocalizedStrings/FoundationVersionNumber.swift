import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The version of Foundation running, as Foundation's `NSFoundationVersionNumber`, which code
/// written for iOS 8 and 9 compares with the constants below: here a value above every one of
/// them, as on any iPhone that runs iOS 18.
public let NSFoundationVersionNumber: Double = 2000

// The versions of Foundation that shipped with iOS 7 to 9, with Foundation's values.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSFoundationVersionNumber_iOS_7_0: Double = 1047.00
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSFoundationVersionNumber_iOS_7_1: Double = 1047.25
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSFoundationVersionNumber_iOS_8_0: Double = 1140.11
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSFoundationVersionNumber_iOS_8_1: Double = 1141.1
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSFoundationVersionNumber_iOS_8_2: Double = 1142.14
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSFoundationVersionNumber_iOS_8_3: Double = 1144.17
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSFoundationVersionNumber_iOS_8_4: Double = 1144.17
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSFoundationVersionNumber_iOS_8_x_Max: Double = 1199
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSFoundationVersionNumber_iOS_9_0: Double = 1240.1
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSFoundationVersionNumber_iOS_9_x_Max: Double = 1299
