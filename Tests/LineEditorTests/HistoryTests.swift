import Foundation
import Testing

@testable import LineEditor

@Suite struct HistoryTests {
  @Test func pathPrefersExplicitThenXDGThenHome() {
    #expect(HistoryFile.path(environment: ["LYT_HISTORY": "/tmp/h", "HOME": "/home/u"]) == "/tmp/h")
    #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/home/u"]) == "/s/lyt/history")
    #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/home/u"]) == "/s/lyt/history")
    #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.lyt_history")
    #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "", "HOME": "/home/u"]) == "/home/u/.lyt_history")
    #expect(HistoryFile.path(environment: ["LYT_HISTORY": "", "HOME": "/home/u/"]) == "/home/u/.lyt_history")
    #expect(HistoryFile.path(environment: [:]) == nil)
  }

  @Test func saveCreatesDirectoryAndFileOwnerOnly() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/state/lyt/history"
    let history = try #require(History())
    history.add("add view root size 320x480")
    #expect(history.save(to: path))
    #expect(try permissions(path) == 0o600)
    #expect(try permissions(directory + "/state/lyt") == 0o700)
  }

  @Test func existingFileIsTightenedToOwnerOnly() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/history"
    _ = FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o644])
    let history = try #require(History())
    history.add("show")
    #expect(history.save(to: path))
    #expect(try permissions(path) == 0o600)
  }

  @Test func roundTripsUnicodeAndSkipsBlankAndRepeatedLines() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/history"
    let history = try #require(History())
    for line in ["add view a in root", "add view a in root", "   ", "", "# héllo 日本 ✓"] { history.add(line) }
    #expect(history.count == 2)
    #expect(history.save(to: path))
    let loaded = try #require(History())
    #expect(loaded.load(from: path))
    #expect(loaded.count == 2)
    // Without a UTF-8 locale libedit writes non-ASCII bytes vis(3)-encoded; they still round-trip.
    let resaved = directory + "/again"
    #expect(loaded.save(to: resaved))
    #expect(FileManager.default.contents(atPath: resaved) == FileManager.default.contents(atPath: path))
  }

  @Test func historyIsCappedAtCapacity() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/history"
    let history = try #require(History())
    for index in 1...(HistoryFile.capacity + 25) { history.add("show c\(index)") }
    #expect(history.count == HistoryFile.capacity)
    #expect(history.save(to: path))
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == HistoryFile.capacity + 1)  // plus libedit's header line
    #expect(lines.last == "show\\040c\(HistoryFile.capacity + 25)")
    #expect(lines.dropFirst().first == "show\\040c26")
    let loaded = try #require(History())
    #expect(loaded.load(from: path))
    #expect(loaded.count == HistoryFile.capacity)
  }

  @Test func missingFileLoadsNothing() throws {
    let history = try #require(History())
    #expect(!history.load(from: "/nonexistent/lyt/history"))
    #expect(history.count == 0)
  }
}

/// A fresh directory under the system's temporary directory.
func temporaryDirectory() throws -> String {
  let path = NSTemporaryDirectory() + "lyt-line-editor-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// The permission bits of a file.
func permissions(_ path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
}
