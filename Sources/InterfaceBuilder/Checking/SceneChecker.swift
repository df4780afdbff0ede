import Cassowary
import Layout

/// Explains a broken constraint of an engine in lines of text (the conflict and its
/// arithmetic). `lyt` passes the session's explanation (docs/EXPLANATIONS.md); without one, a
/// report lists the conflict's members only.
public typealias ConflictExplainer = (_ engine: LayoutEngine, _ brokenID: String) -> [String]

/// Turns a built scene into its report: conflicts, ambiguity, misplaced views, stale flags,
/// placeholder constraints that leave views ambiguous at run time, and what the build left out.
struct SceneChecker {
  let built: BuiltScene
  let document: IBDocument
  let explainer: ConflictExplainer?
  var findings: [Finding] = []
  var conflicts: [SceneReport.Conflict] = []
  /// Views whose frames a conflict decides (members' views and everything inside them).
  var inConflict: Set<String> = []

  /// The report of `built`.
  static func check(_ built: BuiltScene, document: IBDocument, explainer: ConflictExplainer?) -> SceneReport {
    var checker = SceneChecker(built: built, document: document, explainer: explainer)
    return checker.run()
  }

  private mutating func run() -> SceneReport {
    for problem in built.problems {
      findings.append(Finding(problem))
    }
    findConflicts()
    let ambiguity = AmbiguityAnalysis(engine: built.engine, built: built)
    var verdicts: [SceneReport.ViewVerdict] = []
    for id in built.tree.order {
      guard let entry = built.tree[id] else { continue }
      verdicts.append(verdict(for: entry, ambiguity: ambiguity))
    }
    findScrollableContent(ambiguity)
    findPlaceholderAmbiguity(designTime: ambiguity)
    findings.sort { $0.position < $1.position }
    return SceneReport(
      scene: built.scene, built: built, views: verdicts, conflicts: conflicts, findings: findings,
      assumptions: assumptions())
  }

  /// One conflict per distinct minimal set of the broken constraints.
  private mutating func findConflicts() {
    var seen: Set<[String]> = []
    for info in built.engine.constraints where info.status == .broken {
      guard let conflict = info.conflict else { continue }
      let members = conflict.constraints.compactMap(\.name)
      guard seen.insert(members.sorted()).inserted else { continue }
      let ibIDs = members.filter { built.constraints[$0] != nil }
      for member in members {
        for item in built.engine.constraint(ConstraintID(member))?.constraint.items ?? [] {
          if let view = built.viewID(named: item) { markInConflict(view) }
        }
      }
      let explanation = explainer?(built.engine, info.id.name) ?? []
      let described = members.map { ConflictMember($0, in: built) }
      conflicts.append(
        SceneReport.Conflict(
          broken: info.id.name, minimalSet: ibIDs, members: described, gap: conflict.gap,
          explanation: explanation))
      let position =
        built.constraints[info.id.name]?.position ?? ibIDs.first.flatMap { built.constraints[$0]?.position }
        ?? built.scene.position
      findings.append(
        Finding(
          .warning, .conflict,
          verdict: .conflict(constraints: ibIDs, gap: conflict.gap),
          details: described.map(Finding.Detail.member) + explanation.map(Finding.Detail.explanation),
          at: position,
          objectID: info.id.name))
    }
  }

  private mutating func markInConflict(_ view: String) {
    for id in built.tree.order where built.tree.isInside(id, view) { inConflict.insert(id) }
  }

