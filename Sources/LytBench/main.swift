// lyt-bench: the standard solver workload (docs/PERFORMANCE.md, "The standard workload"), run
// through lyt's Cassowary solver.
//
//   lyt-bench --sizes 100 1000 [--rows R]      (R defaults to 100; --rows 0 = one chain)
//   lyt-bench --sweep [--sizes N …]           the same system as views, swept through the engine
//   lyt-bench --explain [--sizes N …]         `explain` and `why` on that system in a session
//             [--only W …]                    only these explain workloads (`why-width`, or
//                                             `why-width-narrow`), e.g. to profile one of them
//             [--cold]                        each command once (its cold run only), for profilers
//   lyt-bench --script [--sizes N …]          that system built command by command in a session
//   lyt-bench --adversarial [--only W …]      hostile inputs (issue #33); each workload has its
//             [--sizes N …]                   own default sizes (Adversarial*.swift)
//   lyt-bench --screen [--only SHAPE …]       screen-like scripts of N views through a session
//                                             (`screen-repl`: the prompt after each command;
//                                             `screen-tuning`: `set hug` after each view)
//             [--sizes N …]                   (issue #32; ScreenScript.swift; 1000 3000 10000)
//             [--repeat K]                    the session and the JSON run K times each: the
//                                             fastest of each (a noisy machine's figures)
//   lyt-bench --print-script SHAPE N          print that script, for `lyt run`
//   lyt-bench --soak [--sizes COMMANDS …]     random commands through one session of 110 views,
//                                             memory sampled every tenth (issue #32; Soak.swift)
//   --default-malloc                          glibc's allocator defaults instead of lyt's settings
//                                             (CAllocatorTuning.h), to measure what they change
//   --huge-pages                              lyt's settings plus transparent huge pages for the
//                                             heap (lyt no longer asks for them: PERFORMANCE.md)
//
// Prints one JSON object per line per (workload, N), in the order add, edit, remove, with the
// same check values as bench/kiwi_bench.py (see that file for their definitions).
//
// What is timed (identically in kiwi_bench.py):
//   add     the add calls (constraints are built before the clock starts), then one updateVariables
//   edit    1000 frames of suggestValue + updateVariables
//   remove  the remove calls in insertion order, then one updateVariables
//   sweep   (--sweep only) 1000 steps of `animate root.width`: ConstantSweep.move, i.e.
//           suggestValue + updateVariables + the frames that moved (Sweep.swift)
//   explain (--explain only) the `explain` and `why` commands on the same views, with the root at
//           its preferred width and 150 points narrower (Explain.swift)
//   script  (--script only) every command that builds those views, parsed before the clock starts
//           and run through a session as `lyt run` replays a script (ScriptReplay.swift)

import CAllocatorTuning
import Cassowary

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

let frames = 1000

func fail(_ message: String, code: Int32 = 1) -> Never {
  let text = "lyt-bench: \(message)\n"
  fflush(nil)
  _ = text.withCString { write(2, $0, strlen($0)) }
  exit(code)
}

func seconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

func emit(_ workload: String, n: Int, ops: Int, seconds: Double, check: [(String, JSONValue)]) {
  let line = JSONValue.object([
    ("impl", .string("lyt")),
    ("workload", .string(workload)),
    ("n", .int(n)),
    ("ops", .int(ops)),
    ("total_s", .number(seconds)),
    ("per_op_us", .number(seconds / Double(ops) * 1e6)),
    ("check", .object(check)),
  ])
  print(line.rendered)
  fflush(nil)  // one line at a time, also into a pipe
}

func run(n: Int, rows: Int) throws(SolverError) {
  let system = BenchSystem(n: n, rows: rows)
  let sw = system.superWidth
  let base = system.base
  let constraints = system.constraints
  let clock = ContinuousClock()
  var solver = Solver()
  try solver.addEditVariable(sw, priority: Priority(750))
  try solver.suggestValue(sw, base)

  // add
  var start = clock.now
  for constraint in constraints {
    try solver.add(constraint)
  }
  solver.updateVariables()
  var elapsed = seconds(clock.now - start)
  emit("add", n: n, ops: constraints.count, seconds: elapsed, check: system.figures(solver))

  // edit
  start = clock.now
  for k in 1...frames {
    try solver.suggestValue(sw, base + 200.0 * sin(2.0 * Double.pi * Double(k) / 250.0))
    solver.updateVariables()
  }
  elapsed = seconds(clock.now - start)
  var check = system.figures(solver)
  try solver.suggestValue(sw, base - 150.0)
  solver.updateVariables()
  var probe = system.figures(solver)
  let shrink = system.rowShrink(solver)
  probe.append(("row_shrink_min", .number(shrink.min)))
  probe.append(("row_shrink_max", .number(shrink.max)))
  check.append(("probe", .object(probe)))
  emit("edit", n: n, ops: frames, seconds: elapsed, check: check)

  // remove
  start = clock.now
  for constraint in constraints {
    try solver.remove(constraint)
  }
  solver.updateVariables()
  elapsed = seconds(clock.now - start)
  let remaining = constraints.reduce(0) { $0 + (solver.contains($1) ? 1 : 0) }
  emit(
    "remove", n: n, ops: constraints.count, seconds: elapsed,
    check: [("super_width", .number(solver.value(of: sw))), ("remaining", .int(remaining))])
}

let usage =
  "usage: lyt-bench [--sweep | --explain [--only W ...] [--cold] | --script | --adversarial [--only W ...] | --screen [--only SHAPE ...] [--repeat K] | --soak | --print-script SHAPE N] [--sizes N [N ...]] [--rows R] [--default-malloc | --huge-pages]   "
  + "(defaults: --sizes 100 1000 --rows 100; --rows 0 = chain)"

