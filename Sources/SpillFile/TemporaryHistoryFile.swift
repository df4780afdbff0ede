import Script

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``HistorySpill`` in a temporary file that no other process can see: it is removed from
/// its directory as soon as it is made, so it goes when the process does, however it ends.
///
/// The file is made in `$TMPDIR` (or `/tmp`) on the first write: a session that never outgrows
/// memory never makes one.
public final class TemporaryHistoryFile: HistorySpill {
  /// The open file, once made.
  private var descriptor: Int32?
  /// Where the next write goes.
  private var end = 0

  /// A spill that makes its file on the first write.
  public init() {}

  deinit {
    if let descriptor { close(descriptor) }
  }

  /// Appends `bytes` to the file.
  ///
  /// - Throws: ``FileAccessError`` when the file cannot be made or written.
  public func write(_ bytes: [UInt8]) throws(FileAccessError) -> Int {
    let descriptor = try openedFile()
    let offset = end
    guard !bytes.isEmpty else { return offset }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return pwrite(descriptor, base + written, buffer.count - written, off_t(offset + written))
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { throw FileAccessError(.history(.cannotWrite(system: Self.message(errno)))) }
      written += result
    }
    end += bytes.count
    return offset
  }

  /// The `count` bytes written at `offset`.
  ///
  /// - Throws: ``FileAccessError`` when they cannot be read back.
  public func read(count: Int, at offset: Int) throws(FileAccessError) -> [UInt8] {
    guard let descriptor, offset >= 0, count >= 0, offset + count <= end else {
      throw FileAccessError(.history(.notHeld))
    }
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return pread(descriptor, base + done, count - done, off_t(offset + done))
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { throw FileAccessError(.history(.cannotRead(system: Self.message(errno)))) }
      done += result
    }
    return bytes
  }

  private func openedFile() throws(FileAccessError) -> Int32 {
    if let descriptor { return descriptor }
    let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((directory + "/lyt-history-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
    guard made >= 0 else {
      throw FileAccessError(.history(.cannotMake(directory: directory, system: Self.message(errno))))
    }
    template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
    descriptor = made
    return made
  }

  /// The system's words for `code`.
  private static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}
