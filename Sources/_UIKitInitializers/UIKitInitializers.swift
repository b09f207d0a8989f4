// Compiled in Swift 4 mode (see Package.swift): the one place where the initializers below,
// obsoleted since Swift 4.2 so that no app class has to write them, are available, and so can
// witness the protocols through which UIKit's module makes a class known only by its metatype
// with its own initializer.
import UIKit

extension UIView: _UIViewMetatypeInitializing {}
extension UITableViewCell: _UITableViewCellMetatypeInitializing {}
extension UITableViewHeaderFooterView: _UITableViewHeaderFooterViewMetatypeInitializing {}
extension UIViewController: _UIViewControllerMetatypeInitializing {}
extension UIBarItem: _UIBarItemMetatypeInitializing {}
