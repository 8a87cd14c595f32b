//! Saved lists and their versions.

use super::*;

impl Library {
    /// Saves a list document: `None` makes a new list (version 1); `Some(id)` saves a new
    /// version of that list, keeping the document it replaces in the list's history
    /// ([`StoreError::NotFound`] if there is no such list). `meta` replaces the list's
    /// metadata. The document must be one JSON value; it is stored without surrounding
    /// whitespace.
    pub fn save_list(
        &mut self,
        id: Option<ListId>,
        meta: &ListMeta,
        document: &str,
    ) -> Result<SavedList, StoreError> {
        not_empty(&self.name, "a list's game", &meta.game)?;
        let document = json_text(&self.name, "the list document", document)?;
        let now = now_ms();
        let name = &self.name;
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
        let saved = match id {
            None => {
                id_left(&tx, name, "lists", "list")?;
                tx.execute(
                    "INSERT INTO lists (name, game, faction, notes, document, version, created_at, updated_at)
                     VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?6)",
                    params![meta.name, meta.game, meta.faction, meta.notes, document, now],
                )
                .ctx(name, "save a new list")?;
                SavedList {
                    id: tx.last_insert_rowid(),
                    version: 1,
                    saved_at: now,
                }
            }
            Some(id) => match new_version(&tx, name, id, Some(meta), document, now)? {
                Some(saved) => saved,
                None => return Err(not_found(name, format!("list {id}"))),
            },
        };
        tx.commit().ctx(name, "save the list")?;
        Ok(saved)
    }

    /// Every list, without documents, ordered by id.
    pub fn lists(&self) -> Result<Vec<ListSummary>, StoreError> {
        let sql = format!("SELECT {LIST_COLUMNS} FROM lists ORDER BY id");
        self.query_all(&sql, [], list_summary, "read the lists")
    }

    /// One list with its current document.
    pub fn list(&self, id: ListId) -> Result<StoredList, StoreError> {
        let sql = format!("SELECT {LIST_COLUMNS}, document FROM lists WHERE id = ?1");
        self.conn
            .query_row(&sql, [id], stored_list)
            .optional()
            .ctx(&self.name, format!("read list {id}"))?
            .ok_or_else(|| not_found(&self.name, format!("list {id}")))
    }

    /// Every list with its current document, ordered by id, in one query (for questions
    /// about all lists at once, such as which ones the collection can field).
    pub fn all_lists(&self) -> Result<Vec<StoredList>, StoreError> {
        let sql = format!("SELECT {LIST_COLUMNS}, document FROM lists ORDER BY id");
        self.query_all(&sql, [], stored_list, "read the lists")
    }

    /// A list's versions, oldest first; the last one is the current document.
    pub fn list_history(&self, id: ListId) -> Result<Vec<ListVersion>, StoreError> {
        let history = self.query_all(
            "SELECT version, document, saved_at FROM list_versions WHERE list_id = ?1
             UNION ALL
             SELECT version, document, updated_at FROM lists WHERE id = ?1
             ORDER BY 1",
            [id],
            |r| {
                Ok(ListVersion {
                    version: r.get(0)?,
                    document: r.get(1)?,
                    saved_at: r.get(2)?,
                })
            },
            format_args!("read the history of list {id}"),
        )?;
        if history.is_empty() {
            return Err(not_found(&self.name, format!("list {id}")));
        }
        Ok(history)
    }

    /// Saves an earlier version's document as the list's new current version (the history
    /// keeps everything, including the version that was current until now).
    pub fn restore_list_version(
        &mut self,
        id: ListId,
        version: u32,
    ) -> Result<SavedList, StoreError> {
        let now = now_ms();
        let name = &self.name;
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
        let document: Option<String> = tx
            .query_row(
                "SELECT document FROM list_versions WHERE list_id = ?1 AND version = ?2
                 UNION ALL
                 SELECT document FROM lists WHERE id = ?1 AND version = ?2",
                params![id, version],
                |r| r.get(0),
            )
            .optional()
            .ctx(name, format!("read version {version} of list {id}"))?;
        let Some(document) = document else {
            let exists = tx
                .query_row("SELECT 1 FROM lists WHERE id = ?1", [id], |_| Ok(()))
                .optional()
                .ctx(name, format!("read list {id}"))?
                .is_some();
            return Err(not_found(
                name,
                if exists {
                    format!("version {version} of list {id}")
                } else {
                    format!("list {id}")
                },
            ));
        };
        let saved = new_version(&tx, name, id, None, &document, now)?
            .ok_or_else(|| not_found(name, format!("list {id}")))?;
        tx.commit().ctx(name, format!("restore list {id}"))?;
        Ok(saved)
    }

    /// Deletes a list and its whole history. Matches that were played with it stay, with
    /// no list.
    pub fn delete_list(&mut self, id: ListId) -> Result<(), StoreError> {
        let name = &self.name;
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
        let deleted = tx
            .execute("DELETE FROM lists WHERE id = ?1", [id])
            .ctx(name, format!("delete list {id}"))?;
        if deleted == 0 {
            return Err(not_found(name, format!("list {id}")));
        }
        tx.commit().ctx(name, format!("delete list {id}"))
    }
}
