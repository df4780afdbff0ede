// Creating a constraint using NSLayoutConstraint
NSLayoutConstraint(
  item: subview,
  attribute: .Leading,
  relatedBy: .LessThanOrEqual,
  toItem: view,
  attribute: .LeadingMargin,
  multiplier: 1.0,
  constant: 0.0
).isActive = true

// Creating the same constraint using constraintLessThanOrEqualToAnchor:
let margins = view.layoutMarginsGuide
subview.leadingAnchor.constraintLessThanOrEqualToAnchor(margins.leadingAnchor).isActive = true
