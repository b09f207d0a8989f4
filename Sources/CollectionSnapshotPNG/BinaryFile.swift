#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads and atomic writes with POSIX calls, the one way the package reads and writes
/// whole files (pictures, references, JSON documents, records, reports); errors are
/// ``FileError``s naming the file.
public enum BinaryFile {
  /// The largest file read by default: 512 MiB, twice an uncompressed image of the codec's
  /// default pixel limit. Larger files, and files that never end (`/dev/zero`), are refused.
  public static let maxFileSize = 512 * 1024 * 1024

  /// Reads a whole file of at most `maxSize` bytes.
  /// - Parameters:
  ///   - maxSize: the largest file accepted.
  ///   - limitFor: what the limit is for, in the error about a larger file ("the file is larger
  ///     than 64 MiB, the limit for JSON documents").
  /// - Throws: ``FileError`` when the file is missing ("no such file or folder"), a directory
  ///   ("is a directory, not a file"), a device, unreadable or too large.
  public static func read(_ path: String, maxSize: Int = maxFileSize, limitFor: String = "files read") throws(FileError) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else {
      throw FileError(errno == ENOENT || errno == ENOTDIR ? "no such file or folder" : errorText("cannot read the"), file: path)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileError(errorText("cannot read the"), file: path) }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: throw FileError("is a directory, not a file", file: path)
    case S_IFCHR, S_IFBLK: throw FileError("is a device, not a file", file: path)
    default: break
    }
    // Read straight into an array of the size fstat reports, plus one byte that shows whether
    // the file grew meanwhile; a file that did (or a pipe) is read on to its end in further parts,
    // up to the size limit. No byte is written twice (the array is never zero-filled first).
    let expected = max(0, Int(info.st_size))
    let tooLarge = FileError("the file is larger than \(sizeText(maxSize)), the limit for \(limitFor)", file: path)
    if expected > maxSize { throw tooLarge }
    var bytes = try readPart(fd, capacity: expected + 1, path: path)
    guard bytes.count > expected else { return bytes }
    var part = 0
    repeat {
      if bytes.count > maxSize { throw tooLarge }
      part = min(max(65536, bytes.count), maxSize + 1 - bytes.count)
      let more = try readPart(fd, capacity: part, path: path)
      bytes += more
      if more.count < part { break }
    } while true
    if bytes.count > maxSize { throw tooLarge }
    return bytes
  }

  /// "64 MiB", or the exact byte count for a limit that is not a whole number of MiB.
  private static func sizeText(_ size: Int) -> String {
    let mib = 1024 * 1024
    return size % mib == 0 ? "\(size / mib) MiB" : "\(size) bytes"
  }

  /// Reads up to `capacity` bytes, fewer only at the end of the file.
  private static func readPart(_ fd: Int32, capacity: Int, path: String) throws(FileError) -> [UInt8] {
    var failure: FileError?
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      initialized = 0
      while initialized < capacity {
        let n = posixRead(fd, buffer.baseAddress! + initialized, capacity - initialized)
        if n < 0 {
          if errno == EINTR { continue }
          failure = FileError(errorText("cannot read the"), file: path)
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
  /// - Parameter creatingFolder: create the file's folder, and the folders above it, first.
  /// - Throws: ``FileError`` naming the file when the folder is missing (and not created) or
  ///   not writable, or the path is a directory.
  public static func writeAtomically(_ bytes: [UInt8], to path: String, creatingFolder: Bool = false) throws(FileError) {
    if creatingFolder { try createFolder(parent(of: path), for: path) }
    var template = Array((path + ".tmp-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw FileError(errorText("cannot create"), file: path) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    _ = fchmod(fd, 0o644)
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { raw in
        write(fd, raw.baseAddress! + written, raw.count - written)
      }
      if n < 0 {
        if errno == EINTR { continue }
        let error = FileError(errorText("cannot write"), file: path)
        close(fd)
        unlink(temporary)
        throw error
      }
      written += n
    }
    guard close(fd) == 0 else {
      unlink(temporary)
      throw FileError(errorText("cannot write"), file: path)
    }
    guard rename(temporary, path) == 0 else {
      let error = FileError(errorText("cannot replace"), file: path)
      unlink(temporary)
      throw error
    }
  }

  /// Creates `folder` and the folders above it that are missing (`mkdir -p`).
  private static func createFolder(_ folder: String, for path: String) throws(FileError) {
    guard !folder.isEmpty else { return }
    var info = stat()
    if stat(folder, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else { throw FileError("cannot create the folder \(folder): it is a file", file: path) }
      return
    }
    try createFolder(parent(of: folder), for: path)
    guard mkdir(folder, 0o755) != 0 else { return }
    let failure = errno
    // Another process may have created it meanwhile.
    if failure == EEXIST && stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { return }
    throw FileError("cannot create the folder \(folder): " + String(cString: strerror(failure)), file: path)
  }

  /// The folder part of a path: `""` for a name alone, `/` for a file at the root.
  private static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  private static func errorText(_ action: String) -> String {
    "\(action) file: " + String(cString: strerror(errno))
  }
}

@inline(__always)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
