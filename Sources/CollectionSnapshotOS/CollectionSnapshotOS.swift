// Apple's `os` module on Linux — `Logger`, `OSLog`, `os_log`, signposts, the unfair locks —
// under a name of its own: collection-snapshot-linuxify writes `import CollectionSnapshotOS` for
// `import os`, `import os.log` and `import OSLog`, so an app file that logs compiles unchanged
// through its copy. (A module named `os` would be taken for Darwin's by packages built beside it
// that check `canImport(os)` — swift-argument-parser's lock, swift-syntax — and break them.) It
// re-exports UIKit, which holds `os_unfair_lock` as Foundation does on iOS.
@_exported import Foundation
@_exported import UIKit
