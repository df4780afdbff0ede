import ArgumentParser
import BoundedInput
import CommandLanguage
import LogImport
import Script
import XcodeLog

/// `lyt explain-log FILE`: reads Xcode "Unable to simultaneously satisfy constraints" logs and
/// explains each (docs/EXPLAIN-LOG.md).
struct ExplainLog: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain-log",
    abstract: "Explain an Xcode \"Unable to simultaneously satisfy constraints\" console log.",
    discussion: """
      Finds every such log in the file (pasted from Xcode, an issue or a web page; '-' reads \
      standard input, as in `pbpaste | lyt explain-log -`), rebuilds its \
      constraints as a linear system, and reports a minimal conflicting set, the constraint UIKit \
      broke, and the likely fix. Exit codes: 0 success (also for redacted logs), 2 the file cannot \
      be read or holds no log.
      """
  )

  @Argument(help: "The file with the console log ('-' for standard input).", completion: .file())
  var file: String

  @OptionGroup var options: RunOptions

  private var format: OutputFormat { options.format }
  private var noColor: Bool { options.noColor }

  func run() throws {
    try options.require([.text, .json], for: "lyt explain-log")
    let readsStandardInput = file == "-"
    let name = readsStandardInput ? "<stdin>" : file
    guard let text = readsStandardInput ? readStandardInput() : read(file) else { throw ExitCode(2) }
    // The fixes come from the log rebuilt in a session, as `import log` rebuilds it: both give the
    // same advice.
    let explanations = LogExplanation.explainAll(text).map { explanation in
      var explained = explanation
      if !explained.satisfiable { explained.fixes = Session.fixes(forLog: explained.system) }
      return explained
    }
    if explanations.isEmpty {
      if format == .json { Output.write(ExplainLogJSON.document([])) }
      let colored = !noColor && Terminal.colorAllowed
      let source = SourceText(text, file: name)
      Output.error(DiagnosticRenderer(source: source, colored: colored).render(Self.noLogDiagnostic(text, file: name)))
      throw ExitCode(2)
    }
    if format == .json {
      Output.write(ExplainLogJSON.document(explanations))
    } else {
      let style = ExplainLogText.Style(colored: !noColor && Terminal.colorAllowed)
      Output.write(ExplainLogText.report(explanations, file: name, style: style))
    }
  }

  /// Why `text` holds no log: at the first line of `_autolayoutTrace` output or of a VFL
  /// exception when there is one (they are what people paste instead), else at the start.
  static func noLogDiagnostic(_ text: String, file: String) -> Diagnostic {
    var offset = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let kind = PastedText.kind(ofLine: line), kind != .consoleLog {
        let start = SourceLocation(file: file, line: index + 1, column: 1, offset: offset)
        let what = kind == .layoutTrace ? "`_autolayoutTrace` output" : "a VFL exception"
        let hint =
          kind == .layoutTrace
          ? "the trace names ambiguous views, not their constraints; explain-log reads the constraint descriptions of an \"Unable to simultaneously satisfy constraints\" log"
          : "write the format as a lyt line (`H:|-[a]-|`) in a script: lyt points at what is wrong in it"
        return Diagnostic(.error, "no constraint log here: this is \(what)", at: SourceRange(at: start), hint: hint)
      }
      offset += line.count + 1
    }
    let start = SourceLocation(file: file, line: 1, column: 1, offset: 0)
    return Diagnostic(
      .error, "no \"Unable to simultaneously satisfy constraints\" log and no constraint descriptions found",
      at: SourceRange(at: start),
      hint: "paste the whole console message, from \"Unable to simultaneously…\" to the constraint it broke")
  }

  /// The file's text, or nil after saying why it cannot be read.
  private func read(_ path: String) -> String? {
    do {
      return try LocalFiles().read(path)
    } catch {
      Output.error("lyt: cannot read '\(path)': \(FileAccessErrorText.reason(error))")
      return nil
    }
  }

  /// Standard input's text, or nil after saying why it cannot be read.
  private func readStandardInput() -> String? {
    do {
      return try Output.readStandardInput()
    } catch {
      Output.error("lyt: cannot read standard input: \(InputErrorText.reason(error))")
      return nil
    }
  }
}
