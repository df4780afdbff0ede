import Foundation

/// The `lyt` executable built beside the test bundle (in the products directory the tests run
/// from, or up to three directories above it), or nil when it has not been built: the tests
/// that run lyt as a user does are enabled only when it is there.
public let lytBinary: String? = {
  let candidates =
    [Bundle.main.bundlePath, Bundle.main.bundleURL.deletingLastPathComponent().path]
    + [URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().path]
  for directory in candidates {
    var path = URL(fileURLWithPath: directory)
    for _ in 0..<4 {
      let binary = path.appendingPathComponent("lyt").path
      if FileManager.default.isExecutableFile(atPath: binary) { return binary }
      path.deleteLastPathComponent()
    }
  }
  return nil
}()
