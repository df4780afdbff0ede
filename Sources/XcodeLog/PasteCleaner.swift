/// Undoes what pasting a console log into an issue, a web page or an e-mail does to a line:
/// quote markers (`> `), markdown escapes (`\<`, `\_`), HTML entities (`&lt;`) and a leading
/// os_log or NSLog prefix are removed; tabs become spaces.
enum PasteCleaner {
  /// The cleaned line and how many characters were dropped before its first kept character.
  static func clean(_ line: Substring) -> (text: String, droppedPrefix: Int) {
    var characters = Array(line)
    var dropped = 0
    while let first = characters.first, first == " " || first == "\t" || first == ">" {
      if first == ">", characters.count > 1, characters[1] == "=" { break }
      characters.removeFirst()
      dropped += 1
    }
    var text = unescapeMarkdown(characters)
    text = decodeEntities(text)
    text = String(text.map { $0 == "\t" ? " " : $0 })
    return (text, dropped)
  }

  /// `\<` → `<`, `\_` → `_`: a backslash before ASCII punctuation is a markdown escape.
  private static func unescapeMarkdown(_ characters: [Character]) -> String {
    var result = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
        characters[index + 1].isPunctuation || characters[index + 1].isSymbol
      {
        result.append(characters[index + 1])
        index += 2
        continue
      }
      result.append(character)
      index += 1
    }
    return result
  }

  /// The few HTML entities that web pages put into logs.
  private static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = text
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&apos;", "'"),
      ("&nbsp;", " "), ("&amp;", "&"),
    ] {
      result = result.replacing(entity, with: character)
    }
    return result
  }
}
