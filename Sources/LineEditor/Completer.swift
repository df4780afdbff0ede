/// The words Tab can complete, supplied by the REPL each time Tab is pressed.
public struct CompletionVocabulary: Sendable {
  /// The first words of commands (`add`, `show`, `undo`, …).
  public var commands: [String]
  /// The second words of commands, by first word (`add` → `view`, `guide`, …).
  public var secondWords: [String: [String]]
  /// The names of views and layout guides.
  public var items: [String]
  /// The attribute names that may follow `ITEM.`.
  public var attributes: [String]
  /// The constraint ids.
  public var constraintIDs: [String]
  /// The metric names (`metric NAME = VALUE`).
  public var metrics: [String]
  /// Keywords inside commands (`in`, `size`, `axis`, `distribution`, …).
  public var keywords: [String]
  /// Priority names (`required`, `defaultHigh`, …), offered after `@` and `set priority ID`.
  public var priorities: [String]
  /// The words `help` takes on its own (groups, concepts, command words).
  public var helpTopics: [String]
  /// The entries of a directory (`"."` for the current one), directories with a trailing `/`;
  /// used after `load`, `save` and `import log`.
  public var listDirectory: @Sendable (String) -> [String]

  /// A vocabulary from its parts.
  public init(
    commands: [String] = [], secondWords: [String: [String]] = [:], items: [String] = [],
    attributes: [String] = [], constraintIDs: [String] = [], metrics: [String] = [], keywords: [String] = [],
    priorities: [String] = [], helpTopics: [String] = [],
    listDirectory: @escaping @Sendable (String) -> [String] = { _ in [] }
  ) {
    self.keywords = keywords
    self.priorities = priorities
    self.helpTopics = helpTopics
    self.commands = commands
    self.secondWords = secondWords
    self.items = items
    self.attributes = attributes
    self.constraintIDs = constraintIDs
    self.metrics = metrics
    self.listDirectory = listDirectory
  }
}

/// What Tab does with the text left of the cursor.
public enum CompletionAction: Equatable, Sendable {
  /// Insert this text at the cursor (the rest of a unique match plus a space, or the longer
  /// common prefix of several matches).
  case insert(String)
  /// Show these candidates; nothing to insert.
  case list([String])
  /// Nothing matches.
  case none
}

/// Tab completion for lyt commands: a pure function of the text before the cursor.
public struct Completer: Sendable {
  /// The words to complete from.
  public var vocabulary: CompletionVocabulary

  /// A completer over `vocabulary`.
  public init(vocabulary: CompletionVocabulary) {
    self.vocabulary = vocabulary
  }

  /// The word being completed (the text after the last space before the cursor) and the full
  /// words that could replace it, in vocabulary order without duplicates.
  ///
  /// - The first word of a line: command words, then item names.
  /// - The second word after a command with sub-commands (`add v` → `view`).
  /// - After `load`, `save`, `import log`, `import code` and `export LANGUAGE`: file paths (hidden files only when the word starts
  ///   with a dot).
  /// - `ITEM.PARTIAL` where ITEM is a known item: `ITEM.ATTRIBUTE`.
  /// - Where the command says what comes next (``expected(after:word:)``): only that.
  /// - Any other word: item names, then constraint ids, metric names and keywords.
  public func candidates(beforeCursor text: String) -> (word: String, candidates: [String]) {
    let word = String(text.reversed().prefix { !$0.isWhitespace && $0 != "{" }.reversed())
    let previous = text.dropLast(word.count).split(whereSeparator: { $0.isWhitespace || $0 == "{" }).map(String.init)
    let pool: [String]
    let exportFile = previous.count == 2 && previous[0] == "export"
    if previous == ["load"] || previous == ["save"] || previous == ["import", "log"] || previous == ["import", "code"]
      || exportFile
    {
      let slash = word.lastIndex(of: "/")
      let directory = slash.map { String(word[...$0]) } ?? ""
      let name = slash.map { String(word[word.index(after: $0)...]) } ?? word
      pool = vocabulary.listDirectory(directory.isEmpty ? "." : directory)
        .filter { !$0.hasPrefix(".") || name.hasPrefix(".") }
        .map { directory + $0 }
    } else if let dot = word.lastIndex(of: ".") {
      let item = String(word[..<dot])
      guard vocabulary.items.contains(item) else { return (word, []) }
      pool = vocabulary.attributes.map { item + "." + $0 }
    } else if previous.isEmpty {
      pool = vocabulary.commands + vocabulary.items
    } else if let expected = expected(after: previous, word: word) {
      pool = expected
    } else if previous.count == 1, let second = vocabulary.secondWords[previous[0]] {
      pool = second + vocabulary.items
    } else {
      pool = vocabulary.items + vocabulary.constraintIDs + vocabulary.metrics + vocabulary.keywords
    }
    var seen: Set<String> = []
    let matches = pool.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    return (word, matches)
  }

