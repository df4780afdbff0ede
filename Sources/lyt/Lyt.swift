import ArgumentParser

/// `lyt`: an interactive Auto Layout constraint debugger.
@main
struct Lyt: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lyt",
    abstract: "An interactive Auto Layout constraint debugger."
  )
}
