import CodeImport
import CommandLanguage
import Foundation
import Layout
import Script
import Testing

/// `export` then `import code` of the result in a fresh session gives the same session: the same
/// views and guides (kind, parent, content priorities, margins), the same constraints (relation,
/// attributes, constant, multiplier, priority, status; ids the user chose) and the same frames.
///
/// SnapKit and Masonry group the constraints by view, so the solver meets them in another order;
/// which of two conflicting required constraints is broken, and where an ambiguous layout lands,
/// depend on that order. For those two, statuses are compared as active or not when the session
/// has a broken constraint, and frames only when the layout is unambiguous. Swift and
/// Objective-C keep the order, and everything is compared, the frames of ambiguous layouts too.
///
/// Seeds: `LYT_EXPORT_SEEDS` (default 40) per language.
@Suite struct ExportRoundTripTests {
  static let seeds: UInt64 = ProcessInfo.processInfo.environment["LYT_EXPORT_SEEDS"].flatMap { UInt64($0) } ?? 40

  @Test(arguments: [ExportLanguage.swift, .objc, .snapkit, .masonry])
  func exportThenImportGivesTheSameSession(_ language: ExportLanguage) {
    var framesCompared = 0
    for seed in 0..<Self.seeds {
      let script = RandomLayoutScript(seed: seed)
      guard let outcome = roundTrip(script, language, seed: seed) else { return }
      if outcome.framesCompared { framesCompared += 1 }
    }
    if ProcessInfo.processInfo.environment["LYT_EXPORT_COUNTS"] != nil {
      print("export \(language): \(Self.seeds) sessions round-tripped, frames compared for \(framesCompared)")
    }
    // Most random layouts are unambiguous (with SnapKit and Masonry, the frames are compared for those).
    #expect(framesCompared * 2 >= Int(Self.seeds), "frames compared for only \(framesCompared) of \(Self.seeds)")
  }

  /// What one round trip compared.
  struct Outcome {
    var framesCompared: Bool
  }

  /// Exports the session, imports the code into a fresh session with the same roots, and
  /// compares; nil (after recording an issue) when the import fails or something differs.
  func roundTrip(_ script: RandomLayoutScript, _ language: ExportLanguage, seed: UInt64) -> Outcome? {
    let original = exportSession(script.text)
    let code = CodeExporter.export(original.exportModel, as: language).text
    let file = language.isObjectiveCFile ? "Export.m" : "Export.swift"
    let setup = script.roots.map { "add view \($0.name) size \($0.size)" }.joined(separator: "\n")
    var copy = Session(files: InMemoryFiles([file: code]))
    for statement in Parser.parse(setup + "\nimport code \(file)\n", file: "copy.lyt").statements {
      do {
        _ = try copy.execute(statement)
      } catch {
        Issue.record("seed \(seed), \(language): \(error.message)\n\(script.text)\n\(code)")
        return nil
      }
    }
    let ordered = language == .swift || language == .objc
    let engine = original.engine
    let hasBroken = engine.brokenConstraintCount > 0
    let keys = { (session: Session) in Self.constraintKeys(session, statuses: ordered || !hasBroken) }
    let context = "seed \(seed), \(language)\n\(script.text)\n\(code)"
    guard keys(original) == keys(copy), Self.items(original) == Self.items(copy) else {
      Issue.record("\(context)\nconstraints: \(keys(original)) vs \(keys(copy))")
      return nil
    }
    // A scroll view's content size may be left open; the frames do not depend on it.
    let ambiguous = ((try? engine.ambiguousComponents()) ?? []).filter { !$0.item.name.hasSuffix(".contentGuide") }
    let sameStatuses =
      ordered || Self.constraintKeys(original, statuses: true) == Self.constraintKeys(copy, statuses: true)
    guard (ordered || ambiguous.isEmpty) && sameStatuses else { return Outcome(framesCompared: false) }
    for item in engine.items where !item.kind.isSystemGuide {
      guard let frame = try? engine.frame(of: ItemID(item.name)),
        let other = try? copy.engine.frame(of: ItemID(item.name)),
        frame.isClose(to: other, tolerance: 0.001)
      else {
        Issue.record("\(context)\nframe of \(item.name) differs")
        return nil
      }
    }
    return Outcome(framesCompared: true)
  }

  /// Each user constraint as text: its equation, priority and (when `statuses`) its status, else
  /// whether it is active; the id when the user chose it. Sorted: the order may differ.
  static func constraintKeys(_ session: Session, statuses: Bool) -> [String] {
    session.engine.constraints.filter { $0.origin == .user }.map { info in
      let status = statuses ? info.status.rawValue : (info.status == .inactive ? "inactive" : "active")
      let id = BindingNamesProbe.isAutomatic(info.id.name) ? "" : " as \(info.id)"
      return "\(info.constraint) \(status)\(id)"
    }.sorted()
  }

  /// Each view and guide: name, kind, parent, content priorities and margins.
  static func items(_ session: Session) -> [String] {
    session.engine.items.filter { !$0.kind.isSystemGuide }.map { item in
      "\(item.name) \(item.kind) in \(item.parent ?? "-") hug \(item.hugging.horizontal.value),"
        + "\(item.hugging.vertical.value) resist \(item.compressionResistance.horizontal.value),"
        + "\(item.compressionResistance.vertical.value) margins \(item.margins)"
    }.sorted()
  }
}

/// lyt's numbering of unnamed constraints (`c1`, `c2`, …), which the fresh session redoes.
enum BindingNamesProbe {
  static func isAutomatic(_ id: String) -> Bool {
    id.count > 1 && id.first == "c" && id.dropFirst().allSatisfy(\.isNumber)
  }
}

extension ExportLanguage {
  /// Whether the export is Objective-C (read from a `.m` file).
  var isObjectiveCFile: Bool { self == .objc || self == .masonry }
}
