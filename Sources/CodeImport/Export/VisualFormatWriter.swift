import Layout

/// The VFL export: (to come) chains as VFL lines; every constraint in lyt's syntax.
struct VisualFormatWriter {
  let model: ExportModel

  func lines() -> (text: [String], unexpressed: Int) {
    let rest = model.constraints.map { "// " + $0.constraint.description }
    return (rest, rest.count)
  }
}
