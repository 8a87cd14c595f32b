/**
 * What the players are choosing on the Diskwars tracker before it is recorded: the command
 * card each player will reveal (picked in their own column) and, where the pack does not know
 * every chosen card's strategy, the resolution order they read off the cards. Recording the
 * reveal is Rust's (`tracker.record`); this only holds the picks in between.
 */
import type { TrackerOf } from '$lib/api';

class RevealChoices {
	/** The card each side picked, by side (a card no longer in hand counts as none). */
	picked = $state<Record<number, string>>({});
	/** The resolution order the players typed: a side per place, null while unset. */
	order = $state<(number | null)[]>([]);

	/** The card `side` will reveal, if it picked one still in its hand. */
	card(view: TrackerOf<'diskwars'>, side: number): string | null {
		const id = this.picked[side];
		return id !== undefined && view.state.sides[side]?.hand.includes(id) ? id : null;
	}

	pick(side: number, card: string): void {
		this.picked = { ...this.picked, [side]: card };
	}

	/** Sets the side at place `place` of the resolution order. */
	place(place: number, side: number | null): void {
		const order = [...this.order];
		order[place] = side;
		this.order = order;
	}

	/** Starts afresh (after a reveal is recorded, or on another match). */
	clear(): void {
		this.picked = {};
		this.order = [];
	}
}

/** The picks of the Diskwars tracker's Activation phase. */
export const reveal = new RevealChoices();
