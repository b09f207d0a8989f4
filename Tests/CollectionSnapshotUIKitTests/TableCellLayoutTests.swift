import CollectionSnapshot
import Foundation
import Testing

@testable import UIKit

/// Inside a table's cell, as UIKit lays it out: the content view's margins (the table's), its
/// frame beside the accessory and above the separator, and the standard styles' image view and
/// labels where the style puts them (layout spec §2.18: text at the margin m, an image's 24-pt
/// slot centred at m + 12 with the text at m + 40, a body line in a 44-pt row at y = 12). Each
/// cell is dequeued from a table a screen was made from (so it has the table's margins and
/// separator), given a row's frame and laid out; expected frames are derived by hand.
@MainActor @Suite("UIKit API: a table cell's content view and standard views")
struct TableCellLayoutTests {
  /// A one-section table of `style` made into a screen on `device`, and a cell of `cellStyle`
  /// dequeued from it afterwards.
  func cell(
    _ cellStyle: UITableViewCell.CellStyle, device: Device = .iPhone15, roundingRule: LayoutRounding.Rule = .iOS16AndLater,
    readable: Bool = false, configure: (UITableViewCell) -> Void = { _ in }
  ) throws -> UITableViewCell {
    let source = PlainTableDelegate()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    table.cellLayoutMarginsFollowReadableWidth = readable
    table.dataSource = source
    table.delegate = source
    _ = try Screen(device: device, roundingRule: roundingRule, tableView: table)
    let host = UIKitHost(device: device, roundingRule: roundingRule)
    return host.run {
      let cell = UITableViewCell(style: cellStyle, reuseIdentifier: "Row")
      cell.dequeued = UIKitDequeue(reuseIdentifier: "Row", elementKind: UIKitTableReusableViews.cellKind, owner: table)
      configure(cell)
      cell.frame = CGRect(x: 0, y: 0, width: host.environment.containerSize.width, height: 44)
      cell.layoutIfNeeded()
      withExtendedLifetime(source) {}
      return cell
    }
  }

  @Test("The content view: the table's margins at the sides (20 on an iPhone 15, 16 at 375 pt before iOS 17), 11 above and below; one pixel short of the row")
  func contentViewMargins() throws {
    let wide = try cell(.default)
    #expect(wide.contentView.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
    // The separator's pixel (1/3 pt at @3x) is below the content view: 44 − 1/3.
    #expect(wide.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 44 - 1.0 / 3))
    // An iPhone SE (375 pt, @2x) with iOS 13's rules: 16; the separator 1/2 pt.
    let narrow = try cell(.default, device: .iPhoneSE, roundingRule: .iOS13To15)
    #expect(narrow.contentView.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(narrow.contentView.frame.height == 43.5)
    // cellLayoutMarginsFollowReadableWidth on an 820-pt iPad: its margins (20) narrowed to the
    // readable width, 672 pt: (820 − 40 − 672) / 2 = 54 more, 74.
    let readable = try cell(.default, device: .iPad, readable: true)
    #expect(readable.contentView.directionalLayoutMargins.leading == 74 && readable.contentView.directionalLayoutMargins.trailing == 74)
  }

  @Test("Default style: the text at the margin, a body line centred in the row (y 12); an image's 24-pt slot at the margin, the text at m + 40")
  func defaultStyle() throws {
    let plain = try cell(.default) { $0.textLabel?.text = "Wi-Fi" }
    // (44 − 20.333) / 2 = 11.833, on the pixel grid 12; 393 − 20 − 20 = 353 wide.
    #expect(plain.textLabel?.superview === plain.contentView)
    #expect(plain.textLabel?.frame == CGRect(x: 20, y: 12, width: 353, height: 61.0 / 3))
    let image = try cell(.default) {
      $0.textLabel?.text = "Wi-Fi"
      $0.imageView?.image = UIImage(systemName: "wifi")
    }
    // The slot: 24 wide, a body line's leading (22) tall, centred: (44 − 22) / 2 = 11; its
    // centre at 20 + 12 = 32. The text at 20 + 24 + 16 = 60, 393 − 20 − 60 = 313 wide.
    #expect(image.imageView?.frame == CGRect(x: 20, y: 11, width: 24, height: 22))
    #expect(image.textLabel?.frame == CGRect(x: 60, y: 12, width: 313, height: 61.0 / 3))
  }

