import Foundation
import SQLite3
import Testing

/// SQLite under the name Apple's SDK gives it: an app's database code opens, writes and reads a
/// database as on an iPhone, and SQLite's errors come back as its result codes.
@Suite struct SQLite3Tests {
  private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  @Test func aTableIsWrittenAndReadBack() throws {
    var db: OpaquePointer?
    #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
    defer { sqlite3_close(db) }
    #expect(sqlite3_exec(db, "CREATE TABLE pizza (name TEXT, price REAL)", nil, nil, nil) == SQLITE_OK)

    var insert: OpaquePointer?
    #expect(sqlite3_prepare_v2(db, "INSERT INTO pizza VALUES (?, ?)", -1, &insert, nil) == SQLITE_OK)
    for (name, price) in [("Margherita", 8.5), ("Пепперони", 10.0)] {
      sqlite3_bind_text(insert, 1, name, -1, transient)
      sqlite3_bind_double(insert, 2, price)
      #expect(sqlite3_step(insert) == SQLITE_DONE)
      sqlite3_reset(insert)
    }
    sqlite3_finalize(insert)

    var select: OpaquePointer?
    #expect(
      sqlite3_prepare_v2(db, "SELECT name, price FROM pizza ORDER BY price", -1, &select, nil) == SQLITE_OK)
    var rows: [String] = []
    while sqlite3_step(select) == SQLITE_ROW {
      let name = String(cString: sqlite3_column_text(select, 0))
      rows.append("\(name) \(sqlite3_column_double(select, 1))")
    }
    sqlite3_finalize(select)
    #expect(rows == ["Margherita 8.5", "Пепперони 10.0"])
  }

  @Test func aBrokenStatementIsAnErrorWithSQLitesMessage() {
    var db: OpaquePointer?
    #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
    defer { sqlite3_close(db) }
    var statement: OpaquePointer?
    #expect(sqlite3_prepare_v2(db, "SELEC nothing", -1, &statement, nil) == SQLITE_ERROR)
    #expect(String(cString: sqlite3_errmsg(db)).contains("syntax error"))
  }
}
