/// Solves `NSCollectionLayoutGroup`s (spec §2.4–2.5).
struct GroupSolver {
  let rounding: LayoutRounding
  let measuring: ItemMeasuring?

  /// The most slots one group may take before it is declared endless.
  static let maxSlots = 10_000
  /// The most slots of a group whose fractional subitems are re-sized for every count tried
  /// (each try solves every slot again).
  static let maxResizedSlots = 1_000
  /// The most cells one repetition of a group (nested groups included) may hold.
  static let maxLeaves = 100_000
  /// The most subitems solved for one group, nested groups included: deeply nested groups that
  /// are re-sized for every count tried would otherwise take exponential time.
  static let maxSolvedSlots = 2_000_000

  /// Subitems solved so far by this solver.
  private let work = WorkCount()

  func resolve(_ dimension: LayoutDimension, width: Double, height: Double) -> Double {
    switch dimension {
    case .fractionalWidth(let f): return rounding.fraction(f * width)
    case .fractionalHeight(let f): return rounding.fraction(f * height)
    case .absolute(let v), .estimated(let v): return v
    case .uniformAcrossSiblings(let v): return v
    }
  }

  /// Solves `group` in a container of `width × height`; `nextItem` advances past the items
  /// its leaves take.
  func solve(_ group: LayoutGroup, width: Double, height: Double, path: String, nextItem: inout Int) throws(LayoutError) -> SolvedGroup {
    try Self.validate(group.layoutSize, path: path + ".layoutSize")
    var size = Size(
      width: resolve(group.layoutSize.widthDimension, width: width, height: height),
      height: resolve(group.layoutSize.heightDimension, width: width, height: height))
    let insets = group.contentInsets
    switch group.arrangement {
    case .custom(let items):
      for (i, custom) in items.enumerated() {
        let f = custom.frame
        guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite, f.width >= 0, f.height >= 0 else {
          throw LayoutError("\(path).customItems[\(i)].frame", "must be finite with a size ≥ 0, got \(f)")
        }
      }
      if items.count > Self.maxLeaves { throw LayoutError(path, "a custom group may return at most \(Self.maxLeaves) frames") }
      let leaves = items.map { SolvedLeaf(allotted: $0.frame, frame: $0.frame, zIndex: $0.zIndex, item: nil) }
      nextItem += leaves.count
      return SolvedGroup(size: size, leaves: leaves)
    case .horizontal, .vertical:
      break
    }
    let horizontal: Bool
    if case .horizontal = group.arrangement { horizontal = true } else { horizontal = false }
    guard !group.subitems.isEmpty else { throw LayoutError(path + ".subitems", "a group needs at least one subitem") }
    let effectiveWidth = size.width - insets.leading - insets.trailing
    let effectiveHeight = size.height - insets.top - insets.bottom
    let available = horizontal ? effectiveWidth : effectiveHeight
    let spacing = group.interItemSpacing
    if let spacing, !(spacing.value.isFinite && spacing.value >= 0) {
      throw LayoutError(path + ".interItemSpacing", "must be a finite number ≥ 0, got \(spacing.value)")
    }
    let fixedSpacing: Double? = { if case .fixed(let v)? = spacing { return v } else { return nil } }()
    let spacingMin = spacing?.value ?? 0

    // The subitem of each slot, with the deprecated count variant's rewrite (§2.5.2).
    func element(_ k: Int) -> LayoutElement {
      let base = group.subitems[k % group.subitems.count]
      guard case .count(let c) = group.repetition else { return base }
      let fraction = 1 / Double(c)
      switch base {
      case .item(var item):
        if horizontal { item.layoutSize.widthDimension = .fractionalWidth(fraction) } else { item.layoutSize.heightDimension = .fractionalHeight(fraction) }
        return .item(item)
      case .group(var nested):
        if horizontal { nested.layoutSize.widthDimension = .fractionalWidth(fraction) } else { nested.layoutSize.heightDimension = .fractionalHeight(fraction) }
        return .group(nested)
      }
    }

    func primary(_ slot: Slot) -> Double { horizontal ? slot.size.width : slot.size.height }
    func checkLeaves(_ count: Int) throws(LayoutError) {
      if count > Self.maxLeaves {
        throw LayoutError(path, "one repetition of the group would hold more than \(Self.maxLeaves) items")
      }
    }

    // Without measuring, a slot depends only on its subitem and its container: each is solved
    // once per container size (so nested groups cost their depth, not two to its power).
    var known: [SlotKey: Slot] = [:]
    func solvedSlot(_ k: Int, width: Double, height: Double, nextItem: inout Int) throws(LayoutError) -> Slot {
      let key = SlotKey(subitem: k % group.subitems.count, width: width, height: height)
      if measuring == nil, let slot = known[key] {
        nextItem += slot.leaves.count
        return slot
      }
      let slot = try solveSlot(element(k), width: width, height: height, horizontal: horizontal, path: path + ".subitems[\(key.subitem)]", nextItem: &nextItem)
      if measuring == nil { known[key] = slot }
      return slot
    }

    // Solves the first n slots in a container reduced by the fixed spacing (§2.5.1 step 3).
    func slots(_ n: Int, start: Int) throws(LayoutError) -> (slots: [Slot], end: Int, total: Double) {
      let reduced = available - (fixedSpacing ?? 0) * Double(max(0, n - 1))
      let slotWidth = horizontal ? reduced : effectiveWidth
      let slotHeight = horizontal ? effectiveHeight : reduced
      var result: [Slot] = []
      result.reserveCapacity(n)
      var cursor = start
      var total = spacingMin * Double(max(0, n - 1))
      var leaves = 0
      for k in 0..<n {
        let slot = try solvedSlot(k, width: slotWidth, height: slotHeight, nextItem: &cursor)
        total += slot.preMin + primary(slot) + slot.postMin
        leaves += slot.leaves.count
        try checkLeaves(leaves)
        result.append(slot)
      }
      return (result, cursor, total)
    }

    func cannotFit(_ needed: Double) -> LayoutError {
      LayoutError(
        path,
        "the group's first subitem can never fit: it needs \(LayoutNumber.format(needed)) pt along the group's \(horizontal ? "width" : "height") of \(LayoutNumber.format(available)) pt")
    }
    let limit = available + LayoutRounding.groupFitTolerance

    var chosen: (slots: [Slot], end: Int, total: Double)
    switch group.repetition {
    case .count(let c), .repeating(let c):
      guard c >= 1 && c <= Self.maxSlots else { throw LayoutError(path, "count must be between 1 and \(Self.maxSlots), got \(c)") }
      chosen = try slots(c, start: nextItem)
    case .fill:
      // Fractional subitems with fixed spacing are re-sized for every count (§2.5.1 step 3);
      // otherwise each slot's size is known once and slots are added until one overflows.
      let resizes = fixedSpacing != nil && group.subitems.contains { element in
        let size = element.layoutSize
        return horizontal ? size.widthDimension.isFractional : size.heightDimension.isFractional
      }
      let primaryDimension = horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
      if measuring != nil && primaryDimension.isEstimated {
        // A group that grows along its axis takes as many items as fit its estimate, then
        // measures them (the count does not depend on what they measure).
        var probe = 0
        let estimatedCount = try GroupSolver(rounding: rounding, measuring: nil)
          .solve(LayoutGroup(arrangement: group.arrangement, layoutSize: group.layoutSize, subitems: group.subitems, repetition: .fill, interItemSpacing: group.interItemSpacing, contentInsets: group.contentInsets), width: width, height: height, path: path, nextItem: &probe)
          .leaves.count
        chosen = try slots(max(1, Self.slotCount(group, leaves: estimatedCount)), start: nextItem)
      } else if resizes {
        let first = try slots(1, start: nextItem)
        guard first.total <= limit else { throw cannotFit(first.total) }
        // When every subitem's extent along the axis is its own dimension (none estimated),
        // the extent of n slots is known without solving them: only the count chosen is solved.
        let extentsAreDeclared = group.subitems.allSatisfy { element in
          let dimension = horizontal ? element.layoutSize.widthDimension : element.layoutSize.heightDimension
          let edges = element.edgeSpacing.map { horizontal ? [$0.leading, $0.trailing] : [$0.top, $0.bottom] } ?? []
          return !dimension.isEstimated && (try? Self.validate(element.layoutSize, path: path)) != nil
            && edges.allSatisfy { $0.map { $0.value.isFinite && $0.value >= 0 } ?? true }
        }
        func extent(_ n: Int) throws(LayoutError) -> Double {
          guard extentsAreDeclared else { return try slots(n, start: nextItem).total }
          let reduced = available - (fixedSpacing ?? 0) * Double(n - 1)
          var total = spacingMin * Double(n - 1)
          for k in 0..<n {
            let e = element(k)
            let edges = e.edgeSpacing
            let dimension = horizontal ? e.layoutSize.widthDimension : e.layoutSize.heightDimension
            total += (horizontal ? edges?.leading : edges?.top)?.value ?? 0
            total += resolve(dimension, width: horizontal ? reduced : effectiveWidth, height: horizontal ? effectiveHeight : reduced)
            total += (horizontal ? edges?.trailing : edges?.bottom)?.value ?? 0
          }
          return total
        }
        var n = 1
        while true {
          if n + 1 > Self.maxResizedSlots {
            throw LayoutError(path, "the group would take more than \(Self.maxResizedSlots) fractional subitems: they take (almost) no room")
          }
          if try extent(n + 1) > limit { break }
          n += 1
        }
        chosen = n == 1 ? first : try slots(n, start: nextItem)
      } else {
        var accepted: [Slot] = []
        var cursor = nextItem
        var total = 0.0
        var leaves = 0
        while true {
          if accepted.count >= Self.maxSlots {
            throw LayoutError(path, "the group's subitems take no room: the group would repeat them without end")
          }
          var trial = cursor
          let k = accepted.count
          let slot = try solvedSlot(k, width: effectiveWidth, height: effectiveHeight, nextItem: &trial)
          let added = (accepted.isEmpty ? 0 : spacingMin) + slot.preMin + primary(slot) + slot.postMin
          if total + added > limit {
            // An estimated group grows to its estimated subitems (§2.12), so its first one is
            // taken whatever the two estimates (`.estimated(1)` groups of self-sizing rows).
            let grows = accepted.isEmpty && primaryDimension.isEstimated && slot.estimatedPrimary
            if accepted.isEmpty && !grows { throw cannotFit(added) }
            if !grows { break }
          }
          total += added
          leaves += slot.leaves.count
          try checkLeaves(leaves)
          accepted.append(slot)
          cursor = trial
        }
        chosen = (accepted, cursor, total)
      }
    }
    nextItem = chosen.end
    var placed = chosen.slots
    applyUniformSiblings(&placed, horizontal: horizontal)

    // Flexible space: what the sizes and fixed spacings leave, shared by every flexible gap.
    let n = placed.count
    var fixedTotal = 0.0
    var flexibleGaps = 0
    var flexibleMinimum = 0.0
    for slot in placed {
      fixedTotal += horizontal ? slot.size.width : slot.size.height
      for edge in [slot.pre, slot.post] {
        if let edge, edge.isFlexible { flexibleGaps += 1; flexibleMinimum = max(flexibleMinimum, edge.value) } else { fixedTotal += edge?.value ?? 0 }
      }
    }
    if let spacing, n > 1 {
      if spacing.isFlexible { flexibleGaps += n - 1 } else { fixedTotal += spacing.value * Double(n - 1) }
    }
    let share = flexibleGaps > 0 ? (available - fixedTotal) / Double(flexibleGaps) : 0
    func value(_ s: LayoutSpacing?) -> Double {
      guard let s else { return 0 }
      return s.isFlexible ? max(s.value, share) : s.value
    }

    var leaves: [SolvedLeaf] = []
    var cursor = horizontal ? insets.leading : insets.top
    let crossStart = horizontal ? insets.top : insets.leading
    var contentCross = 0.0
    for (k, slot) in placed.enumerated() {
      cursor += value(slot.pre)
      let crossOffset = crossStart + (slot.crossPre?.value ?? 0)
      let origin = horizontal ? Point(x: cursor, y: crossOffset) : Point(x: crossOffset, y: cursor)
      for leaf in slot.leaves {
        var moved = leaf
        moved.allotted = leaf.allotted.offsetBy(dx: origin.x, dy: origin.y)
        moved.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
        leaves.append(moved)
      }
      contentCross = max(contentCross, (slot.crossPre?.value ?? 0) + (horizontal ? slot.size.height : slot.size.width))
      cursor += (horizontal ? slot.size.width : slot.size.height) + value(slot.post)
      if k < n - 1 { cursor += value(spacing) }
    }
    // An estimated group follows estimated children on that axis (§2.12).
    let primaryEnd = cursor + (horizontal ? insets.trailing : insets.bottom)
    let crossEnd = crossStart + contentCross + (horizontal ? insets.bottom : insets.trailing)
    let childrenEstimatedPrimary = placed.contains { $0.estimatedPrimary }
    let childrenEstimatedCross = placed.contains { $0.estimatedCross }
    if horizontal {
      if group.layoutSize.widthDimension.isEstimated && childrenEstimatedPrimary { size.width = primaryEnd }
      if group.layoutSize.heightDimension.isEstimated && childrenEstimatedCross { size.height = crossEnd }
    } else {
      if group.layoutSize.heightDimension.isEstimated && childrenEstimatedPrimary { size.height = primaryEnd }
      if group.layoutSize.widthDimension.isEstimated && childrenEstimatedCross { size.width = crossEnd }
    }
    return SolvedGroup(size: size, leaves: leaves)
  }

