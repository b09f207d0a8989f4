import Foundation

// Darwin's time constants (`<sys/time.h>`, `<dispatch/time.h>`), which Foundation brings on iOS
// (`DispatchTime.now() + .nanoseconds(Int(NSEC_PER_MSEC) * 300)`); Linux's Foundation has none.

/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000

/// Dispatch's serial queue under its Objective-C class name
/// (`OS_dispatch_queue_serial(label: "images")`): a serial `DispatchQueue`.
public typealias OS_dispatch_queue_serial = DispatchQueue
