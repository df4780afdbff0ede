import Foundation

/// What one run of the built `lyt` printed, and how it ended.
public struct LytRun: Sendable {
  /// The exit status.
  public var status: Int32
  /// Standard output.
  public var output: String
  /// Standard error.
  public var errors: String
}

/// The built `lyt` binary is missing (``lytBinary`` is nil): the suites that need it are disabled.
public struct LytBinaryMissing: Error {}

/// Runs the built `lyt` as a user would, with `arguments`, in `directory` (the test's own
/// working directory when nil), no colour, empty standard input, and waits for it.
public func runLyt(_ arguments: [String], in directory: URL? = nil) throws -> LytRun {
  guard let binary = lytBinary else { throw LytBinaryMissing() }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: binary)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return LytRun(
    status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
    errors: String(decoding: err, as: UTF8.self))
}
