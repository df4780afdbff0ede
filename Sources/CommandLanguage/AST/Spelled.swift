import Layout

/// A closed set of values a script names with one word each: the parser reads them by their
/// ``spelling`` (listing every spelling when a word is unknown), and commands print them back
/// with it. The values themselves are the domain's (``Axis``, ``LayoutDirection``,
/// ``StackView/Distribution``): the language only adds how it writes them.
package protocol Spelled: CaseIterable {
  /// The word a script writes for the value.
  var spelling: String { get }
}

extension Spelled where Self: RawRepresentable, RawValue == String {
  /// The raw value, for vocabularies whose raw values are already the script's words.
  package var spelling: String { rawValue }
}

extension Axis: Spelled {
  /// `h` or `v` (the parser also reads `horizontal` and `vertical`).
  package var spelling: String { self == .horizontal ? "h" : "v" }
}

extension LayoutDirection: Spelled {}
extension StackView.Distribution: Spelled {}
extension StackAlignment: Spelled {}
extension VisualFormatOption: Spelled {}
