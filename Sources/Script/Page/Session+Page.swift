import CommandLanguage
import Layout

extension Session {
  /// `save --html FILE`: replays the commands that built the current state (what `save` writes)
  /// in a fresh session, one snapshot after each, and writes them as one page (docs/PAGES.md).
  mutating func savePage(to file: Name) throws(SessionError) -> Confirmation {
    let recording = Self.record(savedScript, file: file.value, files: files)
    do {
      try files.write(HTMLPage.render(recording, title: file.value), to: file.value)
    } catch {
      throw SessionError(.file(.cannotWrite(file: file.value, error)), at: file.range)
    }
    let items = recording.states.last?.views ?? []
    let guides = items.filter { !$0.kind.isView }.count
    return .savedPage(file: file.value, steps: recording.steps.count, views: items.count - guides, guides: guides)
  }
}
