import CodeImport
import Foundation
import Layout
import Testing

/// A constraint the reader made, in one line: `label.top == 1 * view.top + 8 @1000`, with its
/// id (`-` when unbound) and whether it is active.
func text(_ constraint: CodeConstraint) -> String {
  func item(_ anchor: CodeAnchor) -> String {
    (anchor.item.isSuperview ? "super(\(anchor.item.view))" : anchor.item.view)
      + (anchor.item.guide.map { "." + $0.rawValue } ?? "") + "." + anchor.attribute.rawValue
  }
  let right =
    constraint.second.map { "\(format(constraint.multiplier)) * \(item($0)) + \(format(constraint.constant))" }
    ?? format(constraint.constant)
  return "\(item(constraint.first)) \(constraint.relation.rawValue) \(right) @\(format(constraint.priority.value))"
}

/// A number without a needless `.0`.
func format(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// Every effect of `code`, one line each.
func effects(_ code: String, context: CodeContext = CodeContext(), sourceLocation: SourceLocation = #_sourceLocation)
  -> [String]
{
  do {
    return try CodeReader.read(code, context: context).flatMap(\.effects).compactMap(describe)
  } catch {
    Issue.record(
      "\(error.message) at \(error.range.start.line):\(error.range.start.column)", sourceLocation: sourceLocation)
    return []
  }
}

/// One effect as a line; nil for the statements that only frame code.
func describe(_ effect: CodeEffect) -> String? {
  switch effect {
  case .add(let constraint, let id, let active): "add \(id ?? "-") \(text(constraint))\(active ? "" : " inactive")"
  case .addVisualFormat(let format, let name, let active):
    "vfl \(name ?? "-") \(format.format) \(format.options.map(text)) \(format.metrics.sorted { $0.key < $1.key }) "
      + format.views.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.view)" }.joined(separator: ",")
      + (active ? "" : " inactive")
  case .setFormatActive(let handle, let active, _): "\(active ? "activate" : "deactivate") vfl\(handle)"
  case .setActive(let id, let active, _): "\(active ? "activate" : "deactivate") \(id)"
  case .setConstant(let id, let value, _): "constant \(id) \(format(value))"
  case .updateConstant(let id, let value, _): "update \(id) \(value)"
  case .removeLibraryConstraints(let item, let library, _): "remove \(library.rawValue) of \(item.view)"
  case .updateLibraryConstraints(let item, let library, let constraints, _):
    "update \(library.rawValue) of \(item.view): " + constraints.map(text).joined(separator: "; ")
  case .setPriority(let id, let priority, _): "priority \(id) \(format(priority.value))"
  case .updatePriority(let id, let priority, _): "update priority \(id) \(format(priority.value))"
  case .addSubview(let child, let parent): "subview \(child.view) in \(parent.view)"
  case .translatesAutoresizingMask(let item, let translates): "translates \(item.view) \(translates)"
  case .frame(let item, let frame, _): "frame \(item.view) \(frame)"
  case .autoresizingMask(let item, let mask, _): "mask \(item.view) \(mask)"
  case .contentPriority(let item, let hugging, let axis, let priority):
    "\(hugging ? "hug" : "resist") \(item.view) \(axis == .horizontal ? "h" : "v") \(format(priority.value))"
  case .metric(let name, let value, _): "metric \(name) \(format(value))"
  case .layoutMargins(let item, let insets, _): "margins \(item.view) \(insets)"
  case .declareView(let name, let className, _): "view \(name): \(className)"
  case .skip(let what, _): ["property", "message", "frame", "unrelated"].contains(what) ? "skip" : nil
  }
}

/// The error reading `code` gives: `line:column: message`.
func readError(_ code: String, context: CodeContext = CodeContext()) -> String? {
  do {
    _ = try CodeReader.read(code, context: context)
    return nil
  } catch {
    return "\(error.range.start.line):\(error.range.start.column): \(error.message)"
  }
}

/// The fixtures folder.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The text of a fixture.
func fixture(_ name: String) throws -> String {
  try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
}

/// A VFL option in a word: `top` for `.alignAll(.top)`.
func text(_ option: FormatOption) -> String {
  switch option {
  case .alignAll(let attribute): attribute.rawValue
  case .direction(let direction): "\(direction)"
  case .spacingBaselineToBaseline: "baselineSpacing"
  case .spacingEdgeToEdge: "edgeSpacing"
  }
}
