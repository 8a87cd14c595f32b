/**
 * What the user owns, as the window shows it: counts by kind and item, read with
 * `collection_get` and changed one item at a time with `collection_set`, one store per game
 * (each game's is `games/<game>/collection/owned.svelte.ts`).
 */
import { collectionGet, collectionSet, type GAMES, type GameId } from './api';

/**
 * A kind of item game `G`'s collection counts, as `collection_get` and `collection_set` name
 * it (the rules core's kinds, in `GAMES`).
 */
export type CollectionKindOf<G extends GameId> = (typeof GAMES)[G]['collectionKinds'][number];

/** One game's collection. */
export class CollectionStore<K extends string> {
	/** `kind:item` → count. */
	private counts = $state<Record<string, number>>({});
	loaded = $state(false);

	/**
	 * @param game the game whose collection it is.
	 * @param kinds the kinds of item that game counts (its `GAMES` entry's).
	 */
	constructor(
		readonly game: GameId,
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
