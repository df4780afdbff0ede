import Layout

/// What a root view is laid out in, none of which the XML stores: its size, its safe-area
/// insets and its margins (measured from its edges, as the engine takes them), the margins of
/// cells' content views, and each assumption made (docs/STORYBOARDS.md §3).
struct RootEnvironment {
  /// An environment with nothing assumed yet.
  init(size: Size, safeArea: EdgeInsets, margins: EdgeInsets) {
    self.size = size
    self.safeArea = safeArea
    self.margins = margins
  }

  /// The root's size, imposed as a window imposes it.
  var size: Size
  /// The root's safe-area insets.
  var safeArea: EdgeInsets
  /// The root's layout margins from its edges.
  var margins: EdgeInsets
  /// Margins of views inside the root that the XML does not give (content views), by id.
  var innerMargins: [String: EdgeInsets] = [:]
  /// The assumptions made.
  var assumptions: [SceneAssumption] = []

  /// Safe-area insets the simulated devices and bars can give, per edge.
  static let plausibleTop: [Double] = sums([0, 20, 24, 44, 47, 48, 50, 54, 59], [0, 44, 50, 56, 96])
  static let plausibleBottom: [Double] = sums([0, 20, 21, 34], [0, 44, 49, 50, 56])
  static let plausibleSide: [Double] = [0, 44, 47, 48, 50, 59]
  /// Margins a controller's view or a content view can have beyond its safe area.
  static let plausibleMargins: [Double] = [0, 8, 11, 16, 20]

  private static func sums(_ first: [Double], _ second: [Double]) -> [Double] {
    Array(Set(first.flatMap { a in second.map { a + $0 } })).sorted()
  }

  /// The environment of root `rootID` of `scene`; with `forcedDevice` (`--device`), a
  /// controller's view (and a XIB's top-level view the size of the file's device) takes that
  /// device's size, safe area and margins, none read from the stored frames.
  init(
    root rootID: String, scene: IBScene, document: IBDocument, tree: SceneTree, constraints: [IBConstraint],
    forcedDevice: Device? = nil, forcedBy reason: String = "--device"
  ) {
    let root = tree[rootID]?.view
    let device = document.deviceID.flatMap(Device.named)
    let isController = rootID == scene.controllerViewID
    if let forcedDevice,
      let forced = Self.forced(
        forcedDevice, reason: reason, root: root, fileDevice: device, document: document, scene: scene)
    {
      self = forced
      return
    }
    var size = root?.frame.map { Size(width: $0.width, height: $0.height) }
    if size == nil, isController, let device {
      size = document.landscape ? Size(width: device.size.height, height: device.size.width) : device.size
    }
    self.size = size ?? Size(width: 600, height: 600)
    safeArea = .zero
    margins = root?.margins ?? EdgeInsets(all: 8)
    let name = root.map { SceneAssumption.Root.named($0.displayName) } ?? .id(rootID)
    if size == nil { assumptions.append(.canvasSize(name)) }
    // A XIB's top-level view the size of the device is laid out like a controller's view.
    let fillsDevice = device.map {
      $0.size == self.size || Size(width: $0.size.height, height: $0.size.width) == self.size
    }
    let simulatesDevice = isController || (document.kind == .xib && root?.key == nil && fillsDevice == true)
    // A form sheet, popover or freeform size: the safe area and margins are read from the frames.
    let freeform = simulatesDevice && fillsDevice != true
    guard simulatesDevice || root?.key == nil else { return }
    let table =
      freeform || !simulatesDevice
      ? .zero
      : Self.tableInsets(device: device, document: document, bars: scene.simulatedBars, isController: isController)
    let anyValue = stride(from: 0.0, through: 200, by: 0.5).map { $0 }
    let support = freeform ? 1 : 2
    let implied = ImpliedInsets(constraints: constraints, tree: tree) { item, attribute in
      guard let edge = ImpliedInsets.edge(of: attribute) else { return nil }
      if item == root?.safeAreaGuideID, !attribute.isMargin { return .init(view: rootID, kind: .safeArea, edge: edge) }
      if let isTop = scene.legacyGuides[item], isController {
        if isTop && attribute == .bottom { return .init(view: rootID, kind: .safeArea, edge: .top) }
        if !isTop && attribute == .top { return .init(view: rootID, kind: .safeArea, edge: .bottom) }
      }
      if item == rootID, attribute.isMargin, root?.margins == nil {
        return .init(view: rootID, kind: .margins, edge: edge)
      }
      return nil
    }
    var read: [SceneAssumption.EdgeReading] = []
    var insets = table
    for (edge, plausible) in [
      (Attribute.top, Self.plausibleTop), (.bottom, Self.plausibleBottom), (.left, Self.plausibleSide),
      (.right, Self.plausibleSide),
    ] {
      let quantity = ImpliedInsets.Quantity(view: rootID, kind: .safeArea, edge: edge)
      if let value = implied.agreed(quantity, plausible: freeform ? anyValue : plausible, minimumSupport: support),
        value != insets[edge]
      {
        insets[edge] = value
        read.append(.init(edge: edge, value: value))
      }
    }
    safeArea = insets
    let label: SceneAssumption.DeviceLabel =
      device.map { .known(name: $0.name, id: $0.id) } ?? document.deviceID.map { .unknown(id: $0) } ?? .none
    assumptions.append(
      .rootSize(
        name, size: self.size, fromStoredFrame: root?.frame != nil, device: label, safeArea: insets, read: read))
    if root?.margins == nil {
      let side: Double = simulatesDevice ? (self.size.width >= 400 ? 20 : 16) : 8
      let ends: Double = simulatesDevice ? 0 : 8
      var own = EdgeInsets(top: ends, left: side, bottom: ends, right: side)
      var readMargins: [SceneAssumption.EdgeReading] = []
      for edge in [Attribute.top, .left, .bottom, .right] {
        let quantity = ImpliedInsets.Quantity(view: rootID, kind: .margins, edge: edge)
        let plausible = (freeform ? anyValue : Self.plausibleMargins).map { $0 + (simulatesDevice ? insets[edge] : 0) }
        if let value = implied.agreed(quantity, plausible: plausible, minimumSupport: support) {
          let beyond = value - (simulatesDevice ? insets[edge] : 0)
          if beyond != own[edge] { readMargins.append(.init(edge: edge, value: beyond)) }
          own[edge] = beyond
        }
      }
      margins = simulatesDevice ? own.adding(insets) : own
      assumptions.append(.rootMargins(name, margins: own, insideSafeArea: simulatesDevice, read: readMargins))
    }
  }

