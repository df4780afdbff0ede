// VFL: `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` over the
// engine's views.

extension LayoutEngine {
  /// The constraints a VFL string describes, in Apple's order, without adding them.
  ///
  /// Without `views`, every view of the engine is in the "views dictionary" under its own name;
  /// with it, only its keys are, each standing for the engine's view it maps to (the dictionary
  /// of `constraints(withVisualFormat:…)` in pasted code). `|` is the adjacent view's parent. A
  /// name in a constant position is looked up in `metrics` first, then among the views.
  ///
  /// - Parameters:
  ///   - format: the string, e.g. `H:|-16-[a(>=44)]-[b(==a@750)]-(>=8)-|`.
  ///   - options: `alignAll…`, direction and spacing options.
  ///   - metrics: values for names used as constants or priorities.
  ///   - edgeSpacing: what a bare `-` next to `|` means.
  ///   - views: the views dictionary, keys to the engine's view names; nil for every view.
  /// - Throws: ``VisualFormatError`` with Apple's description and the position of the problem.
  ///
  /// - Complexity: linear in the format's length; nothing is added to the layout.
  public func visualFormatConstraints(
    _ format: String, options: [FormatOption] = [], metrics: [String: Double] = [:],
    edgeSpacing: EdgeSpacing = .margin, views: [String: String]? = nil
  ) throws(VisualFormatError) -> [VisualFormatConstraint] {
    var parser = VisualFormatParser(
      format, engine: self, metrics: metrics, options: options, edgeSpacing: edgeSpacing, views: views)
    return try parser.parse()
  }
}
