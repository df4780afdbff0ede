func nonRequiredHeightConstraint(constant: CGFloat) -> NSLayoutConstraint {
  let constraint = heightAnchor.constraint(equalToConstant: constant)
  constraint.priority = UILayoutPriority(rawValue: UILayoutPriority.required.rawValue - 1)
  return constraint
}