  /// The verdict on one view, with its ambiguity, misplacement and stale-flag findings.
  private mutating func verdict(for entry: SceneTree.Entry, ambiguity: AmbiguityAnalysis) -> SceneReport.ViewVerdict {
    let view = entry.view
    let name = built.name(of: view.id) ?? view.id
    let laidOut = built.engine.item(named: ItemID(name)) != nil
    let open = ambiguity.components(view.id)
    let reported = Self.filtered(open, view.verifyAmbiguity)
    var solved: Rect?
    if laidOut, let relative = try? built.engine.relativeFrame(of: ItemID(name)) {
      solved = relative
    }
    var misplaced = false
    let checksFrame =
      entry.parent != nil && open.isEmpty && !inConflict.contains(view.id)
      && (document.platform != .macOS || appKitFrameIsComparable(name))
      && solved != nil && view.frame != nil && !built.varied.contains(view.id) && built.forcedDevice == nil
    // AppKit frames are compared as the file stores them (bottom-left origin, in the superview
    // laid out), so a superview's height does not move its subviews.
    let compared =
      document.platform == .macOS
      ? (solved.map { fileFrame($0, of: entry) }, view.fileFrame)
      : (solved.map { outer($0, view) }, view.frame.map { outer($0, view) })
    if checksFrame, let solved, let stored = view.frame, let shownSolved = compared.0, let shownStored = compared.1,
      Self.differs(shownSolved, shownStored)
    {
      misplaced = true
      var details: [Finding.Detail] = [.storedFrame(shownStored), .solvedFrame(shownSolved)]
      let fonts = fontDependence(of: name, solved: solved, stored: stored)
      if let fonts { details.append(.fontDependent(constraints: fonts)) }
      if !view.flaggedMisplaced { details.append(.notFlaggedMisplaced) }
      findings.append(
        Finding(
          fonts == nil ? .warning : .note, .misplaced,
          verdict: .misplaced(view: view.displayName), details: details, at: view.position, objectID: view.id))
    }
    if !reported.isEmpty && entry.parent != nil {
      var details = Self.needs(reported)
      if !view.flaggedAmbiguous { details.append(.notFlaggedAmbiguous) }
      findings.append(
        Finding(
          .warning, .ambiguous,
          verdict: .ambiguous(view: view.displayName, components: reported), details: details, at: view.position,
          objectID: view.id))
    }
    if view.flaggedMisplaced && checksFrame && !misplaced && built.fontDependent.isEmpty {
      findings.append(
        Finding(
          .note, .staleFlag, verdict: .staleMisplacedFlag(view: view.displayName),
          at: view.position, objectID: view.id))
    }
    let contentOpen = ambiguity.scrollContent[view.id].map { $0.width || $0.height } ?? false
    if view.flaggedAmbiguous && open.isEmpty && !contentOpen && laidOut && !inConflict.contains(view.id)
      && built.sizeClass == nil
    {
      findings.append(
        Finding(
          .note, .staleFlag,
          verdict: .staleAmbiguousFlag(view: view.displayName), at: view.position, objectID: view.id))
    }
    return SceneReport.ViewVerdict(
      id: view.id, className: view.customClass ?? view.className, name: view.displayName, engineName: name,
      frame: solved.map { fileFrame(outer($0, view), of: entry) }, storedFrame: view.fileFrame, misplaced: misplaced,
      ambiguous: FrameComponent.allCases.filter { open.contains($0) }, flaggedMisplaced: view.flaggedMisplaced,
      flaggedAmbiguous: view.flaggedAmbiguous)
  }

  /// AppKit element names whose frame is their alignment rectangle: plain and custom views and
  /// containers. Controls' frames include alignment-rect insets (a label's 2 points on each
  /// side, a push button's 6 or 7) that lyt does not know.
  static let appKitInsetFree: Set<String> = [
    "view", "customView", "stackView", "scrollView", "splitView", "visualEffectView",
  ]

  /// Whether the frame of AppKit view `name` can be compared with its stored one: it has no
  /// alignment-rect insets, and neither has any view whose anchors its solved frame derives
  /// from (the root aside, whose frame is imposed).
  private func appKitFrameIsComparable(_ name: String) -> Bool {
    guard let id = built.viewID(named: name), let view = built.view(id), Self.appKitInsetFree.contains(view.element)
    else { return false }
    for attribute in [Attribute.left, .top, .width, .height] {
      guard let derivation = try? built.engine.derivation(of: Anchor(name, attribute)) else { return false }
      for contribution in derivation.contributions {
        guard let id = contribution.constraint.name else { continue }
        for item in built.engine.constraint(ConstraintID(id))?.constraint.items ?? [] {
          guard let other = built.viewID(named: item), built.tree[other]?.parent != nil else { continue }
          guard let element = built.view(other)?.element, Self.appKitInsetFree.contains(element) else { return false }
        }
      }
    }
    return true
  }

  /// The frame around an alignment rectangle (a slider's is 2 points wider on each side).
  private func outer(_ rect: Rect, _ view: IBView) -> Rect {
    let insets = view.alignmentInsets
    return Rect(
      x: rect.x - insets.left, y: rect.y - insets.top, width: rect.width + insets.left + insets.right,
      height: rect.height + insets.top + insets.bottom)
  }

  /// The open components that need constraints, one entry per axis (x and width, then y and
  /// height), as Interface Builder's outline lists them.
  static func needs(_ components: [FrameComponent]) -> [Finding.Detail] {
    [[FrameComponent.x, .width], [.y, .height]].compactMap { axis in
      let open = axis.filter(components.contains)
      return open.isEmpty ? nil : .needsConstraints(open)
    }
  }

  /// Why a misplacement may come from fonts lyt does not measure: the constraints through which
  /// the differing components of view `name` derive from a baseline or a system-spacing
  /// multiple, sorted; nil when none.
  private func fontDependence(of name: String, solved: Rect, stored: Rect) -> [String]? {
    guard !built.fontDependent.isEmpty else { return nil }
    var anchors: [Attribute] = []
    if abs(solved.x - stored.x) > 0.5 { anchors.append(.left) }
    if abs(solved.y - stored.y) > 0.5 { anchors.append(.top) }
    if abs(solved.width - stored.width) > 0.5 { anchors.append(.width) }
    if abs(solved.height - stored.height) > 0.5 { anchors.append(.height) }
    var through: Set<String> = []
    for attribute in anchors {
      guard let derivation = try? built.engine.derivation(of: Anchor(name, attribute)) else { continue }
      for contribution in derivation.contributions {
        if let id = contribution.constraint.name, built.fontDependent.contains(id) { through.insert(id) }
      }
    }
    return through.isEmpty ? nil : through.sorted()
  }