struct Options {
  var sizes: [Int]
  var rows: Int
  var sweep: Bool
  var explain: Bool
  var script: Bool
  var adversarial: Bool
  /// Run the screen-like scripts of issue #32 (ScreenBench.swift).
  var screen: Bool
  /// How many times a screen script's session and its JSON run are timed (the fastest counts).
  var repeats: Int
  /// Run random commands through one session and watch its memory (Soak.swift).
  var soak: Bool
  /// Whether `--sizes` was given (the adversarial workloads have their own defaults).
  var sawSizes: Bool
  var only: [String]
  /// Run each explain command once (the cold run), so a profiler sees only that.
  var cold: Bool
  /// Leave glibc's allocator at its defaults instead of the settings `lyt` runs with.
  var defaultMalloc: Bool
  /// Keep lyt's settings but leave the heap on ordinary pages.
  var hugePages: Bool
}

func parseArguments(_ arguments: [String]) -> Options {
  var sizes: [Int] = []
  var only: [String] = []
  var sawSizes = false
  var sweep = false
  var explain = false
  var script = false
  var adversarial = false
  var screen = false
  var repeats = 1
  var soak = false
  var cold = false
  var rows = 100
  var defaultMalloc = false
  var hugePages = false
  var index = 0
  while index < arguments.count {
    let argument = arguments[index]
    index += 1
    switch argument {
    case "-h", "--help":
      print(usage)
      exit(0)
    case "--sweep":
      sweep = true
    case "--explain":
      explain = true
    case "--script":
      script = true
    case "--adversarial":
      adversarial = true
    case "--screen":
      screen = true
    case "--soak":
      soak = true
    case "--print-script":
      guard index + 1 < arguments.count, let shape = ScreenScript.Shape(rawValue: arguments[index]),
        let views = Int(arguments[index + 1]), views > 0
      else {
        fail(
          "--print-script needs a shape (\(ScreenScript.Shape.allCases.map(\.rawValue).joined(separator: ", "))) and a number of views\n\(usage)",
          code: 2)
      }
      for line in ScreenScript(shape: shape, views: views).lines { print(line) }
      exit(0)
    case "--default-malloc":
      defaultMalloc = true
    case "--huge-pages":
      hugePages = true
    case "--cold":
      cold = true
    case "--print":
      break
    case "--sizes":
      sawSizes = true
      while index < arguments.count, !arguments[index].hasPrefix("-") {
        guard let size = Int(arguments[index]), size > 0 else {
          fail("bad size '\(arguments[index])'\n\(usage)", code: 2)
        }
        sizes.append(size)
        index += 1
      }
      if sizes.isEmpty { fail("--sizes needs at least one size\n\(usage)", code: 2) }
    case "--only":
      while index < arguments.count, !arguments[index].hasPrefix("-") {
        only.append(arguments[index])
        index += 1
      }
      if only.isEmpty { fail("--only needs at least one workload\n\(usage)", code: 2) }
    case "--repeat":
      guard index < arguments.count, let value = Int(arguments[index]), value >= 1 else {
        fail("--repeat needs a number >= 1\n\(usage)", code: 2)
      }
      repeats = value
      index += 1
    case "--rows":
      guard index < arguments.count, let value = Int(arguments[index]), value >= 0 else {
        fail("--rows needs a number >= 0\n\(usage)", code: 2)
      }
      rows = value
      index += 1
    default:
      fail("unknown argument '\(argument)'\n\(usage)", code: 2)
    }
  }
  return Options(
    sizes: sawSizes ? sizes : [100, 1000], rows: rows, sweep: sweep, explain: explain, script: script,
    adversarial: adversarial, screen: screen, repeats: repeats, soak: soak, sawSizes: sawSizes, only: only, cold: cold,
    defaultMalloc: defaultMalloc,
    hugePages: hugePages)
}

let options = parseArguments(Array(CommandLine.arguments.dropFirst()))
// The same allocator settings as `lyt` (see CAllocatorTuning.h).
if !options.defaultMalloc {
  lyt_keep_freed_memory_for_copies()
  if options.hugePages { lyt_back_heap_with_huge_pages(256) }
}
if options.soak {
  for commands in options.sawSizes ? options.sizes : [soakCommands] { runSoak(commands: commands) }
  exit(0)
}
if options.screen {
  runScreenWorkloads(sizes: options.sawSizes ? options.sizes : nil, only: options.only, repeats: options.repeats)
  exit(0)
}
if options.adversarial {
  // Each runs the workloads of its own named in --only (all of its own when none is named).
  runAdversarialSolver(sizes: options.sawSizes ? options.sizes : nil, only: options.only)
  runAdversarialVFL(sizes: options.sawSizes ? options.sizes : nil, only: options.only)
  exit(0)
}
for n in options.sizes {
  if options.script {
    runScriptReplay(n: n, rows: options.rows)
    continue
  }
  if options.explain {
    do {
      try runExplain(n: n, rows: options.rows, only: options.only, cold: options.cold)
    } catch {
      fail("layout error at n = \(n): \(error)")
    }
    continue
  }
  if options.sweep {
    do {
      try runSweep(n: n, rows: options.rows)
    } catch {
      fail("layout error at n = \(n): \(error)")
    }
    continue
  }
  do {
    try run(n: n, rows: options.rows)
  } catch {
    fail("solver error at n = \(n): \(error)")
  }
}
