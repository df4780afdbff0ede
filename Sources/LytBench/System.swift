import Cassowary

/// The strength of one constraint of the benchmark system.
enum Level: CaseIterable {
  case required
  case strong
  case medium
  case weak

  /// lyt's priority for the level (kiwi: required, strong, medium, weak).
  var priority: Priority {
    switch self {
    case .required: return .required
    case .strong: return Priority(750)
    case .medium: return Priority(500)
    case .weak: return Priority(250)
    }
  }
}

/// One constraint in canonical form, `Σ coefficient·variable + constant  (== | >=)  0`, kept beside
/// the solver's constraint so the checks are computed from the variable values alone, exactly as
/// `bench/kiwi_bench.py` computes them.
struct Spec {
  var terms: [(Variable, Double)]
  var constant: Double
  var isEquality: Bool
  var level: Level

  /// How far the current values are from satisfying the constraint (0 when satisfied).
  func violation(_ value: (Variable) -> Double) -> Double {
    var residual = 0.0
    for (variable, coefficient) in terms {
      residual += coefficient * value(variable)
    }
    residual += constant
    return isEquality ? abs(residual) : max(0.0, -residual)
  }
}

/// `pref(i) = 20 + (7·i mod 50)`.
func preferredWidth(_ i: Int) -> Double {
  Double(20 + (7 * i) % 50)
}

/// The standard workload's system (docs/PERFORMANCE.md) for `n` views in rows of `rowLength` views.
struct BenchSystem {
  let n: Int
  let rowLength: Int
  let superWidth = Variable("super.width")
  let x: [Variable]
  let y: [Variable]
  let width: [Variable]
  let height: [Variable]
  /// Rows as (first, last) view indices.
  let rows: [(first: Int, last: Int)]
  /// The widest row's preferred width, `8 + Σ(pref(i) + 8)`.
  let base: Double
  /// The constraints in insertion order, and the same constraints in canonical form.
  private(set) var constraints: [Constraint] = []
  private(set) var specs: [Spec] = []

  /// `rows <= 0` puts every view in one row (the chain variant).
  init(n: Int, rows: Int) {
    self.n = n
    let rowLength = rows <= 0 ? n : rows
    self.rowLength = rowLength
    x = (0..<n).map { Variable("v\($0).x") }
    y = (0..<n).map { Variable("v\($0).y") }
    width = (0..<n).map { Variable("v\($0).width") }
    height = (0..<n).map { Variable("v\($0).height") }
    self.rows = stride(from: 0, to: n, by: rowLength).map { ($0, min($0 + rowLength, n) - 1) }
    base =
      self.rows.map { row in
        (row.first...row.last).reduce(8.0) { $0 + preferredWidth($1) + 8.0 }
      }.max() ?? 8.0
    constraints.reserveCapacity(n * 6)
    specs.reserveCapacity(n * 6)
    build()
  }

  private mutating func emit(
    _ constraint: Constraint, _ terms: [(Variable, Double)], _ constant: Double, equality: Bool, _ level: Level
  ) {
    constraints.append(level == .required ? constraint : constraint.priority(level.priority))
    specs.append(Spec(terms: terms, constant: constant, isEquality: equality, level: level))
  }

  /// Every constraint of the workload's table (docs/PERFORMANCE.md), view by view, in the order of
  /// the table (the same order as `System._build` in bench/kiwi_bench.py).
  private mutating func build() {
    let sw = superWidth
    for i in 0..<n {
      let (x, y, w, h) = (self.x[i], self.y[i], width[i], height[i])
      let first = i - i % rowLength
      let last = min(first + rowLength, n) - 1
      let p = preferredWidth(i)
      // x position
      if i == first {
        emit(x == 8, [(x, 1)], -8, equality: true, .required)
      } else {
        let (px, pw) = (self.x[i - 1], width[i - 1])
        emit(x == px + pw + 8, [(x, 1), (px, -1), (pw, -1)], -8, equality: true, .required)
      }
      // the last view of a row reaches the right edge
      if i == last {
        emit(x + w + 8 == sw, [(x, 1), (w, 1), (sw, -1)], 8, equality: true, .required)
      }
      emit(w >= 10, [(w, 1)], -10, equality: false, .required)
      emit(w == p, [(w, 1)], -p, equality: true, i % 2 == 0 ? .weak : .medium)
      emit(h == 44, [(h, 1)], -44, equality: true, .strong)
      if i % 10 == 0 {
        emit(w >= p, [(w, 1)], -p, equality: false, .strong)
      }
      // y position
      if i == first {
        if first == 0 {
          emit(y == 8, [(y, 1)], -8, equality: true, .required)
        } else {
          let (fy, fh) = (self.y[first - rowLength], height[first - rowLength])
          emit(y == fy + fh + 8, [(y, 1), (fy, -1), (fh, -1)], -8, equality: true, .required)
        }
      } else {
        let fy = self.y[first]
        emit(y == fy, [(y, 1), (fy, -1)], 0, equality: true, .required)
      }
    }
  }

  /// The workload's check figures (docs/PERFORMANCE.md) for the solver's current values.
  func figures(_ solver: Solver) -> [(String, JSONValue)] {
    let value = { (v: Variable) in solver.value(of: v) }
    var sums: [Level: Double] = [.strong: 0, .medium: 0, .weak: 0]
    var requiredMax = 0.0
    for spec in specs {
      let violation = spec.violation(value)
      if spec.level == .required {
        requiredMax = max(requiredMax, violation)
      } else {
        sums[spec.level, default: 0] += violation
      }
    }
    var bottom = -Double.infinity
    for i in 0..<n {
      bottom = max(bottom, value(y[i]) + value(height[i]))
    }
    return [
      ("super_width", .number(value(superWidth))),
      ("strong", .number(sums[.strong] ?? 0)),
      ("medium", .number(sums[.medium] ?? 0)),
      ("weak", .number(sums[.weak] ?? 0)),
      ("required_max", .number(requiredMax)),
      ("bottom", .number(bottom)),
    ]
  }

  /// Min and max over rows of `base − (last.x + last.width + 8)`.
  func rowShrink(_ solver: Solver) -> (min: Double, max: Double) {
    var low = Double.infinity
    var high = -Double.infinity
    for row in rows {
      let shrink = base - (solver.value(of: x[row.last]) + solver.value(of: width[row.last]) + 8.0)
      low = min(low, shrink)
      high = max(high, shrink)
    }
    return (low, high)
  }
}
