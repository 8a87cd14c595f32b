/**
 * The Diskwars muster-list/1 document the builder edits (`"game": "diskwars"`: regiments,
 * each a hero and one id per recruited disc, and the command hand), and pure functions that
 * return an edited copy. No rule lives here: legality is Rust's answer to `check_list`;
 * these functions only shape the document.
 */
import { RULES, type DiskwarsCatalogView, type DiskwarsDiscView, type DiskwarsList, type DiskwarsMode, type DiskwarsRegiment } from '$lib/api';
import { LIST_FORMAT } from '$lib/list-document';

/** A new, empty standard list with `regimentCount` agreed. */
export function newDiskwarsList(name: string, regimentCount: number = RULES.diskwars.shortGame): DiskwarsList {
	return {
		format: LIST_FORMAT,
		game: 'diskwars',
		name,
		regiment_count: regimentCount,
		regiments: [],
		command_cards: []
	};
}

function replaceRegiment(doc: DiskwarsList, index: number, change: (r: DiskwarsRegiment) => DiskwarsRegiment): DiskwarsList {
	const current = doc.regiments[index];
	if (current === undefined) return doc;
	const regiments = doc.regiments.slice();
	regiments[index] = change(current);
	return { ...doc, regiments };
}

/** Sets the agreed regiment count; regiments past it stay (Rust reports them). */
export function setRegimentCount(doc: DiskwarsList, count: number): DiskwarsList {
	return { ...doc, regiment_count: count };
}

/**
 * Sets the mode. `standard` is written by leaving `mode` out; the introductory mode needs no
 * regiment count (its army is fixed), so the count is dropped, and standard play gets the
 * short game's count back when it has none.
 */
export function setDiskwarsMode(doc: DiskwarsList, mode: DiskwarsMode): DiskwarsList {
	const next = { ...doc };
	if (mode === 'standard') {
		delete next.mode;
		if (next.regiment_count == null) next.regiment_count = RULES.diskwars.shortGame;
	} else {
		next.mode = mode;
		delete next.regiment_count;
	}
	return next;
}

/** Adds a regiment led by `hero`, with no units yet. */
export function addRegiment(doc: DiskwarsList, hero: string): DiskwarsList {
	return { ...doc, regiments: [...doc.regiments, { hero, units: [] }] };
}

/** Removes regiment `index` (its units with it; the hand stays). */
export function removeRegiment(doc: DiskwarsList, index: number): DiskwarsList {
	if (index < 0 || index >= doc.regiments.length) return doc;
	return { ...doc, regiments: doc.regiments.filter((_, i) => i !== index) };
}

/** Chooses regiment `index`'s hero; its units stay (Rust reports those of another race). */
export function setHero(doc: DiskwarsList, index: number, hero: string): DiskwarsList {
	return replaceRegiment(doc, index, (r) => ({ ...r, hero }));
}

/** One more disc of `unit` in regiment `index`, after the other copies of it. */
export function addDisc(doc: DiskwarsList, index: number, unit: string): DiskwarsList {
	return replaceRegiment(doc, index, (r) => {
		const last = r.units.lastIndexOf(unit);
		const units = r.units.slice();
		units.splice(last === -1 ? units.length : last + 1, 0, unit);
		return { ...r, units };
	});
}

/** One disc of `unit` fewer in regiment `index` (the last copy). */
export function removeDisc(doc: DiskwarsList, index: number, unit: string): DiskwarsList {
	return replaceRegiment(doc, index, (r) => {
		const last = r.units.lastIndexOf(unit);
		if (last === -1) return r;
		return { ...r, units: r.units.filter((_, i) => i !== last) };
	});
}

/** A disc id repeated `count` times (how a list writes copies). */
function copies(entries: { disc: string; count: number }[]): string[] {
	return entries.flatMap((e) => Array.from({ length: e.count }, () => e.disc));
}

/** Adds `cards` to the hand, each once, after the cards already there. */
function withCards(hand: string[], cards: string[]): string[] {
	return [...hand, ...cards.filter((c, i) => !hand.includes(c) && cards.indexOf(c) === i)];
}

/**
 * Fills regiment `index` (or a new regiment when `index` is the regiment count) with a
 * rulebook pre-built regiment: its hero, its units, and its two command cards into the hand.
 */
export function usePreBuilt(
	doc: DiskwarsList,
	index: number,
	regiment: DiskwarsCatalogView['preBuiltRegiments'][number]
): DiskwarsList {
	const filled: DiskwarsRegiment = { hero: regiment.hero, units: copies(regiment.units) };
	const regiments = doc.regiments.slice();
	if (index >= regiments.length) regiments.push(filled);
	else regiments[index] = filled;
	return { ...doc, regiments, command_cards: withCards(doc.command_cards, regiment.commandCards) };
}

/**
 * The list as one of the rulebook's introductory armies: one regiment led by its hero (the
 * army's disc that is a hero), its other discs as units, its hand of cards; the name and
 * notes stay.
 */
export function useIntroductoryArmy(
	doc: DiskwarsList,
	army: DiskwarsCatalogView['introductoryArmies'][number],
	disc: (id: string) => DiskwarsDiscView | undefined
): DiskwarsList {
	const hero = army.discs.find((e) => disc(e.disc)?.kind === 'hero') ?? army.discs[0];
	const units = army.discs.flatMap((e) => {
		const count = e === hero ? e.count - 1 : e.count;
		return copies([{ disc: e.disc, count }]);
	});
	const next: DiskwarsList = {
		...doc,
		mode: 'introductory',
		regiments: hero ? [{ hero: hero.disc, units }] : [],
		command_cards: [...army.commandCards]
	};
	delete next.regiment_count;
	return next;
}

/** Puts card `id` in the hand, or takes it out. */
export function toggleCard(doc: DiskwarsList, id: string): DiskwarsList {
	const command_cards = doc.command_cards.includes(id)
		? doc.command_cards.filter((c) => c !== id)
		: [...doc.command_cards, id];
	return { ...doc, command_cards };
}

/** Takes card number `index` out of the hand (a card written twice loses one copy). */
export function removeCardAt(doc: DiskwarsList, index: number): DiskwarsList {
	if (index < 0 || index >= doc.command_cards.length) return doc;
	return { ...doc, command_cards: doc.command_cards.filter((_, i) => i !== index) };
}

/** A regiment's units grouped by disc, in the order each first appears, with the index of each copy. */
export function groupUnits(units: readonly string[]): { unit: string; at: number[] }[] {
	const groups: { unit: string; at: number[] }[] = [];
	units.forEach((unit, i) => {
		const group = groups.find((g) => g.unit === unit);
		if (group) group.at.push(i);
		else groups.push({ unit, at: [i] });
	});
	return groups;
}
