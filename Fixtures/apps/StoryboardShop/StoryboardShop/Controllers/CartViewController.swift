import UIKit

/// The cart: a row per product (CartItemCell.xib) and the total, from Main.storyboard.
final class CartViewController: UITableViewController {
  private var items: [Product] { Cart.shared.items }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Cart"
    tableView.register(UINib(nibName: "CartItemCell", bundle: nil), forCellReuseIdentifier: CartItemCell.reuseIdentifier)
    NotificationCenter.default.addObserver(self, selector: #selector(cartDidChange), name: .cartDidChange, object: nil)
  }

  @objc func cartDidChange() {
    tableView.reloadData()
  }

  @IBAction func clearCart(_ sender: Any) {
    Cart.shared.removeAll()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: CartItemCell.reuseIdentifier, for: indexPath) as! CartItemCell
    cell.configure(with: items[indexPath.row])
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    items.isEmpty ? "Your cart is empty." : "Total: $\(Cart.shared.total)"
  }
}
