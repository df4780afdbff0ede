import Foundation
import LytTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `lyt` binary against the contract's exit codes (0, 1, 2) and issue #33's hostile
/// inputs: each reproducer ends at once, with the code and the message the contract gives.
@Suite(.serialized) struct CommandLineTests {
  /// What a run of `lyt` printed and how it ended.
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs the binary with `arguments`, standard input from `input`, and `environment` added;
  /// killed after 20 s (a run that long is a failure here). With `sharingOutput`, standard error
  /// goes to the same file as standard output (`2>&1`), and `output` holds both.
  func lyt(
    _ arguments: [String], input: String = "/dev/null", environment: [String: String] = [:],
    sharingOutput: Bool = false
  ) throws -> Run {
    let binary = try #require(lytBinary)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (out, err) = (directory + "/out", directory + "/err")
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if sharingOutput {
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = "1"
    variables["LYT_HISTORY"] = directory + "/history"
    variables.merge(environment) { $1 }
    let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var child: pid_t = 0
    guard posix_spawn(&child, binary, &actions, nil, argv, envp) == 0 else { throw SessionFailure("spawn failed") }
    var raw: Int32 = 0
    var waited = 0
    while waitpid(child, &raw, WNOHANG) == 0 {
      guard waited < 2_000 else {
        kill(child, SIGKILL)
        _ = waitpid(child, &raw, 0)
        throw SessionFailure("lyt \(arguments) did not finish in 20 s")
      }
      usleep(10_000)
      waited += 1
    }
    let signal = raw & 0x7F
    return Run(
      status: signal == 0 ? (raw >> 8) & 0xFF : 128 + signal,
      output: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
  }

  @Test(.enabled(if: lytBinary != nil)) func usageErrorsExitWithTwo() throws {
    let badFormat = try lyt(["--format", "xml", "run", "x.lyt"])
    #expect(badFormat.status == 2)
    #expect(badFormat.errors.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'"))
    #expect(badFormat.errors.contains("Usage: lyt"))
    #expect(try lyt(["--bogus"]).status == 2)
    let unknown = try lyt(["frobnicate"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors == """
        lyt: 'frobnicate' is neither a subcommand nor a file; run a script with `lyt FILE.lyt` or `lyt run FILE.lyt`
        Usage: lyt [FILE.lyt…] | lyt run|explain-log|check|export|reference … (see 'lyt --help')

        """)
    let typo = try lyt(["explian-log", "x.txt"])
    #expect(typo.status == 2)
    #expect(
      typo.errors.hasPrefix("lyt: 'explian-log' is neither a subcommand nor a file; did you mean 'explain-log'?\n"))
    let missing = try lyt(["explain-log"])
    #expect(missing.status == 2)
    #expect(missing.errors.hasPrefix("Error: Missing expected argument '<file>'"))
    #expect(try lyt(["--help"]).status == 0)
  }

  /// The transcript goes to a file or pipe in blocks; an error still comes after the lines
  /// before it and before the lines after it when both streams share a file (`2>&1`).
  @Test(.enabled(if: lytBinary != nil)) func errorsStayInPlaceInASharedOutput() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let script = directory + "/mixed.lyt"
    try "add view a\nbogus line\na.width == 10\n".write(toFile: script, atomically: true, encoding: .utf8)
    let run = try lyt(["run", "--keep-going", script], sharingOutput: true)
    #expect(run.status == 2)
    #expect(
      run.output == """
        > add view a
          a: new (0, 0, 0, 0)
        \(script):2:1: error: unknown command 'bogus'
        bogus line
        ^~~~~
        hint: type `help` to list the commands
        > a.width == 10
          added c1
          a: (0, 0, 0, 0) → (0, 0, 10, 0)

        """)
  }

