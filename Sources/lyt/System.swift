import Foundation
import Script

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to the standard streams, unbuffered so the transcript and diagnostics stay in order.
enum Output {
  /// Writes a line to standard output.
  static func line(_ text: String) { write(text + "\n") }

  /// Writes text to standard output.
  static func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }

  /// Writes a line to standard error.
  static func error(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

  /// Everything on standard input (invalid UTF-8 replaced).
  static func readStandardInput() -> String {
    String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
  }
}

/// Facts about the terminal and the environment.
enum Terminal {
  /// A standard stream.
  enum Stream: Int32 {
    case standardInput = 0
    case standardOutput = 1
    case standardError = 2
  }

  /// Whether the stream is a terminal.
  static func isTerminal(_ stream: Stream) -> Bool { isatty(stream.rawValue) == 1 }

  /// Whether colour may be used: both outputs are terminals and `NO_COLOR` is unset or empty.
  static var colorAllowed: Bool {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return !noColor && isTerminal(.standardOutput) && isTerminal(.standardError)
  }
}

/// The file system, for `save`, `load` and the scripts `lyt run` reads.
struct LocalFiles: FileAccess {
  func read(_ path: String) throws(FileAccessError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw FileAccessError("no such file")
    }
    guard !isDirectory.boolValue else { throw FileAccessError("it is a directory") }
    guard let data = FileManager.default.contents(atPath: path) else { throw FileAccessError("permission denied") }
    return String(decoding: data, as: UTF8.self)
  }

  func write(_ text: String, to path: String) throws(FileAccessError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw FileAccessError("\((error as NSError).localizedDescription)")
    }
  }
}
