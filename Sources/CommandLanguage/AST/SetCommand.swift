import Cassowary
import Layout

/// The `set …` commands.
public enum SetCommand: Hashable, Sendable, CustomStringConvertible {
  /// `set priority ID P`
  case priority(id: Name, Located<PriorityLiteral>)
  /// `set constant ID C`
  case constant(id: Name, Located<Double>)
  /// `set intrinsic VIEW WxH`, or `set intrinsic VIEW none` (nil) to remove it.
  case intrinsic(view: Name, Located<Size>?)
  /// `set hug VIEW h|v P`
  case hugging(view: Name, Axis, Located<PriorityLiteral>)
  /// `set resist VIEW h|v P`
  case resistance(view: Name, Axis, Located<PriorityLiteral>)
  /// `set size VIEW WxH`
  case size(view: Name, Located<Size>)
  /// `set direction ltr|rtl`
  case direction(LayoutDirection)
  /// `set margins VIEW T,L,B,R`
  case margins(view: Name, Located<EdgeInsets>)
  /// `set safeArea VIEW T,L,B,R`
  case safeArea(view: Name, Located<EdgeInsets>)
  /// `set hidden VIEW true|false`
  case hidden(view: Name, Bool)
  /// `set vflEdgeSpacing margin|POINTS`: what a bare `-` next to `|` means in VFL lines.
  case vflEdgeSpacing(EdgeSpacing)
  /// `set translates VIEW true|false`: whether the view translates its autoresizing mask into
  /// constraints (`translatesAutoresizingMaskIntoConstraints`).
  case translates(view: Name, Bool)
  /// `set autoresizing VIEW MASK`
  case autoresizing(view: Name, Located<AutoresizingMask>)

  /// The canonical spelling.
  public var description: String {
    switch self {
    case .priority(let id, let priority): "set priority \(id) \(priority)"
    case .constant(let id, let constant): "set constant \(id) \(NumberText.format(constant.value))"
    case .intrinsic(let view, let size): "set intrinsic \(view) \(size.map { "\($0)" } ?? "none")"
    case .hugging(let view, let axis, let priority): "set hug \(view) \(axis.spelling) \(priority)"
    case .resistance(let view, let axis, let priority): "set resist \(view) \(axis.spelling) \(priority)"
    case .size(let view, let size): "set size \(view) \(size)"
    case .direction(let direction): "set direction \(direction)"
    case .margins(let view, let insets): "set margins \(view) \(insets)"
    case .safeArea(let view, let insets): "set safeArea \(view) \(insets)"
    case .hidden(let view, let hidden): "set hidden \(view) \(hidden)"
    case .vflEdgeSpacing(let spacing): "set vflEdgeSpacing \(spacing)"
    case .translates(let view, let translates): "set translates \(view) \(translates)"
    case .autoresizing(let view, let mask): "set autoresizing \(view) \(mask.value.notation)"
    }
  }
}
