import InterfaceBuilder
import Testing

@testable import Script

/// `import storyboard`, written from a typed ``StoryboardImport`` by ``ImportText``.
@Suite("Storyboard import lines")
struct StoryboardImportTextTests {
  @Test("a scene: its counts, the renamed constraints, what was left out and the assumptions")
  func storyboard() {
    let scene = StoryboardImport(
      file: "a.storyboard", sceneName: "Main", sceneID: "s-1", line: 6, views: [], constraintCount: 1,
      renamed: [
        StoryboardImport.Renamed(ib: "c-1", session: "c_1"), StoryboardImport.Renamed(ib: "c-2", session: "c_2"),
      ],
      leftOut: [ReadingProblem(.duplicateID("a-1"), at: SourcePosition(line: 3, column: 7), isWarning: true)],
      assumptions: [.baselinesEstimated])
    #expect(
      ImportText.lines(scene) == [
        "imported scene \"Main\" (s-1) at line 6 of a.storyboard: 0 views, 1 constraint",
        "constraint ids: Interface Builder's, made into names (c-1 is c_1, and 1 more: `constraints` lists them)",
        "left out (3:7): a second object with the id a-1 is left out",
        "assuming baselines estimated from the font sizes (San Francisco's metrics)",
      ])
  }
}
