// SQLite's C interface under the name Apple's SDK gives it (`import SQLite3`): the system's own
// SQLite, so that an app's or a package's database code (a cache, a store of its own) runs here
// as it runs on an iPhone.
#include <sqlite3.h>
