import Layout

/// The little JSON lyt-bench prints: numbers, strings and objects with ordered keys.
indirect enum JSONValue {
  case int(Int)
  case number(Double)
  case string(String)
  case object([(String, JSONValue)])

  var rendered: String {
    switch self {
    case .int(let value):
      return String(value)
    case .number(let value):
      // Swift prints the shortest round-tripping form ("5258.0", "1e-06"), as Python's json does.
      return value.isFinite ? "\(value)" : "null"
    case .string(let value):
      return JSONText.string(value)
    case .object(let members):
      return "{" + members.map { "\(JSONText.string($0.0)): \($0.1.rendered)" }.joined(separator: ", ") + "}"
    }
  }
}
