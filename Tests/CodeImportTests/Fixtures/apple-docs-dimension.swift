// Creating a constraint using NSLayoutConstraint
NSLayoutConstraint(
  item: button,
  attribute: .Width,
  relatedBy: .Equal,
  toItem: button,
  attribute: .Height,
  multiplier: 2.0,
  constant: 40.0
).isActive = true

// Creating the same constraint using constraintEqualToAnchor:multiplier:constant:
button.widthAnchor.constraintEqualToAnchor(button.heightAnchor, multiplier: 2.0, constant: 40.0).isActive = true
