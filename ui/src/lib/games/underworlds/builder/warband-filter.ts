/**
 * The warband picker's filters: a name typed in either language, a grand alliance, and "legal
 * in organised play now" (the warbands of the organised-play legality list Rust sends). Only
 * which rows are shown is decided here; whether a list is legal is Rust's answer.
 */
import type { Lang, UnderworldsAlliance, UnderworldsLegality, UnderworldsName } from '$lib/api';
import type { CatalogWarband } from '../catalog.svelte';

/** The grand alliances, in the order the picker offers them. */
export const ALLIANCES: readonly UnderworldsAlliance[] = ['order', 'chaos', 'death', 'destruction'];

/** What the player filters by. */
export interface WarbandFilter {
	/** Typed words; '' shows every warband. */
	query: string;
	/** A grand alliance, or '' for all. */
	alliance: UnderworldsAlliance | '';
	/** Only the warbands legal in organised play now. */
	legalNow: boolean;
}

/** A text as the search compares it: lower case, accents and apostrophes ignored. */
export function folded(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/['’`´]/g, '')
		.toLocaleLowerCase()
		.trim();
}

/** True when every typed word is in the English or the Spanish name. */
export function nameMatches(name: UnderworldsName, query: string): boolean {
	const words = folded(query).split(/\s+/).filter((w) => w !== '');
	if (words.length === 0) return true;
	const names = [name.en, name.es ?? ''].map(folded);
	return names.some((n) => words.every((w) => n.includes(w)));
}

/** True when `legality` (an organised-play list, or none) allows warband `id`. */
export function legalIn(legality: UnderworldsLegality | null, id: string): boolean {
	return legality !== null && (legality.warbands == null || legality.warbands.includes(id));
}

/** The warbands the filter lets through, by name in `lang`. */
export function filterWarbands(warbands: readonly CatalogWarband[], filter: WarbandFilter, legality: UnderworldsLegality | null, lang: Lang): CatalogWarband[] {
	const collator = new Intl.Collator(lang, { sensitivity: 'base' });
	const nameIn = (w: CatalogWarband) => (lang === 'es' && w.name.es ? w.name.es : w.name.en);
	return warbands
		.filter((w) => nameMatches(w.name, filter.query))
		.filter((w) => filter.alliance === '' || w.alliance === filter.alliance)
		.filter((w) => !filter.legalNow || legalIn(legality, w.id))
		.sort((a, b) => collator.compare(nameIn(a), nameIn(b)));
}
