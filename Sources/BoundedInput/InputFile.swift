#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads every input lyt takes (scripts, `load`, console logs, standard input) with one set of
/// rules: regular files, and pipes, FIFOs and character devices read as streams (`/dev/stdin`,
/// `/dev/null`, `<(…)`); never more than an ``InputLimit``; binary data refused after its first
/// block, before any of it is parsed.
public enum InputFile {
  /// The bytes read at a time; the first block decides whether the input is text.
  static let blockSize = 1 << 16

  /// The text at `path` (invalid UTF-8 replaced).
  ///
  /// - Throws: ``InputError``: missing, a directory, a socket or block device, unreadable, over
  ///   `limit`, or binary.
  public static func read(_ path: String, limit: InputLimit = .standard) throws(InputError) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw openError(errno) }
    defer { close(descriptor) }
    return try read(descriptor: descriptor, limit: limit)
  }

  /// Everything on standard input, by the same rules as a file.
  ///
  /// - Throws: ``InputError``.
  public static func readStandardInput(limit: InputLimit = .standard) throws(InputError) -> String {
    try read(descriptor: STDIN_FILENO, limit: limit)
  }

  /// What `descriptor` is, refused unless it reads as a stream of text.
  static func read(descriptor: Int32, limit: InputLimit) throws(InputError) -> String {
    guard let facts = FileFacts.of(descriptor: descriptor) else { throw InputError.system(message(errno)) }
    switch facts.kind {
    case .regular:
      if facts.size > limit.bytes { throw InputError.tooLarge(limit: limit, size: facts.size) }
    case .fifo, .characterDevice: break
    case .directory: throw InputError.directory
    case let kind: throw InputError.notReadable(kind: kind.rawValue)
    }
    let bytes = try readBytes(descriptor, limit: limit)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// At most `limit` bytes until the end of `descriptor`; the first block is checked for text.
  private static func readBytes(_ descriptor: Int32, limit: InputLimit) throws(InputError) -> [UInt8] {
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: blockSize)
    var checked = false
    while true {
      let count = block.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK {
          var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&request, 1, -1)
          continue
        }
        throw InputError.system(message(errno))
      }
      if count == 0 { break }
      if bytes.count + count > limit.bytes { throw InputError.tooLarge(limit: limit, size: nil) }
      bytes.append(contentsOf: block[0..<count])
      if !checked && (bytes.count >= blockSize || bytes.count >= limit.bytes) {
        guard TextSniffer.looksLikeText(bytes) else { throw InputError.binary }
        checked = true
      }
    }
    if !checked && !TextSniffer.looksLikeText(bytes) { throw InputError.binary }
    return bytes
  }

  /// `read(2)`.
  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  /// The error for an `open` that failed with `code`.
  private static func openError(_ code: Int32) -> InputError {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EISDIR: .directory
    case ENXIO: .notReadable(kind: "socket")
    case EACCES: .permissionDenied
    default: .system(message(code))
    }
  }

  /// The system's words for `code`, lowercased as lyt's messages are: `permission denied`.
  private static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    let words = String(cString: text)
    return words.prefix(1).lowercased() + words.dropFirst()
  }
}
