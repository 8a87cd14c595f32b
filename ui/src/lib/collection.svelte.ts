/**
 * What the user owns, as the window shows it: counts by kind and item, read with
 * `collection_get` and changed one item at a time with `collection_set`.
 */
import { collectionGet, collectionSet, type CollectionKind } from './api';

/** The only game with a collection so far. */
export const GAME = 'runewars';

class CollectionStore {
	/** `kind:item` → count. */
	private counts = $state<Record<string, number>>({});
	loaded = $state(false);

	/** Reads the collection. */
	async load(): Promise<void> {
		const entries = await collectionGet(GAME);
		const counts: Record<string, number> = {};
		for (const { kind, item, count } of entries) counts[`${kind}:${item}`] = count;
		this.counts = counts;
		this.loaded = true;
	}

	/** How many of an item the user owns. */
	owned(kind: CollectionKind, item: string): number {
		return this.counts[`${kind}:${item}`] ?? 0;
	}

	/** Sets a count and keeps what Rust says is stored. */
	async set(kind: CollectionKind, item: string, count: number): Promise<number> {
		const stored = await collectionSet(GAME, kind, item, Math.max(0, Math.floor(count)));
		const counts = { ...this.counts };
		if (stored === 0) delete counts[`${kind}:${item}`];
		else counts[`${kind}:${item}`] = stored;
		this.counts = counts;
		return stored;
	}

	/** Distinct items owned and their total count, per kind. */
	summary(): Record<CollectionKind, { items: number; total: number }> {
		const out: Record<CollectionKind, { items: number; total: number }> = {
			unit: { items: 0, total: 0 },
			upgrade: { items: 0, total: 0 },
			box: { items: 0, total: 0 }
		};
		for (const [key, count] of Object.entries(this.counts)) {
			const kind = key.slice(0, key.indexOf(':')) as CollectionKind;
			if (count > 0 && kind in out) {
				out[kind].items += 1;
				out[kind].total += count;
			}
		}
		return out;
	}
}

/** The window's view of the collection. */
export const collection = new CollectionStore();
