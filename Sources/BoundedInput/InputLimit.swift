/// The most bytes lyt reads from one input (a script, a log, standard input): 64 MB unless
/// `LYT_MAX_INPUT` says otherwise (`500K`, `64M`, `1G`, or a number of bytes).
public struct InputLimit: Equatable, Sendable {
  /// The limit in bytes.
  public var bytes: Int

  /// The default: far above any real script or console log, far below what exhausts memory.
  public static let standard = InputLimit(bytes: 64 << 20)

  /// A limit of `bytes` bytes.
  public init(bytes: Int) {
    self.bytes = bytes
  }

  /// The limit `LYT_MAX_INPUT` sets in `environment`, else ``standard``; `invalid` is the value
  /// when it is set but is not a size (the caller warns and uses the standard limit).
  public static func from(environment: [String: String]) -> (limit: InputLimit, invalid: String?) {
    guard let text = environment["LYT_MAX_INPUT"], !text.isEmpty else { return (.standard, nil) }
    guard let bytes = parse(text) else { return (.standard, text) }
    return (InputLimit(bytes: bytes), nil)
  }

  /// `64M` → 67,108,864; nil when the text is not a positive size.
  static func parse(_ text: String) -> Int? {
    let units: [Character: Int] = ["K": 10, "M": 20, "G": 30]
    var digits = Substring(text)
    var shift = 0
    if let last = digits.last?.uppercased().first, let unit = units[last] {
      shift = unit
      digits = digits.dropLast()
    }
    guard let count = Int(digits), count > 0, count <= Int.max >> shift else { return nil }
    return count << shift
  }

  /// `64 MB`, `500 KB`, `100 bytes`: the limit as a person reads it.
  public var description: String {
    for (unit, shift) in [("GB", 30), ("MB", 20), ("KB", 10)] where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
      return "\(bytes >> shift) \(unit)"
    }
    return "\(bytes) bytes"
  }
}
