/**
 * The player's own name, as the app remembers it, wherever it offers one (the first seat of
 * a new match, the print view's player): the one in the settings (Settings → Printing), else
 * the first player's name of the newest match, learned from the match history once.
 */
import { matchesList } from './api';
import { settings } from './settings.svelte';

class PlayerName {
	/** The newest match's first player, once asked ('' when no match names one). */
	private learned = $state<string | null>(null);

	/** The name now ('' when none is known yet). */
	get current(): string {
		return settings.current.playerName.trim() || (this.learned ?? '');
	}

	/** Asks the match history once, unless the settings name the player; the name. */
	async learn(): Promise<string> {
		if (settings.current.playerName.trim() === '' && this.learned === null) {
			const history = await matchesList();
			this.learned = history.find((m) => m.player)?.player ?? '';
		}
		return this.current;
	}

	/** A match was started with `name` in the first seat: the newest match's name. */
	started(name: string): void {
		if (name.trim() !== '') this.learned = name.trim();
	}

	/** Forgets what was learned (tests; another library). */
	reset(): void {
		this.learned = null;
	}
}

/** The player's name the app remembers. */
export const playerName = new PlayerName();
