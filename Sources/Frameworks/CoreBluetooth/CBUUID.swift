import Foundation

/// A Bluetooth attribute's identifier, as Core Bluetooth's `CBUUID`: a 16- or 32-bit number
/// assigned by the Bluetooth SIG (`"180D"`, the heart rate service) or a full 128-bit UUID. A
/// short identifier equals its full form on the Bluetooth base UUID, and `uuidString` gives the
/// short form back, as Core Bluetooth does.
public final class CBUUID: NSObject, NSCopying, @unchecked Sendable {
  /// The identifier's bytes: 2, 4 or 16.
  public let data: Data

  /// The identifier written as `string`: four or eight hexadecimal digits, or a UUID. A string
  /// that is neither traps with it named, as Core Bluetooth raises an exception.
  public convenience init(string: String) {
    guard let data = CBUUID.bytes(of: string) else {
      preconditionFailure("CBUUID: \"\(string)\" is not a 16-bit, 32-bit or 128-bit UUID string")
    }
    self.init(data: data)
  }

  /// The identifier of `data`'s 2, 4 or 16 bytes.
  public init(data: Data) {
    precondition([2, 4, 16].contains(data.count), "CBUUID: \(data.count) bytes is not a UUID's length")
    self.data = data
  }

  /// The identifier of `uuid`.
  public convenience init(nsuuid uuid: UUID) {
    self.init(data: withUnsafeBytes(of: uuid.uuid) { Data($0) })
  }

  /// The identifier as Core Bluetooth writes it: four or eight digits for a short one, else a UUID.
  public var uuidString: String {
    let hex = data.map { String(format: "%02X", $0) }.joined()
    guard data.count == 16 else { return hex }
    let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
      String(
        hex[
          hex.index(
            hex.startIndex, offsetBy: range.lowerBound)..<hex.index(
              hex.startIndex, offsetBy: range.upperBound)])
    }
    return parts.joined(separator: "-")
  }

  public override var description: String { uuidString }

  /// The full 128 bits: a short identifier on the Bluetooth base UUID.
  private var full: Data {
    guard data.count != 16 else { return data }
    var bytes = Data(repeating: 0, count: 4 - data.count) + data
    bytes += Data([0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0x80, 0x5F, 0x9B, 0x34, 0xFB])
    return bytes
  }

  public override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.full == full }
  public override var hash: Int { full.hashValue }
  public func copy(with zone: NSZone? = nil) -> Any { self }

  private static func bytes(of string: String) -> Data? {
    let digits = string.replacingOccurrences(of: "-", with: "")
    guard [4, 8, 32].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    if digits.count == 32, UUID(uuidString: string) == nil { return nil }
    var data = Data()
    var index = digits.startIndex
    while index < digits.endIndex {
      let next = digits.index(index, offsetBy: 2)
      data.append(UInt8(digits[index..<next], radix: 16)!)
      index = next
    }
    return data
  }
}
