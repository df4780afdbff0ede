import Testing

@testable import CommandLanguage
@testable import Script

private func violations(_ text: String) -> [String] {
  Array(text.utf8).withUnsafeBytes { FuzzCheck.violations(in: $0) }
}

@Test func fuzzCheckPassesOnExamplesAndGarbage() {
  let script = CommandReference.entries.map(\.example).joined(separator: "\n")
  #expect(violations(script) == [])
  var state: UInt64 = 7
  for _ in 0..<100 {
    var bytes: [UInt8] = []
    for _ in 0..<128 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes.append(UInt8(truncatingIfNeeded: state >> 57) | 0x20)
    }
    #expect(bytes.withUnsafeBytes { FuzzCheck.violations(in: $0) } == [])
  }
}

@Test func numbersFuzzCheckedWithExponentsPass() {
  #expect(violations("a.width == 0.0000001 @0.00001") == [])
  #expect(violations("a.width == 1e307 @1e-300") == [])
}

@Test func manyContinuedVisualFormatLinesStayLinear() {
  let text = "H:|" + String(repeating: "-[a]\\\n", count: 50_000) + "-|"
  let result = Parser.parse(text, file: "v")
  #expect(result.errors.isEmpty)
  if case .visualFormat(let line) = result.statements.first?.command {
    #expect(line.pieces.count == 50_001)
    #expect(line.location(ofCharacterAt: 8).line == 2)
  } else {
    Issue.record("not a VFL line")
  }
}
