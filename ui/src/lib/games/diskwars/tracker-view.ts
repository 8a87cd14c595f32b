/**
 * A Diskwars match as the tracker reads it: the shape of Rust's view (`match_open` and
 * friends for a Diskwars match, docs/app-commands.md) and of the events the tracker records,
 * and a few helpers that only name things (a name in the reader's language, a disc's label,
 * an event in words). No rule is decided here: what may be done now comes from Rust's
 * `checks`, and every event is checked by Rust when it is recorded.
 */
import type { Lang, MatchViewOf } from '$lib/api';

/** A name as the Diskwars pack gives it: Spanish as printed, English where known. */
export interface DwName {
	es: string;
	en?: string;
}

/** Where a Diskwars match is. */
export type DwStage =
	| 'initiative'
	| 'assign_initiative'
	| 'scenario'
	| 'deployment_cards'
	| 'deploy'
	| 'choose'
	| 'resolve'
	| 'melee'
	| 'scoring'
	| 'over';
/** Where a disc is. */
export type DwLocation = 'undeployed' | 'battlefield' | 'reserve' | 'casualty';
/** A command card's strategy. */
export type DwStrategy = 'bold' | 'direct' | 'cunning' | 'slow';
/** What an activated disc did. */
export type DwAction = 'move' | 'focus' | 'ranged' | 'pass' | 'reinforce';
/** What a disc's damage did, as the players saw it. */
export type DwHitResult = 'no_wound' | 'wound' | 'removed';
/** A deployment card's face. */
export type DwFace = 'text' | 'plain';
/** A token put on or taken off by hand. */
export type DwToken = 'activation' | 'power';

/** A command card of a player's army, with what the pack knows of it. */
export interface DwCard {
	id: string;
	name: DwName;
	strategy: DwStrategy | null;
	value: number | null;
}

/** A disc in play. */
export interface DwDisc {
	id: string;
	name: DwName;
	regiment: number;
	hero: boolean;
	/** Printed Toughness and Vigor, where known. */
	toughness: number | null;
	vigor: number | null;
	location: DwLocation;
	activated: boolean;
	damage: number;
	empowered: boolean;
	wounds: number;
	toughness_change: number;
	pinned: boolean;
	engaged: boolean;
	embattled: boolean;
}

/** A deployment card on a player's edge. */
export interface DwPlacedCard {
	card: string | null;
	face: DwFace;
	value: number;
}

/** A player in play. */
export interface DwSide {
	player: string;
	faction: string | null;
	unspent: number | null;
	roll: number | null;
	initiative_total: number | null;
	/** 1 is the large token (the first player), then 2, 3, 4. */
	initiative: number | null;
	cards: DwCard[];
	hand: string[];
	discard: string[];
	objective_recorded: boolean;
	objective: string | null;
	objective_vp: number | null;
	deployment_cards: DwPlacedCard[];
	deployment_value: number;
	deployed: boolean;
	eliminated: boolean;
	reserve_lost: number;
	discs: DwDisc[];
}

/** A disc of a side (0-based, the flat index through its list). */
export interface DwDiscRef {
	side: number;
	disc: number;
}

/** A scenario card of the pack. */
export interface DwScenarioCard {
	id: string;
	name: DwName;
	special: boolean;
	objective: { vp: number; per: 'enemy-casualty' | 'enemy-hero-casualty'; source: string } | null;
}

/** A deployment card of the pack, with its text face's value where known. */
export interface DwDeploymentCard {
	id: string;
	name: DwName;
	value: number | null;
}

/** The rules core's `DiskwarsMatch`. */
export interface DiskwarsState {
	mode: 'standard' | 'introductory';
	sides: DwSide[];
	stage: DwStage;
	/** 0 during set-up, then 1–5. */
	round: number;
	reroll: number[];
	initiative_winner: number | null;
	initiative_order: number[];
	active_scenario: string | null;
	heroes_lose_vigor: boolean;
	regiments: number;
	/** Whose set-up pick or deployment it is. */
	next: number | null;
	step: { revealed: (string | null)[]; order: number[]; position: number; activations: number } | null;
	pins: { top: DwDiscRef; bottom: DwDiscRef }[];
	ending: { kind: 'elimination'; winner: number | null; last_eliminated: number[] } | { kind: 'last_round' } | null;
	scenario_cards: DwScenarioCard[];
	deployment_deck: DwDeploymentCard[];
}

/** Per `[side][disc]`: null when the rules take the action now, otherwise why not. */
export type DiscChecks = (string | null)[][];