  /// One slot of a group: an item or a nested group, solved, with its edge spacing along the
  /// group's axis.
  struct Slot {
    var size: Size
    var leaves: [SolvedLeaf]
    var pre: LayoutSpacing?
    var post: LayoutSpacing?
    var crossPre: LayoutSpacing?
    var estimatedPrimary: Bool
    var estimatedCross: Bool
    var uniformPrimary: Bool
    var uniformCross: Bool
    var preMin: Double { pre?.value ?? 0 }
    var postMin: Double { post?.value ?? 0 }
  }

  /// A slot's subitem (its index in the group's subitems) and container.
  private struct SlotKey: Hashable {
    var subitem: Int
    var width: Double
    var height: Double
  }

  private func solveSlot(
    _ element: LayoutElement, width: Double, height: Double, horizontal: Bool, path: String, nextItem: inout Int
  ) throws(LayoutError) -> Slot {
    work.count += 1
    if work.count > Self.maxSolvedSlots {
      throw LayoutError(path, "the group takes too much work: more than \(Self.maxSolvedSlots) subitems solved (nested groups re-sized for every count multiply their work)")
    }
    let edges = element.edgeSpacing
    let pre = horizontal ? edges?.leading : edges?.top
    let post = horizontal ? edges?.trailing : edges?.bottom
    let crossPre = horizontal ? edges?.top : edges?.leading
    for s in [pre, post, crossPre] {
      if let s, !(s.value.isFinite && s.value >= 0) { throw LayoutError(path + ".edgeSpacing", "must be a finite number ≥ 0, got \(s.value)") }
    }
    switch element {
    case .group(let nested):
      let solved = try solve(nested, width: width, height: height, path: path, nextItem: &nextItem)
      let wEst = nested.layoutSize.widthDimension.isEstimated
      let hEst = nested.layoutSize.heightDimension.isEstimated
      return Slot(
        size: solved.size, leaves: solved.leaves, pre: pre, post: post, crossPre: crossPre,
        estimatedPrimary: horizontal ? wEst : hEst, estimatedCross: horizontal ? hEst : wEst,
        uniformPrimary: false, uniformCross: false)
    case .item(let item):
      try Self.validate(item.layoutSize, path: path + ".layoutSize")
      let wd = item.layoutSize.widthDimension
      let hd = item.layoutSize.heightDimension
      var size = Size(width: resolve(wd, width: width, height: height), height: resolve(hd, width: width, height: height))
      let index = nextItem
      nextItem += 1
      if let measuring, (wd.isEstimated || hd.isEstimated), index < measuring.itemCount {
        let indexPath = IndexPath(item: index, section: measuring.section)
        size = try SelfSizing.fit(
          SizingRequest(category: .cell, indexPath: indexPath, proposedSize: size, widthIsFixed: !wd.isEstimated, heightIsFixed: !hd.isEstimated),
          measure: measuring.measure, path: "cell \(indexPath)")
      }
      let allotted = Rect(x: 0, y: 0, width: size.width, height: size.height)
      let leaf = SolvedLeaf(allotted: allotted, frame: Self.inset(allotted, item), zIndex: 0, item: item)
      var uniformW = false
      var uniformH = false
      if case .uniformAcrossSiblings = wd { uniformW = true }
      if case .uniformAcrossSiblings = hd { uniformH = true }
      return Slot(
        size: size, leaves: [leaf], pre: pre, post: post, crossPre: crossPre,
        estimatedPrimary: horizontal ? wd.isEstimated : hd.isEstimated,
        estimatedCross: horizontal ? hd.isEstimated : wd.isEstimated,
        uniformPrimary: horizontal ? uniformW : uniformH, uniformCross: horizontal ? uniformH : uniformW)
    }
  }

  /// `uniformAcrossSiblings`: every sibling item takes the largest measured extent (§2.2).
  private func applyUniformSiblings(_ slots: inout [Slot], horizontal: Bool) {
    for primary in [true, false] {
      let flagged = slots.indices.filter { primary ? slots[$0].uniformPrimary : slots[$0].uniformCross }
      guard flagged.count > 1 else { continue }
      let widthAxis = primary == horizontal
      let largest = flagged.map { widthAxis ? slots[$0].size.width : slots[$0].size.height }.max() ?? 0
      for i in flagged {
        if widthAxis { slots[i].size.width = largest } else { slots[i].size.height = largest }
        guard let item = slots[i].leaves[0].item else { continue }
        let allotted = Rect(x: 0, y: 0, width: slots[i].size.width, height: slots[i].size.height)
        slots[i].leaves[0].allotted = allotted
        slots[i].leaves[0].frame = Self.inset(allotted, item)
      }
    }
  }
}

/// A counter shared by a solver's recursive calls.
private final class WorkCount {
  var count = 0
}
