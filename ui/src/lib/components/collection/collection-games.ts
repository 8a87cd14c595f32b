/**
 * The games whose collection the Collection page shows, in the order of its tabs (every
 * game). The route's `?game=` names one of them.
 */
import type { GameId } from '$lib/list-names';

/** The games with a collection tab. */
export const COLLECTION_GAMES = ['runewars', 'diskwars', 'sigmar', 'underworlds'] as const satisfies readonly GameId[];

/** A game with a collection tab. */
export type CollectionGame = (typeof COLLECTION_GAMES)[number];

/** The game `?game=` names, or RuneWars. */
export function collectionGameOf(param: string | null): CollectionGame {
	return (COLLECTION_GAMES as readonly string[]).includes(param ?? '') ? (param as CollectionGame) : 'runewars';
}
