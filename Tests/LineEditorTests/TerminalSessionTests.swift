import Foundation
import LytTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Drives the built `lyt` binary in a pseudo-terminal: typing, Tab, Up, and history across runs.
@Suite(.serialized) struct TerminalSessionTests {
  @Test(.enabled(if: lytBinary != nil, "the lyt binary is built next to the tests"))
  func tabCompletionUpArrowAndHistoryAcrossRuns() throws {
    let binary = try #require(lytBinary)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let historyPath = directory + "/history"

    let first = try PseudoTerminalSession(binary: binary, historyPath: historyPath)
    try first.waitFor("lyt 0v 0c> ")
    first.type("add vi\t")
    try first.waitFor("ew ")  // libedit redraws the completed rest after a cursor move
    first.type("root size 320x480\r")
    // The REPL does not echo what was typed: the response proves the completed line ran.
    try first.waitFor("root: new (0, 0, 320, 480)")
    try first.waitFor("lyt 1v 0c> ")
    first.type("add view card in root\r")
    try first.waitFor("lyt 2v 0c 1?> ")
    first.type("card.wi\t== 100\r")
    try first.waitFor("added c1")  // `card.wi<Tab>` became `card.width`
    first.type("\u{1B}[A\u{1B}[A\r")  // Up twice: `add view card in root` again
    try first.waitFor("a view or guide named `card` already exists")  // the recalled line ran again
    try first.waitFor("1?> ")  // the next prompt: libedit reads keys again
    first.type("quit\r")
    #expect(try first.exitStatus() == 0)
    #expect(try permissions(historyPath) == 0o600)

    let second = try PseudoTerminalSession(binary: binary, historyPath: historyPath)
    try second.waitFor("lyt 0v 0c> ")
    // Newest first: quit, add view card (recalled), card.width, add view card, add view root.
    second.type(String(repeating: "\u{1B}[A", count: 5) + "\r")
    try second.waitFor("root: new (0, 0, 320, 480)")
    try second.waitFor("lyt 1v 0c> ")
    second.type("\u{04}")  // Ctrl-D on an empty line
    #expect(try second.exitStatus() == 0)
  }
}

/// Issue #28: Ctrl-R then an arrow key ends the search, keeps the found line and moves, as bash
/// does; libedit alone inserted the rest of the arrow's escape sequence (`[C`) as text.
@Suite(.serialized) struct IncrementalSearchTests {
  @Test(.enabled(if: lytBinary != nil, "the lyt binary is built next to the tests"))
  func anArrowKeyEndsASearchAndMoves() throws {
    let binary = try #require(lytBinary)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let session = try PseudoTerminalSession(binary: binary, historyPath: directory + "/history")
    try session.waitFor("lyt 0v 0c> ")
    session.type("add view root size 320x480\r")
    try session.waitFor("lyt 1v 0c> ")
    // The search leaves the cursor on the match, `root`; Right moves past its `r`.
    session.type("\u{12}root")
    try session.waitFor("add view root size 320x480")
    session.type("\u{1B}[CX\r")
    try session.waitFor("rXoot: new (0, 0, 320, 480)")
    try session.waitFor("lyt 2v 0c> ")
    // Left, then Up and Down: each ends the search first, and no escape bytes become text.
    session.type("\u{12}Xoot\u{1B}[DY\r")
    try session.waitFor("YrXoot: new (0, 0, 320, 480)")
    try session.waitFor("lyt 3v 0c> ")
    session.type("\u{12}nothing like it\u{1B}[A\u{1B}[B\u{15}add view e in root\r")
    try session.waitFor("e: new (0, 0, 0, 0)")
    session.type("quit\r")
    #expect(try session.exitStatus() == 0)
  }
}

/// Issue #33 point 8: a history path that is not a regular file of this user's is refused with a
/// warning, left as it was, and the REPL runs without saved history.
@Suite(.serialized) struct RefusedHistoryTests {
  @Test(.enabled(if: lytBinary != nil, "the lyt binary is built next to the tests"))
  func aDirectoryOrADeviceAtTheHistoryPathIsLeftAlone() throws {
    let binary = try #require(lytBinary)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(chmod(directory, 0o755) == 0)
    for (path, kind) in [(directory, "a directory"), ("/dev/zero", "a character device")] {
      let session = try PseudoTerminalSession(binary: binary, historyPath: path)
      try session.waitFor("lyt: not keeping history in '\(path)': it is \(kind), not a file")
      try session.waitFor("lyt 0v 0c> ")
      session.type("add view root size 320x480\r")
      try session.waitFor("lyt 1v 0c> ")
      session.type("quit\r")
      #expect(try session.exitStatus() == 0)
    }
    #expect(try permissions(directory) == 0o755)
  }
}

