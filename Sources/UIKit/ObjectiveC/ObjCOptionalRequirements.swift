import Foundation

/// What the default of an optional requirement of an app's `@objc` protocol throws in the copy
/// `collection-snapshot-linuxify` writes: the conformer does not implement the method, which
/// Objective-C's optional chaining (`delegate?.method?()`) answers with `nil`.
public struct _ObjCOptionalRequirementNotImplemented: Error, CustomStringConvertible {
  /// The requirement's selector.
  public let selector: String

  /// The error of the requirement named `selector`.
  public init(_ selector: String) { self.selector = selector }

  public var description: String { "the object does not implement the optional method \(selector)" }
}

/// A call of an optional requirement through optional chaining, as Objective-C makes it:
/// `nil` when the object does not implement the method (an app protocol's default throws
/// ``_ObjCOptionalRequirementNotImplemented``; a UIKit protocol's default says so as a flow
/// delegate's does) or when the chain is `nil`, else the method's result.
///
/// `delegate?.pagerView?(self, didSelectItemAt: 2)` is written
/// `_objcOptional(try delegate?.pagerView(self, didSelectItemAt: 2))` in the copy.
@discardableResult
public func _objcOptional<Result>(_ call: @autoclosure () throws -> Result?) -> Result? {
  let answer: Result?? = FlowDelegateProbe.ask {
    do {
      return try call()
    } catch {
      // Only the default of a requirement that is not implemented throws here: the
      // requirement did not throw as declared.
      return nil
    }
  }
  return answer ?? nil
}

/// ``_objcOptional(_:)`` for a requirement declared `throws`: what the method throws is thrown.
@discardableResult
public func _objcOptionalThrowing<Result>(_ call: @autoclosure () throws -> Result?) throws -> Result? {
  do {
    return try call()
  } catch is _ObjCOptionalRequirementNotImplemented {
    return nil
  }
}

/// A reference to an optional requirement, as Objective-C's optional chaining gives it
/// (`if let method = delegate?.pagerView(_:didSelectItemAt:)`): the method, when the object
/// responds to `selector` (its class's table lists it: the app classes' tables list the
/// optional methods they implement), else `nil`.
@MainActor @preconcurrency
public func _objcOptionalMethod<Object, Method>(_ object: Object?, _ selector: String, _ method: (Object) -> Method) -> Method? {
  guard let object else { return nil }
  guard ObjCMessaging.responds(object as AnyObject, to: Selector(selector)) else { return nil }
  return method(object)
}

/// The default of an optional property requirement: reading it from an object that does not
/// implement it stops with Objective-C's unrecognized-selector text, as sending the getter
/// does on iOS.
public func _objcOptionalRequirementNotImplemented(_ object: AnyObject, _ selector: String) -> Never {
  fatalError("-[\(_ObjCClassTable.name(of: type(of: object))) \(selector)]: unrecognized selector sent to instance")
}

/// What Objective-C's `+description` answers for a class reached through `AnyObject`
/// (`type(of: object).description()`, which the copy writes `_objcDescription(of: type(of: object))`):
/// its Objective-C name (`UIView`, `App.ProductCell`).
public func _objcDescription(of type: Any.Type) -> String { _ObjCClassTable.name(of: type) }
