override func viewDidLoad() {
  super.viewDidLoad()
  view.backgroundColor = .white
  let title = UILabel()
  title.text = "Hello, World :)"
  title.translatesAutoresizingMaskIntoConstraints = false

  view.addSubview(title)
  NSLayoutConstraint.activate([
    title.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
    title.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: 16),
    title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
  ])
}
