// The pieces of a VFL string the parser hands to the builder.
import Cassowary

/// What a predicate relates to: a constant, or (in a view's size predicate) another view.
enum PredicateObject: Hashable, Sendable {
  /// A number or a metric's value.
  case constant(Double)
  /// A view's width (horizontal) or height (vertical).
  case view(String)
}

/// `>=70@750`: a relation, an object and a priority.
struct FormatPredicate: Hashable, Sendable {
  /// The relation (`==` when none is written).
  var relation: Relation
  /// The constant or view.
  var object: PredicateObject
  /// The priority (required when none is written).
  var priority: Priority
  /// Where the predicate is in the string.
  var range: Range<Int>
}

/// What lies between two elements of the string.
enum FormatSpacing: Hashable, Sendable {
  /// Nothing: the elements touch (`][`, `|[`, `]|`).
  case flush
  /// A bare `-`: standard spacing.
  case standard
  /// `-8-`, `-(>=8,<=20)-`: one constraint per predicate.
  case predicates([FormatPredicate])
}

/// A view or the superview `|`, with where it is in the string.
struct FormatElement: Hashable, Sendable {
  /// The view's name, or nil for `|`.
  var view: String?
  /// Where the element is in the string.
  var range: Range<Int>
}
