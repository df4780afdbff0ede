/// Why an input could not be read. ``InputErrorText`` words it.
public enum InputError: Error, Equatable, Sendable {
  /// Nothing at the path.
  case missing
  /// The path is a directory.
  case directory
  /// A socket, a block device or another file that is not read as a stream of text.
  case notReadable(kind: String)
  /// The system refused to open it: the user may not read it.
  case permissionDenied
  /// The system refused to open or read it for another reason, in the system's words
  /// (lowercased first letter, as lyt's messages are).
  case system(String)
  /// More than the limit: `size` is the file's size when known (a stream's is not).
  case tooLarge(limit: InputLimit, size: Int?)
  /// Not text: NUL bytes, or mostly bytes that are not UTF-8 text.
  case binary
}
