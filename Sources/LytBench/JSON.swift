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
      return quoted(value)
    case .object(let members):
      return "{" + members.map { "\(quoted($0.0)): \($0.1.rendered)" }.joined(separator: ", ") + "}"
    }
  }
}

private func quoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}
