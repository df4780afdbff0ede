import Testing

@testable import Layout

// The creation order of constraints in chunks (ConstraintOrder): the same ids in the same order
// as one array would hold, whatever the chunks.

@Suite("Constraint order")
struct ConstraintOrderTests {
  private func order(_ count: Int) -> ConstraintOrder {
    var order = ConstraintOrder()
    for number in 0..<count { order.append(ConstraintID("c\(number)"), creation: number) }
    return order
  }

  @Test("removals across chunk boundaries keep the rest in order")
  func removalsAcrossChunks() {
    var chunked = order(1_200)
    // The last id of the first chunk, the first of the second, one in the middle of the third.
    for number in [511, 512, 1_100] { chunked.remove(ConstraintID("c\(number)"), creation: number) }
    let expected = (0..<1_200).filter { ![511, 512, 1_100].contains($0) }.map { ConstraintID("c\($0)") }
    #expect(chunked.ids == expected)
    #expect(Array(chunked) == expected)
    #expect(chunked.count == 1_197)
  }

  @Test("an unknown creation number still finds the id; an id not held changes nothing")
  func removalWithoutItsNumber() {
    var chunked = order(600)
    chunked.remove("c550", creation: nil)
    chunked.remove("c3", creation: 42)
    chunked.remove("c9999", creation: 9_999)
    #expect(chunked.count == 598)
    #expect(!chunked.contains("c550") && !chunked.contains("c3") && chunked.contains("c42"))
  }

  @Test("orders with the same ids are equal however they are chunked")
  func equalityIgnoresChunks() {
    var emptied = order(513)
    for number in 0..<512 { emptied.remove(ConstraintID("c\(number)"), creation: number) }
    var fresh = ConstraintOrder()
    fresh.append("c512", creation: 7)
    #expect(emptied == fresh)
    fresh.append("c513", creation: 8)
    #expect(emptied != fresh)
    fresh.removeLast()
    #expect(emptied == fresh)
  }

  @Test("random appends and removals match an array", arguments: 0..<4)
  func matchesAnArray(seed: UInt64) {
    var state = seed &+ 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var chunked = ConstraintOrder()
    var array: [(id: ConstraintID, creation: Int)] = []
    var creation = 0
    for _ in 0..<5_000 {
      if array.isEmpty || next(3) > 0 {
        let id = ConstraintID("c\(creation)")
        chunked.append(id, creation: creation)
        array.append((id, creation))
        creation += 1
      } else if next(10) == 0 {
        chunked.removeLast()
        array.removeLast()
      } else {
        let victim = array.remove(at: next(array.count))
        chunked.remove(victim.id, creation: victim.creation)
      }
      let copy = chunked
      #expect(copy.count == array.count)
    }
    #expect(chunked.ids == array.map(\.id))
  }
}