  /// Scroll views whose content size is open although constraints attach content to them.
  private mutating func findScrollableContent(_ ambiguity: AmbiguityAnalysis) {
    for id in built.tree.order {
      guard let open = ambiguity.scrollContent[id], open.width || open.height, let view = built.tree[id]?.view,
        view.verifyAmbiguity == .verify, hasContentConstraints(id)
      else { continue }
      findings.append(
        Finding(
          .warning, .scrollableContent,
          verdict: .scrollableContent(view: view.displayName, width: open.width, height: open.height),
          details: [.needsContentConstraints(width: open.width, height: open.height)], at: view.position,
          objectID: id))
    }
  }

  /// Whether a constraint of the file uses the scroll view's content layout guide or ties an
  /// edge of the scroll view to a view inside it (which attaches to the content area).
  private func hasContentConstraints(_ scroll: String) -> Bool {
    let guide = built.tree[scroll]?.view.contentGuideID
    for constraint in built.constraints.values {
      let items =
        [(constraint.firstItem, constraint.firstAttribute)]
        + (constraint.secondItem.map { [($0, constraint.secondAttribute ?? .left)] } ?? [])
      if items.contains(where: { $0.0 == guide }) { return true }
      guard items.count == 2, let scrollSide = items.first(where: { $0.0 == scroll }),
        let other = items.first(where: { $0.0 != scroll })
      else { continue }
      if scrollSide.1.isEdge && built.tree.isInside(other.0, scroll) { return true }
    }
    return false
  }

  /// Views that placeholder constraints hold at design time and leave open at run time.
  private mutating func findPlaceholderAmbiguity(designTime: AmbiguityAnalysis) {
    guard !built.placeholders.isEmpty else { return }
    var runTime = built.engine
    for id in built.placeholders { _ = try? runTime.deactivate(ConstraintID(id)) }
    let after = AmbiguityAnalysis(engine: runTime, built: built)
    for id in built.tree.order {
      guard let view = built.tree[id]?.view, built.tree[id]?.parent != nil else { continue }
      let added = Self.filtered(after.components(id), view.verifyAmbiguity).filter {
        !designTime.components(id).contains($0)
      }
      guard !added.isEmpty else { continue }
      findings.append(
        Finding(
          .warning, .placeholder,
          verdict: .placeholderAmbiguity(view: view.displayName, components: added),
          details: [.placeholderConstraints(built.placeholders)], at: view.position, objectID: id))
    }
  }

  /// The assumptions behind the verdicts.
  private func assumptions() -> [SceneAssumption] {
    var found: [SceneAssumption] = []
    for root in built.tree.roots { found += built.environments[root]?.assumptions ?? [] }
    if !built.assumedIntrinsic.isEmpty {
      found.append(.intrinsicSizesFromFrames(views: built.assumedIntrinsic.compactMap { built.view($0)?.displayName }))
    }
    if !built.standardSpacingToSafeArea.isEmpty {
      found.append(.standardSpacingToSafeArea(constraints: built.standardSpacingToSafeArea))
    }
    if built.tree.order.contains(where: { built.tree[$0]?.view.baselines != nil }) {
      found.append(.baselinesEstimated)
    }
    if let sizeClass = built.sizeClass {
      found.append(.defaultFramesInSizeClass(sizeClass))
    } else if !built.varied.isEmpty {
      found.append(.variedViewsNotCheckedForMisplacement)
    }
    if document.platform == .macOS { found.append(.appKitMisplacementLimited) }
    for id in built.tree.order {
      guard let view = built.tree[id]?.view, let stack = view.stack, !stack.unmodelled.isEmpty else { continue }
      found.append(.stackSettingsNotModelled(view: view.displayName, settings: stack.unmodelled))
    }
    return found
  }

  /// A frame relative to the superview in the file's coordinates (AppKit flips y).
  private func fileFrame(_ frame: Rect, of entry: SceneTree.Entry) -> Rect {
    guard document.platform == .macOS, let parent = entry.parent, let name = built.name(of: parent),
      let container = try? built.engine.frame(of: ItemID(name))
    else { return frame }
    return Rect(x: frame.x, y: container.height - frame.y - frame.height, width: frame.width, height: frame.height)
  }

  /// The components Interface Builder is told to check.
  static func filtered(_ components: Set<FrameComponent>, _ verify: VerifyAmbiguity) -> [FrameComponent] {
    switch verify {
    case .off: []
    case .ignoreSizes: FrameComponent.allCases.filter { components.contains($0) && ($0 == .x || $0 == .y) }
    case .verify: FrameComponent.allCases.filter { components.contains($0) }
    }
  }

  /// Whether two frames differ by more than Interface Builder's half-point rounding.
  static func differs(_ first: Rect, _ second: Rect) -> Bool {
    let limit = 0.5 + 1e-6
    return abs(first.x - second.x) > limit || abs(first.y - second.y) > limit
      || abs(first.width - second.width) > limit || abs(first.height - second.height) > limit
  }

}

extension AmbiguityAnalysis {
  /// The open components of view `id` (empty when determined).
  func components(_ id: String) -> Set<FrameComponent> { components[id] ?? [] }
}
