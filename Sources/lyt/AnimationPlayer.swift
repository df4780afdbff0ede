import Cassowary
import Script
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether Ctrl-C was pressed while an animation played.
private let interruptSeen = Atomic<Bool>(false)

/// The SIGINT handler installed while an animation plays: it only records the interrupt.
private func recordInterrupt(_ signal: Int32) {
  interruptSeen.store(true, ordering: .relaxed)
}

/// Plays animations live in the terminal: the alternate screen, the cursor hidden, one picture
/// per frame at the animation's rate. Ctrl-C stops the playback (the session already holds the
/// final state); the screen, the cursor and the previous SIGINT handler are restored either way.
struct AnimationPlayer {
  /// Whether pictures are coloured.
  var colored: Bool

  /// Plays `run`; false when standard output is not a terminal (the frames are then printed).
  func play(_ run: AnimationRun) -> Bool {
    guard Terminal.isTerminal(.standardOutput) else { return false }
    let size = Terminal.size
    let pictures = run.pictures(columns: size.columns - 1, rows: max(size.rows - 3, 4), colored: colored)
    let previous = Self.installInterruptHandler()
    Output.write("\u{1B}[?1049h\u{1B}[?25l")
    let clock = ContinuousClock()
    let start = clock.now
    var shown = 0
    for (index, picture) in pictures.enumerated() {
      if interruptSeen.load(ordering: .relaxed) { break }
      let time = run.frameInterval * Double(index)
      let heading =
        "\(run.command.split(separator: "\n").first ?? "")   t = \(NumberText.text(time, .seconds)) s   (Ctrl-C stops)"
      Output.write("\u{1B}[H\u{1B}[2J" + ([heading] + picture).joined(separator: "\r\n"))
      shown = index + 1
      let due = start + .milliseconds(Int((time + run.frameInterval) * 1000))
      while clock.now < due && !interruptSeen.load(ordering: .relaxed) {
        usleep(UInt32(min(max((due - clock.now).components.attoseconds / 1_000_000_000_000, 1000), 20_000)))
      }
    }
    Output.write("\u{1B}[?25h\u{1B}[?1049l")
    let interrupted = interruptSeen.load(ordering: .relaxed)
    Self.restoreInterruptHandler(previous)
    if interrupted {
      Output.line("  stopped after \(shown) of \(pictures.count) frames (Ctrl-C); the session holds the final state")
    } else {
      Output.line("  played \(pictures.count) frames over \(NumberText.text(run.duration, .seconds)) s")
    }
    return true
  }

  /// Installs the recording handler; returns the one it replaces.
  private static func installInterruptHandler() -> sigaction {
    interruptSeen.store(false, ordering: .relaxed)
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = recordInterrupt
    #else
      action.__sigaction_u.__sa_handler = recordInterrupt
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(SIGINT, &action, &previous)
    return previous
  }

  /// Puts back the handler that was there before the animation.
  private static func restoreInterruptHandler(_ previous: sigaction) {
    var previous = previous
    sigaction(SIGINT, &previous, nil)
    interruptSeen.store(false, ordering: .relaxed)
  }
}