  /// Issue #28: `--version`, `lyt FILE.lyt` without `run`, and `explain-log -` for a pasted log.
  @Test(.enabled(if: lytBinary != nil)) func theHabitsPeopleBringFromOtherTools() throws {
    let version = try lyt(["--version"])
    #expect(version.status == 0)
    #expect(version.output == "lyt 0.2.0\n")
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let script = directory + "/one.lyt"
    try "add view root size 100x50\nexpect root.width == 100\n".write(toFile: script, atomically: true, encoding: .utf8)
    for arguments in [[script], ["--keep-going", script], [script, "--format", "json"]] {
      let direct = try lyt(arguments)
      let viaRun = try lyt(["run"] + arguments)
      #expect(direct.status == 0)
      #expect(direct.output == viaRun.output)
    }
    #expect(
      try lyt([script]).output
        == "> add view root size 100x50\n  root: new (0, 0, 100, 50)\n> expect root.width == 100\n  ok\nexpectations: 1 passed, 0 failed\n"
    )
    let log = directory + "/log.txt"
    try """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",
        "<NSLayoutConstraint:0x3 UIView:0x2.width == 50   (active)>"
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x3 UIView:0x2.width == 50   (active)>
    """.write(toFile: log, atomically: true, encoding: .utf8)
    let fromFile = try lyt(["explain-log", log])
    let fromStandardInput = try lyt(["explain-log", "-"], input: log)
    #expect(fromStandardInput.status == 0)
    #expect(fromStandardInput.output == fromFile.output.replacingOccurrences(of: log, with: "<stdin>"))
    #expect(fromStandardInput.output.hasPrefix("<stdin>:1: "))
    let nothing = try lyt(["explain-log", "-"])
    #expect(nothing.status == 2)
    #expect(nothing.errors.hasPrefix("<stdin>:1:1: error: no \"Unable to simultaneously satisfy constraints\" log"))
  }

  /// `--format html` and `-o FILE` (docs/PAGES.md, docs/CLI.md §2): the page or the document in
  /// the file, nothing on standard output; the combinations that cannot work are refused.
  @Test(.enabled(if: lytBinary != nil)) func pagesAndDocumentsGoWhereOSays() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let script = directory + "/one.lyt"
    try "add view root size 100x50\nadd view a in root\n".write(toFile: script, atomically: true, encoding: .utf8)
    let page = try lyt([script, "--format", "html", "-o", directory + "/one.html"])
    #expect(page.status == 0)
    #expect(page.output.isEmpty)
    let html = try String(contentsOfFile: directory + "/one.html", encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    #expect(html.contains("[\"add view a in root\",[\"a: new (0, 0, 0, 0)\"]]"))
    #expect(try lyt(["run", script, "--format", "html"]).output == html)
    let document = try lyt(["run", "--output", directory + "/one.json", "--format", "json", script])
    #expect(document.status == 0)
    #expect(
      try String(contentsOfFile: directory + "/one.json", encoding: .utf8) == lyt([script, "--format", "json"]).output)
    let refusals: [([String], String)] = [
      ([script, "-o", directory + "/x"], "Error: -o writes a document: add --format json or --format html"),
      ([script, script, "--format", "html"], "Error: --format html writes one page: give one script"),
      (
        ["explain-log", script, "--format", "html"],
        "Error: --format html is for lyt run; lyt explain-log writes text or json"
      ),
      (["check", script, "--format", "json", "-o", directory + "/x"], "Error: -o is for lyt run; lyt check writes to"),
      (
        [script, "--format", "html", "-o", directory + "/missing/x.html"],
        "lyt: cannot write '\(directory)/missing/x.html'"
      ),
    ]
    for (arguments, message) in refusals {
      let run = try lyt(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errors.hasPrefix(message), "\(arguments): \(run.errors)")
    }
  }

  /// Issue #28: `_autolayoutTrace` output given to explain-log is named, with what lyt reads.
  @Test(.enabled(if: lytBinary != nil)) func aLayoutTraceIsNamedForWhatItIs() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // The start of the trace in https://github.com/roberthein/TinyConstraints/pull/7.
    let trace = directory + "/trace.txt"
    try """
    (lldb) po [[UIWindow keyWindow] _autolayoutTrace]

    •UIWindow:0x7fc260d17e50 - AMBIGUOUS LAYOUT
    |   •UIView:0x7fc260f00570
    |   |   *UIScrollView:0x7fc26280a400
    """.write(toFile: trace, atomically: true, encoding: .utf8)
    let run = try lyt(["explain-log", trace])
    #expect(run.status == 2)
    #expect(
      run.errors == """
        \(trace):1:1: error: no constraint log here: this is `_autolayoutTrace` output
        (lldb) po [[UIWindow keyWindow] _autolayoutTrace]
        ^
        hint: the trace names ambiguous views, not their constraints; explain-log reads the constraint descriptions of an "Unable to simultaneously satisfy constraints" log

        """)
  }

  @Test(.enabled(if: lytBinary != nil)) func anEmptyStreamIsAnEmptyScript() throws {
    let run = try lyt(["run", "/dev/null"])
    #expect(run.status == 0)
    #expect(run.output == "")
    #expect(run.errors == "")
    #expect(try lyt([]).status == 0)  // standard input is /dev/null
  }

  @Test(.enabled(if: lytBinary != nil)) func endlessAndBinaryInputsAreRefusedAtOnce() throws {
    for arguments in [["run", "/dev/zero"], ["explain-log", "/dev/zero"]] {
      let run = try lyt(arguments)
      #expect(run.status == 2)
      #expect(run.errors == "lyt: cannot read '/dev/zero': it is a binary file, not text\n")
    }
    let script = try temporaryDirectory() + "/load.lyt"
    try "load /dev/zero\n".write(toFile: script, atomically: true, encoding: .utf8)
    let load = try lyt(["run", script])
    #expect(load.status == 2)
    #expect(load.errors.contains(":1:6: error: cannot read '/dev/zero': it is a binary file, not text"))
    let piped = try lyt([], input: "/dev/zero")
    #expect(piped.status == 2)
    #expect(piped.errors == "lyt: cannot read standard input: it is a binary file, not text\n")
  }

  @Test(.enabled(if: lytBinary != nil)) func theInputLimitIsNamedAndConfigurable() throws {
    let script = try temporaryDirectory() + "/big.lyt"
    try String(repeating: "# a comment line\n", count: 200).write(toFile: script, atomically: true, encoding: .utf8)
    let limited = try lyt(["run", script], environment: ["LYT_MAX_INPUT": "1K"])
    #expect(limited.status == 2)
    #expect(
      limited.errors
        == "lyt: cannot read '\(script)': it is 4 KB, more than the 1 KB lyt reads (LYT_MAX_INPUT sets the limit)\n")
    #expect(try lyt(["run", script], environment: ["LYT_MAX_INPUT": "4K"]).status == 0)
    let invalid = try lyt(["run", script], environment: ["LYT_MAX_INPUT": "lots"])
    #expect(invalid.status == 0)
    #expect(invalid.errors == "lyt: LYT_MAX_INPUT='lots' is not a size such as 64M or 500K; reading at most 64 MB\n")
  }

  @Test(.enabled(if: lytBinary != nil)) func directoriesAndMissingFilesAreNamed() throws {
    let directory = try lyt(["run", "/tmp"])
    #expect(directory.status == 2)
    #expect(directory.errors == "lyt: cannot read '/tmp': it is a directory\n")
    #expect(try lyt(["run", "/nonexistent.lyt"]).errors == "lyt: cannot read '/nonexistent.lyt': no such file\n")
  }
}
