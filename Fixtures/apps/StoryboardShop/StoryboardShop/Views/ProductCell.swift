import UIKit

protocol ProductCellDelegate: AnyObject {
  func productCell(_ cell: ProductCell, didTapAddFor product: Product)
}

/// The catalog's prototype cell, laid out in Main.storyboard.
final class ProductCell: UICollectionViewCell {
  @IBOutlet weak var photoView: UIImageView!
  @IBOutlet weak var nameLabel: UILabel!
  @IBOutlet weak var priceLabel: UILabel!
  @IBOutlet weak var addButton: UIButton!

  weak var delegate: ProductCellDelegate?
  private(set) var product: Product?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.layer.cornerRadius = 12
    contentView.clipsToBounds = true
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    contentView.backgroundColor = .secondarySystemBackground
    priceLabel.textColor = .systemGreen
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    product = nil
    photoView.image = nil
  }

  func configure(with product: Product) {
    self.product = product
    nameLabel.text = product.name
    priceLabel.text = product.formattedPrice
    photoView.image = UIImage(named: product.imageName)
  }

  @IBAction func addTapped(_ sender: UIButton) {
    guard let product else { return }
    delegate?.productCell(self, didTapAddFor: product)
  }
}
