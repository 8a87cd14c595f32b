/**
 * What every game's muster-list/1 document shares (`data/schemas/muster-list.schema.json`):
 * its format tag, its envelope read back (`readListHead`), its name and its notes (`setName`,
 * `setNotes`). No rule lives here: legality is Rust's answer to `check_list`. Each game's
 * document and its edits are in `games/<game>/document.ts`.
 */
import { AppError } from './api';

/** The format tag of every list document. */
export const LIST_FORMAT = 'muster-list/1';

/** True for a JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What reading any game's saved document starts with: its JSON text, its envelope (`format`,
 * `game`) and its `name`. Rust checked the list when it was saved; this only refuses what the
 * builder could not show: `list.invalid`, naming the place. `fail` makes the same error for
 * the place of one of the game's own fields.
 */
export function readListHead(text: string, game: string): { value: Record<string, unknown>; name: string; fail: (where: string) => AppError } {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		throw new AppError('list.invalid', 'The list is not JSON.');
	}
	const fail = (where: string) => new AppError('list.invalid', `Unexpected value at ${where}.`);
	if (!isObject(value) || value.format !== LIST_FORMAT) throw fail('/format');
	if (value.game !== game) throw fail('/game');
	if (typeof value.name !== 'string') throw fail('/name');
	return { value, name: value.name, fail };
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
