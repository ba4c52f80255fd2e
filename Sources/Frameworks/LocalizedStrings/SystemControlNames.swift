import Foundation

/// Darwin's `sysctlbyname`, which code for Apple platforms calls to learn the hardware it runs
/// on. Answered as an iPhone simulator on an Apple silicon Mac answers: `hw.machine` is
/// "arm64" and `hw.model` the Mac's model ("Mac"); `kern.ostype` is "Darwin". Any other name, or
/// a value written (`newp`), fails with -1 and `errno` set to `ENOENT` or `EPERM`, as Darwin
/// does for a name it does not know or may not change.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func sysctlbyname(
  _ name: UnsafePointer<CChar>?, _ oldp: UnsafeMutableRawPointer?, _ oldlenp: UnsafeMutablePointer<Int>?,
  _ newp: UnsafeMutableRawPointer?, _ newlen: Int
) -> Int32 {
  guard newp == nil else {
    errno = EPERM
    return -1
  }
  let answers = ["hw.machine": "arm64", "hw.model": "Mac", "kern.ostype": "Darwin"]
  guard let name, let value = answers[String(cString: name)] else {
    errno = ENOENT
    return -1
  }
  let bytes = Array(value.utf8CString)
  guard let oldp else {
    oldlenp?.pointee = bytes.count
    return 0
  }
  guard let oldlenp, oldlenp.pointee >= bytes.count else {
    errno = ENOMEM
    return -1
  }
  bytes.withUnsafeBytes { oldp.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
  oldlenp.pointee = bytes.count
  return 0
}
