/**
 * The Age of Sigmar muster-list/1 document the builder edits (`"game": "sigmar"`), and pure
 * functions that return an edited copy. Matched play: regiments (a leader and its units),
 * auxiliaries and the army's choices; open play: units of any faction with a model count.
 * No rule lives here: legality is Rust's answer to `check_list`, and what may be added is
 * `sigmar_choices`; these functions only shape the document.
 */
import type { ListDocument, SigmarList, SigmarMode, SigmarOpenUnit, SigmarRegiment, SigmarUnitChoice } from '$lib/api';
import { LIST_FORMAT } from '$lib/list-document';

/** The army's single choices of matched play (each an id or absent), in the order Rust writes them. */
export const ARMY_CHOICE_FIELDS = [
	'regiment_of_renown',
	'faction_terrain',
	'battle_formation',
	'spell_lore',
	'prayer_lore',
	'manifestation_lore'
] as const satisfies readonly (keyof SigmarList)[];

/** One of the army's single choices of matched play. */
export type ArmyChoiceField = (typeof ARMY_CHOICE_FIELDS)[number];

/**
 * The Age of Sigmar list as the builder holds it: Rust's `SigmarList` with its regiments,
 * auxiliaries and open-play units always there (empty where the document leaves them out,
 * which Rust reads the same), so no edit has to ask.
 */
export type SigmarDocument = SigmarList & Required<Pick<SigmarList, 'regiments' | 'auxiliaries' | 'units'>>;

/** Where a matched-play unit sits: a regiment's leader, one of its units, or an auxiliary. */
export type UnitPlace =
	| { kind: 'leader'; regiment: number }
	| { kind: 'unit'; regiment: number; index: number }
	| { kind: 'auxiliary'; index: number };

/** The JSON pointer of a place (what findings point at). */
export function placePath(place: UnitPlace): string {
	switch (place.kind) {
		case 'leader':
			return `/regiments/${place.regiment}/leader`;
		case 'unit':
			return `/regiments/${place.regiment}/units/${place.index}`;
		case 'auxiliary':
			return `/auxiliaries/${place.index}`;
	}
}

/** A new, empty list of `faction` in `mode`. */
export function newSigmarList(name: string, faction: string, mode: SigmarMode): SigmarDocument {
	return { format: LIST_FORMAT, game: 'sigmar', name, faction, mode, regiments: [], auxiliaries: [], units: [] };
}

/** A list Rust gave, in the builder's shape: its regiments, auxiliaries and open-play units always there. */
export function sigmarDocument(doc: ListDocument): SigmarDocument {
	const list = doc as SigmarList;
	return { ...list, regiments: list.regiments ?? [], auxiliaries: list.auxiliaries ?? [], units: list.units ?? [] };
}

/** True while nothing is in the list yet (mode and faction may still change freely). */
export function isEmptyArmy(doc: SigmarDocument): boolean {
	return (
		doc.regiments.length === 0 &&
		doc.auxiliaries.length === 0 &&
		doc.units.length === 0 &&
		ARMY_CHOICE_FIELDS.every((field) => doc[field] == null)
	);
}

/** Chooses the faction and the mode of an empty list; a list with units keeps both. */
export function setFactionAndMode(doc: SigmarDocument, faction: string, mode: SigmarMode): SigmarDocument {
	if (!isEmptyArmy(doc) || (doc.faction === faction && doc.mode === mode)) return doc;
	const next: SigmarDocument = { ...doc, faction, mode };
	if (mode === 'open') {
		delete next.points_limit;
		delete next.season;
	}
	return next;
}

/** Sets the points limit; `undefined` goes back to the default (`RULES.sigmar.defaultPointsLimit`). */
export function setPointsLimit(doc: SigmarDocument, limit: number | undefined): SigmarDocument {
	const next = { ...doc };
	if (limit === undefined) delete next.points_limit;
	else next.points_limit = limit;
	return next;
}

/** Sets the season; `undefined` goes back to the newest. */
export function setSeason(doc: SigmarDocument, season: string | undefined): SigmarDocument {
	const next = { ...doc };
	if (season === undefined) delete next.season;
	else next.season = season;
	return next;
}

