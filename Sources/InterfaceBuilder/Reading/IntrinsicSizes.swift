import Layout

/// Where a view's intrinsic content size comes from: the file when it states one (a placeholder
/// intrinsic size, an image's size in `<resources>`, an `@IBDesignable`'s cached size), else the
/// stored frame for the views that have one (labels, buttons, controls: fonts and images cannot
/// be measured here, so the size Interface Builder last laid them out at stands in — an
/// assumption the report names). System symbols' sizes depend on their configuration: they are
/// assumed from the frame too (the document reader leaves them out of `images`).
enum IntrinsicSizes {
  /// The intrinsic size of view element `node`.
  static func source(
    of node: XMLNode, viewClass: ViewClass, frame: Rect?, images: [String: Size], designable: Size?
  ) -> IntrinsicSizeSource {
    let placeholderWidth = node["placeholderIntrinsicWidth"]
    let placeholderHeight = node["placeholderIntrinsicHeight"]
    if placeholderWidth != nil || placeholderHeight != nil {
      // `infinite` (or anything that is not a number) is the inspector's "None".
      let size = IntrinsicSize(
        width: AttributeValues.number(placeholderWidth), height: AttributeValues.number(placeholderHeight))
      return .stated(size, reason: "placeholder intrinsic size")
    }
    if let designable {
      return .stated(IntrinsicSize(width: designable.width, height: designable.height), reason: "IBDesignable size")
    }
    let axes: (width: Bool, height: Bool)
    switch viewClass.intrinsic {
    case .none: return .none
    case .both: axes = (true, true)
    case .heightOnly: axes = (false, true)
    case .textView:
      guard node["scrollEnabled"] == "NO" else { return .none }
      axes = (true, true)
    case .image:
      guard let name = node["image"] ?? node.child("imageReference", key: "image")?["image"] else { return .none }
      // A JPEG's size in <resources> follows its DPI, which UIKit ignores: the frame decides.
      let lower = name.lowercased()
      if let size = images[name], !lower.hasSuffix(".jpg") && !lower.hasSuffix(".jpeg") {
        return .stated(IntrinsicSize(width: size.width, height: size.height), reason: "image '\(name)'")
      }
      axes = (true, true)
    }
    guard let frame else { return .none }
    return .assumedFromFrame(
      IntrinsicSize(width: axes.width ? frame.width : nil, height: axes.height ? frame.height : nil))
  }
}
