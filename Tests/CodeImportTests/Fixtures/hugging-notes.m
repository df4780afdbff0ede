NSLayoutConstraint *constraint = [NSLayoutConstraint constraintWithItem:self.testButton
                                                                  attribute:NSLayoutAttributeWidth
                                                                  relatedBy:NSLayoutRelationEqual
                                                                     toItem:nil
                                                                  attribute:NSLayoutAttributeWidth
                                                                 multiplier:0
                                                                   constant:100];
constraint.priority = 1000;
[self.testButton addConstraint:constraint];
