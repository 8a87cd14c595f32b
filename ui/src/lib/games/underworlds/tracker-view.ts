/**
 * An Underworlds match as the tracker reads it: the shape of Rust's view (`match_open` and
 * friends for an Underworlds match, docs/app-commands.md; the state is the rules core's
 * `UnderworldsMatch`, `crates/muster-core/src/games/underworlds/play/state.rs`) and of the
 * events the tracker records. No rule is decided here: what may be done now comes from
 * Rust's `checks`, and every event is checked by Rust when it is recorded.
 */
import type { MatchViewOf, UwCardKind, UwName, UwSave } from '$lib/api';

/** Where the game is. */
export type UwStage = 'territories' | 'features' | 'deployment' | 'roll_off' | 'action' | 'power' | 'end_phase' | 'over';
/** A core ability of the action step. */
export type UwAbility = 'move' | 'attack' | 'charge' | 'guard' | 'focus';
/** The abilities a fighter uses (Focus is the player's). */
export const FIGHTER_ABILITIES = ['move', 'attack', 'charge', 'guard'] as const;
/** A token the players put on or take off a fighter by hand. */
export type UwTokenKind = 'move' | 'charge' | 'guard' | 'stagger';
/** The face of a feature token that is up. */
export type UwFeatureFace = 'treasure' | 'cover';

/** A feature token on the battlefield. */
export interface UwFeatureToken {
	placed_by: number;
	/** Whose territory it is in (null: neutral territory). */
	territory: number | null;
	/** The number on its treasure face. */
	number: number;
	face: UwFeatureFace;
}

/** Where a card of a side's decks is. */
export type UwCardPlace =
	| { kind: 'in_deck' }
	| { kind: 'scored'; round: number }
	| { kind: 'played' }
	| { kind: 'equipped'; fighter: string }
	| { kind: 'discarded' };

/** A card of a side's objective or power deck. */
export interface UwCardState {
	id: string;
	name: UwName;
	kind: UwCardKind;
	/** Its glory value, when known. */
	glory: number | null;
	surge: boolean;
	state: UwCardPlace;
}

/** The characteristics of one face of a fighter card the tracker uses. */
export interface UwFaceStats {
	move: number | null;
	save: UwSave | null;
	health: number;
	bounty: number;
}

/** The tokens on a fighter. */
export interface UwTokens {
	move: boolean;
	charge: boolean;
	guard: boolean;
	stagger: boolean;
	raise: boolean;
}

/** A fighter in the match. */
export interface UwFighterState {
	id: string;
	name: UwName;
	leader: boolean;
	deployed: boolean;
	slain: boolean;
	inspired: boolean;
	damage: number;
	/** The current face's Health. */
	health: number;
	/** The current face's Bounty (0 while it carries a Raise token). */
	bounty: number;
	move: number | null;
	save: UwSave | null;
	tokens: UwTokens;
	/** The upgrades equipped on it, by card id. */
	upgrades: string[];
	/** The feature token it stands on (its place in the placing order). */
	feature: number | null;
	uninspired_face: UwFaceStats;
	inspired_face: UwFaceStats;
}

/** A side's glory (never spent) and where it came from. */
export interface UwGlory {
	total: number;
	objectives: number;
	bounty: number;
}

/** A player in the match. */
export interface UwSide {
	player: string;
	list: string;
	warband: string;
	warband_name: UwName;
	/** The warscroll abilities' ids. */
	abilities: string[];
	glory: UwGlory;
	/** The glory values of the equipped upgrades against the glory (V8). */
	capacity: { used: number; total: number };
	redraw: { objectives: boolean; power: boolean } | null;
	/** The objective deck's cards, then the power deck's, in list order. */
	cards: UwCardState[];
	fighters: UwFighterState[];
	/** Turns taken this round (0–4). */
	turns: number;
	end_phase_done: boolean;
}

/** The power step under way. */
export interface UwPowerStep {
	/** Whose opportunity it is. */
	opportunity: number;
	/** Passes in a row (two end the step). */
	passes: number;
	/** Per side: has Delved in this power step. */
	delved: boolean[];
}

/** Something the engine worked out, kept for the log. */
export type UwNote =
	| { kind: 'territories'; winner: number }
	| { kind: 'deploy_first'; side: number }
	| { kind: 'roll_off'; round: number; winner: number; underdog: boolean; first: number; draws: number }
	| { kind: 'slain'; side: number; fighter: string; bounty: number; upgrades: string[] }
	| { kind: 'delved'; side: number; fighter: string; feature: number; face: UwFeatureFace }
	| { kind: 'scored'; side: number; card: string; glory: number }
	| { kind: 'round_ended'; round: number }
	| { kind: 'game_over' };

