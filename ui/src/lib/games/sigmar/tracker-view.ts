/**
 * An Age of Sigmar match as the tracker reads it: the shape of Rust's view (`match_open` and
 * friends for a Sigmar match, docs/app-commands.md) and of the events the tracker records.
 * No rule is decided here: what may be done now comes from Rust's `checks`, and every event
 * is checked by Rust when it is recorded.
 */
import type { MatchViewOf } from '$lib/api';

/** Where the game is. */
export type SgStage =
	| 'territories'
	| 'deployment'
	| 'general'
	| 'sudden_death'
	| 'triumphs'
	| 'roll_off'
	| 'first_turn'
	| 'turn'
	| 'seize_ground'
	| 'over';
/** A phase of a turn (open play ends with battleshock, matched play with the end of turn). */
export type SgPhase = 'hero' | 'movement' | 'shooting' | 'charge' | 'combat' | 'battleshock' | 'end_of_turn';
/** Where a unit is. */
export type SgLocation = 'undeployed' | 'battlefield' | 'reserve' | 'destroyed';
/** The sudden-death objectives. */
export type SgObjective = 'assassinate' | 'blunt' | 'endure' | 'seize_ground';
/** The triumphs. */
export type SgTriumph = 'blessed' | 'inspired' | 'empowered';
/** How models leave play. */
export type SgRemoval = 'slain' | 'fled' | 'removed';
/** A model the owner picks: a damaged one (its place in `damaged`), a fresh one, the general's. */
export type SgModelPick = { damaged: number } | 'fresh' | 'general';

/** A battleshock test as the rules worked it out. */
export interface SgTest {
	roll: number;
	slain: number;
	bravery: number;
	per_ten: number;
	modifier: number;
	bravery_used: number;
	total: number;
	fled: number;
}

/** A unit in play. */
export interface SgUnit {
	id: string;
	name: string;
	faction: string | null;
	keywords: string[];
	drop: number | null;
	leader: boolean;
	reinforced: boolean;
	summoned: boolean;
	/** Models as the list fields it. */
	size: number;
	/** Wounds per model; null where neither the list nor the data gives it. */
	wounds: number | null;
	bravery: number | null;
	location: SgLocation;
	/** Models on the battlefield when deployment ended. */
	starting: number;
	/** Models in play now (the general's included). */
	models: number;
	/** Wounds on each damaged model other than the general; the first is the current one. */
	damaged: number[];
	/** The general's model is one of this unit's in play: the wounds on it. */
	general: number | null;
	added: number;
	added_alive: number;
	lost: { slain: number; fled: number; removed: number };
	slain_this_turn: number;
	ran: boolean;
	retreated: boolean;
	charged: boolean;
	tested: boolean;
	last_test: SgTest | null;
}

/** A matched-play drop. */
export interface SgDrop {
	kind: 'regiment' | 'renown' | 'auxiliary';
	units: number[];
	deployed: boolean;
}

/** A player in play. */
export interface SgSide {
	player: string;
	list: string;
	faction: string;
	units: SgUnit[];
	drops: SgDrop[];
	auxiliaries: number;
	done_deploying: boolean;
	list_general: number | null;
	general: { unit: number; slain: boolean; empowered: boolean } | null;
	last_major_victory: boolean;
	triumph: { roll: number; kind: SgTriumph; spent: boolean } | null;
	inspiring: number | null;
	command_used: boolean;
	/** Matched play: victory points per battle round (index 0 is round 1). */
	victory_points: (number | null)[];
	starting: number;
	on_battlefield: number;
	removed: number;
	added: number;
}

/** The rules core's `SigmarMatch`. */
export interface SigmarState {
	mode: 'open' | 'matched';
	options: { round1_rolloff: boolean };
	sides: SgSide[];
	stage: SgStage;
	round: number;
	realm: string | null;
	rolls: [number, number] | null;
	tied: boolean;
	territories_winner: number | null;
	next: number | null;
	finished_first: number | null;
	chooser: number | null;
	first: number | null;
	last_turn: number | null;
	turn: { side: number; number: number; phase: SgPhase; double: boolean } | null;
	outnumbered: number | null;
	sudden_death: { side: number; objective: SgObjective; target: number | null; terrain: string | null } | null;
	command_point_bonus: number | null;
	/** Open play's battleshock phase: `[side, unit]` that must still test. */
	pending_tests: [number, number][];
	ending: { kind: 'annihilation'; winner: number | null } | { kind: 'sudden_death'; winner: number } | { kind: 'called' } | null;
}

