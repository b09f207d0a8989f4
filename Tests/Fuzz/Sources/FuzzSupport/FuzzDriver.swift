public import CFuzzDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hands the process to libFuzzer: it parses the command line (`-max_total_time=30`, corpus
/// folders, a crash file to replay, …) and calls `callback` with each input.
///
/// The callback is a C function: a closure literal that captures nothing. It returns 0; an
/// input that makes it crash, hang or allocate too much is what libFuzzer reports.
public func runFuzzer(_ callback: cfuzz_callback) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(cfuzz_run(&argc, &argv, callback))
}

/// The input as an array.
public func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// The repository's root folder (where `Fixtures/` is), found from this file's place in it.
public let repositoryRoot: String = {
  var path = "\(#filePath)"
  for _ in 0..<5 {  // Tests/Fuzz/Sources/FuzzSupport/FuzzDriver.swift
    if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
  }
  return path
}()
