/** What the user owns of RuneWars: unit trays, upgrade cards and boxes. */
import { GAMES } from '$lib/api';
import { CollectionStore } from '$lib/collection.svelte';

/** The window's view of the RuneWars collection. */
export const owned = new CollectionStore('runewars', GAMES.runewars.collectionKinds);
