// lyt's fuzz targets (LogImport's FuzzTarget: parser, session, vfl, log). Built for libFuzzer it
// checks every input it is given against the target that `LYT_FUZZ_TARGET` names (parser when
// unset); built plainly (as CI's test build is) it replays files named on the command line,
// `script-fuzz [--target NAME] FILE…`, so that a crash libFuzzer found can be reproduced with an
// ordinary debug build. See docs/FUZZING.md.

import LogImport
import Script

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `target` on `data`; prints what broke and returns false.
func check(_ data: UnsafeRawBufferPointer, on target: FuzzTarget) -> Bool {
  let problems = target.violations(in: data)
  for problem in problems { print("fuzz (\(target.rawValue)): \(problem)") }
  return problems.isEmpty
}

/// The target `name` names; exits with a usage message when it names none.
func target(named name: String) -> FuzzTarget {
  guard let target = FuzzTarget(rawValue: name) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    print("script-fuzz: unknown target '\(name)'; the targets are \(names)")
    exit(2)
  }
  return target
}

#if FUZZING
  /// libFuzzer's driver (part of libFuzzer since LLVM 11), which parses libFuzzer's options.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The target of this run, read once from the environment.
  let fuzzTarget = target(named: getenv("LYT_FUZZ_TARGET").map { String(cString: $0) } ?? "parser")

  /// The executable's entry point under the name SwiftPM gives it (`MODULE_main`, the module of
  /// target `script-fuzz` being `script_fuzz`): hands control to libFuzzer.
  @_cdecl("script_fuzz_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { bytes, size in
      guard let bytes else { return 0 }
      if !check(UnsafeRawBufferPointer(start: bytes, count: size), on: fuzzTarget) { abort() }
      return 0
    }
  }
#else
  /// Replays inputs from files: `script-fuzz [--target NAME] FILE…`; exit status 1 when any
  /// check fails.
  @main
  enum Replay {
    static func main() {
      var arguments = Array(CommandLine.arguments.dropFirst())
      var chosen = FuzzTarget.parser
      if arguments.first == "--target", arguments.count >= 2 {
        chosen = target(named: arguments[1])
        arguments.removeFirst(2)
      }
      var failed = false
      for path in arguments {
        guard let file = fopen(path, "rb") else {
          print("script-fuzz: cannot open \(path)")
          failed = true
          continue
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
          let read = fread(&buffer, 1, buffer.count, file)
          if read <= 0 { break }
          bytes.append(contentsOf: buffer[0..<read])
        }
        fclose(file)
        if !bytes.withUnsafeBytes({ check($0, on: chosen) }) { failed = true }
      }
      exit(failed ? 1 : 0)
    }
  }
#endif
