import CollectionSnapshotLayout
import Testing

@Suite("A supplementary kind's role")
struct SupplementaryRoleTests {
  @Test("A kind naming header is a header, one naming footer a footer, in any case; one naming both a header")
  func roles() {
    #expect(ElementCategory.supplementaryRole(ofKind: "UICollectionElementKindSectionHeader") == .header)
    #expect(ElementCategory.supplementaryRole(ofKind: "UICollectionElementKindSectionFooter") == .footer)
    #expect(ElementCategory.supplementaryRole(ofKind: "header") == .header)
    #expect(ElementCategory.supplementaryRole(ofKind: "section-HEADER") == .header)
    #expect(ElementCategory.supplementaryRole(ofKind: "PinnedFooter-top") == .footer)
    #expect(ElementCategory.supplementaryRole(ofKind: "footer-or-header") == .header)
    #expect(ElementCategory.supplementaryRole(ofKind: "badge") == .other)
    #expect(ElementCategory.supplementaryRole(ofKind: "heade") == .other)
    #expect(ElementCategory.supplementaryRole(ofKind: "xfoote") == .other)
    #expect(ElementCategory.supplementaryRole(ofKind: "") == .other)
    // Past ASCII: Unicode case mapping (`Ü` is not ASCII; `HEADER` in capitals after it).
    #expect(ElementCategory.supplementaryRole(ofKind: "Überschrift-HEADER") == .header)
    #expect(ElementCategory.supplementaryRole(ofKind: "Fußzeile-footer") == .footer)
    #expect(ElementCategory.supplementaryRole(ofKind: "Kopfzeile") == .other)
  }
}
