import CommandLanguage
import Script
import SpillFile
import Testing

/// The temporary file a long session's history goes to: bytes read back where they were
/// written, nothing read beyond what was written.
@Suite("Temporary history file")
struct TemporaryHistoryFileTests {
  @Test("writes append and return their offsets; reads return the same bytes")
  func bytesReadBack() throws {
    let file = TemporaryHistoryFile()
    let first = try file.write(Array("hello".utf8))
    let second = try file.write((0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
    let empty = try file.write([])
    #expect(first == 0)
    #expect(second == 5)
    #expect(empty == 100_005)
    #expect(try file.read(count: 5, at: 0) == Array("hello".utf8))
    #expect(try file.read(count: 3, at: 5 + 256) == [0, 1, 2])
    #expect(try file.read(count: 100_000, at: 5) == (0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
  }

  @Test("reading beyond what was written is an error, not made-up bytes")
  func readsBeyondTheEndFail() throws {
    let file = TemporaryHistoryFile()
    #expect(throws: FileAccessError(.history(.notHeld))) {
      try file.read(count: 1, at: 0)
    }
    _ = try file.write([1, 2, 3])
    #expect(throws: FileAccessError(.history(.notHeld))) {
      try file.read(count: 2, at: 2)
    }
  }

  @Test("a session whose history went to the file saves and undoes as one that kept it")
  func sessionReadsItsHistoryBack() throws {
    var session = Session()
    session.spillHistory(to: TemporaryHistoryFile(), keepingInMemory: 4_096)
    var plain = Session()
    let lines =
      ["add view root size 320x480", "add view a in root", "a.width == 10 as w"]
      + (0..<3_000).map { "set constant w \($0 % 50)" } + Array(repeating: "undo", count: 40)
    for line in lines {
      let statement = try #require(Parser.parse(line).statements.first)
      #expect(try session.execute(statement).lines == (try plain.execute(statement).lines))
    }
    #expect(session.savedScript == plain.savedScript)
    #expect(session.hasEqualState(to: plain))
  }
}