/** The rules core's `UnderworldsMatch`. */
export interface UnderworldsState {
	sides: UwSide[];
	stage: UwStage;
	/** 0 during set-up, then 1–3. */
	round: number;
	territory_winner: number | null;
	features: UwFeatureToken[];
	/** Who places or deploys next, the active player, whose opportunity, whose end phase. */
	next: number | null;
	roll_off_winner: number | null;
	/** This round's roll-off loser, who draws 1 power card. */
	draws_power: number | null;
	first: number | null;
	active: number | null;
	power: UwPowerStep | null;
	underdog: number | null;
	/** What the engine worked out, in order (`log` says each in words). */
	notes: UwNote[];
	/** What the engine worked out, in words. */
	log: string[];
	/** What happens next, in words. */
	prompt: string;
}

/** Per `[side][fighter]` (warband order): null when the rules take the event now, otherwise why not. */
export type UwPerFighter = (string | null)[][];
/** Per `[side][card]` (the side's `cards` order). */
export type UwPerCard = (string | null)[][];

/** What the rules core says of each one-tap action now (dry runs; nothing stored). */
export interface UnderworldsChecks {
	/** Per side: it may be recorded as the territory roll-off's winner. */
	territoryRollOff: (string | null)[];
	/** Per side: its redraw may be told. */
	redraw: (string | null)[];
	/**
	 * The next feature token may be placed in `[territory of side 0, territory of side 1,
	 * neutral territory]` (by the player whose placement it is).
	 */
	placeFeature: (string | null)[];
	deploy: UwPerFighter;
	/**
	 * The round's roll-off may be recorded with the winner `[side 0, side 1, a tie the
	 * underdog wins]`.
	 */
	roundRollOff: (string | null)[];
	move: UwPerFighter;
	attack: UwPerFighter;
	charge: UwPerFighter;
	guard: UwPerFighter;
	/** Per side. */
	focus: (string | null)[];
	/** Per side. */
	pass: (string | null)[];
	playPloy: UwPerCard;
	/** Per `[side][card][fighter]`. */
	equip: UwPerFighter[];
	delve: UwPerFighter;
	/** Per `[side][ability]` (the side's `abilities` order). */
	useAbility: (string | null)[][];
	damage: UwPerFighter;
	heal: UwPerFighter;
	inspire: UwPerFighter;
	uninspire: UwPerFighter;
	raise: UwPerFighter;
	scoreObjective: UwPerCard;
	/** Per side. */
	endPhaseDone: (string | null)[];
}

/** `match_open` and friends, for an Underworlds match. */
export interface UnderworldsView extends MatchViewOf<'underworlds', UnderworldsState> {
	/** The rules' battle rounds (3). */
	rounds: number;
	/** The rules' turns per player per round (4). */
	turns: number;
	/** The rules' feature tokens (5). */
	featureTokens: number;
	/** The timeline's events written flat; the first `head` count. */
	events: UnderworldsEntry[];
	checks: UnderworldsChecks;
}

/** An event of an Underworlds match, written flat as Rust reads it. */
export type UnderworldsEntry =
	| { type: 'territory_roll_off'; winner: number }
	| { type: 'redraw'; side: number; objectives?: boolean; power?: boolean }
	| { type: 'place_feature'; side: number; territory?: number | null; number: number }
	| { type: 'deploy'; side: number; fighter: string }
	| { type: 'round_roll_off'; winner?: number | null; first: number }
	| { type: 'action'; side: number; ability: UwAbility; fighter?: string | null }
	| { type: 'pass'; side: number }
	| { type: 'play_ploy'; side: number; card: string }
	| { type: 'equip'; side: number; fighter: string; card: string }
	| { type: 'delve'; side: number; fighter: string }
	| { type: 'use_ability'; side: number; ability: string }
	| { type: 'damage'; side: number; fighter: string; amount: number }
	| { type: 'heal'; side: number; fighter: string }
	| { type: 'inspire'; side: number; fighter: string }
	| { type: 'uninspire'; side: number; fighter: string }
	| { type: 'token'; side: number; fighter: string; token: UwTokenKind; present: boolean }
	| { type: 'stand'; side: number; fighter: string; feature?: number | null }
	| { type: 'score_objective'; side: number; card: string }
	| { type: 'raise'; side: number; fighter: string }
	| { type: 'end_phase_done'; side: number };

/** Stages before the first battle round. */
export function inSetup(stage: UwStage): boolean {
	return stage === 'territories' || stage === 'features' || stage === 'deployment';
}

/** The action phase: an action or a power step. */
export function inActionPhase(stage: UwStage): boolean {
	return stage === 'action' || stage === 'power';
}
