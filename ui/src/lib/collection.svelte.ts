/**
 * What the user owns, as the window shows it: counts by kind and item, read with
 * `collection_get` and changed one item at a time with `collection_set`, one store per game.
 */
import { collectionGet, collectionSet } from './api';

/** One game's collection. */
class CollectionStore<K extends string> {
	/** `kind:item` → count. */
	private counts = $state<Record<string, number>>({});
	loaded = $state(false);

	/**
	 * @param game the game id the shell files the collection under.
	 * @param kinds the kinds of item that game counts.
	 */
	constructor(
		readonly game: string,
		private readonly kinds: readonly K[]
	) {}

	/** Reads the collection. */
	async load(): Promise<void> {
		const entries = await collectionGet(this.game);
		const counts: Record<string, number> = {};
		for (const { kind, item, count } of entries) counts[`${kind}:${item}`] = count;
		this.counts = counts;
		this.loaded = true;
	}

	/** How many of an item the user owns. */
	owned(kind: K, item: string): number {
		return this.counts[`${kind}:${item}`] ?? 0;
	}

	/** Sets a count and keeps what Rust says is stored. */
	async set(kind: K, item: string, count: number): Promise<number> {
		const stored = await collectionSet(this.game, kind, item, Math.max(0, Math.floor(count)));
		const counts = { ...this.counts };
		if (stored === 0) delete counts[`${kind}:${item}`];
		else counts[`${kind}:${item}`] = stored;
		this.counts = counts;
		return stored;
	}

	/** Distinct items owned and their total count, per kind. */
	summary(): Record<K, { items: number; total: number }> {
		const out = {} as Record<K, { items: number; total: number }>;
		for (const kind of this.kinds) out[kind] = { items: 0, total: 0 };
		for (const [key, count] of Object.entries(this.counts)) {
			const kind = key.slice(0, key.indexOf(':')) as K;
			if (count > 0 && kind in out) {
				out[kind].items += 1;
				out[kind].total += count;
			}
		}
		return out;
	}
}

/**
 * The kinds of item each game's collection counts, as `collection_get` and `collection_set`
 * name them (Rust takes and sends them as plain strings): RuneWars unit trays, upgrade cards
 * and boxes; Diskwars discs, command cards and boxes; Age of Sigmar models per warscroll
 * (`unit`, by the warscroll's id, the same in every faction that has it); Underworlds
 * warbands and Rivals decks.
 */
const RUNEWARS_KINDS = ['unit', 'upgrade', 'box'] as const;
const DISKWARS_KINDS = ['disc', 'command-card', 'box'] as const;
const SIGMAR_KINDS = ['unit'] as const;
const UNDERWORLDS_KINDS = ['warband', 'deck'] as const;

/** A kind of item of the RuneWars collection. */
export type CollectionKind = (typeof RUNEWARS_KINDS)[number];
/** A kind of item of the Diskwars collection. */
export type DiskwarsCollectionKind = (typeof DISKWARS_KINDS)[number];
/** A kind of item of the Age of Sigmar collection. */
export type SigmarCollectionKind = (typeof SIGMAR_KINDS)[number];
/** A kind of item of the Underworlds collection. */
export type UnderworldsCollectionKind = (typeof UNDERWORLDS_KINDS)[number];

/** The window's view of the RuneWars collection: unit trays, upgrade cards, boxes. */
export const collection = new CollectionStore<CollectionKind>('runewars', RUNEWARS_KINDS);

/** The window's view of the Diskwars collection: discs, command cards, boxes. */
export const diskwarsCollection = new CollectionStore<DiskwarsCollectionKind>('diskwars', DISKWARS_KINDS);

/** The window's view of the Age of Sigmar collection: models of each warscroll. */
export const sigmarCollection = new CollectionStore<SigmarCollectionKind>('sigmar', SIGMAR_KINDS);

/** The window's view of the Underworlds collection: warbands and Rivals decks. */
export const underworldsCollection = new CollectionStore<UnderworldsCollectionKind>('underworlds', UNDERWORLDS_KINDS);
