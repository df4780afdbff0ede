import Testing

@testable import BoundedInput

/// The words ``InputErrorText`` gives every ``InputError``, exactly.
@Suite struct InputErrorTextTests {
  @Test func everyReasonInWords() {
    #expect(InputErrorText.reason(.missing) == "no such file")
    #expect(InputErrorText.reason(.directory) == "it is a directory")
    #expect(InputErrorText.reason(.notReadable(kind: "socket")) == "it is a socket, not a file or a pipe")
    #expect(InputErrorText.reason(.permissionDenied) == "permission denied")
    #expect(InputErrorText.reason(.system("input/output error")) == "input/output error")
    #expect(
      InputErrorText.reason(.tooLarge(limit: InputLimit(bytes: 10 << 10), size: 38_000))
        == "it is 38 KB, more than the 10 KB lyt reads (LYT_MAX_INPUT sets the limit)")
    #expect(InputErrorText.reason(.binary) == "it is a binary file, not text")
  }
}