/** What the rules core says of each one-tap action now. */
export interface DiskwarsChecks {
	activate: DiscChecks;
	/** The actions the rules would take for each disc now. */
	actions: DwAction[][][];
	empower: DiscChecks;
	activationToken: DiscChecks;
	remove: DiscChecks;
	objective: (string | null)[];
	score: (string | null)[];
	resolved: string | null;
	endRound: string | null;
}

/** `match_open` and friends, for a Diskwars match. */
export interface DiskwarsView extends MatchViewOf<'diskwars', DiskwarsState> {
	rounds: number;
	/** The side whose card resolves now. */
	resolving: number | null;
	deployOrder: number[];
	/** Per side: how many discs it deploys. */
	deployCount: number[];
	/** Per side: the players type its unspent recruitment points. */
	typeUnspent: boolean[];
	/** Per `[side][disc]`: Toughness and Vigor now, where known. */
	discs: { toughness: number | null; vigor: number | null }[][];
	/** The timeline's events; the first `head` count. */
	events: DiskwarsEntry[];
	checks: DiskwarsChecks;
}

/** One damaged disc of a damage event. */
export interface DwHit {
	side: number;
	disc: number;
	amount: number;
	wound?: boolean;
	result?: DwHitResult;
}

/** A Diskwars event, written flat as `match_record` takes it. */
export type DiskwarsEntry =
	| { type: 'initiative'; rolls: (number | null)[]; unspent?: (number | null)[] }
	| { type: 'assign_initiative'; side: number; order: number[] }
	| { type: 'scenario'; side: number; card: string | null }
	| { type: 'objective'; side: number; card: string | null }
	| { type: 'deployment_card'; side: number; card: string | null; face: DwFace; value?: number }
	| { type: 'deploy'; side: number; discs: number[] }
	| { type: 'reveal'; cards: (string | null)[]; order?: number[] }
	| { type: 'activate'; side: number; disc: number; action: DwAction; pins?: DwDiscRef[]; by_ability?: boolean }
	| { type: 'resolved'; side: number }
	| { type: 'pin'; top: DwDiscRef; bottom: DwDiscRef }
	| { type: 'unpin'; top: DwDiscRef; bottom: DwDiscRef }
	| { type: 'damage'; hits: DwHit[] }
	| { type: 'removed'; discs: DwDiscRef[] }
	| { type: 'token'; side: number; disc: number; token: DwToken; on: boolean }
	| { type: 'toughness'; side: number; disc: number; change: number }
	| { type: 'end_round' }
	| { type: 'score'; side: number; vp: number };

/** A name in `lang` (the Spanish one where no English name is known). */
export function dwName(name: DwName, lang: Lang): string {
	return lang === 'es' ? name.es : (name.en ?? name.es);
}

/** The stages of a round: the Activation phase (choosing and resolving cards) and Melee. */
export const ROUND_STAGES: readonly DwStage[] = ['choose', 'resolve', 'melee'];

/** True during the set-up steps. */
export function inSetup(stage: DwStage): boolean {
	return !ROUND_STAGES.includes(stage) && stage !== 'scoring' && stage !== 'over';
}

/** A command card of side `side`'s army by id, or null. */
export function cardOf(state: DiskwarsState, side: number, id: string | null): DwCard | null {
	if (id === null) return null;
	return state.sides[side]?.cards.find((c) => c.id === id) ?? null;
}

/** Every disc of every side on the battlefield, with its reference. */
export function battlefield(state: DiskwarsState): { ref: DwDiscRef; disc: DwDisc }[] {
	return state.sides.flatMap((s, side) =>
		s.discs.flatMap((disc, index) => (disc.location === 'battlefield' ? [{ ref: { side, disc: index }, disc }] : []))
	);
}

/** The same disc. */
export function sameDisc(a: DwDiscRef, b: DwDiscRef): boolean {
	return a.side === b.side && a.disc === b.disc;
}

/**
 * A disc's name for the reader, told apart from its side's other copies of the same disc by
 * their place in the list ("Orc Boyz", "Orc Boyz 2", "Orc Boyz 3").
 */
export function discLabel(state: DiskwarsState, ref: DwDiscRef, lang: Lang): string {
	const discs = state.sides[ref.side]?.discs ?? [];
	const disc = discs[ref.disc];
	if (!disc) return '?';
	const name = dwName(disc.name, lang);
	const copies = discs.filter((d) => d.id === disc.id).length;
	if (copies < 2) return name;
	const nth = discs.slice(0, ref.disc + 1).filter((d) => d.id === disc.id).length;
	return `${name} ${nth}`;
}
