/// What a supplementary element shows of its section (``ElementCategory/supplementaryRole(ofKind:)``).
public enum SupplementaryRole: Sendable, Hashable {
  /// The section's header.
  case header
  /// The section's footer.
  case footer
  /// Neither: a badge or another custom view.
  case other
}
