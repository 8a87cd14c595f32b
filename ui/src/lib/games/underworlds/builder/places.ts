/**
 * Where each finding of an Underworlds list is shown: a finding's JSON pointer names the
 * place it is about (`/warband`, `/decks/1`, `/objectives/3`, `/power`); what names no
 * shown place goes with the list as a whole. None is dropped.
 */
import type { Diagnostic } from '$lib/api';
import { bySeverity } from '$lib/findings';

/** The findings of a list, by the part of the builder that shows them. */
export interface UwPlaced {
	list: Diagnostic[];
	warband: Diagnostic[];
	decks: Diagnostic[];
	/** About the objective deck as a whole (`/objectives`). */
	objectives: Diagnostic[];
	/** About the power deck as a whole (`/power`). */
	power: Diagnostic[];
	/** About one card, by its pointer (`/objectives/3`, `/power/0`). */
	cards: Map<string, Diagnostic[]>;
}

const CARD = /^(\/(?:objectives|power)\/\d+)(?:\/|$)/;

const under = (path: string, place: string) => path === place || path.startsWith(`${place}/`);

/** Places every finding, each group sorted by severity (`cards`: how many of each part the list holds). */
export function placeUwFindings(findings: readonly Diagnostic[], cards: { objectives: number; power: number }): UwPlaced {
	const placed: UwPlaced = { list: [], warband: [], decks: [], objectives: [], power: [], cards: new Map() };
	for (const finding of bySeverity(findings)) {
		const path = finding.path;
		const card = CARD.exec(path);
		const index = card ? Number(card[1]?.split('/')[2]) : -1;
		const part = path.startsWith('/objectives') ? 'objectives' : 'power';
		if (card?.[1] && index < cards[part]) placed.cards.set(card[1], [...(placed.cards.get(card[1]) ?? []), finding]);
		else if (under(path, '/warband')) placed.warband.push(finding);
		else if (under(path, '/decks')) placed.decks.push(finding);
		else if (under(path, '/objectives')) placed.objectives.push(finding);
		else if (under(path, '/power')) placed.power.push(finding);
		else placed.list.push(finding);
	}
	return placed;
}

/**
 * True when Rust reports an error at `place` exactly (`/objectives`: the objective deck as a
 * whole), other than one of code `other` (which has a count of its own); an error about one
 * card does not make its deck's count read as broken.
 */
export function brokenAt(findings: readonly Diagnostic[], place: string, other: string): boolean {
	return findings.some((f) => f.severity === 'error' && f.path === place && f.code !== other);
}

/** True when Rust reports an error of `code` (a count with a rule of its own). */
export function brokenBy(findings: readonly Diagnostic[], code: string): boolean {
	return findings.some((f) => f.severity === 'error' && f.code === code);
}
