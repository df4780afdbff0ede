let margin = self.layoutMarginsGuide

titleLabel.topAnchor.constraintEqualToAnchor(margin.topAnchor).active = true
titleLabel.bottomAnchor.constraintEqualToAnchor(margin.bottomAnchor).active = true
titleLabel.leftAnchor.constraintEqualToAnchor(margin.leftAnchor).active = true
titleLabel.rightAnchor.constraintEqualToAnchor(margin.rightAnchor).active = true
