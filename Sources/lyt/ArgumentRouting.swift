import CommandLanguage
import Foundation
import Script

/// `lyt FILE.lyt…` as a shorthand for `lyt run FILE.lyt…`: the command line is rewritten before
/// ArgumentParser sees it, because a root command with both subcommands and file arguments would
/// read every subcommand's name as a file.
enum ArgumentRouting {
  /// What the first word that is not an option can be.
  enum Route: Equatable {
    /// A subcommand, an option such as `--help`, or nothing: parse as given.
    case asGiven
    /// A script: parse as `run` followed by the arguments.
    case script
    /// Neither a subcommand nor an existing file.
    case unknown(word: String, suggestion: String?)
  }

  /// The subcommands' names, and `help`, which ArgumentParser adds.
  static let subcommands = ["run", "explain-log", "check", "export", "reference", "help"]

  /// Root options that take a value (the next argument is not a word to route).
  static let optionsWithValues: Set<String> = ["--format", "-o", "--output", "--as"]

  /// Where `arguments` (without the program's name) go; `fileExists` answers for paths.
  static func route(_ arguments: [String], fileExists: (String) -> Bool) -> Route {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return index + 1 < arguments.count ? .script : .asGiven }
      if argument.hasPrefix("-") && argument != "-" {
        index += optionsWithValues.contains(argument) ? 2 : 1
        continue
      }
      if subcommands.contains(argument) { return .asGiven }
      if argument.hasSuffix(".lyt") || fileExists(argument) { return .script }
      return .unknown(word: argument, suggestion: Suggestions.nearest(to: argument, in: subcommands))
    }
    return .asGiven
  }

  /// The arguments to parse: `run` first when the first word is a script (`run` takes the same
  /// options as `lyt`, in any order).
  static func rewrite(_ arguments: [String], fileExists: (String) -> Bool) -> [String] {
    route(arguments, fileExists: fileExists) == .script ? ["run"] + arguments : arguments
  }
}
