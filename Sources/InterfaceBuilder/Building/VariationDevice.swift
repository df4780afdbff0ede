/// Where a size-class configuration is laid out: a device, and an orientation, whose size classes
/// are the configuration's (docs/STORYBOARDS.md §2.5).
public struct VariationDevice: Sendable {
  /// The device.
  public var device: Device
  /// Whether it is in landscape.
  public var landscape: Bool

  /// The devices tried when the file's own is in neither orientation of the configuration's size
  /// classes, in order: iPhone 8 (wC hR in portrait, wC hC in landscape), iPad (wR hR), iPhone 8
  /// Plus in landscape (wR hC).
  static let fallbacks: [(id: String, landscape: Bool)] = [
    ("retina4_7", false), ("retina4_7", true), ("ipad9_7", false), ("retina5_5", true),
  ]

  /// The device for `configuration`: `preferred` (the file's device, or `--device`) in its own
  /// orientation or the other one when either has the configuration's classes, else the first
  /// fallback that has them; nil when none does.
  static func choose(for configuration: SizeClassVariation, preferred: Device?, landscape: Bool) -> VariationDevice? {
    var candidates: [VariationDevice] = []
    if let preferred {
      candidates += [
        VariationDevice(device: preferred, landscape: landscape),
        VariationDevice(device: preferred, landscape: !landscape),
      ]
    }
    candidates += fallbacks.compactMap { entry in
      Device.named(entry.id).map { VariationDevice(device: $0, landscape: entry.landscape) }
    }
    return candidates.first { candidate in
      let classes = candidate.device.sizeClasses(landscape: candidate.landscape)
      return configuration.width == classes.width && configuration.height == classes.height
    }
  }

  /// `iPhone 8 Plus (retina5_5) in landscape`.
  public var description: String {
    "\(device.name) (\(device.id)) in \(landscape ? "landscape" : "portrait")"
  }
}

extension Device {
  /// The size classes of the full screen: iPads (and Apple TV) are regular both ways; iPhones are
  /// compact wide and regular tall in portrait, and compact tall in landscape, where the ones at
  /// least 414 points wide in portrait (the Plus and Max sizes) are regular wide.
  func sizeClasses(landscape: Bool) -> (width: SizeClassVariation.SizeClass, height: SizeClassVariation.SizeClass) {
    if id.hasPrefix("ipad") || id == "appleTV" { return (.regular, .regular) }
    guard landscape else { return (.compact, .regular) }
    return (size.width >= 414 ? .regular : .compact, .compact)
  }
}
