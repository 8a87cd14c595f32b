//! Records the player enters because no pack ships them.

use super::*;

impl Library {
    /// The records the player entered, for one game or all, ordered by game, kind and id.
    pub fn user_records(&self, game: Option<&str>) -> Result<Vec<UserRecord>, StoreError> {
        self.query_all(
            "SELECT game, kind, id, record, added_at FROM user_data
             WHERE ?1 IS NULL OR game = ?1 ORDER BY game, kind, id",
            [game],
            |r| {
                Ok(UserRecord {
                    game: r.get(0)?,
                    kind: r.get(1)?,
                    id: r.get(2)?,
                    record: r.get(3)?,
                    added_at: r.get(4)?,
                })
            },
            "read the user records",
        )
    }

    /// Stores a record (JSON text) under (game, kind, id), replacing any record there, and
    /// returns the time it was stored. Checking the record against the game's data-pack
    /// schema is the caller's job.
    pub fn put_user_record(
        &mut self,
        game: &str,
        kind: &str,
        id: &str,
        record: &str,
    ) -> Result<UnixMillis, StoreError> {
        self.put_user_records(game, &[(kind, id, record)])
    }

    /// Stores several records of one game (kind, id, JSON text) in one transaction, each
    /// replacing any record of its kind and id: all of them or, on any error, none. Returns
    /// the time they were stored.
    pub fn put_user_records(
        &mut self,
        game: &str,
        records: &[(&str, &str, &str)],
    ) -> Result<UnixMillis, StoreError> {
        self.change_user_records(game, records, &[])
    }

    /// Stores `records` of one game (kind, id, JSON text) and deletes the records `removed`
    /// (kind, id; one that is not there is no error), in one transaction: all of it or, on
    /// any error, nothing. Returns the time they were stored.
    pub fn change_user_records(
        &mut self,
        game: &str,
        records: &[(&str, &str, &str)],
        removed: &[(&str, &str)],
    ) -> Result<UnixMillis, StoreError> {
        not_empty(&self.name, "a user record's game", game)?;
        let mut texts = Vec::with_capacity(records.len());
        for &(kind, id, record) in records {
            for (what, value) in [("kind", kind), ("id", id)] {
                not_empty(&self.name, &format!("a user record's {what}"), value)?;
            }
            texts.push((kind, id, json_text(&self.name, "the user record", record)?));
        }
        let now = now_ms();
        let name = &self.name;
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
        for (kind, id, record) in texts {
            tx.execute(
                "INSERT OR REPLACE INTO user_data (game, kind, id, record, added_at) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![game, kind, id, record, now],
            )
            .ctx(name, "store the user record")?;
        }
        for (kind, id) in removed {
            tx.execute(
                "DELETE FROM user_data WHERE game = ?1 AND kind = ?2 AND id = ?3",
                params![game, kind, id],
            )
            .ctx(name, "delete the user record")?;
        }
        tx.commit().ctx(name, "store the user record")?;
        Ok(now)
    }

    /// Deletes one user record ([`StoreError::NotFound`] if there is none).
    pub fn delete_user_record(
        &mut self,
        game: &str,
        kind: &str,
        id: &str,
    ) -> Result<(), StoreError> {
        let name = &self.name;
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
        let deleted = tx
            .execute(
                "DELETE FROM user_data WHERE game = ?1 AND kind = ?2 AND id = ?3",
                params![game, kind, id],
            )
            .ctx(name, "delete the user record")?;
        if deleted == 0 {
            return Err(not_found(name, format!("user record {game}/{kind}/{id}")));
        }
        tx.commit().ctx(name, "delete the user record")
    }
}
