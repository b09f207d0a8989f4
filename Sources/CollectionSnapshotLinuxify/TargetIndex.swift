import SwiftSyntax

/// What the transformation knows of the whole target before it writes any file: its classes
/// (with the members their extensions add), its extensions, and its `@objc` protocols.
final class TargetIndex {
  /// Classes by qualified name.
  private(set) var classes: [String: ClassInfo] = [:]
  /// The classes in declaration order (files in the order given).
  private(set) var orderedClasses: [ClassInfo] = []
  /// Names of the target's protocols (not classes, for superclass resolution).
  private(set) var protocols: Set<String> = []
  /// The `@objc` protocols' method requirements (selectors by base name).
  private(set) var protocolRequirements: [String: [ObjCMember]] = [:]
  /// The optional requirements of the target's `@objc` protocols, by the name a call or a
  /// reference spells (`pagerView(_:didSelectItemAt:)`; the first protocol's when two share it).
  private(set) var optionalRequirements: [String: OptionalRequirement] = [:]

  /// Reads every file's declarations.
  init(files: [LinuxifiedFile]) {
    var extensions: [(ExtensionDeclSyntax, LinuxifiedFile, [String])] = []
    // Every optional requirement, as `Protocol#name(label:)` (the protocol by its own name, as
    // an inheritance clause writes it).
    var optionalNames: Set<String> = []
    for file in files {
      let collector = DeclarationCollector(file: file)
      collector.walk(file.tree)
      for found in collector.classes {
        classes[found.qualifiedName] = found
        orderedClasses.append(found)
      }
      protocols.formUnion(collector.protocols)
      for (name, requirements) in collector.objcProtocolRequirements { protocolRequirements[name] = requirements }
      for requirement in collector.optionalRequirements {
        optionalNames.insert("\(requirement.protocolName.split(separator: ".").last ?? "")#\(requirement.compoundName)")
        if optionalRequirements[requirement.compoundName] == nil { optionalRequirements[requirement.compoundName] = requirement }
      }
      extensions.append(contentsOf: collector.extensions.map { ($0.0, file, $0.1) })
    }
    for (node, file, scope) in extensions {
      guard let owner = resolveClass(node.extendedType.trimmedDescription, from: scope) else { continue }
      let exposesAll = ObjCAttributes.names(node.attributes).contains("objc") || owner.exposesAllMembers
      owner.members.append(contentsOf: MemberReader.members(of: node.memberBlock, exposesAll: exposesAll, file: file))
      owner.declaredNames.formUnion(MemberReader.declaredNames(of: node.memberBlock))
      owner.inherited.append(contentsOf: node.inheritanceClause?.inheritedTypes.map { Self.baseName($0.type.trimmedDescription) } ?? [])
    }
    // Methods that implement an `@objc` protocol's requirement are exposed too; an optional
    // requirement only when the class declares it (the protocol's default is not a method
    // Objective-C would find).
    for info in orderedClasses {
      for name in info.inherited {
        guard let requirements = protocolRequirements[name] else { continue }
        info.members.append(
          contentsOf: requirements.filter { requirement in
            let compound = requirement.labels.map { OptionalRequirement.compoundName(requirement.name, labels: $0) } ?? requirement.name
            if optionalNames.contains("\(name)#\(compound)") && !info.declaredNames.contains(compound) { return false }
            return !info.members.contains { $0.name == requirement.name && $0.labels == requirement.labels }
          })
      }
    }
  }

  /// The class a type name written in `scope` (the enclosing types' names) refers to.
  func resolveClass(_ written: String, from scope: [String] = []) -> ClassInfo? {
    let name = Self.baseName(written)
    var enclosing = scope
    while true {
      let candidate = (enclosing + [name]).joined(separator: ".")
      if let found = classes[candidate] { return found }
      if enclosing.isEmpty { break }
      enclosing.removeLast()
    }
    let simple = orderedClasses.filter { $0.simpleName == name || $0.qualifiedName.hasSuffix("." + name) }
    return simple.count == 1 ? simple[0] : nil
  }

  /// The superclass of a target class, when it is in the target.
  func superclass(of info: ClassInfo) -> ClassInfo? {
    guard let first = info.firstInherited else { return nil }
    let scope = Array(info.qualifiedName.split(separator: ".").dropLast().map(String.init))
    return resolveClass(first, from: scope)
  }

  /// A written type without generic arguments or module prefix of a known class.
  static func baseName(_ written: String) -> String {
    var name = written
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    if name.hasPrefix("UIKit.") { name.removeFirst(6) }
    return name.filter { !$0.isWhitespace }
  }
}
