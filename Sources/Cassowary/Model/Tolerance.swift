/// Every numerical tolerance the solver uses, in one place.
///
/// Layout magnitudes are 1 to 10⁴ points with coefficients near 1; round-off after a few
/// hundred pivots is about 1e-13 relative, so 1e-9 leaves a wide margin above noise and far
/// below anything visible. The same constants serve solver decisions and explanations, so
/// "the solver thinks c is tight" and "the explainer calls c tight" never disagree.
public enum Tolerance {
  /// A row coefficient at or below this magnitude is dropped after an update.
  public static let coefficient = 1e-9
  /// A pivot candidate whose coefficient is at or below this magnitude is ignored.
  public static let pivot = 1e-9
  /// Row constants (values) at or below this magnitude are treated as zero: feasibility,
  /// degeneracy, ratio ties, the success of the artificial phase.
  public static let value = 1e-8
  /// A priority-vector component at or below this magnitude is dropped (reduced-cost signs,
  /// zero vectors for ambiguity).
  public static let cost = 1e-9
  /// Violations at or below this are reported as satisfied.
  public static let report = 1e-6
}