/// A child process on the slave side of a pseudo-terminal, read and written through the master.
///
/// The child is started with `posix_spawn` and reaped with `waitpid` here, not through
/// Foundation's `Process`, which learns of a child's exit from a monitor on a dispatch queue: a
/// clean-clone CI run failed with "lyt did not exit" and nothing on the screen after the exit
/// key, in a parallel test run where such a queue can wait its turn. (The minute or more this
/// test is reported to take in a parallel run is spent before its body starts; the body takes
/// under a second.)
final class PseudoTerminalSession {
  private let master: Int32
  private var child: pid_t = 0
  private var status: Int32?
  private var screen = ""
  /// Everything the child printed, for the message of a failure.
  private var history = ""

  init(binary: String, historyPath: String, environment extra: [String: String] = [:]) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 24, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw SessionFailure("openpty failed") }
    self.master = master
    defer { close(slave) }
    var environment = ProcessInfo.processInfo.environment
    environment["LYT_HISTORY"] = historyPath
    environment["TERM"] = "xterm"
    environment["LANG"] = "C.UTF-8"
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { $1 }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The child leads a session of its own with the terminal as its controlling terminal, as
    // under a real terminal: Ctrl-C typed on the master becomes its SIGINT, and libedit, which
    // passes a signal on to its whole process group after restoring the terminal, signals the
    // child's group only (in the test's group, a SIGTERM to the child ended the test run too).
    // The spawn makes the session first; opening the terminal by name then makes it controlling.
    // `ttyname_r`, not `ttyname`: suites run in parallel, and `ttyname`'s one static buffer once
    // gave two sessions the same terminal — one test saw no prompt at all, the other two lyt
    // processes reading its keys in turn. Neither end leaks into children other threads spawn.
    var nameBuffer = [CChar](repeating: 0, count: 256)
    guard ttyname_r(slave, &nameBuffer, nameBuffer.count) == 0 else { throw SessionFailure("ttyname_r failed") }
    let slaveName = String(decoding: nameBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, slave)
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(binary), nil]
    let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in arguments + variables { free(pointer) }
    }
    // The child gets an empty signal mask and default dispositions: spawned from a test's
    // dispatch thread it would inherit that thread's mask, which blocks SIGTERM (a session that
    // failed then hung its test run for 15 minutes, waiting for a child that ignored the kill).
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t?
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    #if canImport(Darwin)
      let newSession: Int32 = 0x0400  // POSIX_SPAWN_SETSID (macOS 10.15)
    #else
      let newSession: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc 2.26)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | newSession))
    let result = posix_spawn(&child, binary, &actions, &attributes, arguments, variables)
    guard result == 0 else { throw SessionFailure("posix_spawn failed with \(result)") }
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    if reap() == nil {
      kill(child, SIGTERM)
      // A child that outlives a second's grace is killed: a failed session must not hang the run.
      var waited = 0
      while reap() == nil && waited < 50 {
        usleep(20_000)
        waited += 1
      }
      if reap() == nil {
        kill(child, SIGKILL)
        var ignored: Int32 = 0
        _ = waitpid(child, &ignored, 0)
      }
    }
    close(master)
  }

  /// The child's exit status once it has ended (reaped on the first call that finds it ended),
  /// else nil: its exit code, or 128 + the signal that ended it.
  private func reap() -> Int32? {
    if let status { return status }
    var raw: Int32 = 0
    guard waitpid(child, &raw, WNOHANG) == child else { return nil }
    let signal = raw & 0x7F
    status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    return status
  }

  /// Types text as keystrokes, pausing so each key is read on its own.
  func type(_ text: String) {
    for byte in text.utf8 {
      var byte = byte
      // A key the terminal cannot take yet is retried, never dropped (for up to a second).
      var attempts = 0
      while write(master, &byte, 1) != 1 && attempts < 1_000 {
        drain()
        usleep(1_000)
        attempts += 1
      }
      usleep(byte == 0x1B ? 1_000 : 5_000)
    }
  }

  /// Writes text as fast as the terminal takes it, as it delivers a paste (reading the screen
  /// meanwhile: the echo of a long paste would otherwise fill the terminal and stop the child).
  func paste(_ text: String) throws {
    let bytes = Array(text.utf8)
    var written = 0
    let deadline = Date().addingTimeInterval(30)
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if count > 0 {
        written += count
      } else {
        guard Date() < deadline else { throw SessionFailure("the paste was not taken in 30 s") }
        drain()
        usleep(1_000)
      }
    }
  }

  /// Waits until the screen output since the last match contains `text`.
  func waitFor(_ text: String, timeout: TimeInterval = 60) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      drain()
      if let range = screen.range(of: text) {
        screen.removeSubrange(..<range.upperBound)
        return
      }
      usleep(20_000)
    }
    throw SessionFailure("timed out waiting for \(text.debugDescription); the screen showed \(screen.debugDescription)")
  }

  /// Waits for the process to end and returns its exit status.
  func exitStatus(timeout: TimeInterval = 60) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      drain()
      if let status = reap() { return status }
      usleep(20_000)
    }
    throw SessionFailure(
      "lyt did not exit; the screen showed \(screen.debugDescription) after \(String(history.suffix(600)).debugDescription)"
    )
  }

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { return }
      let text = String(decoding: buffer[..<count], as: UTF8.self)
      screen += text
      history += text
    }
  }
}

