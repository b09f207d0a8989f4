/// When a headless collection view asks for the next page of a paginated model
/// (``ViewModel/hasNext``).
public enum NextPageTrigger: Sendable, Hashable {
  /// SSCollectionViewPresenter's rule: after every `cellForItemAt`, when no request is
  /// outstanding and the offset is within three bounds lengths of the content's end — for flow
  /// layouts only: its offset and length helpers answer 0 for any other layout, so `0 > 0` and
  /// a compositional or list screen never asks while scrolling. (A traditional data source
  /// with no sections still asks once per reload.)
  case presenter
  /// The same distance rule for every layout kind: what an app that paginates a compositional
  /// or list layout by its own check does.
  case anyLayout
  /// VSCollectionKit's infinite-messages example: whenever prefetching announces an item at
  /// or past the last item of the section `sectionIdentifier`, the next page is asked for —
  /// once per page (its page token), whatever is outstanding.
  case prefetch(sectionIdentifier: String)
}
