import CommandLanguage
import Layout
import Script
import Testing

/// `constraints(withVisualFormat:options:metrics:views:)` in pasted code: the constraints lyt's
/// VFL reader makes with the call's dictionaries, how they are activated, and the errors, which
/// point into the format string.
@Suite struct VisualFormatCodeTests {
  /// The first diagnostic of running `code` after a 390×844 root, as `line:column: message (hint)`;
  /// the session must be left as it was.
  func failure(_ code: String) throws -> String {
    var session = try codeSession("")
    let before = session
    let parsed = Parser.parse(code, file: "t.lyt")
    if let error = parsed.errors.first {
      return "\(error.location.line):\(error.location.column): \(error.message)"
    }
    do {
      for statement in parsed.statements { _ = try session.execute(statement) }
      return "no error"
    } catch {
      #expect(session.hasEqualState(to: before))
      let diagnostic = try #require(error.entries.first?.diagnostic)
      return "\(diagnostic.range.start.line):\(diagnostic.range.start.column): \(diagnostic.message)"
        + (diagnostic.hint.map { " (\($0))" } ?? "")
    }
  }

  @Test func swiftDictionariesOptionsAndArrays() throws {
    let session = try codeSession(
      """
      paste {
        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        let button = UIButton()
        view.addSubview(button)
        let views = ["title": title, "button": button]
        let metrics = ["pad": 16]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[title]-[button(==title)]-pad-|", options: [.alignAllCenterY], metrics: metrics, views: views))
        var all = [NSLayoutConstraint]()
        all += NSLayoutConstraint.constraints(withVisualFormat: "V:|-(20)-[title(44)]", options: [], metrics: nil, views: views)
        let h = NSLayoutConstraint.constraints(withVisualFormat: "V:[button(44)]", metrics: nil, views: views)
        NSLayoutConstraint.activate(all + h)
      }
      """)
    #expect(
      userConstraints(session) == [
        "H.root-title: title.leading == root.leading + 16", "H.title-button: button.leading == title.trailing + 8",
        "H.button.width: button.width == title.width", "H.button-root: root.trailing == button.trailing + 16",
        "H.title-button.centerY: title.centerY == button.centerY", "h.1: button.height == 44",
        "V.root-title: title.top == root.top + 20", "V.title.height: title.height == 44",
      ])
    #expect(try frameText(session, "title") == "16,20,175,44")
    #expect(try frameText(session, "button") == "199,20,175,44")
  }

  @Test func objectiveCBindingsMasksAndMutableArrays() throws {
    let session = try codeSession(
      """
      paste {
        UIView *box = [[UIView alloc] init];
        [self.view addSubview:box];
        NSDictionary *views = NSDictionaryOfVariableBindings(box);
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[box]-|" options:NSLayoutFormatAlignAllTop | NSLayoutFormatDirectionLeadingToTrailing metrics:nil views:views]];
        NSMutableArray *cs = [NSMutableArray array];
        [cs addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[box(h)]" options:0 metrics:@{@"h": @(40)} views:views]];
        [NSLayoutConstraint activateConstraints:cs];
      }
      """)
    #expect(
      userConstraints(session) == [
        "H.root-box: box.leading == root.leadingMargin", "H.box-root: root.trailingMargin == box.trailing",
        "V.root-box: box.top == root.topMargin", "V.box.height: box.height == 40",
      ])
    #expect(try frameText(session, "box") == "8,8,374,40")
  }

  @Test func swift2SpellingsCastsAndNamedOptions() throws {
    let session = try codeSession(
      """
      paste {
        view.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|[a][b]|", options: NSLayoutFormatOptions.AlignAllBottom, metrics: nil, views: ["a": a, "b": b] as [String: AnyObject]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[a(30)]|", options: NSLayoutFormatOptions(rawValue: 0), metrics: [:], views: ["a": a]))
      }
      """)
    #expect(
      userConstraints(session) == [
        "H.root-a: a.leading == root.leading", "H.a-b: b.leading == a.trailing",
        "H.b-root: root.trailing == b.trailing",
        "H.a-b.bottom: a.bottom == b.bottom", "V.a.height: a.height == 30", "V.a-root: root.bottom == a.bottom",
      ])
  }

  @Test func madeAndNeverActivatedIsInactive() throws {
    let session = try codeSession(
      """
      paste {
        let pinned = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": a])
        var later: [NSLayoutConstraint] = []
        later.append(contentsOf: NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]", options: [], metrics: nil, views: ["a": a]))
        later.append(a.heightAnchor.constraint(equalToConstant: 10))
      }
      """)
    #expect(
      userConstraints(session) == [
        "pinned.1: a.leading == root.leading (inactive)", "pinned.2: root.trailing == a.trailing (inactive)",
        "V.root-a: a.top == root.top (inactive)", "c1: a.height == 10 (inactive)",
      ])
  }

  @Test func aBoundFormatIsActivatedAndDeactivatedByItsName() throws {
    let session = try codeSession(
      """
      paste {
        let sides = NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[a]-8-|", options: [], metrics: nil, views: ["a": a])
        NSLayoutConstraint.activate(sides)
        NSLayoutConstraint.deactivate(sides)
        view.addConstraints(sides)
      }
      """)
    #expect(
      userConstraints(session) == [
        "sides.1: a.leading == root.leading + 8", "sides.2: root.trailing == a.trailing + 8",
      ])
    #expect(try frameText(session, "a") == "8,0,374,0")
  }

  @Test func aSingleViewAcceptsAnyAlignment() throws {
    let session = try codeSession(
      """
      add view field in root
      H:|-[field]-| options alignAllLeft
      paste {
        self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[field]", options: .alignAllTop, metrics: nil, views: ["field": field]))
      }
      """)
    #expect(
      userConstraints(session) == [
        "H.root-field: field.leading == root.leadingMargin", "H.field-root: root.trailingMargin == field.trailing",
        "V.root-field: field.top == root.topMargin",
      ])
  }

  @Test func errorsPointIntoTheFormatString() throws {
    #expect(
      try failure(
        #"view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[box]-[bxo]", options: [], metrics: nil, views: ["box": box]))"#
      )
        == "1:80: Unable to parse constraint format: bxo is not a key in the views dictionary. "
        + "(did you mean 'box'? The views dictionary has no `bxo`)")
    #expect(
      try failure(
        #"[self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[a]- 8-[b]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(a, b)]];"#
      ) == "1:85: Unable to parse constraint format: Expected a number or key from the metrics dictionary, but "
        + "encountered something else (VFL allows no spaces)")
    #expect(
      try failure(
        #"NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: [.alignAllLeading], metrics: nil, views: ["a": a, "b": b]))"#
      ) == "1:102: Unable to parse constraint format: Options mask required views to be aligned on a horizontal edge, "
        + "which is not allowed for layout that is also horizontal. (an H: line can align tops, bottoms, centerY or "
        + "baselines)")
    #expect(
      try failure(
        #"NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-gap-[a]", options: [], metrics: ["gaq": 8], views: ["a": a]))"#
      ) == "1:83: Unable to parse constraint format: Encountered metric with name \"gap\", but value was not "
        + "specified in metrics or views dictionaries (did you mean 'gaq'?)")
    #expect(
      try failure(
        #"view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[\(label)]|", options: [], metrics: nil, views: ["label": label]))"#
      ) == "1:75: lyt reads `\\(…)` in a VFL format only when it is a number (name the views in the format itself "
        + "(\"[label]\"), or pass numbers in the metrics dictionary)")
    #expect(
      try failure(
        #"view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": 8]))"#
      ) == "1:121: `a` in the views dictionary is a number, not a view")
    #expect(
      try failure(
        #"view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: .alignAllMiddle, metrics: nil, views: ["a": a]))"#
      ) == "1:91: expected VFL options such as .alignAllTop, found `.alignAllMiddle` (Apple's options are alignAll…, "
        + "direction… and spacing…; `[]` for none)")
  }

  @Test func interpolatedNumbersAreWrittenOut() throws {
    let session = try codeSession(
      """
      paste {
        let inset: CGFloat = 12
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\\(inset)-[a]", options: [], metrics: nil, views: ["a": a]))
      }
      """)
    #expect(userConstraints(session) == ["H.root-a: a.leading == root.leading + 12"])
  }

  @Test func badCodeAroundAFormatFailsWhole() throws {
    #expect(
      try failure(
        "paste {\nview.addSubview(a)\nview.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: [], metrics: nil, views: [\"a\": a])\n}"
      ) == "3:20: '(' is never closed")
    #expect(
      try failure(
        #"view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], views: ["a": a]))"#
      ) == "1:40: expected the arguments withVisualFormat:options:metrics:views: (Apple's method takes the format, the "
        + "options, the metrics dictionary and the views dictionary)")
  }
}
