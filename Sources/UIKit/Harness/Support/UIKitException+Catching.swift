import Foundation

extension UIKitException {
  /// Runs `body` and throws the first exception UIKit raised in it: what a call that cannot
  /// throw raised (a control's action sent to an object without the method, a key that is not
  /// key-value coding compliant), where on iOS the app would have stopped.
  ///
  /// ```swift
  /// try UIKitException.catching { button.sendActions(for: .touchUpInside) }
  /// ```
  public static func catching<T>(_ body: () throws -> T) throws -> T {
    let recorder = UIKitExceptionRecorder()
    let result = try UIKitExceptionRecorder.$current.withValue(recorder) { try body() }
    if let raised = recorder.first { throw raised }
    return result
  }
}
