import Testing

@testable import Script

@Test("the Script module builds")
func scriptModuleBuilds() {
  #expect(Bool(true))
}
