// Swift Testing declares a cross-import overlay named `_Testing_UIKit` for files that import
// both Testing and UIKit, and the compiler looks for it whenever a test file does. Linux
// toolchains do not ship it, so this package provides it (empty: on Apple platforms it holds
// attachments for UIKit images) beside the `UIKit` module, in the same product.
