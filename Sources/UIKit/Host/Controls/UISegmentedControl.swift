import Foundation

/// A segmented control: its segments' titles, images and actions and the selection (kept;
/// changing the selection in code sends no event, as in UIKit).
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
  override var placeholderRole: UIKitPlaceholderRole { .segments }
  private enum Segment {
    case title(String?)
    case image(UIImage?)
    case action(UIAction)
  }

  private var segments: [Segment] = []
  private var disabledSegments: Set<Int> = []
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  private var barImages = UIKitStateImages()
  /// No segment selected.
  nonisolated public static let noSegment = -1
  /// The selected segment, or ``noSegment``.
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// The selected segment's tint.
  open var selectedSegmentTintColor: UIColor? {
    didSet { appearancePropertySet(.selectedSegmentTintColor) }
  }
  /// Whether segments stay selected.
  open var isMomentary = false
  /// Whether segments size to their content.
  open var apportionsSegmentWidthsByContent = false

  /// A control of segments: strings become titles, images images.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      if let image = item as? UIImage { segments.append(.image(image)) } else { segments.append(.title(item as? String ?? "\(item)")) }
    }
  }

  /// A control of actions.
  public init(frame: CGRect, actions: [UIAction]) {
    super.init(frame: frame)
    segments = actions.map { .action($0) }
  }

  /// An empty control.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A segmented control decoded from an Interface Builder file.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// A segment's title.
  open func titleForSegment(at segment: Int) -> String? {
    guard segments.indices.contains(segment) else { return nil }
    switch segments[segment] {
    case .title(let title): return title
    case .action(let action): return action.title
    case .image: return nil
    }
  }

  /// A segment's image.
  open func imageForSegment(at segment: Int) -> UIImage? {
    guard segments.indices.contains(segment) else { return nil }
    switch segments[segment] {
    case .image(let image): return image
    case .action(let action): return action.image
    case .title: return nil
    }
  }

  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    if segments.indices.contains(segment) { segments[segment] = .title(title) }
  }
  /// Sets a segment's image.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    if segments.indices.contains(segment) { segments[segment] = .image(image) }
  }
  /// Inserts a titled segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(.title(title), at: min(max(0, segment), segments.count))
  }
  /// Inserts an image segment.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    segments.insert(.image(image), at: min(max(0, segment), segments.count))
  }
  /// Inserts an action segment.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    segments.insert(.action(action), at: min(max(0, segment), segments.count))
  }
  /// Removes a segment.
  open func removeSegment(at segment: Int, animated: Bool) {
    if segments.indices.contains(segment) { segments.remove(at: segment) }
  }
  /// Removes every segment.
  open func removeAllSegments() { segments = [] }
  /// Enables or disables a segment.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
  }
  /// Whether a segment is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }
  /// Sets the titles' attributes for a state.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }
  /// The titles' attributes for a state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

  /// Replaces a segment's action (iOS 14): the segment takes the action's title and image, and
  /// selecting it performs the action. Out of range does nothing, as in UIKit.
  open func setAction(_ action: UIAction, forSegmentAt segmentIndex: Int) {
    if segments.indices.contains(segmentIndex) { segments[segmentIndex] = .action(action) }
  }

  /// The action of a segment made from or set to an action; `nil` for a titled or image segment.
  open func actionForSegment(at segmentIndex: Int) -> UIAction? {
    guard segments.indices.contains(segmentIndex), case .action(let action) = segments[segmentIndex] else { return nil }
    return action
  }

  /// Sets the background image for a state and bar metrics (kept; not drawn).
  open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
    barImages[.init(state: state.rawValue, barMetrics: barMetrics.rawValue)] = backgroundImage
  }

  /// The background image set for a state and bar metrics.
  open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    barImages[.init(state: state.rawValue, barMetrics: barMetrics.rawValue)]
  }

  /// Sets the divider image between segments in the given left and right states (kept; not
  /// drawn).
  open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
    barImages[.init(state: leftState.rawValue, otherState: rightState.rawValue, barMetrics: barMetrics.rawValue, position: 1)] = dividerImage
  }

  /// The divider image set for the given left and right segment states and bar metrics.
  open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    barImages[.init(state: leftState.rawValue, otherState: rightState.rawValue, barMetrics: barMetrics.rawValue, position: 1)]
  }
}
