import Cassowary

/// What `animate TARGET FROM -> TO` sweeps: a view attribute or a constraint's constant.
public enum AnimationTarget: Hashable, Sendable, CustomStringConvertible {
  /// An attribute, e.g. `root.width`.
  case attribute(AttributeReference)
  /// The constant of a constraint, e.g. `c3`.
  case constant(Name)

  /// The spelling.
  public var description: String {
    switch self {
    case .attribute(let reference): reference.description
    case .constant(let id): id.value
    }
  }
}

/// `animate TARGET FROM -> TO [duration S] [fps N]`.
public struct ValueAnimation: Hashable, Sendable, CustomStringConvertible {
  /// What is swept.
  public var target: AnimationTarget
  /// The first value.
  public var from: Double
  /// The last value.
  public var to: Double
  /// The duration in seconds, if given.
  public var duration: Double?
  /// Frames per second, if given.
  public var framesPerSecond: Double?

  /// An animation from its parts.
  public init(
    target: AnimationTarget, from: Double, to: Double, duration: Double? = nil, framesPerSecond: Double? = nil
  ) {
    self.target = target
    self.from = from
    self.to = to
    self.duration = duration
    self.framesPerSecond = framesPerSecond
  }

  /// The canonical spelling.
  public var description: String {
    var text = "animate \(target) \(NumberText.format(from)) -> \(NumberText.format(to))"
    if let duration { text += " duration \(NumberText.format(duration))" }
    if let framesPerSecond { text += " fps \(NumberText.format(framesPerSecond))" }
    return text
  }
}

/// `animate [duration S] { COMMANDS }`; blocks do not nest.
public struct BlockAnimation: Hashable, Sendable, CustomStringConvertible {
  /// The duration in seconds, if given.
  public var duration: Double?
  /// The commands, in order.
  public var body: [Statement]

  /// An animation from its parts.
  public init(duration: Double? = nil, body: [Statement]) {
    self.duration = duration
    self.body = body
  }

  /// The canonical spelling, one command per line.
  public var description: String {
    var text = "animate"
    if let duration { text += " duration \(NumberText.format(duration))" }
    text += " {\n"
    for statement in body { text += "  \(statement.command)\n" }
    return text + "}"
  }
}

/// `draw [--width N] [--svg FILE]`.
public struct DrawOptions: Hashable, Sendable, CustomStringConvertible {
  /// `--width N`: the picture's width in terminal columns.
  public var width: Located<Double>?
  /// `--svg FILE`: write an SVG file instead.
  public var svgFile: Name?

  /// Options from their parts.
  public init(width: Located<Double>? = nil, svgFile: Name? = nil) {
    self.width = width
    self.svgFile = svgFile
  }

  /// The canonical spelling.
  public var description: String {
    var text = "draw"
    if let width { text += " --width \(NumberText.format(width.value))" }
    if let svgFile { text += " --svg \(quoteFileName(svgFile.value))" }
    return text
  }
}

/// A file name as lyt writes it: bare when it is one word, quoted otherwise.
func quoteFileName(_ name: String) -> String {
  let plain = !name.isEmpty && name.allSatisfy { $0.isASCII && !$0.isWhitespace && !"\"#\\;{}".contains($0) }
  if plain { return name }
  var quoted = "\""
  for character in name {
    if character == "\"" || character == "\\" { quoted.append("\\") }
    quoted.append(character)
  }
  return quoted + "\""
}
