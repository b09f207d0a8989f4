public import CollectionSnapshotLayout

/// Collects the sections of a ``ViewModel``.
@resultBuilder
public enum ViewModelBuilder {
  /// One section.
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  /// Several at once (`for` loops written as `map`, sections from a helper).
  public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  /// An `if` without `else`: nothing when the condition is false.
  public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
  /// The `if` branch of an `if`/`else` or the first case of a `switch`.
  public static func buildEither(first: [Section]) -> [Section] { first }
  /// The `else` branch, or a later case of a `switch`.
  public static func buildEither(second: [Section]) -> [Section] { second }
  /// A `for` loop: every iteration's statements, in order.
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
}

/// One statement inside `section { … }`: cells, a header, a footer or a layout value.
public struct SectionPart: Sendable {
  enum Kind: Sendable {
    case items([Item])
    case header(SupplementaryView)
    case footer(SupplementaryView)
    case flow(@Sendable (inout FlowSectionValues) -> Void)
    case layout(SectionLayout)
  }
  let kind: Kind
}

/// Collects the parts of a section.
@resultBuilder
public enum SectionBuilder {
  /// One statement (cells, a header, a footer, a layout value).
  public static func buildExpression(_ part: SectionPart) -> [SectionPart] { [part] }
  /// Several at once (parts from a helper).
  public static func buildExpression(_ parts: [SectionPart]) -> [SectionPart] { parts }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [SectionPart]...) -> [SectionPart] { parts.flatMap { $0 } }
  /// An `if` without `else`: nothing when the condition is false.
  public static func buildOptional(_ part: [SectionPart]?) -> [SectionPart] { part ?? [] }
  /// The `if` branch of an `if`/`else` or the first case of a `switch`.
  public static func buildEither(first: [SectionPart]) -> [SectionPart] { first }
  /// The `else` branch, or a later case of a `switch`.
  public static func buildEither(second: [SectionPart]) -> [SectionPart] { second }
  /// A `for` loop: every iteration's statements, in order.
  public static func buildArray(_ parts: [[SectionPart]]) -> [SectionPart] { parts.flatMap { $0 } }
}

/// A section with an identifier (or, with `nil`, an anonymous one named by its position).
/// Items without an identifier of their own get `<kind>-<n>`, `n` counting the section's items.
public func section(_ id: String? = nil, @SectionBuilder _ content: () -> [SectionPart]) -> Section {
  var result = Section(id: id ?? "")
  result.isAnonymous = id == nil
  var flow = FlowSectionValues()
  var hasFlow = false
  for part in content() {
    switch part.kind {
    case .items(let items):
      for var item in items {
        if item.id.isEmpty { item.id = "\(item.kind)-\(result.items.count)" }
        result.items.append(item)
      }
    case .header(let view): result.header = view
    case .footer(let view): result.footer = view
    case .flow(let set):
      set(&flow)
      hasFlow = true
    case .layout(let layout): result.layout = .compositional(layout)
    }
  }
  if hasFlow && result.layout == nil { result.layout = .flow(flow) }
  return result
}

/// One cell showing `model` as a `Kind` cell.
public func cell<Kind: CellKind>(_ model: Kind.Model, as kind: Kind.Type, id: String? = nil) -> SectionPart {
  SectionPart(kind: .items([Item(model, as: kind, id: id ?? "")]))
}

/// A cell per model, all of kind `Kind`; identifiers from `id`, or positional.
public func cells<Kind: CellKind>(_ models: [Kind.Model], as kind: Kind.Type, id: ((Kind.Model) -> String)? = nil) -> SectionPart {
  SectionPart(kind: .items(models.map { Item($0, as: kind, id: id?($0) ?? "") }))
}

/// A cell per `Identifiable` model, identified by the model's `id`.
public func cells<Kind: CellKind>(_ models: [Kind.Model], as kind: Kind.Type) -> SectionPart where Kind.Model: Identifiable {
  SectionPart(kind: .items(models.map { Item($0, as: kind, id: "\($0.id)") }))
}

/// Items made elsewhere (heterogeneous sections, JSON).
public func items(_ items: [Item]) -> SectionPart { SectionPart(kind: .items(items)) }

/// The section's header.
public func header<Kind: CellKind>(_ model: Kind.Model, as kind: Kind.Type) -> SectionPart {
  SectionPart(kind: .header(SupplementaryView(model, as: kind)))
}

/// The section's footer.
public func footer<Kind: CellKind>(_ model: Kind.Model, as kind: Kind.Type) -> SectionPart {
  SectionPart(kind: .footer(SupplementaryView(model, as: kind)))
}

/// The section's `sectionInset` in a flow layout.
public func sectionInset(_ inset: EdgeInsets) -> SectionPart { SectionPart(kind: .flow { $0.sectionInset = inset }) }

/// The section's `minimumLineSpacing` in a flow layout.
public func minimumLineSpacing(_ value: Double) -> SectionPart { SectionPart(kind: .flow { $0.minimumLineSpacing = value }) }

/// The section's `minimumInteritemSpacing` in a flow layout.
public func minimumInteritemSpacing(_ value: Double) -> SectionPart { SectionPart(kind: .flow { $0.minimumInteritemSpacing = value }) }

/// Grid columns for the section in a flow layout (see ``FlowSectionValues/gridColumnCount``).
public func gridColumnCount(_ columns: Int) -> SectionPart { SectionPart(kind: .flow { $0.gridColumnCount = columns }) }

/// The section's own compositional section (the section-provider pattern).
public func sectionLayout(_ layout: SectionLayout) -> SectionPart { SectionPart(kind: .layout(layout)) }
