func addNewLabel() {

  let topLabel = UILabel()
  topLabel.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(topLabel)

  topLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true

  topLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 50).isActive = true

  topLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -50).isActive = true

  topLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 150).isActive = true

}
