/** What the user owns of Underworlds: warbands and Rivals decks. */
import { GAMES } from '$lib/api';
import { CollectionStore } from '$lib/collection.svelte';

/** The window's view of the Underworlds collection. */
export const owned = new CollectionStore('underworlds', GAMES.underworlds.collectionKinds);
