public import CollectionSnapshotModel

/// Answers next-page requests as a server would: page N's content, after a latency of virtual
/// time. A request for a page it does not have is recorded as unanswered.
public struct PageLoader: Sendable {
  /// The pages it serves, by page number (each a model with `page`, `hasNext` and sections
  /// that merge into the screen's model by section identifier).
  public var pages: [Int: ViewModel]
  /// Seconds between a request and its answer.
  public var latency: Double

  /// A loader.
  public init(pages: [ViewModel], latency: Double = 0.5) {
    var byNumber: [Int: ViewModel] = [:]
    for page in pages { byNumber[page.page] = page }
    self.pages = byNumber
    self.latency = latency
  }
}
