import CLibEdit
import CLineEditShim
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An interactive line editor on libedit's native API: a prompt, emacs key bindings, history
/// kept in a file, Tab completion, Ctrl-C to cancel a line and Ctrl-D to leave.
///
/// Create one only when ``isInteractive`` is true; a non-terminal input must be read without
/// libedit. The editor is not thread-safe: use it from one thread, synchronously.
public final class LineEditor {
  /// Whether standard input and standard output are both terminals.
  public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// The text shown before the line.
  public var prompt: String {
    didSet { setPromptBuffer() }
  }

  /// Called on Tab for the words to complete from.
  public var vocabulary: () -> CompletionVocabulary

  private let editLine: OpaquePointer
  private let history: History
  private let historyPath: String?
  private var promptBuffer: UnsafeMutablePointer<CChar>?

  /// Starts libedit on the terminal; nil if libedit cannot start.
  ///
  /// - Parameters:
  ///   - programName: the name `~/.editrc` lines are prefixed with (`lyt:bind -v`).
  ///   - prompt: the first prompt.
  ///   - historyPath: the history file to load now and save after each line and on exit;
  ///     nil keeps history in memory only.
  ///   - vocabulary: called on Tab for the words to complete from.
  public init?(
    programName: String, prompt: String, historyPath: String?,
    vocabulary: @escaping () -> CompletionVocabulary
  ) {
    _ = setlocale(LC_CTYPE, "")
    guard let history = History(), let editLine = lyt_el_init(programName) else { return nil }
    self.editLine = editLine
    self.history = history
    self.historyPath = historyPath
    self.prompt = prompt
    self.vocabulary = vocabulary
    setPromptBuffer()
    if let historyPath { history.load(from: historyPath) }
    _ = lyt_el_set_hist(editLine, history.handle)
    _ = lyt_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = lyt_el_set_editor(editLine, "emacs")
    _ = lyt_el_set_signal(editLine, 1)
    _ = lyt_el_set_prompt(editLine) { editLine in
      guard let editor = LineEditor.owner(of: editLine) else { return nil }
      return editor.promptBuffer
    }
    _ = lyt_el_addfn(editLine, "lyt-complete", "Complete the word before the cursor") { editLine, _ in
      guard let editor = LineEditor.owner(of: editLine) else { return UInt8(CC_ERROR) }
      return editor.complete()
    }
    _ = lyt_el_bind(editLine, "^I", "lyt-complete")
    // An arrow key ends a Ctrl-R search and moves, as in bash (libedit alone inserts `[C`).
    _ = lyt_el_set_key_reader(editLine)
    _ = lyt_el_source_default(editLine)
    lyt_install_sigint_handler()
  }

  deinit {
    saveHistory()
    el_end(editLine)
    lyt_restore_sigint_handler()
    free(promptBuffer)
  }

  /// Whether more input arrives on standard input within `seconds`: the rest of a paste is
  /// already there, a person typing is not that fast. (libedit reads a byte at a time, so what it
  /// has not returned yet is still in the terminal's queue.)
  public func inputPending(within seconds: Double) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, Int32(max(0, seconds) * 1000)) > 0
  }

  /// Reads one line, with editing, history and completion; `recordsHistory: false` keeps it out
  /// of the history (the lines of a pasted log).
  public func readLine(recordsHistory: Bool = true) -> LineInput {
    _ = lyt_take_sigint()
    var count: Int32 = 0
    errno = 0
    guard let raw = el_gets(editLine, &count) else {
      let interrupted = lyt_take_sigint() == 1 || (count == -1 && errno == EINTR)
      return interrupted ? .interrupted(discarded: currentLine()) : .endOfInput
    }
    var line = String(cString: raw)
    if line.hasSuffix("\n") { line.removeLast() }
    if recordsHistory {
      history.add(line)
      saveHistory()
    }
    return .line(line)
  }

  /// The terminal's width (80 when it cannot be asked).
  private static func terminalColumns() -> Int {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return 80 }
    return Int(window.ws_col)
  }

  /// The text in libedit's line buffer (what was typed before a Ctrl-C).
  private func currentLine() -> String {
    guard let info = el_line(editLine), let start = UnsafeRawPointer(info.pointee.buffer),
      let end = UnsafeRawPointer(info.pointee.lastchar)
    else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: start, count: max(0, end - start)), as: UTF8.self)
  }

  /// Writes the history file now (it is also written after every line).
  public func saveHistory() {
    if let historyPath { history.save(to: historyPath) }
  }

  private func setPromptBuffer() {
    free(promptBuffer)
    promptBuffer = strdup(prompt)
  }

  private static func owner(of editLine: OpaquePointer) -> LineEditor? {
    guard let data = lyt_el_get_clientdata(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }

  /// Tab: completes the word before the cursor, or lists the candidates. A Tab with more input
  /// right behind it is part of a paste (console logs indent with tabs): it is inserted as a space.
  private func complete() -> UInt8 {
    if inputPending(within: 0) {
      return el_insertstr(editLine, " ") == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
    }
    guard let info = el_line(editLine) else { return UInt8(CC_ERROR) }
    guard let start = UnsafeRawPointer(info.pointee.buffer), let cursor = UnsafeRawPointer(info.pointee.cursor)
    else { return UInt8(CC_ERROR) }
    let bytes = UnsafeRawBufferPointer(start: start, count: max(0, cursor - start))
    let text = String(decoding: bytes, as: UTF8.self)
    switch Completer(vocabulary: vocabulary()).action(beforeCursor: text) {
    case .insert(let rest):
      return el_insertstr(editLine, rest) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
    case .list(let candidates):
      let lines = CompletionColumns.lines(candidates, width: Self.terminalColumns())
      FileHandle.standardOutput.write(Data(("\n" + lines.joined(separator: "\n") + "\n").utf8))
      return UInt8(CC_REDISPLAY)
    case .none:
      return UInt8(CC_REFRESH_BEEP)
    }
  }
}