  @Test("Subtitle style: the body line and the caption line below it, the pair centred in the row")
  func subtitleStyle() throws {
    let cell = try cell(.subtitle) {
      $0.textLabel?.text = "Grace Hopper"
      $0.detailTextLabel?.text = "+1 202 555 0143"
    }
    // Body 20.333 and caption 1 (12 pt) 14.333: 34.667 together; (44 − 34.667) / 2 = 4.667.
    #expect(cell.textLabel?.frame == CGRect(x: 20, y: 14.0 / 3, width: 353, height: 61.0 / 3))
    #expect(cell.detailTextLabel?.frame == CGRect(x: 20, y: 14.0 / 3 + 61.0 / 3, width: 353, height: 43.0 / 3))
  }

  @Test("Value 1 style: the detail text ends at the trailing margin; with a disclosure indicator 13.333 before its ink")
  func value1Style() throws {
    let cell = try cell(.value1) {
      $0.textLabel?.text = "Version"
      $0.detailTextLabel?.text = "17.4"
    }
    // The trailing margin: 393 − 20 = 373.
    #expect(cell.detailTextLabel.map { abs($0.frame.maxX - 373) < 1e-9 } == true)
    #expect(cell.textLabel?.frame.minX == 20)
    let disclosed = try self.cell(.value1) {
      $0.textLabel?.text = "Version"
      $0.detailTextLabel?.text = "17.4"
      $0.accessoryType = .disclosureIndicator
    }
    // The chevron's ink (7 wide) ends 2.333 inside the margin: its left edge at
    // 393 − 20 − 2.333 − 7 = 363.667, where the content view ends; the text ends 13.333
    // before it (layout spec §2.18), at 350.333.
    #expect(abs(disclosed.contentView.frame.width - (393 - 20 - 7.0 / 3 - 7)) < 1e-9)
    #expect(disclosed.detailTextLabel.map { abs($0.frame.maxX - (393 - 20 - 7.0 / 3 - 7 - 40.0 / 3)) < 1e-9 } == true)
  }

  @Test("An accessory view: its size at the trailing margin, centred; the content view ends at it")
  func accessoryView() throws {
    let toggle = UISwitch()
    let cell = try cell(.default) {
      $0.textLabel?.text = "Airplane Mode"
      $0.accessoryView = toggle
    }
    // 51 × 31 at 393 − 20 − 51 = 322; (44 − 31) / 2 = 6.5, on the @3x grid 6.667.
    #expect(toggle.frame == CGRect(x: 322, y: 20.0 / 3, width: 51, height: 31))
    #expect(cell.contentView.frame.width == 322)
  }

  @Test("Margins the app's code set on the content view are kept; an accessory's margin goes when the accessory does")
  func appMargins() throws {
    let custom = try cell(.default) { $0.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30) }
    #expect(custom.contentView.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30))
    let reused = try cell(.default) { $0.accessoryType = .checkmark }
    // With the checkmark, the content view's trailing margin is the 13.333 before its ink;
    // without it (the cell reused for another row), the table's 20 again.
    #expect(abs(reused.contentView.directionalLayoutMargins.trailing - 40.0 / 3) < 1e-9)
    reused.accessoryType = .none
    reused.setNeedsLayout()
    UIKitHost(device: .iPhone15).run { reused.layoutIfNeeded() }
    #expect(reused.contentView.directionalLayoutMargins.trailing == 20)
    #expect(reused.contentView.frame.width == 393)
  }

  @Test("A header-footer view's standard label: at the margin, at the style's top margin in a view of the standard height")
  func headerLabel() throws {
    let plain = UIKitHost(device: .iPhone15).run {
      let view = UITableViewHeaderFooterView(reuseIdentifier: "Header")
      view.textLabel?.text = "Favourites"
      view.frame = CGRect(x: 0, y: 0, width: 393, height: 85.0 / 3)
      view.layoutIfNeeded()
      return view
    }
    // A plain header 4 + headline 20.333 + 4 = 28.333 tall: the label at (20, 4).
    #expect(plain.textLabel?.frame == CGRect(x: 20, y: 4, width: 353, height: 61.0 / 3))
    let grouped = UIKitHost(device: .iPhone15).run {
      let view = UITableViewHeaderFooterView(reuseIdentifier: "Header")
      view.tableRole = (.insetGrouped, false)
      view.textLabel?.text = "Connectivity"
      view.frame = CGRect(x: 0, y: 0, width: 353, height: 116.0 / 3)
      view.layoutIfNeeded()
      return view
    }
    // A grouped header 17 + footnote 15.667 + 6 = 38.667: the label 17 below the top.
    #expect(grouped.textLabel?.frame == CGRect(x: 20, y: 17, width: 313, height: 47.0 / 3))
  }
}
