// `import os` (and `import os.log`, which collection-snapshot-linuxify writes `import os`) on
// Linux: Apple's logging API — `Logger`, `OSLog`, `os_log`, signposts — and the unfair locks,
// over the UIKit module (which holds `os_unfair_lock`, as Foundation does on iOS), so a file
// that imports it compiles unchanged.
@_exported import Foundation
@_exported import UIKit
