import Layout
import Testing

@testable import CommandLanguage
@testable import Script

@Test func addViewWithEveryClause() {
  var view = AddView(name: n("card"), parent: n("root"))
  view.size = at(Size(width: 320, height: 480))
  view.intrinsic = at(Size(width: 100, height: 20))
  view.hugging = at(AxisPriorities(horizontal: .number(251), vertical: .named(.defaultLow, offset: 0)))
  view.resistance = at(AxisPriorities(horizontal: .number(749), vertical: .number(749)))
  view.margins = at(EdgeInsets(top: 8, left: 16, bottom: 8, right: -16))
  #expect(
    command("add view card in root size 320x480 intrinsic 100x20 hug 251,defaultLow resist 749 margins 8,16,8,-16")
      == .addView(view))
  #expect(
    command("view card margins 8,16,8,-16 resist 749 hug 251,defaultLow intrinsic 100 x 20 size 320x480 in root")
      == .addView(view))
}

@Test func addViewMinimalAndAlias() {
  #expect(command("add view root") == .addView(AddView(name: n("root"))))
  #expect(command("view a in root") == .addView(AddView(name: n("a"), parent: n("root"))))
}

@Test func addGuideScrollAndAliases() {
  #expect(command("add guide g in root") == .addGuide(name: n("g"), parent: n("root")))
  #expect(command("guide g in root") == .addGuide(name: n("g"), parent: n("root")))
  #expect(command("add scroll s in root") == .addScroll(name: n("s"), parent: n("root")))
}

@Test func addStackFullAndMinimal() {
  #expect(
    command("add stack row in root axis h distribution equalSpacing alignment firstBaseline spacing 8 views a b c")
      == .addStack(
        AddStack(
          name: n("row"), parent: n("root"), axis: .horizontal, distribution: .equalSpacing, alignment: .firstBaseline,
          spacing: 8, views: [n("a"), n("b"), n("c")])))
  #expect(
    command("add stack col axis vertical in root views a")
      == .addStack(AddStack(name: n("col"), parent: n("root"), axis: .vertical, views: [n("a")])))
}

@Test func addConstraintForms() {
  let expression = ConstraintExpression(
    first: ref("a.width"), relation: at(.equal), second: nil, multiplier: 1, constant: 100)
  #expect(command("add constraint a.width == 100") == .addConstraint(ConstraintDefinition(expression: expression)))
  #expect(
    command("add constraint w: a.width == 100")
      == .addConstraint(ConstraintDefinition(name: n("w"), expression: expression)))
  #expect(command("w: a.width == 100") == .addConstraint(ConstraintDefinition(name: n("w"), expression: expression)))
  #expect(command("a.width == 100 as w") == .addConstraint(ConstraintDefinition(name: n("w"), expression: expression)))
}

@Test func metricAndDistribute() {
  #expect(command("metric pad = 16") == .metric(name: n("pad"), value: 16))
  #expect(command("metric neg = -2.5") == .metric(name: n("neg"), value: -2.5))
  #expect(
    command("distribute a b c h spacing 8 lead 16 tail 4")
      == .distribute(
        Distribute(views: [n("a"), n("b"), n("c")], axis: .horizontal, mode: .spacing(8), lead: 16, tail: 4)))
  #expect(
    command("distribute a b v itemLength 44")
      == .distribute(Distribute(views: [n("a"), n("b")], axis: .vertical, mode: .itemLength(44))))
}
