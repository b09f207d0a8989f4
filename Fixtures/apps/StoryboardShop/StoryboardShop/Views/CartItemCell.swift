import UIKit

/// A row of the cart, laid out in CartItemCell.xib.
final class CartItemCell: UITableViewCell {
  static let reuseIdentifier = "CartItemCell"

  @IBOutlet weak var nameLabel: UILabel!
  @IBOutlet weak var priceLabel: UILabel!

  override func awakeFromNib() {
    super.awakeFromNib()
    selectionStyle = .none
  }

  func configure(with product: Product) {
    nameLabel.text = product.name
    priceLabel.text = product.formattedPrice
  }
}
