import ArgumentParser
import CodeImport
import LogImport
import Script

/// `lyt export FILE.lyt --as swift|objc|snapkit|masonry|vfl [-o OUT]`: runs a script in a fresh
/// session and writes its user constraints as code (docs/CODE.md, "Export").
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a script and write the layout it builds as Swift, Objective-C, SnapKit, Masonry or VFL.",
    discussion: """
      Runs FILE.lyt in a fresh session (its transcript is not printed; errors are, on standard \
      error) and prints what the `export` command prints at its end, or writes it to -o FILE. \
      Exit codes: 0 written, 1 an expect failed (nothing is written), 2 the script or the output \
      file failed.
      """
  )

  @Argument(help: "The script that builds the layout.", completion: .file(extensions: ["lyt"]))
  var file: String

  @Option(
    name: .customLong("as"),
    help: ArgumentHelp("The language: swift, objc, snapkit, masonry or vfl.", valueName: "language"))
  var language: ExportLanguage = .swift

  @OptionGroup var options: RunOptions

  func run() throws {
    guard options.format == .text else {
      throw ValidationError("--format \(options.format.rawValue) is for lyt run; lyt export writes code")
    }
    let text: String
    do {
      text = try LocalFiles().read(file)
    } catch {
      Output.error("lyt: cannot read '\(file)': \(FileAccessErrorText.reason(error))")
      throw ExitCode(2)
    }
    var runner = ScriptRunner(
      session: Session.commandLine(files: LocalFiles()),
      options: ScriptRunner.Options(keepGoing: false, colored: !options.noColor && Terminal.colorAllowed)
    ) { text, channel in
      if channel == .diagnostics { Output.error(text) }
    }
    runner.run(text, file: file)
    guard runner.exitCode == 0 else { throw ExitCode(runner.exitCode) }
    let code = CodeExporter.export(runner.session.exportModel, as: language).text
    guard let output = options.output else { return Output.write(code) }
    guard Self.write(code, to: output) else { throw ExitCode(2) }
  }

  /// Writes the code to `path`; false (after saying why) when it cannot.
  private static func write(_ code: String, to path: String) -> Bool {
    do {
      try LocalFiles().write(code, to: path)
      return true
    } catch {
      Output.error("lyt: cannot write '\(path)': \(FileAccessErrorText.reason(error))")
      return false
    }
  }
}

extension ExportLanguage: ExpressibleByArgument {}
