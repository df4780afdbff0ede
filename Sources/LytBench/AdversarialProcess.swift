#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

// What the adversarial workloads (issue #33; AdversarialSolver.swift, AdversarialVFL.swift)
// share: each (workload, size) runs in a process of its own, this executable again with
// `LYT_BENCH_CHILD` in its environment, so that the peak resident set it reports is that
// workload's, as `/usr/bin/time` would report it for `lyt run`, and no workload inherits
// another's heap.

/// Set in the environment of the process that runs one workload.
private let childVariable = "LYT_BENCH_CHILD"

/// Whether this process is the child that runs one workload.
var isAdversarialChild: Bool { getenv(childVariable) != nil }

/// Runs `lyt-bench MODE --only WORKLOAD --sizes N` (with the allocator flags given to this
/// process) as a child and waits for it; its JSON line goes to the shared standard output. Only
/// the child's environment gets `LYT_BENCH_CHILD`: this process stays the parent of the
/// workloads that follow, whichever file runs them.
func runAdversarialChild(_ workload: String, n: Int, mode: String = "--adversarial") {
  #if os(Linux)
    let executable = "/proc/self/exe"
  #else
    let executable = CommandLine.arguments[0]
  #endif
  var flags = CommandLine.arguments.filter { $0 == "--default-malloc" || $0 == "--huge-pages" }
  if let at = CommandLine.arguments.firstIndex(of: "--repeat"), at + 1 < CommandLine.arguments.count {
    flags += ["--repeat", CommandLine.arguments[at + 1]]
  }
  let arguments = [CommandLine.arguments[0], mode, "--only", workload, "--sizes", String(n)] + flags
  var argv = arguments.map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  var environment = currentEnvironment().map { strdup($0) } + [strdup("\(childVariable)=1"), nil]
  defer { for entry in environment { free(entry) } }
  fflush(nil)
  var pid = pid_t()
  let spawned = posix_spawn(&pid, executable, nil, nil, &argv, &environment)
  guard spawned == 0 else { fail("cannot start \(executable) for \(workload): error \(spawned)") }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  guard status == 0 else { fail("\(workload) at n = \(n) failed (wait status \(status))") }
}

/// This process's environment, `NAME=value` each.
private func currentEnvironment() -> [String] {
  #if canImport(Darwin)
    guard var entry = _NSGetEnviron().pointee else { return [] }
  #else
    guard var entry = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return [] }
  #endif
  var entries: [String] = []
  while let text = entry.pointee {
    entries.append(String(cString: text))
    entry += 1
  }
  return entries
}

/// The peak resident set of the process in MB.
func peakResidentSetMB() -> Double {
  #if canImport(Glibc)
    return residentSetMB(field: "VmHWM:")
  #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes on Darwin
  #endif
}

/// A `kB` field of `/proc/self/status` in MB, or 0 where there is none.
func residentSetMB(field name: String) -> Double {
  #if canImport(Glibc)
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard line.hasPrefix(name) else { continue }
      return (Double(String(line.dropFirst(name.count).filter(\.isNumber))) ?? 0) / 1024
    }
    return 0
  #else
    return 0
  #endif
}
