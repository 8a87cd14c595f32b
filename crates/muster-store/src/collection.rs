//! The collection: counts of owned items.

use super::*;

impl Library {
    /// What the player owns, for one game or all, ordered by game, kind and item.
    pub fn collection(&self, game: Option<&str>) -> Result<Vec<CollectionEntry>, StoreError> {
        self.query_all(
            "SELECT game, kind, item, count FROM collection
             WHERE ?1 IS NULL OR game = ?1 ORDER BY game, kind, item",
            [game],
            |r| {
                Ok(CollectionEntry {
                    game: r.get(0)?,
                    kind: r.get(1)?,
                    item: r.get(2)?,
                    count: r.get(3)?,
                })
            },
            "read the collection",
        )
    }

    /// Adds each entry's count to what is owned, all entries in one transaction (an entry
    /// may appear more than once; a count of 0 adds nothing). A count beyond
    /// `u32::MAX` is a [`StoreError::Conflict`] and nothing is added.
    pub fn add_to_collection(&mut self, entries: &[CollectionEntry]) -> Result<(), StoreError> {
        for (i, e) in entries.iter().enumerate() {
            for (what, value) in [("game", &e.game), ("kind", &e.kind), ("item", &e.item)] {
                not_empty(
                    &self.name,
                    &format!("the {what} of collection entry {i}"),
                    value,
                )?;
            }
        }
        let name = &self.name;
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
        {
            let mut add = tx
                .prepare(
                    "INSERT INTO collection (game, kind, item, count) VALUES (?1, ?2, ?3, ?4)
                     ON CONFLICT (game, kind, item) DO UPDATE SET count = count + excluded.count",
                )
                .ctx(name, "add to the collection")?;
            for e in entries.iter().filter(|e| e.count > 0) {
                if let Err(err) = add.execute(params![e.game, e.kind, e.item, e.count]) {
                    if err.sqlite_error_code() == Some(rusqlite::ErrorCode::ConstraintViolation) {
                        return Err(conflict(
                            name,
                            format!(
                                "cannot add {} × {}/{}/{}: the count would pass {}",
                                e.count,
                                e.game,
                                e.kind,
                                e.item,
                                u32::MAX
                            ),
                        ));
                    }
                    return Err(err).ctx(name, "add to the collection");
                }
            }
        }
        tx.commit().ctx(name, "add to the collection")
    }

    /// Removes `entry.count` of one thing and returns how many are left (a count that
    /// reaches 0 is deleted). Removing more than is owned is a [`StoreError::Conflict`]
    /// and changes nothing.
    pub fn remove_from_collection(&mut self, entry: &CollectionEntry) -> Result<u32, StoreError> {
        let name = &self.name;
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
        let owned: u32 = tx
            .query_row(
                "SELECT count FROM collection WHERE game = ?1 AND kind = ?2 AND item = ?3",
                params![entry.game, entry.kind, entry.item],
                |r| r.get(0),
            )
            .optional()
            .ctx(name, "read the collection")?
            .unwrap_or(0);
        let Some(left) = owned.checked_sub(entry.count) else {
            return Err(conflict(
                name,
                format!(
                    "cannot remove {} × {}/{}/{}: {owned} owned",
                    entry.count, entry.game, entry.kind, entry.item
                ),
            ));
        };
        if entry.count > 0 {
            let key = params![entry.game, entry.kind, entry.item];
            if left == 0 {
                tx.execute(
                    "DELETE FROM collection WHERE game = ?1 AND kind = ?2 AND item = ?3",
                    key,
                )
            } else {
                tx.execute(
                    "UPDATE collection SET count = ?4 WHERE game = ?1 AND kind = ?2 AND item = ?3",
                    params![entry.game, entry.kind, entry.item, left],
                )
            }
            .ctx(name, "remove from the collection")?;
        }
        tx.commit().ctx(name, "remove from the collection")?;
        Ok(left)
    }
}
