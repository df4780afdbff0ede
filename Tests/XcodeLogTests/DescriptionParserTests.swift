import Testing
import XcodeLog

private func parse(_ text: String) throws -> ConstraintDescription {
  try DescriptionParser.parse(text)
}

@Suite struct EquationFormTests {
  @Test func labelTextMarginsAndState() throws {
    let parsed = try parse(
      "<NSLayoutConstraint:0x600000071d10 UILabel:0x7f8a1c40'Title'.leading == UIView:0x7f8a1d00.leadingMargin + 8   (active)>"
    )
    #expect(parsed.className == "NSLayoutConstraint")
    #expect(parsed.address == "600000071d10")
    #expect(
      parsed.first
        == LogAnchor(LogObjectReference(className: "UILabel", address: "7f8a1c40", quoted: "Title"), .leading))
    #expect(parsed.relation == .equal)
    #expect(parsed.second == LogAnchor(LogObjectReference(className: "UIView", address: "7f8a1d00"), .leadingMargin))
    #expect(parsed.multiplier == 1)
    #expect(parsed.constant == 8)
    #expect(parsed.priority == 1000)
    #expect(parsed.origin == .app)
  }

  @Test func negativeConstantAloneIsPrintedWithASpace() throws {
    let parsed = try parse("<NSLayoutConstraint:0x6000033386e0 UIView:0x7fa4f344aeb0.width == - 16   (active)>")
    #expect(parsed.second == nil)
    #expect(parsed.constant == -16)
  }

  @Test func multiplierBeforeTheSecondItem() throws {
    let parsed = try parse(
      "<NSLayoutConstraint:0xaa3aea0 UILabel:0xaa3aca0.width <= 0.125*MAFeedbackCell:0x14394d90.width>")
    #expect(parsed.relation == .lessThanOrEqual)
    #expect(parsed.multiplier == 0.125)
    #expect(parsed.second?.object.className == "MAFeedbackCell")
  }

  @Test func prioritySuffix() throws {
    let parsed = try parse("<NSLayoutConstraint:0x1 UIView:0x2.height == 44 priority:999.5   (active)>")
    #expect(parsed.priority == 999.5)
    #expect(parsed.isRequired == false)
  }

  @Test func identifierInQuotesAndEncapsulatedSize() throws {
    let parsed = try parse(
      "<NSLayoutConstraint:0x60000346d590 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fa67350b050.height == 66   (active)>"
    )
    #expect(parsed.identifier == "UIView-Encapsulated-Layout-Height")
    #expect(parsed.origin == .encapsulatedLayout)
    #expect(parsed.constant == 66)
  }

  @Test func accessibilityIdentifierResolvedThroughTheLegend() throws {
    let parsed = try parse(
      "<NSLayoutConstraint:0x600002170be0 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>"
    )
    #expect(
      parsed.first
        == LogAnchor(
          LogObjectReference(className: "", address: "106c2b2e0", identifier: "AddressToolbar.lockIcon"), .width))
  }

  @Test func moduleQualifiedClassName() throws {
    let parsed = try parse(
      "<NSLayoutConstraint:0x1 UIStackView:0x7fbcc643ac60.trailing == Trust.BrowserNavigationBar:0x7fbcc64374b0.trailing - 10   (active)>"
    )
    #expect(parsed.second?.object.className == "Trust.BrowserNavigationBar")
    #expect(parsed.second?.object.shortClassName == "BrowserNavigationBar")
    #expect(parsed.constant == -10)
  }

  @Test func autoresizingMasksAndAppKitAliases() throws {
    let parsed = try parse(
      "<NSAutoresizingMaskLayoutConstraint:0x14f0decb0 h=-&- v=--& CKMessageEntryView:0x14dfca460.midX == UIInputSetHostView:0x14f0f6330.midX + 187.5>"
    )
    #expect(parsed.origin == .autoresizingMask(horizontal: "-&-", vertical: "--&"))
    #expect(parsed.first.attribute == .centerX)
    #expect(parsed.constant == 187.5)
  }

  @Test func loneConstantWithAPlusSign() throws {
    let parsed = try parse(
      "<NSAutoresizingMaskLayoutConstraint:0x7ff728508900 h=--& v=--& UIView:0x7ff728732070.midY == + 70>")
    #expect(parsed.first.attribute == .centerY)
    #expect(parsed.constant == 70)
  }

  @Test func snapKitWithLocationAndPriority() throws {
    let parsed = try parse(
      "<SnapKit.LayoutConstraint:0x600000c7e820@BackupWordsController.swift#61 UIButton:0x7f96dc4de760.bottom == UIExtensions.GradientView:0x7f96dc4de290.bottom - 24.0 ^750.0>"
    )
    #expect(parsed.className == "SnapKit.LayoutConstraint")
    #expect(parsed.address == "600000c7e820")
    #expect(parsed.constant == -24)
    #expect(parsed.priority == 750)
  }

  @Test func masonryKeysAndNamedPriorities() throws {
    let parsed = try parse("<MASLayoutConstraint:messageHeight UILabel:messageLabel.height >= 5000 ^low>")
    #expect(parsed.address == nil)
    #expect(parsed.first.object == LogObjectReference(className: "UILabel", key: "messageLabel"))
    #expect(parsed.relation == .greaterThanOrEqual)
    #expect(parsed.constant == 5000)
    #expect(parsed.priority == 250)
  }

  @Test func oldSnapKitWrapsEveryItemInAngleBrackets() throws {
    let parsed = try parse(
      "<<DeviceImagesTest.LayoutConstraint:0x7f8a412e8740> <UIView:0x7f8a412e8eb0>.top == <_UILayoutGuide:0x7f8a412e9430>.bottom>"
    )
    #expect(parsed.address == "7f8a412e8740")
    #expect(parsed.first == LogAnchor(LogObjectReference(className: "UIView", address: "7f8a412e8eb0"), .top))
    #expect(parsed.second?.object.className == "_UILayoutGuide")
  }

  @Test func labelTextWithAnApostrophe() throws {
    let parsed = try parse("<NSLayoutConstraint:0x1 UILabel:0x2'Don't go'.width == 40   (active)>")
    #expect(parsed.first.object.quoted == "Don't go")
  }

  @Test func symbolicSpacingAppendedToTheSecondItem() throws {
    let parsed = try parse("<NSLayoutConstraint:0x1 UILabel:0x2.top == UIView:0x3.bottom NSSpace(8)   (active)>")
    #expect(parsed.constant == 8)
  }

  @Test func ibPrototypingAndLayoutSupportClasses() throws {
    #expect(
      try parse(
        "<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' UIView:0x2.width == 10>"
      ).origin == .prototyping)
    #expect(
      try parse("<_UILayoutSupportConstraint:0x6100000960d0 _UILayoutGuide:0x7fa16b406020.height == 0   (active)>")
        .origin == .layoutSupport)
  }
}

