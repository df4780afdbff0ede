/// Where a session's history goes once it outgrows memory: the `lyt` executable passes a
/// temporary file (``Session/spillHistory(to:)``). Without one, the history stays in memory.
///
/// What is written is never rewritten: ``write(_:)`` appends and returns where the bytes went.
public protocol HistorySpill: AnyObject {
  /// Appends `bytes` and returns the offset they start at.
  ///
  /// - Throws: ``FileAccessError`` when they could not be written (the log then keeps its
  ///   history in memory).
  func write(_ bytes: [UInt8]) throws(FileAccessError) -> Int
  /// The `count` bytes written at `offset`.
  ///
  /// - Throws: ``FileAccessError`` when they could not be read back.
  func read(count: Int, at offset: Int) throws(FileAccessError) -> [UInt8]
}

/// An append-only log of the texts of a session's commands and the links between them: the
/// undo history's steps and the history `save` writes are lists kept in it
/// (``UndoHistory``, ``CommandHistory``), so that a step costs a few dozen bytes of the log and
/// nothing else. The log lives in chunks; beyond ``residentLimit`` bytes the oldest go to a
/// ``HistorySpill`` when the session has one, so that a session of a million commands holds
/// its layout, not its past (`lyt-bench --soak`).
///
/// Records are never changed once written, so copies of a session share one log: a position
/// one of them holds stays valid whatever the others append.
final class HistoryLog {
  /// Where a record starts: its chunk and its offset in the chunk.
  struct Position: Equatable, Hashable {
    fileprivate let chunk: Int32
    fileprivate let offset: Int32
  }

  /// A record read back.
  struct Record {
    /// The record written before it in the same list.
    var previous: Position?
    /// What the list keeps beside the text (``UndoHistory`` keeps whether the step can run
    /// again).
    var flags: UInt8
    /// The text.
    var text: String
  }

  /// A chunk's bytes: in memory, or where the spill put them.
  private enum Chunk {
    case resident([UInt8])
    case spilled(offset: Int, count: Int)
  }

  /// The bytes of a chunk that records start a new chunk beyond (a longer record gets a chunk
  /// of its own length).
  static let chunkCapacity = 1 << 16
  /// The bytes of chunks kept in memory before the oldest go to the spill.
  var residentLimit: Int
  /// Where chunks go beyond ``residentLimit``; nil keeps everything in memory.
  var spill: (any HistorySpill)? {
    didSet { spillRefused = false }
  }
  /// Whether a write to the spill failed: what is in memory then stays there.
  private var spillRefused = false

  private var chunks: [Chunk] = []
  /// The first chunk still in memory (every chunk before it is spilled).
  private var firstResident = 0
  /// The bytes of the chunks in memory.
  private var residentBytes = 0
  /// The spilled chunk read last, so that a walk along a list reads each chunk once.
  private var lastRead: (chunk: Int, bytes: [UInt8])?
  /// Why a spilled chunk could not be read back, once that happened.
  private(set) var readFailure: FileAccessError?

  /// An empty log that keeps up to `residentLimit` bytes in memory once it has a spill.
  init(residentLimit: Int = 1 << 20) {
    self.residentLimit = residentLimit
  }

  /// The bytes of the log held in memory.
  var bytesInMemory: Int { residentBytes }

  /// Appends a record after `previous` and returns where it starts.
  func append(_ text: String, flags: UInt8 = 0, after previous: Position?) -> Position {
    let utf8 = text.utf8
    let size = Self.headerSize + utf8.count
    if chunks.isEmpty || !hasRoom(for: size) { startChunk(capacity: max(Self.chunkCapacity, size)) }
    let index = chunks.count - 1
    guard case .resident(var bytes) = chunks[index] else { return Position(chunk: 0, offset: 0) }
    chunks[index] = .resident([])
    let position = Position(chunk: Int32(index), offset: Int32(bytes.count))
    bytes.append(flags)
    Self.appendInteger(previous.map { UInt64($0.chunk) << 32 | UInt64($0.offset) + 1 } ?? 0, to: &bytes)
    Self.appendInteger(UInt64(utf8.count), to: &bytes)
    bytes.append(contentsOf: utf8)
    chunks[index] = .resident(bytes)
    residentBytes += size
    return position
  }

  /// The record at `position`; nil when it was spilled and could not be read back
  /// (``readFailure`` says why).
  func record(at position: Position) -> Record? {
    let index = Int(position.chunk)
    guard index < chunks.count, let bytes = bytes(ofChunk: index) else { return nil }
    var offset = Int(position.offset)
    guard offset + Self.headerSize <= bytes.count else { return nil }
    let flags = bytes[offset]
    let link = Self.integer(in: bytes, at: offset + 1)
    let count = Int(Self.integer(in: bytes, at: offset + 9))
    offset += Self.headerSize
    guard offset + count <= bytes.count else { return nil }
    let previous =
      link == 0
      ? nil
      : Position(
        chunk: Int32(truncatingIfNeeded: (link - 1) >> 32), offset: Int32(truncatingIfNeeded: (link - 1) & 0xFFFF_FFFF))
    return Record(
      previous: previous, flags: flags, text: String(decoding: bytes[offset..<offset + count], as: UTF8.self))
  }

  /// A record's flags, its link and its text's length: 1 + 8 + 8 bytes.
  private static let headerSize = 17

  private func hasRoom(for size: Int) -> Bool {
    guard case .resident(let bytes) = chunks[chunks.count - 1] else { return false }
    return bytes.count + size <= bytes.capacity
  }

  private func startChunk(capacity: Int) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(capacity)
    chunks.append(.resident(bytes))
    spillOldChunks()
  }

  /// Moves the oldest chunks in memory, but never the one being written, to the spill while
  /// more than ``residentLimit`` bytes are in memory. A failed write keeps everything in
  /// memory from then on.
  private func spillOldChunks() {
    guard let spill, !spillRefused else { return }
    while residentBytes > residentLimit && firstResident < chunks.count - 1 {
      guard case .resident(let bytes) = chunks[firstResident] else { break }
      do {
        let offset = try spill.write(bytes)
        chunks[firstResident] = .spilled(offset: offset, count: bytes.count)
        residentBytes -= bytes.count
        firstResident += 1
      } catch {
        spillRefused = true
        return
      }
    }
  }

  private func bytes(ofChunk index: Int) -> [UInt8]? {
    switch chunks[index] {
    case .resident(let bytes):
      return bytes
    case .spilled(let offset, let count):
      if let lastRead, lastRead.chunk == index { return lastRead.bytes }
      guard let spill else {
        readFailure = FileAccessError(.history(.gone))
        return nil
      }
      do throws(FileAccessError) {
        let bytes = try spill.read(count: count, at: offset)
        guard bytes.count == count else { throw FileAccessError(.history(.shorterThanWritten)) }
        lastRead = (index, bytes)
        return bytes
      } catch {
        readFailure = error
        return nil
      }
    }
  }

  private static func appendInteger(_ value: UInt64, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
  }

  private static func integer(in bytes: [UInt8], at offset: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
    return value
  }
}
