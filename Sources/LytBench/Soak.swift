import CAllocatorTuning
import CommandLanguage
import Layout
import Script
import SpillFile

/// The views of the soak's layout: the screen script of about this many views.
let soakViews = 110

/// The default number of commands of `lyt-bench --soak`.
let soakCommands = 1_000_000

/// `lyt-bench --soak [--sizes COMMANDS …]`: issue #32's "one million random commands in one
/// session: memory stops growing once the layout stops growing". A screen of ``soakViews``
/// views is built, then `commands` random commands run through the same session — constants,
/// priorities, activation, removal and re-addition, the root's size, hugging, conflicts added
/// and removed, undo and redo, `explain`, `why` and `violations` — drawn so that the layout
/// keeps its size. Every tenth of the run prints one JSON line: the commands so far, the time
/// per command in that tenth (median, p99, max), the heap in use, the resident set and the
/// session's counts, so that growth shows as a trend from line to line.
func runSoak(commands: Int) {
  // As `lyt` runs a session: the history beyond its newest megabyte in a temporary file.
  var session = Session()
  session.spillHistory(to: TemporaryHistoryFile())
  for line in ScreenScript(shape: .screen, views: soakViews).lines {
    guard let statement = Parser.parse(line).statements.first, (try? session.execute(statement)) != nil else {
      fail("soak: cannot build the layout at `\(line)`")
    }
  }
  var commandsOfLayout = SoakCommands(session: session)
  var random = SoakRandom(seed: 0x50AC)
  let clock = ContinuousClock()
  let window = max(1, commands / 10)
  var durations: [Double] = []
  durations.reserveCapacity(window)
  var failed = 0
  var responseLines = 0
  let start = clock.now
  for index in 1...commands {
    let line = commandsOfLayout.next(&random)
    let before = clock.now
    if let statement = Parser.parse(line).statements.first {
      do {
        responseLines += try session.execute(statement).lines.count
      } catch {
        failed += 1
      }
    } else {
      failed += 1
    }
    durations.append(seconds(clock.now - before))
    guard index % window == 0 || index == commands else { continue }
    durations.sort()
    func percentile(_ fraction: Double) -> Double {
      durations[min(durations.count - 1, Int((Double(durations.count) * fraction).rounded(.down)))] * 1e3
    }
    let engine = session.engine
    emit(
      "soak", n: soakViews, ops: index, seconds: seconds(clock.now - start),
      check: [
        ("median_ms", .number(percentile(0.5))), ("p99_ms", .number(percentile(0.99))),
        ("max_ms", .number((durations.last ?? 0) * 1e3)), ("failed", .int(failed)),
        ("response_lines", .int(responseLines)), ("constraints", .int(engine.constraints.count)),
        ("solver_constraints", .int(engine.solver.constraints.count)),
        ("solver_symbols", .int(engine.solver.symbolCount)),
        ("heap_mb", .number(Double(lyt_heap_bytes_in_use()) / 1_048_576)),
        ("rss_mb", .number(residentSetMB(field: "VmRSS:"))), ("peak_rss_mb", .number(peakResidentSetMB())),
      ])
    durations.removeAll(keepingCapacity: true)
  }
}

/// Draws the soak's commands from the layout's own views and constraints, so that what one
/// command removes a later one puts back: the layout keeps its size.
struct SoakCommands {
  /// The user constraints of the built layout: id and the text that adds it again.
  private let constraints: [(id: String, text: String)]
  private let views: [String]
  /// Constraints removed and not yet added again.
  private var removed: [(id: String, text: String)] = []
  /// Whether the conflict the soak adds is in the layout.
  private var conflicting = false

  init(session: Session) {
    let engine = session.engine
    constraints = engine.constraints.filter { $0.origin == .user }.map { ($0.id.name, "\($0.id): \($0.constraint)") }
    views = engine.items.filter { $0.kind.isView && $0.name != "root" }.map(\.name)
  }

  /// The next command.
  mutating func next(_ random: inout SoakRandom) -> String {
    if conflicting {
      conflicting = false
      return "remove soakConflict"
    }
    if !removed.isEmpty && random.next(4) == 0 { return removed.removeLast().text }
    let constraint = constraints[random.next(constraints.count)]
    let view = views[random.next(views.count)]
    // The questions and conflicts (each checks fixes on the whole layout) are a few in a
    // hundred, as in a session; the rest are edits.
    switch random.next(100) {
    case 0..<40: return "set constant \(constraint.id) \(random.next(40))"
    case 40..<47: return "set priority \(constraint.id) \([250, 500, 750, 999][random.next(4)])"
    case 47..<53: return "deactivate \(constraint.id)"
    case 53..<59: return "activate \(constraint.id)"
    case 59..<64:
      guard !removed.contains(where: { $0.id == constraint.id }) else { return "activate \(constraint.id)" }
      removed.append(constraint)
      return "remove \(constraint.id)"
    case 64..<72: return "set size root \(320 + random.next(700))x\(480 + random.next(500))"
    case 72..<77: return "set hug \(view) h \([249, 250, 251, 750][random.next(4)])"
    case 77:
      conflicting = true
      return "\(view).width == 100000 as soakConflict"
    case 78..<86: return "undo"
    case 86..<90: return "redo"
    case 90: return "why \(view).width"
    case 91: return "explain"
    case 92: return "violations"
    default: return "set intrinsic \(view) \(random.next(200))x\(random.next(60))"
    }
  }
}

/// SplitMix64: the soak's commands are the same on every run.
struct SoakRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return Int(value % UInt64(bound))
  }
}
