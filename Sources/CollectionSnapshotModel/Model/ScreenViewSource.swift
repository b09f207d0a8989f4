public import CollectionSnapshotLayout

/// The app's own views behind a screen: a screen made from an app's collection view (its view
/// controller, or its layout and data source) keeps one, so that whatever drives the screen
/// later — the headless collection view scrolling, paging or updating it — asks the app's data
/// source for each cell and supplementary view as it appears, as UIKit does, and shows what
/// the views it returns were configured to show.
///
/// The `UIKit` module implements it; the layers that use it (the runtime) never see UIKit.
public protocol ScreenViewSource: AnyObject, Sendable {
  /// A new session: the collection view loaded afresh, with no views made yet. Each driver of
  /// the screen (each headless collection view) takes its own.
  func makeSession() -> any ScreenViewSession
}

/// One driver's views: the app's cell and supplementary view instances, by reuse identifier
/// and number.
public protocol ScreenViewSession: AnyObject, Sendable {
  /// Asks the app's data source for the view of an element, as UIKit does when it appears, and
  /// reads what the view it returns shows.
  ///
  /// - Parameters:
  ///   - request: the element, its item's identifier, and — to configure a displayed cell again
  ///     in place (`reconfigureItems`) — the view it has.
  ///   - dequeue: the driver's reuse queue: the number of the view to take for a reuse
  ///     identifier and element kind, and whether it was used before (a reused view gets
  ///     `prepareForReuse()`).
  /// - Returns: the view's reading, or `nil` when the app has nothing for the element (an item
  ///   the app's data never held): the driver then shows the screen's own content.
  /// - Throws: the exception UIKit raises for what the app's code did (a cell that was not
  ///   dequeued, a reuse identifier never registered…), or an error when the app's code cannot
  ///   run here (off the main actor).
  func view(for request: ScreenViewRequest, dequeue: (_ reuseIdentifier: String, _ elementKind: String) throws -> (number: Int, reused: Bool)) throws
    -> ScreenViewReading?

  /// An element is no longer shown (the app's `cellForItem(at:)` and `visibleCells` stop
  /// answering it).
  /// - Parameters:
  ///   - request: the element.
  ///   - view: the view it had (its reuse identifier and number, as its reading named it).
  func didEndDisplaying(_ request: ScreenViewRequest, view: ScreenViewReading.Instance)

  /// A displayed view now shows another element: an update moved its item or section (the
  /// app's `cellForItem(at:)` answers it at its new place).
  func didMove(_ view: ScreenViewReading.Instance, to request: ScreenViewRequest)

  /// The views of a displayed view as they are now, laid out at its element's frame as UIKit
  /// lays a view out before it is drawn (``ViewTree``): what a picture or dump taken now shows
  /// of it. `nil` when the view is not known or cannot be read here (off the main actor).
  /// - Parameters:
  ///   - view: the view (its reuse identifier and number, as its reading named it).
  ///   - category: its element's category (a cell, or a supplementary view of a kind).
  ///   - frame: its element's frame.
  func tree(of view: ScreenViewReading.Instance, category: ElementCategory, frame: Rect) -> ViewTree?

  /// Runs `body` — a layout pass that may ask for several views — in the scope the app's code
  /// runs in (the device under test), entered once for all of them.
  func inScope<Result>(_ body: () throws -> Result) throws -> Result

  /// The actions a swipe reveals on a table's row, as the app's delegate gives them
  /// (`trailingSwipeActionsConfigurationForRowAt`, or its leading counterpart, else its row
  /// actions), with the method that answered, or `nil` when the app says nothing (the driver's
  /// default applies).
  func swipeActions(for request: ScreenViewRequest, leading: Bool) -> ScreenSwipeActions?

  /// Taps the action titled `title` a swipe revealed on a table's row: the app's action runs —
  /// a contextual action's handler with its completion, a row action's handler, or the
  /// table's Delete, which commits the deletion to the data source.
  /// - Returns: what ran and the rows the app's code deleted; `nil` when the app has no such
  ///   action (the driver's default applies).
  /// - Throws: what UIKit raises; an error when the app's code changed the table in a way the
  ///   running screen cannot follow (rows inserted or moved, sections changed).
  func performSwipeAction(titled title: String, for request: ScreenViewRequest, leading: Bool) throws -> ScreenAppEdit?

