/**
 * The RuneWars list document the builder edits (`data/schemas/muster-list.schema.json`), and
 * pure functions that return an edited copy. No rule lives here: legality is Rust's answer to
 * `check_list`; these functions only shape the document. What every game's document shares
 * (the envelope read back, the name and the notes) is in `$lib/list-document`.
 */
import type { RuneWarsList, RuneWarsListUnit, RuneWarsMode, RuneWarsUnitView } from '$lib/api';
import { LIST_FORMAT } from '$lib/list-document';

/** A new, empty list. */
export function newList(name: string, faction: string): RuneWarsList {
	return { format: LIST_FORMAT, game: 'runewars', name, faction, units: [] };
}

function replaceUnit(doc: RuneWarsList, index: number, change: (entry: RuneWarsListUnit) => RuneWarsListUnit): RuneWarsList {
	const current = doc.units[index];
	if (current === undefined) return doc;
	const units = doc.units.slice();
	units[index] = change(current);
	return { ...doc, units };
}

/**
 * Adds a unit at the end with its first configuration chosen. A unit with a single
 * configuration (a hero) gets none written: the schema allows leaving it out.
 */
export function addUnit(doc: RuneWarsList, unit: RuneWarsUnitView): RuneWarsList {
	const entry: RuneWarsListUnit = { unit: unit.id };
	const first = unit.configurations[0];
	if (unit.configurations.length > 1 && first !== undefined) entry.config = first.id;
	return { ...doc, units: [...doc.units, entry] };
}

/** Removes unit `index`. */
export function removeUnit(doc: RuneWarsList, index: number): RuneWarsList {
	if (index < 0 || index >= doc.units.length) return doc;
	return { ...doc, units: doc.units.filter((_, i) => i !== index) };
}

/** Copies unit `index` (configuration and upgrades) right after it. */
export function duplicateUnit(doc: RuneWarsList, index: number): RuneWarsList {
	const entry = doc.units[index];
	if (entry === undefined) return doc;
	const copy: RuneWarsListUnit = { ...entry };
	if (entry.upgrades) copy.upgrades = [...entry.upgrades];
	const units = doc.units.slice();
	units.splice(index + 1, 0, copy);
	return { ...doc, units };
}

/** Moves unit `index` by `offset` places (−1 up, +1 down), when there is room. */
export function moveUnit(doc: RuneWarsList, index: number, offset: number): RuneWarsList {
	const target = index + offset;
	const entry = doc.units[index];
	if (entry === undefined || target < 0 || target >= doc.units.length) return doc;
	const units = doc.units.slice();
	units.splice(index, 1);
	units.splice(target, 0, entry);
	return { ...doc, units };
}

/** Chooses the configuration of unit `index`; its upgrades stay (Rust says if they no longer fit). */
export function setConfig(doc: RuneWarsList, index: number, config: string): RuneWarsList {
	return replaceUnit(doc, index, (entry) => ({ ...entry, config }));
}

/** Equips one more upgrade card on unit `index`. */
export function addUpgrade(doc: RuneWarsList, index: number, upgrade: string): RuneWarsList {
	return replaceUnit(doc, index, (entry) => ({ ...entry, upgrades: [...(entry.upgrades ?? []), upgrade] }));
}

/** Takes upgrade number `upgradeIndex` off unit `index`; an emptied list of upgrades is left out. */
export function removeUpgrade(doc: RuneWarsList, index: number, upgradeIndex: number): RuneWarsList {
	return replaceUnit(doc, index, (entry) => {
		const upgrades = (entry.upgrades ?? []).filter((_, i) => i !== upgradeIndex);
		const next: RuneWarsListUnit = { ...entry, upgrades };
		if (upgrades.length === 0) delete next.upgrades;
		return next;
	});
}

/** Sets the team member commanding unit `index` (team play); an empty name is left out. */
export function setPlayer(doc: RuneWarsList, index: number, player: string): RuneWarsList {
	return replaceUnit(doc, index, (entry) => {
		const next: RuneWarsListUnit = { ...entry, player };
		if (player === '') delete next.player;
		return next;
	});
}

/** Chooses the army's faction; units stay (Rust reports those of another faction). */
export function setFaction(doc: RuneWarsList, faction: string): RuneWarsList {
	return { ...doc, faction };
}

/** Sets the army value; `undefined` leaves it to the mode's default. */
export function setPointsLimit(doc: RuneWarsList, limit: number | undefined): RuneWarsList {
	const next = { ...doc };
	if (limit === undefined || !Number.isFinite(limit) || limit < 0) delete next.points_limit;
	else next.points_limit = Math.floor(limit);
	return next;
}

/**
 * Sets the mode. `standard` is written by leaving `mode` out. Leaving team play takes the
 * units' players off (only team play has them).
 */
export function setMode(doc: RuneWarsList, mode: RuneWarsMode): RuneWarsList {
	const next = { ...doc };
	if (mode === 'standard') delete next.mode;
	else next.mode = mode;
	if (mode !== 'team') {
		next.units = doc.units.map((entry) => {
			if (entry.player == null) return entry;
			const copy = { ...entry };
			delete copy.player;
			return copy;
		});
	}
	return next;
}
