import CodeImport
import Layout
import Testing

@Suite struct ReaderTests {
  @Test func placeholder() throws {
    let statements = try CodeReader.read("label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true")
    #expect(statements.count == 1)
  }
}
