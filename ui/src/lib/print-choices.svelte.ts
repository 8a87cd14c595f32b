/**
 * The print view's choices for this session: the paper and the player's name start from the
 * settings (Settings → Printing) and a change in the print view holds until the app closes
 * (the paper is also stored as the new default); whether to add the table page. The language
 * is not kept: it starts as the app's.
 */
import type { Paper } from './api';
import { settings } from './settings.svelte';

class PrintChoices {
	/** Chosen in the print view this session; null: the settings' default. */
	private chosenPaper = $state<Paper | null>(null);
	private typedPlayer = $state<string | null>(null);
	playSheet = $state(true);

	get paper(): Paper {
		return this.chosenPaper ?? settings.current.paper;
	}

	/** The player's name: typed in the print view, else the default from the settings. */
	get player(): string {
		return this.typedPlayer ?? settings.current.playerName;
	}

	set player(name: string) {
		this.typedPlayer = name;
	}

	/** Chooses the paper, and keeps it as the default (stored by Rust with the settings). */
	setPaper(paper: Paper): void {
		this.chosenPaper = paper;
		void settings.update({ paper }).catch(() => {
			// Refused: the choice holds for this session only.
		});
	}

	/** Back to the first-start choices (tests). */
	reset(): void {
		this.chosenPaper = null;
		this.typedPlayer = null;
		this.playSheet = true;
	}
}

/** The print view's choices. */
export const printChoices = new PrintChoices();
