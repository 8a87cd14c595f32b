/**
 * Secret choices on one shared screen: the rules have every player choose something the others
 * must not see (RuneWars dials, Diskwars command cards), and a table often has one device.
 * Each player in turn holds the device and enters theirs; what they entered is kept here, in
 * the window, never shown to the others and never recorded; once every player has had their
 * turn, all are revealed together: recorded one by one as ordinary events (so the log shows
 * them only then, and each can be undone like any other).
 */
export class HiddenPicks<E> {
	/** The player holding the device, entering their picks; null between turns. */
	holder = $state<number | null>(null);
	/** The players who have had their turn (their picks, possibly none, are hidden). */
	done = $state<number[]>([]);
	/** Per player, their picks by key (a unit, a slot). */
	private picks = $state<Record<number, Record<string, E>>>({});
	/** What the picks belong to (a match and round); a new scope starts empty. */
	private scope = '';

	/** Starts again empty when `scope` is not the one the picks belong to. */
	use(scope: string): void {
		if (scope === this.scope) return;
		this.scope = scope;
		this.clear();
	}

	/** Player `side` takes the device: their own picks are shown to them. */
	hold(side: number): void {
		this.holder = side;
		this.done = this.done.filter((s) => s !== side);
	}

	/** The player holding the device is done: their picks are hidden again. */
	hide(): void {
		if (this.holder !== null && !this.done.includes(this.holder)) this.done = [...this.done, this.holder];
		this.holder = null;
	}

	put(side: number, key: string, pick: E): void {
		this.picks = { ...this.picks, [side]: { ...(this.picks[side] ?? {}), [key]: pick } };
	}

	get(side: number, key: string): E | undefined {
		return this.picks[side]?.[key];
	}

	/** How many picks player `side` has made. */
	count(side: number): number {
		return Object.keys(this.picks[side] ?? {}).length;
	}

	/** True once each of `sides` has had their turn and nobody holds the device. */
	ready(sides: number): boolean {
		return this.holder === null && sides > 0 && Array.from({ length: sides }, (_, s) => s).every((s) => this.done.includes(s));
	}

	/**
	 * Records every pick, player by player (each one left out once recorded): true when all
	 * were; on a refusal the rest stay hidden here, to be changed and revealed again.
	 */
	async reveal(record: (pick: E) => Promise<boolean>): Promise<boolean> {
		for (const side of Object.keys(this.picks).map(Number).sort((a, b) => a - b)) {
			for (const key of Object.keys(this.picks[side] ?? {})) {
				const pick = this.picks[side]?.[key];
				if (pick === undefined) continue;
				if (!(await record(pick))) return false;
				const { [key]: _, ...rest } = this.picks[side] ?? {};
				this.picks = { ...this.picks, [side]: rest };
			}
		}
		this.clear();
		return true;
	}

	clear(): void {
		this.holder = null;
		this.done = [];
		this.picks = {};
	}
}