@Suite struct VisualFormTests {
  @Test func leadingSpaceToTheSuperview() throws {
    let parsed = try parse(
      "<NSLayoutConstraint:0x60000346d720 V:|-(0)-[UITextField:0x7fa67503ae00]   (active, names: '|':UIView:0x7fa67350cab0 )>"
    )
    #expect(parsed.first == LogAnchor(LogObjectReference(className: "UITextField", address: "7fa67503ae00"), .top))
    #expect(parsed.second == LogAnchor(LogObjectReference(className: "UIView", address: "7fa67350cab0"), .top))
    #expect(parsed.superview?.address == "7fa67350cab0")
    #expect(parsed.constant == 0)
  }

  @Test func trailingSpaceMakesTheSuperviewTheFirstItem() throws {
    let parsed = try parse(
      "<NSLayoutConstraint:0x10b76f500 V:[UIView:0x10b73aee0]-(>=30)-|   (Names: '|':UIView:0x10b777c30 )>")
    #expect(parsed.first == LogAnchor(LogObjectReference(className: "UIView", address: "10b777c30"), .bottom))
    #expect(parsed.second == LogAnchor(LogObjectReference(className: "UIView", address: "10b73aee0"), .bottom))
    #expect(parsed.relation == .greaterThanOrEqual)
    #expect(parsed.constant == 30)
  }

