import BoundedInput
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

  /// Everything on standard input (invalid UTF-8 replaced), by the rules every input follows
  /// (``InputFile``).
  ///
  /// - Throws: ``InputError``.
  static func readStandardInput() throws(InputError) -> String {
    try InputFile.readStandardInput(limit: Limits.input)
  }
}

/// A script's transcript on its way to standard output: written line by line to a terminal, where
/// a person watches it come, and in blocks otherwise (a file or a pipe), where a write per line
/// was a system call for each of the 40,000 lines of a 3,000-view script. Diagnostics go to
/// standard error through ``error(_:)``, which writes what is pending first, so that the two
/// streams keep their order when they share a file.
final class TranscriptOutput {
  /// The most bytes kept before they are written.
  private static let blockSize = 1 << 16
  private let buffers: Bool
  private var pending = ""

  /// A transcript writer for standard output as it is now.
  init() {
    buffers = !Terminal.isTerminal(.standardOutput)
  }

  /// Writes `text` and a newline (or keeps them for the next block).
  func line(_ text: String) {
    guard buffers else { return Output.line(text) }
    pending += text
    pending += "\n"
    if pending.utf8.count >= Self.blockSize { flush() }
  }

  /// Writes `text` and a newline to standard error, after what is pending.
  func error(_ text: String) {
    flush()
    Output.error(text)
  }

  /// Writes what is pending.
  func flush() {
    guard !pending.isEmpty else { return }
    Output.write(pending)
    pending = ""
  }
}

/// How much lyt reads.
enum Limits {
  /// The most bytes of one input: `LYT_MAX_INPUT`, else 64 MB. A value that is not a size is
  /// named once, on first use, and the standard limit applies.
  static let input: InputLimit = {
    let (limit, invalid) = InputLimit.from(environment: ProcessInfo.processInfo.environment)
    if let invalid {
      Output.error(
        "lyt: LYT_MAX_INPUT='\(invalid)' is not a size such as 64M or 500K; reading at most \(limit.description)")
    }
    return limit
  }()
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

  /// The terminal's size in cells: standard output's window size when it is a terminal, else
  /// `$COLUMNS` and `$LINES`, else 80 by 24.
  static var size: (columns: Int, rows: Int) {
    var window = winsize()
    if isTerminal(.standardOutput), ioctl(Stream.standardOutput.rawValue, UInt(TIOCGWINSZ), &window) == 0,
      window.ws_col > 0
    {
      return (Int(window.ws_col), Int(window.ws_row > 0 ? window.ws_row : 24))
    }
    let environment = ProcessInfo.processInfo.environment
    let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    let rows = environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 24
    return (columns, rows)
  }

  /// The columns a response line may use: the terminal's width less the two-space indent.
  static var drawingColumns: Int { max(size.columns - 2, 10) }

  /// Whether colour may be used: both outputs are terminals and `NO_COLOR` is unset or empty.
  static var colorAllowed: Bool {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return !noColor && isTerminal(.standardOutput) && isTerminal(.standardError)
  }
}

/// The file system, for `save`, `load` and the scripts `lyt run` reads.
struct LocalFiles: FileAccess {
  func read(_ path: String) throws(FileAccessError) -> String {
    do {
      return try InputFile.read(path, limit: Limits.input)
    } catch {
      throw FileAccessError(.input(error))
    }
  }

  /// Writes `text` to `path`: a regular file (new or existing) atomically, through a temporary file
  /// renamed over it, so a failed write leaves the old file whole; a device or pipe directly.
  func write(_ text: String, to path: String) throws(FileAccessError) {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    let type = exists ? (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType : nil
    let atomic = !exists || (!isDirectory.boolValue && type == .typeRegular)
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: atomic ? .atomic : [])
    } catch {
      throw FileAccessError(.other((error as NSError).localizedDescription))
    }
  }
}
