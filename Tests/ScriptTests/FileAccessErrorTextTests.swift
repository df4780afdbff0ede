import BoundedInput
import Testing

@testable import Script

/// The words ``FileAccessErrorText`` gives every ``FileAccessError/Reason``, exactly.
@Suite struct FileAccessErrorTextTests {
  private func words(_ reason: FileAccessError.Reason) -> String {
    FileAccessErrorText.reason(FileAccessError(reason))
  }

  @Test func whatTheInputRulesRefused() {
    #expect(words(.input(.missing)) == "no such file")
    #expect(words(.input(.directory)) == "it is a directory")
    #expect(words(.input(.permissionDenied)) == "permission denied")
    #expect(words(.input(.binary)) == "it is a binary file, not text")
    #expect(
      words(.input(.tooLarge(limit: InputLimit(bytes: 1 << 10), size: nil)))
        == "it goes on, more than the 1 KB lyt reads (LYT_MAX_INPUT sets the limit)")
  }

  @Test func noFilesAndTheSystemsOwnWords() {
    #expect(words(.unavailable) == "files are not available here")
    #expect(words(.other("The file doesn’t exist.")) == "The file doesn’t exist.")
  }

  @Test func theHistorysFile() {
    #expect(
      words(.history(.cannotMake(directory: "/tmp", system: "No space left on device")))
        == "cannot make a file in /tmp for the session's history: No space left on device")
    #expect(
      words(.history(.cannotWrite(system: "No space left on device")))
        == "cannot write the session's history: No space left on device")
    #expect(
      words(.history(.cannotRead(system: "Input/output error")))
        == "cannot read the session's history: Input/output error")
    #expect(words(.history(.notHeld)) == "the history's file does not hold those bytes")
    #expect(words(.history(.gone)) == "the history's file is gone")
    #expect(words(.history(.shorterThanWritten)) == "the history's file is shorter than written")
    #expect(words(.history(.savedHistoryUnreadable)) == "the history could not be read back")
    #expect(words(.history(.undoHistoryUnreadable)) == "the undo history could not be read back")
    #expect(words(.history(.noStep)) == "no step")
  }

  @Test func aMissingFileInMemoryIsTheInputRulesMissingFile() {
    #expect(throws: FileAccessError(.input(.missing))) { try InMemoryFiles().read("a.lyt") }
    #expect(throws: FileAccessError(.unavailable)) { try NoFileAccess().read("a.lyt") }
  }
}
