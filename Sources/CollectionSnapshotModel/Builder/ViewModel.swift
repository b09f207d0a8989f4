/// The sections of a screen plus the page state of a paginated feed, as
/// SSCollectionViewPresenter's `SSCollectionViewModel` keeps them.
public struct ViewModel: Sendable {
  /// The sections, in order.
  public var sections: [Section]
  /// The last page loaded.
  public var page: Int
  /// True when the server has another page.
  public var hasNext: Bool
  /// The sections of each page loaded with ``setPage(_:sections:)`` (SSCollectionViewPresenter's
  /// page map); when there are any, ``sections`` is their merge.
  public internal(set) var pages: [Int: [Section]] = [:]

  /// A view model.
  public init(sections: [Section] = [], page: Int = 0, hasNext: Bool = false) {
    self.sections = sections
    self.page = page
    self.hasNext = hasNext
  }

  /// Builds a view model with the section DSL:
  ///
  /// ```swift
  /// let model = ViewModel.build(page: 1, hasNext: true) {
  ///   section("banners") {
  ///     cells(banners, as: BannerCell.self)
  ///   }
  ///   section("products") {
  ///     header(title, as: TitleHeader.self)
  ///     cells(products, as: ProductCell.self)
  ///     footer(more, as: MoreFooter.self)
  ///   }
  /// }
  /// ```
  /// Sections without an identifier get `#0`, `#1`, … by position.
  public static func build(page: Int = 0, hasNext: Bool = false, @ViewModelBuilder _ content: () -> [Section]) -> ViewModel {
    var model = ViewModel(page: page, hasNext: hasNext)
    model.append(content())
    return model
  }

  /// Merges a newly loaded page (SSCollectionViewPresenter's `extendViewModel`): sets `page` and
  /// `hasNext`; a new section whose identifier matches an existing one (the first) appends its
  /// items there, replacing the header and footer only when it has them; any other section is
  /// appended.
  public mutating func extend(page: Int, hasNext: Bool, @ViewModelBuilder _ content: () -> [Section]) {
    extend(with: ViewModel(sections: content(), page: page, hasNext: hasNext))
  }

  /// Merges a loaded page (a server response): its `page` and `hasNext` replace this model's,
  /// and its sections merge as in ``extend(page:hasNext:_:)``.
  public mutating func extend(with next: ViewModel) {
    self.page = next.page
    self.hasNext = next.hasNext
    for section in next.sections {
      if !section.isAnonymous, let index = sections.firstIndex(where: { !$0.isAnonymous && $0.id == section.id }) {
        sections[index].items += section.items
        if let header = section.header { sections[index].header = header }
        if let footer = section.footer { sections[index].footer = footer }
        if let title = section.headerTitle { sections[index].headerTitle = title }
        if let title = section.footerTitle { sections[index].footerTitle = title }
      } else {
        append([section])
      }
    }
  }

  /// Appends sections, naming anonymous ones by their position.
  mutating func append(_ new: [Section]) {
    for var section in new {
      if section.isAnonymous { section.id = "#\(sections.count)" }
      sections.append(section)
    }
  }

  /// The first section with an identifier, or `nil`.
  public func section(identifier: String) -> Section? { sections.first { $0.id == identifier } }
}
