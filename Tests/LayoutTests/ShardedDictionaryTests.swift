import Cassowary
import Testing

@testable import Layout

/// The engine's sharded dictionaries against plain dictionaries, over random writes, removals
/// and in-place mutations, with copies taken along the way (a copy must not see later writes).
@Suite("Sharded dictionaries")
struct ShardedDictionaryTests {
  @Test("random writes, removals and mutations read back as a dictionary does, copies untouched")
  func matchesADictionary() {
    var state: UInt64 = 0x1234_5678
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var sharded: ShardedDictionary<String, [Int]> = [:]
    var model: [String: [Int]] = [:]
    var copies: [(ShardedDictionary<String, [Int]>, [String: [Int]])] = []
    // Keys enough to double the shards twice (64 shards hold 2,048 entries before they double),
    // with copies taken before and after.
    for step in 0..<40_000 {
      let key = "c\(next(12_000))"
      switch next(4) {
      case 0:
        sharded[key] = nil
        model[key] = nil
      case 1:
        sharded[key, default: []].append(step)
        model[key, default: []].append(step)
      case 2:
        sharded[key]?.removeAll { $0 % 2 == 0 }
        model[key]?.removeAll { $0 % 2 == 0 }
      default:
        sharded[key] = [step]
        model[key] = [step]
      }
      if step % 4000 == 0 { copies.append((sharded, model)) }
    }
    #expect(sharded.count == model.count)
    #expect(Dictionary(uniqueKeysWithValues: sharded.map { ($0.key, $0.value) }) == model)
    for (copy, expected) in copies {
      #expect(copy.count == expected.count)
      #expect(Dictionary(uniqueKeysWithValues: copy.map { ($0.key, $0.value) }) == expected)
    }
  }

  @Test("the ids one command writes share shards with their neighbours'")
  func clusteringHash() {
    // lyt's constraint ids: sixteen consecutive numbers share a hash, the next sixteen the next.
    let numbered = (1000..<1064).map { "c\($0)".shardHash }
    #expect(Set(numbered).count == 5)
    #expect(numbered[0] == numbered[7] && numbered[8] != numbered[24])
    #expect("c1000".shardHash != "d1000".shardHash)
    // A stack's numbered ids by their number, not in its view's four shards.
    #expect(Set((0..<64).map { "stack.spacing.\($0)".shardHash }).count == 4)
    // The ids made for a view: four shards next to each other.
    let generated = [
      "r12title.intrinsic.width", "r12title.intrinsic.height", "r12title.hug.width", "r12title.resist.height",
    ]
    #expect(Set(generated.map { $0.shardHash >> 2 }).count == 1)
    #expect("r12title.intrinsic.width".shardHash >> 2 != "r13title.intrinsic.width".shardHash >> 2)
    // Other names spread by their every byte.
    #expect("titleLabel".shardHash != "titleLabem".shardHash)
    #expect("r12title".shardHash != "r12titlf".shardHash)
    #expect("c12345678901234567890".shardHash != "c12345678901234567891".shardHash)
  }

  @Test("equality ignores the order of writes; variables shard by id")
  func equality() {
    let variables = (0..<200).map { Variable("v\($0)") }
    var forward = ShardedDictionary<Variable, String>()
    var backward = ShardedDictionary<Variable, String>()
    for variable in variables { forward[variable] = variable.name }
    for variable in variables.reversed() { backward[variable] = variable.name }
    #expect(forward == backward && forward.count == 200)
    backward[variables[150]] = "other"
    #expect(forward != backward)
    #expect(forward[variables[150]] == "v150" && backward[variables[150]] == "other")
  }

  @Test("a dictionary whose shards doubled equals one with the same entries that never grew")
  func equalityAcrossShardCounts() {
    var grown = ShardedDictionary<String, Int>()
    for index in 0..<5000 { grown["c\(index)"] = index }
    for index in 100..<5000 { grown["c\(index)"] = nil }
    var small = ShardedDictionary<String, Int>()
    for index in (0..<100).reversed() { small["c\(index)"] = index }
    #expect(grown.count == 100 && grown == small && small == grown)
    small["c7"] = 8
    #expect(grown != small && small != grown)
    #expect(grown["c4999"] == nil && grown["c99"] == 99)
  }
}