/** Sets one of the army's single choices (`undefined` takes it off). */
export function setArmyChoice(doc: SigmarDocument, field: ArmyChoiceField, id: string | undefined): SigmarDocument {
	if (doc[field] === id) return doc;
	const next = { ...doc };
	if (id === undefined) delete next[field];
	else next[field] = id;
	return next;
}

/** Removes a choice beyond the one its slot holds (one an imported list named; Rust reports each). */
export function removeExtraChoice(doc: SigmarDocument, index: number): SigmarDocument {
	const extras = doc.extra_choices ?? [];
	if (index < 0 || index >= extras.length) return doc;
	const next: SigmarDocument = { ...doc, extra_choices: extras.filter((_, i) => i !== index) };
	if (next.extra_choices?.length === 0) delete next.extra_choices;
	return next;
}

function replaceRegiment(
	doc: SigmarDocument,
	index: number,
	change: (r: SigmarRegiment) => SigmarRegiment
): SigmarDocument {
	const current = doc.regiments[index];
	if (current === undefined) return doc;
	const regiments = doc.regiments.slice();
	regiments[index] = change(current);
	return { ...doc, regiments };
}

/**
 * Adds a regiment led by `leader`. The army's first regiment is made the general's (an army
 * has one general, who leads a regiment); the player may move the general to another.
 */
export function addRegiment(doc: SigmarDocument, leader: string): SigmarDocument {
	const regiment: SigmarRegiment = { leader: { unit: leader }, units: [] };
	if (!doc.regiments.some((r) => r.general)) regiment.general = true;
	return { ...doc, regiments: [...doc.regiments, regiment] };
}

/** Removes regiment `index` with its units. */
export function removeRegiment(doc: SigmarDocument, index: number): SigmarDocument {
	if (index < 0 || index >= doc.regiments.length) return doc;
	return { ...doc, regiments: doc.regiments.filter((_, i) => i !== index) };
}

/** A new leader for regiment `index` (the old leader's enhancements go with it). */
export function setLeader(doc: SigmarDocument, index: number, leader: string): SigmarDocument {
	return replaceRegiment(doc, index, (r) => (r.leader.unit === leader ? r : { ...r, leader: { unit: leader } }));
}

/** Makes regiment `index`'s leader the general (the others stop being). */
export function setGeneral(doc: SigmarDocument, index: number): SigmarDocument {
	if (doc.regiments[index] === undefined) return doc;
	return {
		...doc,
		regiments: doc.regiments.map((r, i) => {
			const next = { ...r };
			if (i === index) next.general = true;
			else delete next.general;
			return next;
		})
	};
}

/** One more `unit` in regiment `index`. */
export function addRegimentUnit(doc: SigmarDocument, index: number, unit: string): SigmarDocument {
	return replaceRegiment(doc, index, (r) => ({ ...r, units: [...r.units, { unit }] }));
}

/** One more auxiliary `unit`. */
export function addAuxiliary(doc: SigmarDocument, unit: string): SigmarDocument {
	return { ...doc, auxiliaries: [...doc.auxiliaries, { unit }] };
}

/** The unit at `place`, if there is one. */
export function unitAt(doc: SigmarDocument, place: UnitPlace): SigmarUnitChoice | undefined {
	switch (place.kind) {
		case 'leader':
			return doc.regiments[place.regiment]?.leader;
		case 'unit':
			return doc.regiments[place.regiment]?.units[place.index];
		case 'auxiliary':
			return doc.auxiliaries[place.index];
	}
}

/** Changes the unit at `place`. */
export function changeUnit(doc: SigmarDocument, place: UnitPlace, change: (c: SigmarUnitChoice) => SigmarUnitChoice): SigmarDocument {
	const current = unitAt(doc, place);
	if (current === undefined) return doc;
	switch (place.kind) {
		case 'leader':
			return replaceRegiment(doc, place.regiment, (r) => ({ ...r, leader: change(current) }));
		case 'unit':
			return replaceRegiment(doc, place.regiment, (r) => {
				const units = r.units.slice();
				units[place.index] = change(current);
				return { ...r, units };
			});
		case 'auxiliary': {
			const auxiliaries = doc.auxiliaries.slice();
			auxiliaries[place.index] = change(current);
			return { ...doc, auxiliaries };
		}
	}
}

