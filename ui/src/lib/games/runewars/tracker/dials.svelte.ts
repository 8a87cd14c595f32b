/**
 * The RuneWars dials of the Command phase, entered in secret one player at a time and revealed
 * together (`HiddenPicks`), for the match and round on screen.
 */
import type { RuneWarsEvent } from '$lib/api';
import { HiddenPicks } from '$lib/components/match/hidden-picks.svelte';

/** The window's hidden dials: by player, by unit index. */
export const hiddenDials = new HiddenPicks<RuneWarsEvent>();
