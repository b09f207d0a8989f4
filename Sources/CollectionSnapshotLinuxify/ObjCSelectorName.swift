/// The Objective-C selector Swift gives a declaration exposed to Objective-C, by the rules of
/// the Swift compiler (`AbstractFunctionDecl::getObjCSelector`, with the prepositions of
/// `include/swift/Basic/PartsOfSpeech.def`), as "Using Swift with Cocoa and Objective-C"
/// ("Swift Type Compatibility" and "Attributes: objc") documents them:
///
/// - no parameters: the base name (`refresh()` → `refresh`);
/// - then one piece per parameter, each ending in `:`; the first piece is the base name, with
///   the first argument label appended in sentence case — after `With`, unless the label's
///   first word or the base name's last word is a preposition (`add(item:)` → `addWithItem:`,
///   `move(to:)` → `moveTo:`, `scrollTo(index:)` → `scrollToIndex:`); an initializer's base
///   name is `init` (`init(frame:)` → `initWithFrame:`);
/// - the other pieces are the argument labels (`_` is an empty piece: `method(_:_:)` →
///   `method::`);
/// - a throwing method gains an error parameter: `AndReturnError:` after a base name with no
///   parameters (`save()` → `saveAndReturnError:`), else a last `error:` piece;
/// - a property's getter is its name; its setter is `set` + the name in sentence case + `:`;
/// - `@objc(name)` names the selector (or, on a property, the getter) itself.
public enum ObjCSelectorName {
  /// The prepositions that keep `With` out of a first selector piece (`PartsOfSpeech.def`).
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given", "in",
    "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until", "using", "via",
    "when", "with", "within",
  ]

  /// The selector of a method or initializer (`baseName` `init`) with these argument labels
  /// (`nil` or `_` for none).
  public static func method(_ baseName: String, labels: [String?], throws throwing: Bool = false) -> String {
    let labels = labels.map { $0 == "_" ? nil : $0 }
    if labels.isEmpty {
      return throwing ? baseName + "AndReturnError:" : baseName
    }
    var first = baseName
    if let label = labels[0], !label.isEmpty {
      if !prepositions.contains(firstWord(label)) && !prepositions.contains(lastWord(baseName)) {
        first += "With"
      }
      first += sentenceCase(label)
    }
    var selector = first + ":"
    for label in labels.dropFirst() { selector += (label ?? "") + ":" }
    if throwing { selector += "error:" }
    return selector
  }

  /// The selector of a property's getter.
  public static func getter(_ name: String) -> String { name }

  /// The selector of a property's setter (`title` → `setTitle:`).
  public static func setter(_ name: String) -> String { "set" + sentenceCase(name) + ":" }

  /// `name` with its first letter upper-cased.
  static func sentenceCase(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }

  /// The first camel-case word, lower-cased (`atIndex` → `at`).
  static func firstWord(_ name: String) -> String {
    var word = ""
    for (index, character) in name.enumerated() {
      if index > 0 && character.isUppercase { break }
      word.append(character)
    }
    return word.lowercased()
  }

  /// The last camel-case word, lower-cased (`scrollTo` → `to`).
  static func lastWord(_ name: String) -> String {
    guard let start = name.lastIndex(where: \.isUppercase) else { return name.lowercased() }
    return name[start...].lowercased()
  }
}
