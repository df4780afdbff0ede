/// The words of an ``InputError``, here and nowhere else: what follows `cannot read 'FILE': `
/// in every message about an input lyt could not read (the executable's, `lyt check`'s and a
/// session's).
public enum InputErrorText {
  /// The reason, after `cannot read 'FILE': `.
  public static func reason(_ error: InputError) -> String {
    switch error {
    case .missing: "no such file"
    case .directory: "it is a directory"
    case .notReadable(let kind): "it is a \(kind), not a file or a pipe"
    case .permissionDenied: "permission denied"
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
