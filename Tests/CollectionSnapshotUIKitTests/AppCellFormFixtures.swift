import Foundation
import UIKit

/// A label and a text field, as form cells are written.
final class FormFieldCell: UICollectionViewCell {
  let label = UILabel()
  let field = UITextField()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
    contentView.addSubview(field)
    field.borderStyle = .roundedRect
  }

  required init?(coder: NSCoder) { nil }
}

/// A label and a text view.
final class FormNotesCell: UICollectionViewCell {
  let label = UILabel()
  let notes = UITextView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
    contentView.addSubview(notes)
  }

  required init?(coder: NSCoder) { nil }
}

/// A shipping form: a filled field, an empty field with a placeholder, and notes.
final class ShippingFormViewController: UICollectionViewController {
  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 60)
    layout.minimumLineSpacing = 0
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(FormFieldCell.self, forCellWithReuseIdentifier: "field")
    collectionView.register(FormNotesCell.self, forCellWithReuseIdentifier: "notes")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    if indexPath.item == 2 {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "notes", for: indexPath) as! FormNotesCell
      cell.label.text = "Notes"
      cell.notes.text = "Leave at the door"
      return cell
    }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "field", for: indexPath) as! FormFieldCell
    cell.label.text = indexPath.item == 0 ? "Name" : "Phone"
    cell.field.text = indexPath.item == 0 ? "Ada Lovelace" : ""
    cell.field.placeholder = "Optional"
    return cell
  }
}

/// A title edited in a text field; the view applies its configuration only in `didSet`, as
/// many content views do.
struct TitleFieldConfiguration: UIContentConfiguration {
  var text: String? = ""

  func makeContentView() -> any UIView & UIContentView { TitleFieldView(self) }
}

final class TitleFieldView: UIView, UIContentView {
  let field = UITextField()
  var configuration: any UIContentConfiguration {
    didSet { field.text = (configuration as? TitleFieldConfiguration)?.text }
  }

  init(_ configuration: any UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    addSubview(field)
  }

  required init?(coder: NSCoder) { nil }
}
