/**
 * The print view's choices that outlive it: the paper (kept on this computer, in the window's
 * own storage, since it rarely changes), and for the rest of the session the player's name and
 * whether to add the table page. The language is not kept: it starts as the app's.
 */
import type { Paper } from './api';

const PAPER_KEY = 'muster.print.paper';

function storedPaper(): Paper {
	try {
		return globalThis.localStorage?.getItem(PAPER_KEY) === 'letter' ? 'letter' : 'a4';
	} catch {
		return 'a4';
	}
}

class PrintChoices {
	paper = $state<Paper>(storedPaper());
	player = $state('');
	playSheet = $state(true);

	/** Chooses the paper and remembers it for the next time. */
	setPaper(paper: Paper): void {
		this.paper = paper;
		try {
			globalThis.localStorage?.setItem(PAPER_KEY, paper);
		} catch {
			// Storage refused: remembered for this session only.
		}
	}

	/** Back to the first-start choices (tests). */
	reset(): void {
		this.paper = 'a4';
		this.player = '';
		this.playSheet = true;
		try {
			globalThis.localStorage?.removeItem(PAPER_KEY);
		} catch {
			// Nothing stored.
		}
	}
}

/** The print view's remembered choices. */
export const printChoices = new PrintChoices();
