import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// `{"options": {...}, "steps": [...]}`.
struct ScriptJSON: Decodable {
  var options: OptionsJSON?
  var steps: [StepJSON]

  enum CodingKeys: String, CodingKey, CaseIterable { case options, steps }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    options = try c.decodeIfPresent(OptionsJSON.self, forKey: .options)
    steps = try c.decode([StepJSON].self, forKey: .steps)
  }
}
