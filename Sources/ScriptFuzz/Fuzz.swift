// The parser's fuzz target. Built for libFuzzer it checks every input it is given; built plainly
// (as CI does) it replays files named on the command line, so a crash libFuzzer found can be
// reproduced with an ordinary debug build. See docs/FUZZING.md.

import Script

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses `data` and checks the parser's promises (errors inside the text, renderable,
/// canonical spellings that parse back equal); prints what broke and returns false.
func check(_ data: UnsafeRawBufferPointer) -> Bool {
  let problems = FuzzCheck.violations(in: data)
  for problem in problems { print("fuzz: \(problem)") }
  return problems.isEmpty
}

#if FUZZING
  /// libFuzzer's driver (part of libFuzzer since LLVM 11), which parses libFuzzer's options.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The executable's entry point under the name SwiftPM gives it: hands control to libFuzzer.
  @_cdecl("ScriptFuzz_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { bytes, size in
      guard let bytes else { return 0 }
      if !check(UnsafeRawBufferPointer(start: bytes, count: size)) { abort() }
      return 0
    }
  }
#else
  /// Replays inputs from files: `script-fuzz FILE…`; exit status 1 when any check fails.
  @main
  enum Replay {
    static func main() {
      var failed = false
      for path in CommandLine.arguments.dropFirst() {
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
        if !bytes.withUnsafeBytes(check) { failed = true }
      }
      exit(failed ? 1 : 0)
    }
  }
#endif