  /// The words that can follow `previous` when the command decides it (ids after `remove`,
  /// `h`/`v` after `set hug VIEW`, a relation after an attribute, a priority after `@`, …); nil
  /// when it does not.
  func expected(after previous: [String], word: String) -> [String]? {
    if word.hasPrefix("@") { return vocabulary.priorities.map { "@" + $0 } }
    let first = previous[0]
    let second = previous.count > 1 ? previous[1] : nil
    switch (first, previous.count) {
    case ("activate", _), ("deactivate", _), ("remove", _): return vocabulary.constraintIDs
    case ("show", _), ("why", _), ("exercise", _), ("constraints", _): return vocabulary.items
    case ("help", 1): return vocabulary.helpTopics
    case ("help", 2): return vocabulary.secondWords[second ?? ""] ?? []
    case ("expect", 2) where ["satisfied", "violated", "broken"].contains(second): return vocabulary.constraintIDs
    case ("set", 2):
      switch second {
      case "constant", "priority": return vocabulary.constraintIDs
      case "hug", "resist", "intrinsic", "size", "margins", "safeArea", "hidden", "translates", "autoresizing":
        return vocabulary.items
      case "direction": return ["ltr", "rtl"]
      case "vflEdgeSpacing": return ["margin"]
      default: return nil
      }
    case ("set", 3):
      switch second {
      case "priority": return vocabulary.priorities
      case "hug", "resist": return ["h", "v"]
      case "hidden", "translates": return ["true", "false"]
      case "intrinsic": return ["none"]
      case "autoresizing": return ["none"] + vocabulary.keywords.filter { $0.hasPrefix("flexible") }
      default: return []
      }
    default:
      if let last = previous.last, ["==", "<=", ">="].contains(last) { return vocabulary.items }
      // `ITEM.ATTR ` at the start of a constraint (possibly after `NAME:`): a relation.
      let start = first.hasSuffix(":") ? 1 : 0
      if previous.count == start + 1, previous[start].contains(".") { return ["==", "<=", ">="] }
      return nil
    }
  }

  /// What Tab does with `text` left of the cursor.
  public func action(beforeCursor text: String) -> CompletionAction {
    let (word, matches) = candidates(beforeCursor: text)
    guard let first = matches.first else { return .none }
    if matches.count == 1 {
      // A directory stays open for the next part of the path.
      return .insert(String(first.dropFirst(word.count)) + (first.hasSuffix("/") ? "" : " "))
    }
    let common = matches.dropFirst().reduce(first) { Self.commonPrefix($0, $1) }
    if common.count > word.count { return .insert(String(common.dropFirst(word.count))) }
    return .list(matches)
  }

  /// The longest common prefix of two strings, by characters.
  static func commonPrefix(_ a: String, _ b: String) -> String {
    String(zip(a, b).prefix { $0 == $1 }.map(\.0))
  }
}

/// Completion candidates laid out in columns, down then across, as shells list them.
public enum CompletionColumns {
  /// The lines that show `candidates` in at most `width` columns (one per line when even two
  /// do not fit side by side).
  public static func lines(_ candidates: [String], width: Int) -> [String] {
    guard !candidates.isEmpty else { return [] }
    let cell = (candidates.map(\.count).max() ?? 0) + 2
    let columns = max(1, min(candidates.count, (width + 2) / cell))
    let rows = (candidates.count + columns - 1) / columns
    return (0..<rows).map { row in
      var line = ""
      for column in 0..<columns {
        let index = row + column * rows
        guard index < candidates.count else { break }
        let candidate = candidates[index]
        let isLast = column == columns - 1 || index + rows >= candidates.count
        line += isLast ? candidate : candidate + String(repeating: " ", count: cell - candidate.count)
      }
      return line
    }
  }
}