/** Per `[side][unit]`: null when the rules take the event now, otherwise why not. */
export type SgPerUnit = (string | null)[][];

/** What the rules core says of each one-tap action now. */
export interface SigmarChecks {
	realm: string | null;
	territories: string | null;
	deploy: SgPerUnit;
	/** Per `[side][drop]`. */
	deployDrop: SgPerUnit;
	doneDeploying: (string | null)[];
	general: SgPerUnit;
	suddenDeath: {
		side: number | null;
		none: string | null;
		/** Per enemy unit. */
		assassinate: (string | null)[];
		blunt: (string | null)[];
		endure: string | null;
		seizeGround: string | null;
	};
	triumph: (string | null)[];
	rollOff: string | null;
	firstTurn: string | null;
	nextPhase: string | null;
	endTurn: string | null;
	ran: SgPerUnit;
	retreated: SgPerUnit;
	charged: SgPerUnit;
	damage: SgPerUnit;
	heal: SgPerUnit;
	remove: SgPerUnit;
	addModels: SgPerUnit;
	arrive: SgPerUnit;
	setWounds: SgPerUnit;
	battleshock: SgPerUnit;
	inspiringPresence: SgPerUnit;
	commandAbility: (string | null)[];
	useTriumph: (string | null)[];
	useTriumphOn: SgPerUnit;
	summon: (string | null)[];
	seizeGround: string | null;
	/** Per `[side][round - 1]`, rounds 1 to the current one. */
	victoryPoints: SgPerUnit;
	endGame: string | null;
}

/** `match_open` and friends, for an Age of Sigmar match. */
export interface SigmarView extends MatchViewOf<'sigmar', SigmarState> {
	/** The mode's six phases, in order. */
	phases: SgPhase[];
	/** The phase after the current one (null outside a turn or in its last phase). */
	nextPhase: SgPhase | null;
	/** Units that must still test now, the active player's first. */
	pendingTests: { side: number; unit: number }[];
	/** Per side: models in play that began the battle on the battlefield (Endure). */
	originalModels: number[];
	/** The timeline's events written flat; the first `head` count. */
	events: SigmarEntry[];
	checks: SigmarChecks;
}

/** An event of an Age of Sigmar match, written flat as Rust reads it. */
export type SigmarEntry =
	| { type: 'realm'; realm: string }
	| { type: 'territories'; rolls: [number, number] }
	| { type: 'deploy'; side: number; unit: number }
	| { type: 'deploy_drop'; side: number; drop: number; reserve?: number[] }
	| { type: 'done_deploying'; side: number }
	| { type: 'general'; side: number; unit: number }
	| { type: 'sudden_death'; side: number; objective: SgObjective | null; target?: number | null; terrain?: string | null }
	| { type: 'triumph'; side: number; roll: number }
	| { type: 'roll_off'; rolls: [number, number] }
	| { type: 'first_turn'; side: number; first: number }
	| { type: 'phase'; phase: SgPhase }
	| { type: 'end_turn' }
	| { type: 'ran'; side: number; unit: number }
	| { type: 'retreated'; side: number; unit: number }
	| { type: 'charged'; side: number; unit: number }
	| { type: 'damage'; side: number; unit: number; wounds: number; mortal?: boolean; onto?: SgModelPick[] }
	| { type: 'heal'; side: number; unit: number; wounds: number; model?: SgModelPick | null }
	| { type: 'remove'; side: number; unit: number; models: number; how: SgRemoval; picks?: SgModelPick[] }
	| { type: 'add_models'; side: number; unit: number; models: number }
	| { type: 'summon'; side: number; name: string; models: number; wounds?: number | null; bravery?: number | null }
	| { type: 'arrive'; side: number; unit: number }
	| { type: 'set_wounds'; side: number; unit: number; wounds: number }
	| { type: 'battleshock'; side: number; unit: number; roll: number; bravery?: number | null; modifier?: number; flee?: SgModelPick[] }
	| { type: 'inspiring_presence'; side: number; unit: number }
	| { type: 'command_ability'; side: number; ability: string }
	| { type: 'use_triumph'; side: number; unit?: number | null }
	| { type: 'seize_ground'; side: number; held: boolean }
	| { type: 'victory_points'; side: number; round: number; points: number }
	| { type: 'end_game' };

/** Stages before the battle. */
export function inSetup(stage: SgStage): boolean {
	return ['territories', 'deployment', 'general', 'sudden_death', 'triumphs'].includes(stage);
}
