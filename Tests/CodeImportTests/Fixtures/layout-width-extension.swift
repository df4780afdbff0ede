@discardableResult
func layoutWidth(constant: CGFloat = 0) -> NSLayoutConstraint {
  let constraint: NSLayoutConstraint = NSLayoutConstraint(
    item: self,
    attribute: NSLayoutAttribute.width,
    relatedBy: NSLayoutRelation.equal,
    toItem: nil,
    attribute: NSLayoutAttribute.notAnAttribute,
    multiplier: 1,
    constant: constant)
  constraint.isActive = true
  return constraint
}
