/**
 * What every game's muster-list/1 document shares (`data/schemas/muster-list.schema.json`):
 * its format tag, what tells two apart (`listKey`), its name and its notes (`setName`,
 * `setNotes`). No rule lives here: legality is Rust's answer to `check_list`. Each game's
 * document and its edits are in `games/<game>/document.ts`.
 */

/** The format tag of every list document. */
export const LIST_FORMAT = 'muster-list/1';

/**
 * What tells two documents apart for the builder (unsaved changes, a verdict still to come):
 * their JSON with keys sorted and absent-like values (`null`, `false`, `[]`) left out, as
 * Rust reads them. Only a comparison: Rust reads and writes the documents themselves.
 */
export function listKey(doc: unknown): string {
	return JSON.stringify(doc, (_, value: unknown) => {
		if (value === null || value === false || (Array.isArray(value) && value.length === 0)) return undefined;
		if (typeof value !== 'object' || Array.isArray(value)) return value;
		const sorted: Record<string, unknown> = {};
		for (const k of Object.keys(value).sort()) sorted[k] = (value as Record<string, unknown>)[k];
		return sorted;
	});
}

/** Renames the list (of any game). */
export function setName<D extends { name: string }>(doc: D, name: string): D {
	return { ...doc, name };
}

/** Sets the free-text notes of a list of any game; empty notes are left out. */
export function setNotes<D extends { notes?: string | null }>(doc: D, notes: string): D {
	const next = { ...doc };
	if (notes === '') delete next.notes;
	else next.notes = notes;
	return next;
}
