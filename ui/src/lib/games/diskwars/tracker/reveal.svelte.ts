/**
 * What the players are choosing on the Diskwars tracker before it is recorded: the command
 * card each player will reveal, picked in secret in their own column while holding the device
 * (`HiddenPicks`: one player at a time, the others' picks never on screen), then shown to all
 * at once; and, where the pack does not know every chosen card's strategy, the resolution
 * order they read off the shown cards. Recording the reveal is Rust's (`tracker.record`);
 * this only holds the picks in between.
 */
import type { TrackerOf } from '$lib/api';
import { HiddenPicks } from '$lib/components/match/hidden-picks.svelte';

class RevealChoices {
	/** The card each side picked, secret until `shown`. */
	readonly turns = new HiddenPicks<string>();
	/** Every player has picked and the cards are shown to the table. */
	shown = $state(false);
	/** The resolution order the players typed: a side per place, null while unset. */
	order = $state<(number | null)[]>([]);

	/** The card `side` will reveal, if it picked one still in its hand. */
	card(view: TrackerOf<'diskwars'>, side: number): string | null {
		const id = this.turns.get(side, 'card');
		return id !== undefined && view.state.sides[side]?.hand.includes(id) ? id : null;
	}

	pick(side: number, card: string): void {
		this.turns.put(side, 'card', card);
	}

	/** Sets the side at place `place` of the resolution order. */
	place(place: number, side: number | null): void {
		const order = [...this.order];
		order[place] = side;
		this.order = order;
	}

	/** Starts afresh (after a reveal is recorded, or on another match). */
	clear(): void {
		this.turns.clear();
		this.shown = false;
		this.order = [];
	}
}

/** The picks of the Diskwars tracker's Activation phase. */
export const reveal = new RevealChoices();