  /// Commits an editing style (`delete`, `insert`) to the app's data source for a table's row,
  /// as UIKit does when the row's editing control is tapped
  /// (`tableView(_:commit:forRowAt:)`).
  /// - Returns: what ran and the rows the app's code deleted; `nil` when the screen has no data
  ///   source of the app's.
  /// - Throws: as ``performSwipeAction(titled:for:leading:)``.
  func commitEditing(_ style: TableRowContent.EditingStyle, for request: ScreenViewRequest) throws -> ScreenAppEdit?

  /// A tap on the button titled `title` in a displayed view: the app's button sends the
  /// actions of a touch up inside, as UIKit does, running the app's code.
  /// - Returns: what was sent, one trace detail each (`-[App.HomeViewController buy:]
  ///   sender=UIButton "Buy"`).
  /// - Throws: what UIKit raises (an action sent to an object without its method).
  func tapButton(titled title: String, in view: ScreenViewReading.Instance, category: ElementCategory) throws -> [String]

  /// A pull to refresh on the app's collection view: its refresh control begins refreshing
  /// and sends the actions of a value change, as a user's pull does.
  /// - Returns: what was sent, one trace detail each; `nil` when the view has no refresh
  ///   control.
  /// - Throws: what UIKit raises.
  func pullToRefresh() throws -> [String]?

  /// Moves the app's clock (its timers, delayed messages, time-based operators) forward by
  /// `microseconds`, running what comes due in time order.
  /// - Returns: what ran, one trace detail each.
  /// - Throws: what UIKit raises while it runs.
  func advanceAppClock(by microseconds: Int64) throws -> [String]

  /// How long until the app's next scheduled work is due, in microseconds; `nil` when none.
  var nextAppWork: Int64? { get }
}

extension ScreenViewSession {
  /// No answer: the driver's default applies.
  public func swipeActions(for request: ScreenViewRequest, leading: Bool) -> ScreenSwipeActions? { nil }
  /// No action of the app's.
  public func performSwipeAction(titled title: String, for request: ScreenViewRequest, leading: Bool) throws -> ScreenAppEdit? { nil }
  /// No data source of the app's.
  public func commitEditing(_ style: TableRowContent.EditingStyle, for request: ScreenViewRequest) throws -> ScreenAppEdit? { nil }
  /// No button sends anything (a session without the app's controls).
  public func tapButton(titled title: String, in view: ScreenViewReading.Instance, category: ElementCategory) throws -> [String] { [] }
  /// No refresh control.
  public func pullToRefresh() throws -> [String]? { nil }
  /// Nothing is scheduled.
  public func advanceAppClock(by microseconds: Int64) throws -> [String] { [] }
  /// Nothing is scheduled.
  public var nextAppWork: Int64? { nil }
}

/// The element a driver asks the app's data source for.
public struct ScreenViewRequest: Sendable, Hashable {
  /// A cell, or a supplementary view of a kind.
  public var category: ElementCategory
  /// Where it is.
  public var indexPath: IndexPath
  /// The identifier of the item a cell shows (the screen's name for it).
  public var itemIdentifier: String?
  /// To configure a displayed cell again: its reuse identifier and number (the same view is
  /// configured, with no `prepareForReuse()`).
  public var reconfiguring: ScreenViewReading.Instance?

  /// A request.
  public init(category: ElementCategory, indexPath: IndexPath, itemIdentifier: String? = nil, reconfiguring: ScreenViewReading.Instance? = nil) {
    self.category = category
    self.indexPath = indexPath
    self.itemIdentifier = itemIdentifier
    self.reconfiguring = reconfiguring
  }
}

/// What a view the app's code configured shows, and which view it is.
public struct ScreenViewReading: Sendable, Hashable {
  /// Which view: a reuse identifier and the view's number among those made for it.
  public struct Instance: Sendable, Hashable {
    /// The reuse identifier it was dequeued with.
    public var reuseIdentifier: String
    /// Its number (`#1`, `#2`…, per reuse identifier).
    public var number: Int

    /// An instance.
    public init(reuseIdentifier: String, number: Int) {
      self.reuseIdentifier = reuseIdentifier
      self.number = number
    }
  }

  /// The view.
  public var instance: Instance
  /// Whether it had shown another element before (it was reused).
  public var reused: Bool
  /// Its kind: the view's class.
  public var kind: String
  /// What it shows.
  public var content: PlaceholderContent

  /// A reading.
  public init(instance: Instance, reused: Bool, kind: String, content: PlaceholderContent) {
    self.instance = instance
    self.reused = reused
    self.kind = kind
    self.content = content
  }
}