/// A failure of the pseudo-terminal session.
struct SessionFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Issue #28: the REPL habits people bring — a console log pasted at the prompt is imported, a
/// Tab inside a paste is not completion, other shells' words leave and ask for help, and a
/// response taller than the terminal goes through `$PAGER`.
@Suite(.serialized) struct REPLHabitsTests {
  /// The second log of examples/logs/cell-height.txt (https://github.com/moonlsd/TagFlowExample/issues/8).
  static let log = """
    2019-06-06 22:28:25.696300+0200 Shared Shopping List[11996:175318] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<NSAutoresizingMaskLayoutConstraint:0x60000286f390 h=--& v=--& UIView:0x7fe4bee22240.height == 0   (active)>",
        "<NSLayoutConstraint:0x60000286f610 V:[UILabel:0x7fe4bee22420'Tech']-(8)-|   (active, names: '|':UIView:0x7fe4bee22240 )>",
        "<NSLayoutConstraint:0x60000286f660 V:|-(8)-[UILabel:0x7fe4bee22420'Tech']   (active, names: '|':UIView:0x7fe4bee22240 )>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x60000286f610 V:[UILabel:0x7fe4bee22420'Tech']-(8)-|   (active, names: '|':UIView:0x7fe4bee22240 )>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

    """

  @Test(.enabled(if: lytBinary != nil, "the lyt binary is built next to the tests"))
  func aPastedLogIsImportedAndOtherShellsWordsWork() throws {
    let binary = try #require(lytBinary)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let session = try PseudoTerminalSession(
      binary: binary, historyPath: directory + "/history", environment: ["PAGER": "sed s/^/paged:/"])
    try session.waitFor("lyt 0v 0c> ")
    // Ctrl-C discards a typed line quietly; only at an empty prompt does it remind how to leave.
    session.type("add vi\u{03}")
    try session.waitFor("^C\r\nlyt 0v 0c> ")
    session.type("\u{03}")
    try session.waitFor("^C\r\n(type quit or press Ctrl-D on an empty line to leave)\r\nlyt 0v 0c> ")
    try session.paste(Self.log)
    try session.waitFor("  pasted an Xcode console log (16 lines): import log \"<paste 1>\"")
    try session.waitFor("  imported the log at line 1 of <paste 1>: 2 views, 3 constraints (k1…k3)")
    try session.waitFor("  UIKit broke k2")
    try session.waitFor("lyt 3v 3c 1! 3?> ")
    session.type("?\r")
    try session.waitFor("paged:  building: views, guides, stacks and constraints")
    try session.waitFor("paged:      leave lyt ('exit' is an alias)")
    try session.waitFor("lyt 3v 3c 1! 3?> ")
    session.type("help set hug\r")
    try session.waitFor("\r\n  set hug VIEW h|v P")  // short: not paged
    try session.waitFor("lyt 3v 3c 1! 3?> ")
    session.type("\\q\r")
    #expect(try session.exitStatus() == 0)
    // Only the paste's first line reaches the history (it was read before the paste was known);
    // libedit's file writes a space as \040.
    let history = try String(contentsOfFile: directory + "/history", encoding: .utf8)
    #expect(history.split(separator: "\n").count == 5)
    #expect(!history.contains("Will\\040attempt"))
    #expect(history.hasSuffix("?\nhelp\\040set\\040hug\n\\134q\n"))
  }
}
