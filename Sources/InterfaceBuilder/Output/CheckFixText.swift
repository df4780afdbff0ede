import Cassowary
import Layout

/// The words of a ``CheckFix``'s change as a developer makes it in Interface Builder: constraints
/// by their equation and Interface Builder id, views by their outline name and id, the
/// inspectors' field names. `lyt check` in every format writes them through here.
public enum CheckFixText {
  /// `change the Constant of dashedRuleView.width == 568 (cRm-ct-w01) to 343`.
  public static func inInterfaceBuilder(_ fix: CheckFix) -> String {
    let names = fix.names
    func constraint(_ id: String) -> String {
      guard let named = names.constraints[id] else { return id }
      guard let definition = named.definition else { return named.ibID }
      return "\(definition) (\(named.ibID))"
    }
    func view(_ name: String) -> String {
      guard let view = names.views[name] else { return name }
      return "\"\(view.outlineName)\" (\(view.id))"
    }
    func priority(_ value: Double) -> String { NumberText.text(value, .exact) }
    switch fix.change {
    case .lowerPriority(let ids, let value):
      return "set the Priority of " + ids.map(constraint).joined(separator: " and ") + " to " + priority(value)
    case .setPriority(let id, let value):
      return "set the Priority of \(constraint(id)) to \(priority(value))"
    case .setRelation(let id, let relation):
      let word = relation == .lessThanOrEqual ? "Less Than or Equal" : "Greater Than or Equal"
      return "change the Relation of \(constraint(id)) to \(word)"
    case .setConstant(let id, let constant):
      return "change the Constant of \(constraint(id)) to \(NumberText.text(constant, .display))"
    case .deactivate(let id):
      return "delete \(constraint(id)) (or uncheck Installed)"
    case .setContentPriority(let name, let axis, let hugging, let value):
      let field = hugging ? "Content Hugging Priority" : "Content Compression Resistance Priority"
      return "set the \(field) of \(view(name)), \(axis == .horizontal ? "Horizontal" : "Vertical"), to "
        + priority(value)
    case .add(let expression):
      let named = names.viewNames(in: expression).map { "\($0) is \(view($0))" }
      return "add the constraint \(expression)" + (named.isEmpty ? "" : " (\(named.joined(separator: ", ")))")
    case .stopTranslating(let name):
      return "give \(view(name)) constraints instead of its autoresizing mask "
        + "(translatesAutoresizingMaskIntoConstraints off)"
    }
  }
}
