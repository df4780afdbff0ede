import ArgumentParser
import CommandLanguage
import Script

/// `lyt reference`: prints the command reference as Markdown, the page docs/COMMANDS.md is generated from.
struct Reference: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the command reference as Markdown (the source of docs/COMMANDS.md).",
    discussion: "The same entries `help` prints inside lyt, as one Markdown page."
  )

  func run() {
    Output.write(CommandReference.markdownDocument())
  }
}