  /// The environment of a root laid out for `device` instead of the file's own, or nil when the
  /// root does not follow the device: a form sheet, popover or freeform size (a controller's view
  /// stored at another size than the file's device), a cell, a XIB view of its own size.
  private static func forced(
    _ device: Device, reason: String, root: IBView?, fileDevice: Device?, document: IBDocument, scene: IBScene
  ) -> RootEnvironment? {
    let isController = root?.id == scene.controllerViewID
    let stored = root?.frame.map { Size(width: $0.width, height: $0.height) }
    let fillsFileDevice = fileDevice.flatMap { file in
      stored.map { $0 == file.size || Size(width: file.size.height, height: file.size.width) == $0 }
    }
    let follows =
      isController ? fillsFileDevice != false : document.kind == .xib && root?.key == nil && fillsFileDevice == true
    guard follows else { return nil }
    let size = document.landscape ? Size(width: device.size.height, height: device.size.width) : device.size
    let safeArea = tableInsets(
      device: device, document: document, bars: scene.simulatedBars, isController: isController)
    let side: Double = size.width >= 400 ? 20 : 16
    let own = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    let name = root.map { SceneAssumption.Root.named($0.displayName) } ?? .unnamed
    var environment = RootEnvironment(
      size: size, safeArea: safeArea, margins: root?.margins ?? own.adding(safeArea))
    environment.assumptions.append(
      .forcedDevice(
        name, size: size, option: reason, deviceName: device.name, deviceID: device.id, safeArea: safeArea))
    if root?.margins == nil {
      environment.assumptions.append(.rootMargins(name, margins: own, insideSafeArea: true, read: []))
    }
    return environment
  }

  /// The safe area lyt's device table gives a root: the status bar or sensor housing and the
  /// simulated bars for a controller's view in portrait; the housing's sides in landscape.
  static func tableInsets(device: Device?, document: IBDocument, bars: SimulatedBars, isController: Bool)
    -> EdgeInsets
  {
    guard let device else { return .zero }
    if document.platform == .tvOS { return EdgeInsets(top: 60, left: 80, bottom: 60, right: 80) }
    var insets: EdgeInsets
    if document.landscape {
      insets =
        device.hasHousing
        ? EdgeInsets(top: 0, left: device.top, bottom: device.bottom > 0 ? 21 : 0, right: device.top) : .zero
    } else {
      insets = EdgeInsets(
        top: bars.noStatusBar && !device.hasHousing ? 0 : device.topInset(toolsVersion: document.toolsVersion),
        left: 0, bottom: device.bottom, right: 0)
    }
    guard isController else { return insets }
    if bars.navigationBar { insets.top += 44 }
    if bars.tabBar { insets.bottom += 49 }
    if bars.toolbar { insets.bottom += 44 }
    return insets
  }
}

extension EdgeInsets {
  /// The inset on one edge (`top`, `left`, `bottom`, `right`).
  subscript(edge: Attribute) -> Double {
    get {
      switch edge {
      case .top: top
      case .bottom: bottom
      case .left: left
      default: right
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .bottom: bottom = newValue
      case .left: left = newValue
      default: right = newValue
      }
    }
  }

  /// The sum, edge by edge.
  func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
  }
}
