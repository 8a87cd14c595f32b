//! Matches and their append-only event logs.

use super::*;

impl Library {
    /// Starts a match of `game`, optionally played with a saved list
    /// ([`StoreError::NotFound`] if that list does not exist).
    pub fn create_match(
        &mut self,
        game: &str,
        list: Option<ListId>,
    ) -> Result<MatchId, StoreError> {
        not_empty(&self.name, "a match's game", game)?;
        let now = now_ms();
        let name = &self.name;
        let tx = begin(&mut self.conn, name)?;
        if let Some(list) = list {
            let exists = tx
                .query_row("SELECT 1 FROM lists WHERE id = ?1", [list], |_| Ok(()))
                .optional()
                .ctx(name, format!("read list {list}"))?
                .is_some();
            if !exists {
                return Err(not_found(name, format!("list {list}")));
            }
        }
        tx.execute(
            "INSERT INTO matches (game, list_id, created_at) VALUES (?1, ?2, ?3)",
            params![game, list, now],
        )
        .ctx(name, "create a match")?;
        let id = tx.last_insert_rowid();
        tx.commit().ctx(name, "create a match")?;
        Ok(id)
    }

    /// Appends an event (JSON text) to a match's log and returns its sequence number
    /// (1 for the first). A finished match takes no more events ([`StoreError::Conflict`]).
    pub fn append_event(&mut self, m: MatchId, event: &str) -> Result<u32, StoreError> {
        let event = json_text(&self.name, "the event", event)?;
        let now = now_ms();
        let name = &self.name;
        let tx = begin(&mut self.conn, name)?;
        let finished = match_finished(&tx, name, m)?;
        if finished.is_some() {
            return Err(conflict(
                name,
                format!("match {m} is finished and takes no more events"),
            ));
        }
        let seq: u32 = tx
            .query_row(
                "INSERT INTO match_events (match_id, seq, event, recorded_at)
                 SELECT ?1, COALESCE(MAX(seq), 0) + 1, ?2, ?3 FROM match_events WHERE match_id = ?1
                 RETURNING seq",
                params![m, event, now],
                |r| r.get(0),
            )
            .ctx(name, format!("record an event of match {m}"))?;
        tx.commit()
            .ctx(name, format!("record an event of match {m}"))?;
        Ok(seq)
    }

    /// A match's events in order.
    pub fn events(&self, m: MatchId) -> Result<Vec<StoredEvent>, StoreError> {
        let tx = self
            .conn
            .unchecked_transaction()
            .ctx(&self.name, "start a transaction")?;
        match_finished(&tx, &self.name, m)?;
        self.query_all(
            "SELECT seq, event, recorded_at FROM match_events WHERE match_id = ?1 ORDER BY seq",
            [m],
            |r| {
                Ok(StoredEvent {
                    seq: r.get(0)?,
                    event: r.get(1)?,
                    recorded_at: r.get(2)?,
                })
            },
            format_args!("read the events of match {m}"),
        )
    }

    /// Records a match's result (JSON text, not `null`) and the time it finished. A match
    /// is finished once ([`StoreError::Conflict`] the second time).
    pub fn finish_match(&mut self, m: MatchId, result: &str) -> Result<(), StoreError> {
        let result = json_text(&self.name, "the match result", result)?;
        if result == "null" {
            return Err(StoreError::Invalid {
                library: self.name.clone(),
                message: "a match result must not be null".into(),
            });
        }
        let now = now_ms();
        let name = &self.name;
        let tx = begin(&mut self.conn, name)?;
        if let Some(at) = match_finished(&tx, name, m)? {
            return Err(conflict(
                name,
                format!("match {m} was already finished (at {at})"),
            ));
        }
        tx.execute(
            "UPDATE matches SET finished_at = ?2, result = ?3 WHERE id = ?1",
            params![m, now, result],
        )
        .ctx(name, format!("finish match {m}"))?;
        tx.commit().ctx(name, format!("finish match {m}"))
    }

    /// Every match, ordered by id, with the number of events of each.
    pub fn matches(&self) -> Result<Vec<MatchSummary>, StoreError> {
        self.query_all(
            "SELECT m.id, m.game, m.list_id, m.created_at, m.finished_at, m.result,
                    (SELECT COUNT(*) FROM match_events e WHERE e.match_id = m.id)
             FROM matches m ORDER BY m.id",
            [],
            |r| {
                Ok(MatchSummary {
                    id: r.get(0)?,
                    game: r.get(1)?,
                    list_id: r.get(2)?,
                    created_at: r.get(3)?,
                    finished_at: r.get(4)?,
                    result: r.get(5)?,
                    events: r.get(6)?,
                })
            },
            "read the matches",
        )
    }
}
