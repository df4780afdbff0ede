/// The names Interface Builder's outline shows for views: the `userLabel` when set; a label's
/// or text field's text, a button's title; the custom class in words (`HogeWrapView` →
/// `Hoge Wrap View`); else the kind of view (`Image View`). Long texts are cut at 40 characters.
enum DisplayNames {
  /// The most characters of a text kept in a name.
  static let maximumLength = 40

  /// The outline name of the view element `node`.
  static func name(of node: XMLNode, viewClass: ViewClass) -> String {
    if let label = node["userLabel"], !label.trimmingSpaces.isEmpty { return shortened(label) }
    if let text = content(of: node), !text.isEmpty { return shortened(text) }
    if let custom = node["customClass"], !custom.isEmpty {
      return ViewNames.words(ofIdentifier: custom).joined(separator: " ")
    }
    return viewClass.displayName
  }

  /// The text a label, text field or button shows, if any.
  static func content(of node: XMLNode) -> String? {
    switch node.name {
    case "label", "textField":
      if let text = node["text"] { return oneLine(text) }
      if let string = node.child("string", key: "text") { return oneLine(string.text) }
      if let attributed = node.child("attributedString", key: "attributedText") {
        return oneLine(
          attributed.children("fragment").compactMap { $0["content"] ?? $0.child("string")?.text }.joined())
      }
      return nil
    case "button":
      if let state = node.children("state").first(where: { $0["key"] == "normal" }), let title = state["title"] {
        return oneLine(title)
      }
      if let configuration = node.child("buttonConfiguration", key: "configuration"), let title = configuration["title"]
      {
        return oneLine(title)
      }
      return node["title"].map(oneLine)
    default:
      return nil
    }
  }

  /// The text on one line, spaces collapsed.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).joined(separator: " ")
  }

  /// At most ``maximumLength`` characters, with `…` when cut.
  static func shortened(_ text: String) -> String {
    let line = oneLine(text)
    return line.count > maximumLength ? String(line.prefix(maximumLength - 1)) + "…" : line
  }
}
