//! Matches and their append-only event logs.

use super::*;

impl Library {
    /// Starts a match ([`StoreError::NotFound`] if a list it names does not exist;
    /// [`StoreError::Invalid`] for an empty game or a set-up that is not JSON).
    pub fn create_match(&mut self, new: &NewMatch) -> Result<MatchId, StoreError> {
        not_empty(&self.name, "a match's game", &new.game)?;
        let setup = match &new.setup {
            Some(text) => Some(json_text(&self.name, "the match set-up", text)?),
            None => None,
        };
        let now = now_ms();
        let name = &self.name;
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
        for list in [new.list_id, new.opponent_list_id].into_iter().flatten() {
            let exists = tx
                .query_row("SELECT 1 FROM lists WHERE id = ?1", [list], |_| Ok(()))
                .optional()
                .ctx(name, format!("read list {list}"))?
                .is_some();
            if !exists {
                return Err(not_found(name, format!("list {list}")));
            }
        }
        let text = |value: &Option<String>| {
            value
                .as_deref()
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .map(str::to_owned)
        };
        id_left(&tx, name, "matches", "match")?;
        tx.execute(
            "INSERT INTO matches (game, list_id, opponent_list_id, opponent, faction,
                                  opponent_faction, setup, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                new.game,
                new.list_id,
                new.opponent_list_id,
                text(&new.opponent),
                text(&new.faction),
                text(&new.opponent_faction),
                setup,
                now
            ],
        )
        .ctx(name, "create a match")?;
        let id = tx.last_insert_rowid();
        tx.commit().ctx(name, "create a match")?;
        Ok(id)
    }

    /// When a match's result was kept, or `None` while it is being played
    /// ([`StoreError::NotFound`] for a match that does not exist).
    pub fn match_finished_at(&self, m: MatchId) -> Result<Option<UnixMillis>, StoreError> {
        match_finished(&self.conn, &self.name, m)
    }

    /// A match's set-up (JSON text), if it was stored with one.
    pub fn match_setup(&self, m: MatchId) -> Result<Option<String>, StoreError> {
        self.conn
            .query_row("SELECT setup FROM matches WHERE id = ?1", [m], |r| r.get(0))
            .optional()
            .ctx(&self.name, format!("read match {m}"))?
            .ok_or_else(|| not_found(&self.name, format!("match {m}")))
    }

    /// Appends an event (JSON text) to a match's log and returns its sequence number
    /// (1 for the first). A finished match takes no more events ([`StoreError::Conflict`]).
    pub fn append_event(&mut self, m: MatchId, event: &str) -> Result<u32, StoreError> {
        let event = json_text(&self.name, "the event", event)?;
        let now = now_ms();
        let name = &self.name;
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
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

    /// Records a match's result (JSON text, not `null`), how it went for the player and the
    /// time it finished. A match is finished once ([`StoreError::Conflict`] the second time).
    pub fn finish_match(
        &mut self,
        m: MatchId,
        result: &str,
        outcome: MatchOutcome,
    ) -> Result<(), StoreError> {
        let result = json_text(&self.name, "the match result", result)?;
        if result == "null" {
            return Err(StoreError::Invalid {
                library: self.name.clone(),
                message: "a match result must not be null".into(),
            });
        }
        let now = now_ms();
        let name = &self.name;
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
        if let Some(at) = match_finished(&tx, name, m)? {
            return Err(conflict(
                name,
                format!("match {m} was already finished (at {at})"),
            ));
        }
        tx.execute(
            "UPDATE matches SET finished_at = ?2, result = ?3, outcome = ?4 WHERE id = ?1",
            params![m, now, result, outcome.as_str()],
        )
        .ctx(name, format!("finish match {m}"))?;
        tx.commit().ctx(name, format!("finish match {m}"))
    }

    /// Every match, ordered by id, with the number of events of each.
    pub fn matches(&self) -> Result<Vec<MatchSummary>, StoreError> {
        self.query_all(
            "SELECT m.id, m.game, m.list_id, m.opponent, m.opponent_list_id, m.faction,
                    m.opponent_faction, m.created_at, m.finished_at, m.result, m.outcome,
                    (SELECT COUNT(*) FROM match_events e WHERE e.match_id = m.id)
             FROM matches m ORDER BY m.id",
            [],
            |r| {
                let outcome: Option<String> = r.get(10)?;
                Ok(MatchSummary {
                    id: r.get(0)?,
                    game: r.get(1)?,
                    list_id: r.get(2)?,
                    opponent: r.get(3)?,
                    opponent_list_id: r.get(4)?,
                    faction: r.get(5)?,
                    opponent_faction: r.get(6)?,
                    created_at: r.get(7)?,
                    finished_at: r.get(8)?,
                    result: r.get(9)?,
                    outcome: outcome.as_deref().and_then(MatchOutcome::parse),
                    events: r.get(11)?,
                })
            },
            "read the matches",
        )
    }

    /// Played, won, lost and drawn, per saved list and per faction of the player's side,
    /// over finished matches that recorded an outcome.
    pub fn match_stats(&self) -> Result<MatchStats, StoreError> {
        let count = |r: &Row<'_>, at: usize| -> rusqlite::Result<Record> {
            Ok(Record {
                played: r.get(at)?,
                won: r.get(at + 1)?,
                lost: r.get(at + 2)?,
                drawn: r.get(at + 3)?,
            })
        };
        const COUNTS: &str = "COUNT(*), SUM(m.outcome = 'won'), SUM(m.outcome = 'lost'),
                              SUM(m.outcome = 'drawn')";
        let lists = self.query_all(
            &format!(
                "SELECT l.id, l.name, l.game, {COUNTS} FROM matches m JOIN lists l ON l.id = m.list_id
                 WHERE m.outcome IS NOT NULL GROUP BY l.id ORDER BY l.id"
            ),
            [],
            |r| {
                Ok(ListRecord {
                    list_id: r.get(0)?,
                    name: r.get(1)?,
                    game: r.get(2)?,
                    record: count(r, 3)?,
                })
            },
            "count the matches per list",
        )?;
        let factions = self.query_all(
            &format!(
                "SELECT m.game, m.faction, {COUNTS} FROM matches m
                 WHERE m.outcome IS NOT NULL AND m.faction IS NOT NULL
                 GROUP BY m.game, m.faction ORDER BY m.game, m.faction"
            ),
            [],
            |r| {
                Ok(FactionRecord {
                    game: r.get(0)?,
                    faction: r.get(1)?,
                    record: count(r, 2)?,
                })
            },
            "count the matches per faction",
        )?;
        Ok(MatchStats { lists, factions })
    }
}
