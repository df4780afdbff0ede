import Foundation
import Testing

@testable import BoundedInput

/// Issue #33 points 1, 2 and 9: `load /dev/zero` read until the kernel killed lyt, `/dev/null`
/// was "permission denied", and a 16 MB binary was parsed for 16 s as a log.
@Suite("Bounded input")
struct InputFileTests {
  /// A fresh temporary file holding `bytes`.
  private func file(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lyt-input-\(UUID().uuidString)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func readsARegularFile() throws {
    let path = try file(Array("add view a\n".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try InputFile.read(path) == "add view a\n")
  }

  @Test func anEmptyStreamIsEmptyText() throws {
    #expect(try InputFile.read("/dev/null") == "")
  }

  @Test func anEndlessDeviceOfZerosIsBinaryAfterItsFirstBlock() {
    #expect(throws: InputError.binary) { try InputFile.read("/dev/zero") }
    #expect(InputErrorText.reason(.binary) == "it is a binary file, not text")
  }

  @Test func missingFilesAndDirectoriesAreNamed() {
    #expect(throws: InputError.missing) { try InputFile.read("/nonexistent/lyt/script.lyt") }
    #expect(throws: InputError.directory) { try InputFile.read("/tmp") }
    #expect(InputErrorText.reason(.directory) == "it is a directory")
  }

  @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
    let path = try file(Array(repeating: UInt8(ascii: "a"), count: 3000))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let limit = InputLimit(bytes: 2048)
    #expect(throws: InputError.tooLarge(limit: limit, size: 3000)) { try InputFile.read(path, limit: limit) }
    #expect(
      InputErrorText.reason(.tooLarge(limit: limit, size: 3000))
        == "it is 3 KB, more than the 2 KB lyt reads (LYT_MAX_INPUT sets the limit)")
    #expect(try InputFile.read(path, limit: InputLimit(bytes: 3000)).count == 3000)
  }

  @Test func aStreamOverTheLimitStopsAtTheLimit() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let text = Array(repeating: UInt8(ascii: "b"), count: 10_000)
    #expect(text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == 10_000)
    close(ends[1])
    defer { close(ends[0]) }
    let limit = InputLimit(bytes: 1024)
    #expect(throws: InputError.tooLarge(limit: limit, size: nil)) {
      try InputFile.read(descriptor: ends[0], limit: limit)
    }
    #expect(
      InputErrorText.reason(.tooLarge(limit: limit, size: nil))
        == "it goes on, more than the 1 KB lyt reads (LYT_MAX_INPUT sets the limit)")
  }

  @Test func binaryFilesAreRefusedAndOddTextIsKept() throws {
    let binary = try file([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + Array(repeating: 0x41, count: 100))
    defer { try? FileManager.default.removeItem(atPath: binary) }
    #expect(throws: InputError.binary) { try InputFile.read(binary) }
    // A log saved as Latin-1 (`é` as one byte) and one with terminal colours are text.
    let latin1 = try file(Array("caf".utf8) + [0xE9] + Array(" <NSLayoutConstraint:0x1 a.width == 10>\n".utf8))
    let colored = try file(Array("\u{1B}[31mUnable to simultaneously satisfy constraints.\u{1B}[0m\n".utf8))
    defer {
      try? FileManager.default.removeItem(atPath: latin1)
      try? FileManager.default.removeItem(atPath: colored)
    }
    #expect(try InputFile.read(latin1).hasSuffix("a.width == 10>\n"))
    #expect(try InputFile.read(colored).contains("Unable to simultaneously"))
    // Random bytes without a NUL are still mostly not UTF-8.
    var state: UInt64 = 1
    let noise = (0..<4096).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56) | 1
    }
    #expect(!TextSniffer.looksLikeText(noise))
  }

  @Test func limitsReadFromTheEnvironment() {
    #expect(InputLimit.from(environment: [:]) == (InputLimit.standard, nil))
    #expect(InputLimit.from(environment: ["LYT_MAX_INPUT": "1G"]).limit.bytes == 1 << 30)
    #expect(InputLimit.from(environment: ["LYT_MAX_INPUT": "500k"]).limit.bytes == 500 << 10)
    #expect(InputLimit.from(environment: ["LYT_MAX_INPUT": "4096"]).limit.bytes == 4096)
    #expect(InputLimit.from(environment: ["LYT_MAX_INPUT": "lots"]) == (InputLimit.standard, "lots"))
    #expect(InputLimit.from(environment: ["LYT_MAX_INPUT": "0"]).invalid == "0")
    #expect(InputLimit.from(environment: ["LYT_MAX_INPUT": "-5M"]).invalid == "-5M")
    #expect(InputLimit.standard.description == "64 MB")
    #expect(InputLimit(bytes: 1000).description == "1000 bytes")
  }
}
