import CodeImport
import Layout
import Testing

/// How real code makes its views: initializers with arguments, closure properties, setters of
/// content, and VFL options held in a variable.
@Suite struct ViewSetupTests {
  @Test func initializersWithArgumentsMakeViews() {
    #expect(
      effects(
        """
        let poster = UIImageView(image: UIImage(named: "poster"))
        let go = UIButton.init(type: .system)
        go.setTitle("Go", for: .normal)
        let icon = UIImage(named: "icon")
        """) == ["view poster: UIImageView", "view go: UIButton", "skip", "skip"])
    #expect(readError("let c = UIColour(red: 1)") == "1:9: `UIColour(…)` is not understood")
  }

  @Test func aClosurePropertyNamesTheViewItMakes() {
    #expect(
      effects(
        """
        let greeting: UILabel = {
          let label = UILabel()
          label.text = "Hi"
          label.translatesAutoresizingMaskIntoConstraints = false
          return label
        }()
        greeting.widthAnchor.constraint(equalToConstant: 10).isActive = true
        """) == [
          "view greeting: UILabel", "skip", "translates greeting false", "add - greeting.width == 10 @1000",
        ])
    #expect(
      readError("let g: UILabel = {\n  let label = UILabel()\n  let other = label\n  return other\n}()")
        == "4:10: the closure returns `other`, which is not a view it makes")
  }

  @Test func optionsHeldInAVariable() {
    #expect(
      effects(
        """
        NSLayoutFormatOptions options = NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom;
        NSArray *row = [NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]-[b]" options:options metrics:nil views:NSDictionaryOfVariableBindings(a, b)];
        """)
        == ["vfl row H:[a]-[b] [\"top\", \"bottom\"] [] a=a,b=b inactive"])
  }
}

/// Lines typed at the prompt that can only be code are read as code.
@Test func visualFormatAndArrayLinesAreCode() {
  for line in [
    "NSDictionary *views = NSDictionaryOfVariableBindings(a, b);",
    "[self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[a]|\" options:0 metrics:nil views:views]];",
    "[tabs mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:8 leadSpacing:0 tailSpacing:0];",
    "views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 8)",
    "[views autoSetViewsDimension:ALDimensionHeight toSize:40];", "[views autoMatchViewsDimension:ALDimensionWidth];",
    "[views autoAlignViewsToEdge:ALEdgeTop];",
  ] {
    #expect(CodeRecognizer.isCode(line), "\(line)")
  }
  #expect(!CodeRecognizer.isCode("H:|-[a]-| options alignAllLeft"))
}
