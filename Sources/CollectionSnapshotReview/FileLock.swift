#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock on a file (`flock`), held while `body` runs: serializes the test
/// processes of a run that share an artifacts folder. Within a process the caller serializes.
enum FileLock {
  /// Runs `body` holding the lock on `path` (created when missing). When the lock cannot be
  /// taken (a read-only folder), `body` runs without it.
  static func withLock<R>(_ path: String, _ body: () throws -> R) rethrows -> R {
    let fd = open(path, O_RDWR | O_CREAT, 0o644)
    guard fd >= 0 else { return try body() }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
    defer { flock(fd, LOCK_UN) }
    return try body()
  }

  /// Appends `bytes` to `path` in one write (created when missing).
  static func append(_ bytes: [UInt8], to path: String) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      written += n
    }
    return true
  }
}
