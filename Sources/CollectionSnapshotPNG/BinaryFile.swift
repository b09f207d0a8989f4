#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads and atomic writes with POSIX calls, errors as ``PNGError`` naming the file.
public enum BinaryFile {
  /// Reads a whole file.
  /// - Throws: ``PNGError`` when the file is missing, a directory, or unreadable.
  public static func read(_ path: String) throws(PNGError) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw PNGError(errorText("cannot open"), file: path) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw PNGError(errorText("cannot stat"), file: path) }
    if (info.st_mode & S_IFMT) == S_IFDIR { throw PNGError("is a directory, not a file", file: path) }
    // Read straight into an array of the size fstat reports, plus one byte that shows whether
    // the file grew meanwhile; a file that did is read on to its end in further parts. No byte
    // is written twice (the array is never zero-filled first).
    let expected = max(0, Int(info.st_size))
    var bytes = try readPart(fd, capacity: expected + 1, path: path)
    guard bytes.count > expected else { return bytes }
    var part = 0
    repeat {
      part = max(65536, bytes.count)
      let more = try readPart(fd, capacity: part, path: path)
      bytes += more
      if more.count < part { break }
    } while true
    return bytes
  }

  /// Reads up to `capacity` bytes, fewer only at the end of the file.
  private static func readPart(_ fd: Int32, capacity: Int, path: String) throws(PNGError) -> [UInt8] {
    var failure: PNGError?
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      initialized = 0
      while initialized < capacity {
        let n = posixRead(fd, buffer.baseAddress! + initialized, capacity - initialized)
        if n < 0 {
          if errno == EINTR { continue }
          failure = PNGError(errorText("cannot read"), file: path)
          return
        }
        if n == 0 { return }
        initialized += n
      }
    }
    if let failure { throw failure }
    return bytes
  }

  /// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so a
  /// reader never sees a half-written file and a failed write leaves the old file intact.
  /// - Throws: ``PNGError`` naming the file when the folder is missing or not writable.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
    var template = Array((path + ".tmp-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw PNGError(errorText("cannot create"), file: path) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    _ = fchmod(fd, 0o644)
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { raw in
        write(fd, raw.baseAddress! + written, raw.count - written)
      }
      if n < 0 {
        if errno == EINTR { continue }
        let error = PNGError(errorText("cannot write"), file: path)
        close(fd)
        unlink(temporary)
        throw error
      }
      written += n
    }
    guard close(fd) == 0 else {
      unlink(temporary)
      throw PNGError(errorText("cannot write"), file: path)
    }
    guard rename(temporary, path) == 0 else {
      let error = PNGError(errorText("cannot replace"), file: path)
      unlink(temporary)
      throw error
    }
  }

  private static func errorText(_ action: String) -> String {
    "\(action) file: " + String(cString: strerror(errno))
  }
}

@inline(__always)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
