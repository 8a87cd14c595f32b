/**
 * What the user owns of Age of Sigmar: models per warscroll (`unit`, by the warscroll's id,
 * the same in every faction that has it).
 */
import { GAMES } from '$lib/api';
import { CollectionStore } from '$lib/collection.svelte';

/** The window's view of the Age of Sigmar collection. */
export const owned = new CollectionStore('sigmar', GAMES.sigmar.collectionKinds);
