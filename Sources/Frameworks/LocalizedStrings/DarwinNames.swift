// Darwin's unfair lock and Objective-C's `Selector`, which Apple's Foundation gives every file
// importing it (Foundation brings Darwin, Darwin its `os/lock.h`, and Foundation Objective-C's
// names): code written for Apple platforms that imports only Foundation takes an
// `os_unfair_lock` or writes `#selector(…)`. The rest of `os` (`Logger`, signposts) needs
// `import os`, as on iOS.
@_exported import struct Selectors.Selector
@_exported import struct os.os_unfair_lock
@_exported import func os.os_unfair_lock_assert_not_owner
@_exported import func os.os_unfair_lock_assert_owner
@_exported import func os.os_unfair_lock_lock
@_exported import typealias os.os_unfair_lock_t
@_exported import func os.os_unfair_lock_trylock
@_exported import func os.os_unfair_lock_unlock
