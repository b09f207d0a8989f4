/// What a view gives the placeholder of the cell it is in (``UIKitViewReader``) and the view
/// tree (``UIKitViewTreeReader``): a view of
/// UIKit's that shows text or an image answers its role itself, so reading a cell asks each
/// view once instead of trying a cast per kind of view. The app's subclasses inherit their
/// base class's role.
enum UIKitPlaceholderRole {
  /// A view whose subviews are read.
  case container
  /// A label: its text.
  case label
  /// A text field: its text, else its placeholder.
  case textField
  /// A text view: its text.
  case textView
  /// An image view: the image slot.
  case imageView
  /// A button: its title.
  case button
  /// A switch: on or off (a container to the placeholder).
  case toggle
  /// A segmented control: its segments (a container to the placeholder).
  case segments
  /// An activity indicator (a container to the placeholder).
  case spinner
  /// A stack view: a container with an arrangement.
  case stack
  /// A list content view: its list content, the view's own when it is the first thing read.
  case listContent
}
