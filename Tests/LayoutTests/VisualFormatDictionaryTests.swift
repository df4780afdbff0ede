import Layout
import Testing

/// A views dictionary (the one pasted code passes) and the alignment options Apple checks only
/// between two views.
@Suite struct VisualFormatDictionaryTests {
  func made(_ format: String, options: [FormatOption] = [], views: [String: String]? = nil) throws -> [String] {
    let engine = try fixtureEngine()
    return try engine.visualFormatConstraints(format, options: options, views: views).map {
      "\($0.label): \($0.constraint)"
    }
  }

  @Test func keysStandForTheirViews() throws {
    #expect(
      try made("H:|-[name]-[go(==name)]|", views: ["name": "label", "go": "button"]) == [
        "H.root-label: label.leading == root.leadingMargin", "H.label-button: button.leading == label.trailing + 8",
        "H.button.width: button.width == label.width", "H.button-root: root.trailing == button.trailing",
      ])
  }

  @Test func onlyTheDictionarysKeysAreViews() throws {
    #expect(throws: VisualFormatError(.unknownView("label"), at: 3, format: "H:[label]")) {
      try made("H:[label]", views: ["name": "label"])
    }
    #expect(throws: VisualFormatError(.unknownView("ghost"), at: 3, format: "H:[ghost]")) {
      try made("H:[ghost]", views: ["ghost": "nobody"])
    }
  }

  @Test func aSingleViewTakesAnyAlignment() throws {
    #expect(
      try made("H:|-[textField]-|", options: [.alignAll(.left)]) == [
        "H.root-textField: textField.leading == root.leadingMargin",
        "H.textField-root: root.trailingMargin == textField.trailing",
      ])
    #expect(
      throws: VisualFormatError(.alignmentAlongVertical, at: 0, optionIndex: 1, format: "V:[a]-[b]")
    ) { try made("V:[a]-[b]", options: [.alignAll(.left), .alignAll(.top)]) }
  }

  @Test func optionsByApplesNames() {
    #expect(FormatOption(name: "alignAllBaseline") == .alignAll(.lastBaseline))
    #expect(FormatOption(name: "directionRightToLeft") == .direction(.rightToLeft))
    #expect(FormatOption(name: "alignAllMiddle") == nil)
  }
}
