override func viewWillLayoutSubviews() {
  super.viewWillLayoutSubviews()

  customView.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(customView)

  NSLayoutConstraint.activate([
    customView.widthAnchor.constraint(equalToConstant: 200),
    customView.heightAnchor.constraint(equalToConstant: 200),
    customView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
    customView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
  ])
}
