import Foundation

/// The directory this test process makes its scratch directories in, removed when the process
/// exits: a test's files need no cleanup of their own, and a run leaves nothing in `/tmp`.
private let processScratch: String = {
  atexit { try? FileManager.default.removeItem(atPath: scratchRoot(of: getpid())) }
  return scratchRoot(of: getpid())
}()

/// Where the test process `pid` keeps its scratch directories.
private func scratchRoot(of pid: pid_t) -> String {
  NSTemporaryDirectory() + "lyt-tests-\(pid)"
}

/// A fresh directory for one test, named `prefix` and a unique suffix, inside this test process's
/// scratch directory (removed with it when the process exits).
public func makeScratchDirectory(_ prefix: String) throws -> String {
  let path = processScratch + "/\(prefix)-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
