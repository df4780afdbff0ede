import Foundation
import LytTestSupport
import Testing

/// `lyt run` with code in the script, as a user runs it.
@Suite(.serialized) struct CommandLineTests {
  /// The built `lyt` binary, next to the test bundle (nil when it has not been built).
  static let binary = lytBinary

  func lytRun(_ script: String, files: [String: String] = [:]) throws -> LytRun {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lyt-code-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try script.write(to: directory.appendingPathComponent("card.lyt"), atomically: true, encoding: .utf8)
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return try runLyt(["run", "card.lyt"], in: directory)
  }

  @Test func runImportsCodeAndShowsFrames() throws {
    let code = """
      let badge = UILabel()
      view.addSubview(badge)
      NSLayoutConstraint.activate([
          badge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
          badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
          badge.widthAnchor.constraint(equalToConstant: 24),
          badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
      ])
      """
    let run = try lytRun(
      "add view root size 200x100\nimport code Badge.swift\nexpect badge.frame == 160,16,24,24\n",
      files: ["Badge.swift": code])
    #expect(run.status == 0)
    #expect(
      run.output == """
        > add view root size 200x100
          root: new (0, 0, 200, 100)
        > import code Badge.swift
          `view` is root, the root view
          made view badge in root (line 1)
          added c1: badge.trailing == root.trailing - 16 (line 4)
            <NSLayoutConstraint 'c1' UILabel:badge.trailing == UIView:root.trailing - 16   (active)>
          added c2: badge.top == root.top + 16 (line 5)
            <NSLayoutConstraint 'c2' UILabel:badge.top == UIView:root.top + 16   (active)>
          added c3: badge.width == 24 (line 6)
            <NSLayoutConstraint 'c3' UILabel:badge.width == 24   (active)>
          added c4: badge.height == badge.width (line 7)
            <NSLayoutConstraint 'c4' UILabel:badge.height == UILabel:badge.width   (active)>
          badge: new (160, 16, 24, 24)
        > expect badge.frame == 160,16,24,24
          ok
        expectations: 1 passed, 0 failed

        """)
  }

  @Test func badCodeExitsWithTwoAndACaret() throws {
    let run = try lytRun("add view root size 10x10\na.widthAnchor.constraint(equalToConstant: 1)).isActive = true\n")
    #expect(run.status == 2)
    #expect(
      run.errors == """
        card.lyt:2:45: error: unexpected ')' after a complete statement
        a.widthAnchor.constraint(equalToConstant: 1)).isActive = true
                                                    ^
        hint: one statement per line, or separate them with ';'

        """)
  }
}