/** Takes the unit at `place` out (a leader is not taken out this way: the regiment is). */
export function removeUnit(doc: SigmarDocument, place: UnitPlace): SigmarDocument {
	switch (place.kind) {
		case 'leader':
			return doc;
		case 'unit':
			return replaceRegiment(doc, place.regiment, (r) => ({ ...r, units: r.units.filter((_, i) => i !== place.index) }));
		case 'auxiliary':
			return { ...doc, auxiliaries: doc.auxiliaries.filter((_, i) => i !== place.index) };
	}
}

/** Reinforces the unit at `place`, or takes it back to its base size. */
export function setReinforced(doc: SigmarDocument, place: UnitPlace, reinforced: boolean): SigmarDocument {
	return changeUnit(doc, place, (c) => {
		const next = { ...c };
		if (reinforced) next.reinforced = true;
		else delete next.reinforced;
		return next;
	});
}

/** Gives the hero at `place` a heroic trait or an artefact (`undefined` takes it off). */
export function setEnhancement(
	doc: SigmarDocument,
	place: UnitPlace,
	kind: 'heroic_trait' | 'artefact',
	id: string | undefined
): SigmarDocument {
	return changeUnit(doc, place, (c) => {
		const next = { ...c };
		if (id === undefined) delete next[kind];
		else next[kind] = id;
		return next;
	});
}

/**
 * Sets what the unit at `place` takes from the faction's own enhancement tables (Monstrous
 * Traits, Big Names…), by id; none takes the field away.
 */
export function setTableEnhancements(doc: SigmarDocument, place: UnitPlace, ids: string[]): SigmarDocument {
	return changeUnit(doc, place, (c) => {
		const next = { ...c };
		if (ids.length === 0) delete next.enhancements;
		else next.enhancements = ids;
		return next;
	});
}

/** Open play: one more unit of warscroll `unit` from pack `faction`, at `models` models. */
export function addOpenUnit(doc: SigmarDocument, unit: string, faction: string, models: number): SigmarDocument {
	const entry: SigmarOpenUnit = { unit, models };
	if (faction !== doc.faction) entry.faction = faction;
	return { ...doc, units: [...doc.units, entry] };
}

function replaceOpen(doc: SigmarDocument, index: number, change: (u: SigmarOpenUnit) => SigmarOpenUnit): SigmarDocument {
	const current = doc.units[index];
	if (current === undefined) return doc;
	const units = doc.units.slice();
	units[index] = change(current);
	return { ...doc, units };
}

/** Open play: takes unit `index` out. */
export function removeOpenUnit(doc: SigmarDocument, index: number): SigmarDocument {
	if (index < 0 || index >= doc.units.length) return doc;
	return { ...doc, units: doc.units.filter((_, i) => i !== index) };
}

/** Open play: unit `index`'s model count. */
export function setModels(doc: SigmarDocument, index: number, models: number): SigmarDocument {
	return replaceOpen(doc, index, (u) => ({ ...u, models }));
}

/** Open play: the player's Wounds or Bravery for unit `index` (`undefined` takes it off). */
export function setPlayerValue(
	doc: SigmarDocument,
	index: number,
	field: 'wounds' | 'bravery',
	value: number | undefined
): SigmarDocument {
	return replaceOpen(doc, index, (u) => {
		const next = { ...u };
		if (value === undefined) delete next[field];
		else next[field] = value;
		return next;
	});
}

/**
 * Open play: names unit `index` as the general's (one unit at most; the others stop being),
 * or leaves the general to be named after deployment.
 */
export function setOpenGeneral(doc: SigmarDocument, index: number, general: boolean): SigmarDocument {
	if (doc.units[index] === undefined) return doc;
	return {
		...doc,
		units: doc.units.map((u, i) => {
			const next = { ...u };
			if (general && i === index) next.general = true;
			else if (i === index || general) delete next.general;
			return next;
		})
	};
}
