// README: table-view
// Sources/ShopLayouts/WirelessController.swift
import UIKit

public final class WirelessController: UITableViewController {
  let rows = [("Wi-Fi", "Home"), ("Bluetooth", "On")]

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Wireless" }
  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .value1, reuseIdentifier: "Row")
    cell.textLabel?.text = rows[indexPath.row].0
    cell.detailTextLabel?.text = rows[indexPath.row].1
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}
// README: end
