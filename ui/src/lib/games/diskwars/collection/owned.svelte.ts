/** What the user owns of Diskwars: discs, command cards and boxes. */
import { GAMES } from '$lib/api';
import { CollectionStore } from '$lib/collection.svelte';

/** The window's view of the Diskwars collection. */
export const owned = new CollectionStore('diskwars', GAMES.diskwars.collectionKinds);
