/**
 * The Underworlds catalogue (`underworlds_catalog`): the shipped warbands and Rivals decks
 * with the player's own records merged in, fetched once and replaced whole by the answer of
 * every save or delete. Names carry both languages (`{en, es?}`), so one fetch serves both.
 */
import {
	underworldsCatalog,
	type UnderworldsCard,
	type UnderworldsCatalogView,
	type UnderworldsDeck,
	type UnderworldsLegality,
	type UnderworldsName,
	type UnderworldsPlayFormat,
	type UnderworldsRecordView,
	type UnderworldsWarband
} from '$lib/api';
import { i18n } from '$lib/i18n.svelte';

/** A warband as the catalogue sends it (`user`: the player's own record). */
export type CatalogWarband = UnderworldsRecordView<UnderworldsWarband>;
/** A deck as the catalogue sends it. */
export type CatalogDeck = UnderworldsRecordView<UnderworldsDeck>;

/** The start of the season ids of organised play's legality lists (`organised-play-2026-04`). */
const ORGANISED_PLAY = 'organised-play';

/**
 * How many fighters a warband has: the data's count when it counts fighters it does not name,
 * else the fighters it holds.
 */
export function fighterCount(warband: UnderworldsWarband): number {
	return warband.roster_complete ? warband.fighters.length : Math.max(warband.fighter_count ?? 0, warband.fighters.length);
}

/** A name in the language the user reads (English when the record has no Spanish name). */
export function nameOf(name: UnderworldsName): string {
	return i18n.lang === 'es' && name.es ? name.es : name.en;
}

/** The catalogue with its lookups. */
export class UwIndex {
	readonly data: UnderworldsCatalogView;
	private readonly warbands: Map<string, CatalogWarband>;
	private readonly decks: Map<string, CatalogDeck>;

	constructor(data: UnderworldsCatalogView) {
		this.data = data;
		this.warbands = new Map(data.warbands.map((w) => [w.id, w]));
		this.decks = new Map(data.decks.map((d) => [d.id, d]));
	}

	warband(id: string): CatalogWarband | undefined {
		return this.warbands.get(id);
	}

	deck(id: string): CatalogDeck | undefined {
		return this.decks.get(id);
	}

	/** A warband's name, or its id when the catalogue does not know it. */
	warbandName(id: string): string {
		const warband = this.warbands.get(id);
		return warband ? nameOf(warband.name) : id;
	}

	/** A runemark as a player reads it (Rust's words; the id when the catalogue does not know it). */
	runemarkName(mark: string): string {
		const words = this.data.runemarks[mark];
		return words ? (i18n.lang === 'es' ? words.es : words.en) : mark;
	}

	/** A deck's name, or its id when the catalogue does not know it. */
	deckName(id: string): string {
		const deck = this.decks.get(id);
		return deck ? nameOf(deck.name) : id;
	}

	/** A card of one of `decks` (in their order), with the deck it is in. */
	card(decks: readonly string[], id: string): { deck: CatalogDeck; card: UnderworldsCard } | undefined {
		for (const deckId of decks) {
			const deck = this.decks.get(deckId);
			const card = deck?.cards.find((c) => c.id === id);
			if (deck && card) return { deck, card };
		}
		return undefined;
	}

	/**
	 * The organised-play legality list in force for `format` (the newest season whose id
	 * starts with `organised-play`), or null when the data has none. Its `warbands` (null:
	 * every warband) are the warbands legal in organised play now.
	 */
	organisedPlay(format: UnderworldsPlayFormat): UnderworldsLegality | null {
		const lists = this.data.legality.filter((l) => l.season.startsWith(ORGANISED_PLAY));
		const newest = (pick: UnderworldsLegality[]) => pick.reduce<UnderworldsLegality | null>((best, l) => (best === null || l.season > best.season ? l : best), null);
		return newest(lists.filter((l) => l.play_format === format)) ?? newest(lists);
	}

	/** The seasons a format has a legality list for, as the data gives them. */
	seasons(format: string): string[] {
		return [...new Set(this.data.legality.filter((l) => l.play_format === format).map((l) => l.season))];
	}
}

/** The window's Underworlds catalogue: fetched once, replaced by each save's answer. */
class UwCatalogStore {
	/** The catalogue, null before the first answer. */
	current = $state.raw<UwIndex | null>(null);
	/** True when the last fetch failed and there is no catalogue to show. */
	failed = $state(false);
	private pending: Promise<UwIndex> | null = null;

	/** Fetches the catalogue unless it is here. */
	ensure(): Promise<UwIndex> {
		if (this.current) return Promise.resolve(this.current);
		if (!this.pending) {
			this.pending = underworldsCatalog()
				.then(
					(data) => this.replace(data),
					(error: unknown) => {
						this.failed = this.current === null;
						throw error;
					}
				)
				.finally(() => (this.pending = null));
		}
		return this.pending;
	}

	/** Takes a new answer (a save or delete sends the whole catalogue back). */
	replace(data: UnderworldsCatalogView): UwIndex {
		const index = new UwIndex(data);
		this.current = index;
		this.failed = false;
		return index;
	}

	/** Forgets the catalogue (tests). */
	reset(): void {
		this.current = null;
		this.pending = null;
		this.failed = false;
	}
}

/** The window's Underworlds catalogue. */
export const uwCatalog = new UwCatalogStore();
