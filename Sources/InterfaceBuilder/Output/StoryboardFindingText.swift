import Layout

/// The words of what checking a storyboard or XIB reports: the input left out or read in lyt's
/// own way (``ReadingProblem/Reason``), the assumptions the verdicts rest on
/// (``SceneAssumption``), a finding's headline, and the verdicts and their details
/// (`CheckVerdictText.swift`). `lyt check` in every format and `import storyboard` write them
/// through here; nothing else words them.
package enum StoryboardFindingText {
  /// `Title: message`, as Xcode's build log prints Interface Builder's warnings.
  package static func headline(_ finding: Finding) -> String {
    "\(title(finding.kind)): \(message(finding.message))"
  }

  /// Interface Builder's group for a kind of finding (`Ambiguous Layout`, `Misplaced Views`);
  /// `Input` for input lyt left out or read in its own way.
  package static func title(_ kind: Finding.Kind) -> String {
    switch kind {
    case .conflict: "Conflicting Constraints"
    case .ambiguous, .scrollableContent: "Ambiguous Layout"
    case .misplaced: "Misplaced Views"
    case .placeholder: "Placeholder Constraints"
    case .staleFlag: "Stale Flag"
    case .input: "Input"
    }
  }

  /// What `--device` changes, for the reader: nil without it. `laid out for --device iPhone 11
  /// (retina6_1): misplaced views are not checked, the stored frames being for iPhone 8
  /// (retina4_7)`.
  package static func deviceSentence(_ report: FileReport) -> String? {
    guard let device = report.checkedDevice else { return nil }
    let own = report.document?.deviceID.map { id in Device.named(id).map { "\($0.name) (\($0.id))" } ?? id }
    return "laid out for --device \(device.name) (\(device.id)): misplaced views are not checked, "
      + "the stored frames being for " + (own ?? "the file's own canvas")
  }

  /// `size class wR hC (Regular Width | Compact Height) on iPhone 8 Plus (retina5_5) in landscape`.
  package static func heading(_ variation: VariationReport) -> String {
    "size class \(variation.sizeClass.shortName) (\(variation.sizeClass.longName)) on \(variation.layout.description)"
  }

  /// The headline with the size class it was found in first (`(wR hC) Title: message`), for
  /// formats with one line per finding.
  package static func taggedHeadline(_ finding: Finding) -> String {
    (finding.sizeClass.map { "(\($0.shortName)) " } ?? "") + headline(finding)
  }

  /// A finding's message.
  package static func message(_ message: Finding.Message) -> String {
    switch message {
    case .input(let reason): problem(reason)
    case .verdict(let verdict): self.verdict(verdict)
    }
  }

  /// What is wrong with the input and what lyt did about it: `constraint c3 is left out:
  /// unknown attribute 'widht'`.
  package static func problem(_ reason: ReadingProblem.Reason) -> String {
    switch reason {
    case .elementWithoutID(let element): "a <\(element)> without an id is left out"
    case .duplicateID(let id): "a second object with the id \(id) is left out"
    case .unknownElement(let element): "lyt does not know the element <\(element)>: laid out as a plain view"
    case .notAConstraint(let element): "<\(element)> inside <constraints> is not a constraint; left out"
    case .priorityOutOfRange(let attribute, let text, let fallback):
      "\(attribute)='\(text)' is not a priority in (0, 1000]; \(fallback) is used"
    case .variationNotChecked(let key):
      "the variation '\(key)' is not checked: lyt checks variations for width and height size classes"
    case .constraintLeftOut(let id, let problem):
      (id.map { "constraint \($0)" } ?? "a constraint without an id") + " is left out: " + constraint(problem)
    case .legacyGuideNotMade(let name, let error): "the \(name) cannot be made: \(error)"
    case .view(let displayName, let id, let problem): "\"\(displayName)\" (\(id)): " + view(problem)
    }
  }

  /// Why a constraint is left out: `it has no id`, `unknown relation 'about'`.
  static func constraint(_ problem: ReadingProblem.ConstraintProblem) -> String {
    switch problem {
    case .noID: "it has no id"
    case .noFirstAttribute: "it has no firstAttribute"
    case .unknownAttribute(let name): "unknown attribute '\(name)'"
    case .secondItemWithoutAttribute: "it has a secondItem but no secondAttribute"
    case .secondAttributeWithoutItem: "it has a secondAttribute but no secondItem"
    case .unknownRelation(let name): "unknown relation '\(name)'"
    case .multiplierNotNumber(let text): "the multiplier '\(text)' is not a number"
    case .constantNotNumber(let text): "the constant '\(text)' is not a number"
    case .priorityOutOfRange(let text): "the priority '\(text)' is not in (0, 1000]"
    case .viewNotLaidOut(let item): "the view \(item) could not be laid out"
    case .noLayoutGuides(let className): "lyt lays out \(className) as a plain view, without layout guides"
    case .otherScene(let item, let scene): "it refers to \(item), which belongs to another scene (\(scene))"
    case .unknownItem(let item): "it refers to \(item), which is not a view or layout guide of this scene"
    case .refused(let error): "\(error)"
    }
  }

  /// What went wrong with one view, after its name.
  static func view(_ problem: ReadingProblem.ViewProblem) -> String {
    switch problem {
    case .frameNotStored: "its frame or its superview's is not stored: its autoresizing mask is left out"
    case .maskNotTranslated(let error): "its autoresizing mask cannot be translated into constraints: \(error)"
    case .verticalStackOnBaselines: "a vertical stack view cannot align on baselines; laid out with alignment fill"
    case .stackNotBuilt(let error): "the stack view cannot be built (\(error)); its views are laid out beside it"
    case .notLaidOut(let error): "the view cannot be laid out: \(error)"
    case .propertiesNotSet(let error): "its properties cannot be set: \(error)"
    }
  }

  /// One assumption as a sentence: `root "View": 414×896 from its stored frame (iPhone 11,
  /// retina6_1); safe area insets top 44, left 0, bottom 34, right 0`.
  package static func assumption(_ assumption: SceneAssumption) -> String {
    switch assumption {
    case .canvasSize(let root):
      "\(name(root)) has no stored frame: laid out at 600×600, Interface Builder's size-class canvas"
    case .rootSize(let root, let size, let fromStoredFrame, let device, let safeArea, let read):
      "root \(name(root)): \(dimensions(size)) "
        + (fromStoredFrame ? "from its stored frame (\(label(device)))" : "(\(label(device)))")
        + "; safe area insets \(ReportNumbers.insets(safeArea))" + readings(read)
    case .forcedDevice(let root, let size, let option, let deviceName, let deviceID, let safeArea):
      "root \(name(root)): \(dimensions(size)) for \(option) \(deviceName) (\(deviceID))"
        + "; safe area insets \(ReportNumbers.insets(safeArea))"
    case .rootMargins(let root, let margins, let insideSafeArea, let read):
      "root \(name(root)): layout margins \(ReportNumbers.insets(margins))"
        + (insideSafeArea ? " inside the safe area" : "") + readings(read)
    case .intrinsicSizesFromFrames(let views):
      "intrinsic sizes taken from the stored frames (fonts and images are not measured): " + shortList(quoted(views))
    case .standardSpacingToSafeArea(let constraints):
      "standard spacing to the safe area laid out as 0, as Interface Builder does: " + list(constraints)
    case .baselinesEstimated: "baselines estimated from the font sizes (San Francisco's metrics)"
    case .defaultFramesInSizeClass(let sizeClass):
      "size class \(sizeClass.shortName): the stored frames and flags are the default configuration's, "
        + "so misplaced views and stale flags are not checked"
    case .variedViewsNotCheckedForMisplacement:
      "views that size-class variations change are not checked for misplacement"
    case .appKitMisplacementLimited:
      "misplaced views are checked only among plain views and containers: AppKit frames include the "
        + "controls' alignment-rect insets"
    case .stackSettingsNotModelled(let view, let settings):
      "\"\(view)\": \(settings.joined(separator: ", ")) is not modelled"
    }
  }

  /// `a, b and c`.
  package static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// A list of at most six: the first five and how many more.
  private static func shortList(_ items: [String]) -> String {
    items.count > 6 ? items.prefix(5).joined(separator: ", ") + " and \(items.count - 5) more" : list(items)
  }

  private static func quoted(_ names: [String]) -> [String] { names.map { "\"\($0)\"" } }

  private static func name(_ root: SceneAssumption.Root) -> String {
    switch root {
    case .named(let name): "\"\(name)\""
    case .id(let id): id
    case .unnamed: "the root"
    }
  }

  private static func label(_ device: SceneAssumption.DeviceLabel) -> String {
    switch device {
    case .known(let name, let id): "\(name), \(id)"
    case .unknown(let id): id
    case .none: "no device"
    }
  }

  private static func dimensions(_ size: Size) -> String {
    "\(ReportNumbers.text(size.width))×\(ReportNumbers.text(size.height))"
  }

  /// ` (top 20, left 8 read from the stored frames)`, or nothing.
  private static func readings(_ read: [SceneAssumption.EdgeReading]) -> String {
    guard !read.isEmpty else { return "" }
    let edges = read.map { "\($0.edge) \(ReportNumbers.text($0.value))" }
    return " (\(edges.joined(separator: ", ")) read from the stored frames)"
  }
}
