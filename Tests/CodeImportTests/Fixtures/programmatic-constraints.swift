func addConstraintOnLabelOne() {
  labelOne.text = "Developer Clan"
  labelOne.translatesAutoresizingMaskIntoConstraints = false
  labelOne.widthAnchor.constraint(equalToConstant: 160).isActive = true
  labelOne.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
  labelOne.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 20).isActive = true
}

func addConstraintOnLabelTwo() {
  labelTwo.text = " iOS Developer"
  labelTwo.translatesAutoresizingMaskIntoConstraints = false
  labelTwo.widthAnchor.constraint(equalToConstant: 160).isActive = true
  labelTwo.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
  //        labelTwo.rightAnchor.constraint(equalTo: view.rightAnchor, constant: 20).isActive = true
}
