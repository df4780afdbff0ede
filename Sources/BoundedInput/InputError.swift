/// Why an input could not be read, in words a person can act on.
public enum InputError: Error, Equatable, Sendable {
  /// Nothing at the path.
  case missing
  /// The path is a directory.
  case directory
  /// A socket, a block device or another file that is not read as a stream of text.
  case notReadable(kind: String)
  /// The system refused to open or read it (`permission denied`).
  case system(String)
  /// More than the limit: `size` is the file's size when known (a stream's is not).
  case tooLarge(limit: InputLimit, size: Int?)
  /// Not text: NUL bytes, or mostly bytes that are not UTF-8 text.
  case binary

  /// The reason, after `cannot read 'FILE': `.
  public var reason: String {
    switch self {
    case .missing: "no such file"
    case .directory: "it is a directory"
    case .notReadable(let kind): "it is a \(kind), not a file or a pipe"
    case .system(let message): message
    case .tooLarge(let limit, let size):
      (size.map { "it is \(InputLimit(bytes: $0).roundedDescription)" } ?? "it goes on")
        + ", more than the \(limit.description) lyt reads (LYT_MAX_INPUT sets the limit)"
    case .binary: "it is a binary file, not text"
    }
  }
}

extension InputLimit {
  /// `16 MB` for a size that is not a whole number of units: rounded up, as a person reads it.
  var roundedDescription: String {
    for (unit, shift) in [("GB", 30), ("MB", 20), ("KB", 10)] where bytes >= 1 << shift {
      return "\((bytes + (1 << shift) - 1) >> shift) \(unit)"
    }
    return "\(bytes) bytes"
  }
}