  @Test func siblingSpacingWithPriorityAndLTR() throws {
    let parsed = try parse("<NSLayoutConstraint:0x1 H:[UILabel:0x2]-(>=8@750)-[UILabel:0x3](LTR)   (active)>")
    #expect(parsed.first == LogAnchor(LogObjectReference(className: "UILabel", address: "3"), .leading))
    #expect(parsed.second == LogAnchor(LogObjectReference(className: "UILabel", address: "2"), .trailing))
    #expect(parsed.priority == 750)
    #expect(parsed.relation == .greaterThanOrEqual)
  }

  @Test func legacySizeWithPriority() throws {
    let parsed = try parse("<NSLayoutConstraint:0x1 V:[_UILayoutSpacer:0x2(0@51)] priority:51>")
    #expect(parsed.first.attribute == .height)
    #expect(parsed.constant == 0)
    #expect(parsed.priority == 51)
  }

  @Test func anchorSpaceInsideParentheses() throws {
    let parsed = try parse(
      "<_UISystemBaselineConstraint:0x6000033499e0 'UISV-spacing' V:[UIStackView:0x7fa67350c680]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x7fa67350bf50'E-posta adresini mi unutt...']   (active)>"
    )
    #expect(parsed.constant == 8)
    #expect(parsed.origin == .stackView("UISV-spacing"))
    #expect(parsed.first.object.quoted == "E-posta adresini mi unutt...")
  }

  @Test func autoresizingLegacySize() throws {
    let parsed = try parse("<NSAutoresizingMaskLayoutConstraint:0x15eee1890 h=--& v=--& V:[UIView:0x15ed4cf40(0)]>")
    #expect(parsed.origin == .autoresizingMask(horizontal: "--&", vertical: "--&"))
    #expect(parsed.first.attribute == .height)
  }

  @Test func marginsGuidePin() throws {
    let parsed = try parse(
      "<NSLayoutConstraint:0x60000346ddb0 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x600002e401c0'UIViewLayoutMarginsGuide']-(8)-|   (active, names: '|':UITableViewCellContentView:0x7fa67350b050 )>"
    )
    #expect(parsed.origin == .guidePin)
    #expect(parsed.second?.object.isMarginsGuide == true)
  }

  @Test func aBarWithoutALegendHasAnUnknownSuperview() throws {
    let parsed = try parse("<NSLayoutConstraint:0x1 H:|-(16)-[UIView:0x2]>")
    #expect(parsed.second?.object.identifier == "superview of 0x2")
  }
}

@Suite struct DescriptionErrorTests {
  @Test func unknownAttributeNamesItsColumn() {
    #expect {
      try parse("<NSLayoutConstraint:0x1 UIView:0x2.widht == 4>")
    } throws: { error in
      (error as? DescriptionError).map { $0.message == "unknown attribute 'widht'" && $0.offset == 35 } ?? false
    }
  }

  @Test func missingRelation() {
    #expect {
      try parse("<NSLayoutConstraint:0x1 UIView:0x2.width 40>")
    } throws: { error in
      (error as? DescriptionError)?.message == "expected `==`, `<=` or `>=` after width"
    }
  }

  @Test func missingClass() {
    #expect {
      try parse("<private>")
    } throws: { error in
      (error as? DescriptionError)?.message == "expected the constraint's class and address (`NSLayoutConstraint:0x…`)"
    }
  }

  @Test func twoVisualFormElementsOfTheSameKind() {
    #expect {
      try parse("<NSLayoutConstraint:0x1 H:|-(8)-|>")
    } throws: { error in
      (error as? DescriptionError)?.message == "this visual-format description does not describe one constraint"
    }
  }
}
