import Script

/// The REPL's files: the file system, plus the logs pasted at the prompt under names such as
/// `<paste 1>`, so that a pasted log is imported by the same `import log` as a saved one.
struct PastedFiles: FileAccess {
  /// Where every other path is read and written.
  var base: any FileAccess
  /// The pasted texts by name.
  private(set) var pasted: [String: String] = [:]

  /// Keeps `text` and returns the name it is read by.
  mutating func keep(_ text: String) -> String {
    let name = "<paste \(pasted.count + 1)>"
    pasted[name] = text
    return name
  }

  func read(_ path: String) throws(FileAccessError) -> String {
    if let text = pasted[path] { return text }
    return try base.read(path)
  }

  mutating func write(_ text: String, to path: String) throws(FileAccessError) {
    try base.write(text, to: path)
  }
}
