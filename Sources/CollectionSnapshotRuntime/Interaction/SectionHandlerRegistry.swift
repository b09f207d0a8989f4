/// VSCollectionKit's `sectionHandlerTypes`: a handler type per section type. The view makes one
/// handler per section identifier, lazily, the first time the layout asks for that section;
/// the new handler registers its cells and supplementary views (the trace records
/// `sectionHandler`). A section whose type the registry does not have stops the view with the
/// library's `fatalError` text.
public struct SectionHandlerRegistry: Sendable {
  /// What one handler type registers.
  public struct Handler: Sendable, Hashable {
    /// The handler type's name (`PhotosSectionHandler`), for the trace and the error.
    public var name: String
    /// The cell reuse identifiers its `registerCells(for:)` registers.
    public var cells: [String]
    /// The supplementary reuse identifiers its header-footer provider registers, by kind.
    public var supplementaries: [String: [String]]

    /// A handler type.
    public init(name: String, cells: [String], supplementaries: [String: [String]] = [:]) {
      self.name = name
      self.cells = cells
      self.supplementaries = supplementaries
    }
  }

  /// The handler type of each section type.
  public var types: [String: Handler]

  /// A registry.
  public init(_ types: [String: Handler]) { self.types = types }

  /// VSCollectionKit's message for a section type it has no handler for; the dictionary is
  /// printed with its keys sorted (Swift prints it in hash order).
  func missingTypeMessage(_ type: String) -> String {
    let entries = types.keys.sorted().map { "\"\($0)\": \(types[$0]?.name ?? "")" }
    return "[\(entries.joined(separator: ", "))] doesnt not contain the sectionType: \(type)"
  }
}
