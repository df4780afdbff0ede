import Testing

@testable import CommandLanguage
@testable import Script

/// A spill in memory that can be told to refuse writes or reads.
private final class TestSpill: HistorySpill {
  var bytes: [UInt8] = []
  var writes = 0
  var refusesWrites = false
  var refusesReads = false

  func write(_ bytes: [UInt8]) throws(FileAccessError) -> Int {
    if refusesWrites { throw FileAccessError(.other("disk full")) }
    writes += 1
    let offset = self.bytes.count
    self.bytes += bytes
    return offset
  }

  func read(count: Int, at offset: Int) throws(FileAccessError) -> [UInt8] {
    if refusesReads { throw FileAccessError(.other("input/output error")) }
    return Array(bytes[offset..<offset + count])
  }
}

/// The session's history log: records linked into lists, kept in chunks, the oldest sent to a
/// spill beyond a limit and read back from it; a spill that fails never loses a record silently.
@Suite("History log")
struct HistoryLogTests {
  /// Appends `count` linked records (`command 0`, `command 1`, …, every third flagged) and
  /// returns the newest.
  private func appendList(_ count: Int, to log: HistoryLog) -> HistoryLog.Position? {
    var newest: HistoryLog.Position?
    for index in 0..<count {
      newest = log.append("command \(index)", flags: index % 3 == 0 ? 1 : 0, after: newest)
    }
    return newest
  }

  /// The texts and flags of the list ending at `newest`, oldest first; nil if a record is lost.
  private func readList(from newest: HistoryLog.Position?, in log: HistoryLog) -> [(String, UInt8)]? {
    var result: [(String, UInt8)] = []
    var position = newest
    while let current = position {
      guard let record = log.record(at: current) else { return nil }
      result.append((record.text, record.flags))
      position = record.previous
    }
    return result.reversed()
  }

  @Test("a list of records reads back in order, with its flags, across chunks")
  func recordsReadBack() throws {
    let log = HistoryLog()
    let newest = appendList(10_000, to: log)
    let list = try #require(readList(from: newest, in: log))
    #expect(list.count == 10_000)
    #expect(list[0] == ("command 0", 1))
    #expect(list[1] == ("command 1", 0))
    #expect(list[9_999] == ("command 9999", 1))
    // 10,000 records of some 29 bytes are more than one 64 KiB chunk.
    #expect(log.bytesInMemory > HistoryLog.chunkCapacity)
  }

  @Test("a record longer than a chunk gets a chunk of its own")
  func longRecords() throws {
    let log = HistoryLog()
    let long = String(repeating: "x", count: 3 * HistoryLog.chunkCapacity)
    let first = log.append("a", after: nil)
    let second = log.append(long, after: first)
    let third = log.append("b", after: second)
    let list = try #require(readList(from: third, in: log))
    #expect(list.map(\.0) == ["a", long, "b"])
  }

  @Test("without a spill everything stays in memory")
  func noSpill() {
    let log = HistoryLog(residentLimit: 1_000)
    _ = appendList(10_000, to: log)
    #expect(log.bytesInMemory > 200_000)
  }

  @Test("beyond the limit the oldest chunks go to the spill and read back from it")
  func spilledChunksReadBack() throws {
    let spill = TestSpill()
    let log = HistoryLog(residentLimit: 100_000)
    log.spill = spill
    let newest = appendList(40_000, to: log)
    // Some 1.1 MB written: all but two or three chunks spilled.
    #expect(spill.writes >= 14)
    #expect(log.bytesInMemory <= 100_000 + HistoryLog.chunkCapacity)
    let list = try #require(readList(from: newest, in: log))
    #expect(list.count == 40_000)
    #expect(list[12_345] == ("command 12345", 1))
    #expect(log.readFailure == nil)
  }

  @Test("a spill that refuses a write keeps everything in memory from then on")
  func refusedWriteKeepsTheRecords() throws {
    let spill = TestSpill()
    let log = HistoryLog(residentLimit: 100_000)
    log.spill = spill
    var newest = appendList(10_000, to: log)
    spill.refusesWrites = true
    let writes = spill.writes
    for index in 0..<20_000 { newest = log.append("more \(index)", after: newest) }
    #expect(spill.writes == writes)
    let list = try #require(readList(from: newest, in: log))
    #expect(list.count == 30_000)
    #expect(list.last?.0 == "more 19999")
  }

  @Test("a spill that refuses a read says so, and the record is not made up")
  func refusedReadIsReported() {
    let spill = TestSpill()
    let log = HistoryLog(residentLimit: 100_000)
    log.spill = spill
    let newest = appendList(40_000, to: log)
    spill.refusesReads = true
    #expect(readList(from: newest, in: log) == nil)
    #expect(log.readFailure == FileAccessError(.other("input/output error")))
  }
}

/// A session whose history went to a spill: `save` and `undo` read it back; when the spill can
/// no longer be read they fail with a message and change nothing.
@Suite("A session's spilled history")
struct SpilledHistoryTests {
  private func commands(_ count: Int) -> [String] {
    ["add view root size 320x480", "add view a in root", "a.width == 10 as w"]
      + (0..<count).map { "set constant w \($0 % 97)" }
  }

  private func run(_ commands: [String], spill: TestSpill?, files: InMemoryFiles = InMemoryFiles()) -> Session {
    var session = Session(files: files)
    if let spill {
      session.spillHistory(to: spill, keepingInMemory: 4_096)
    }
    for line in commands {
      guard let statement = Parser.parse(line).statements.first else { continue }
      _ = try? session.execute(statement)
    }
    return session
  }

  private func execute(_ line: String, in session: inout Session) throws(SessionError) -> [String] {
    try session.execute(Parser.parse(line, file: "t.lyt").statements[0]).lines
  }

  @Test("save and undo read the spilled history back, as a session that kept it in memory")
  func spilledHistoryServesSaveAndUndo() throws {
    let spill = TestSpill()
    var spilled = run(commands(2_000), spill: spill)
    var resident = run(commands(2_000), spill: nil)
    #expect(spill.writes >= 2)
    #expect(spilled.undoHistory.log.bytesInMemory < 4_096 + HistoryLog.chunkCapacity)
    #expect(spilled.savedScript == resident.savedScript)
    #expect(spilled.savedScript.hasPrefix("# lyt session: 2003 commands\nadd view root size 320x480\n"))
    for _ in 0..<200 {
      #expect(try execute("undo", in: &spilled) == (try execute("undo", in: &resident)))
    }
    #expect(spilled.hasEqualState(to: resident))
    #expect(spilled.hasEqualState(to: run(commands(1_800), spill: nil)))
  }

  @Test("when the spill cannot be read back, save and undo fail and change nothing")
  func unreadableHistory() throws {
    let spill = TestSpill()
    var session = run(commands(2_000), spill: spill, files: InMemoryFiles())
    spill.refusesReads = true
    let saveError = #expect(throws: SessionError.self) { _ = try execute("save out.lyt", in: &session) }
    #expect(saveError?.message == "cannot read the session's history back: input/output error")
    // Undo all the way back to the first checkpoint: the steps since it are spilled.
    var undoError: SessionError?
    for _ in 0..<2_003 {
      let beforeUndo = session
      do {
        _ = try execute("undo", in: &session)
      } catch {
        undoError = error
        #expect(session.hasEqualState(to: beforeUndo))
        #expect(session.undoHistory.doneCount == beforeUndo.undoHistory.doneCount)
        break
      }
    }
    #expect(undoError?.message == "cannot read the undo history back: input/output error")
    #expect(session.undoHistory.doneCount > 1_000)
  }
}
