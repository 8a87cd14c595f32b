/**
 * Age of Sigmar match views for the tests, in the shape `match_open` answers
 * (docs/app-commands.md): Ana's Lord-Celestant and Liberators against Ben's Bloodsecrator and
 * Bloodletters. The numbers are only for the tests (Wounds as the data's Health, Bravery as a
 * player typed it): the UI shows them and never computes a rule with them. Every check starts
 * refused; each test allows what Rust would.
 */
import type { SigmarChecks, SigmarMatch, SigmarStage, SigmarUnitState, TrackerOf } from '$lib/api';

const NOT_NOW = 'Not now.';

function unit(name: string, size: number, wounds: number | null, bravery: number | null, extra: Partial<SigmarUnitState> = {}): SigmarUnitState {
	return {
		id: name.toLowerCase().replace(/\W+/g, '-'),
		name,
		faction: null,
		keywords: [],
		drop: null,
		leader: false,
		reinforced: false,
		summoned: false,
		size,
		wounds,
		bravery,
		save: null,
		control: null,
		location: 'undeployed',
		starting: 0,
		models: size,
		damaged: [],
		general: null,
		added: 0,
		added_alive: 0,
		lost: { slain: 0, fled: 0, removed: 0 },
		slain_this_turn: 0,
		ran: false,
		retreated: false,
		charged: false,
		tested: false,
		last_test: null,
		...extra
	};
}

function side(player: string, list: string, faction: string, units: SigmarUnitState[]): SigmarMatch['sides'][number] {
	return {
		player,
		list,
		faction,
		units,
		drops: [],
		auxiliaries: 0,
		done_deploying: false,
		list_general: null,
		general: null,
		last_major_victory: false,
		triumph: null,
		inspiring: null,
		command_used: false,
		victory_points: [],
		starting: 0,
		on_battlefield: 0,
		removed: 0,
		added: 0
	};
}

/** Every check refused, shaped for `state`. */
export function refusedChecks(state: SigmarMatch): SigmarChecks {
	const perUnit = () => state.sides.map((s) => s.units.map(() => NOT_NOW));
	const perSide = () => state.sides.map(() => NOT_NOW);
	const enemyUnits = state.sides[1]?.units.map(() => NOT_NOW) ?? [];
	return {
		realm: NOT_NOW,
		territories: NOT_NOW,
		deploy: perUnit(),
		deployDrop: state.sides.map((s) => s.drops.map(() => NOT_NOW)),
		doneDeploying: perSide(),
		general: perUnit(),
		suddenDeath: { side: null, none: NOT_NOW, assassinate: enemyUnits, blunt: [...enemyUnits], endure: NOT_NOW, seizeGround: NOT_NOW },
		triumph: perSide(),
		rollOff: NOT_NOW,
		firstTurn: NOT_NOW,
		nextPhase: NOT_NOW,
		endTurn: NOT_NOW,
		ran: perUnit(),
		retreated: perUnit(),
		charged: perUnit(),
		damage: perUnit(),
		heal: perUnit(),
		remove: perUnit(),
		addModels: perUnit(),
		arrive: perUnit(),
		setWounds: perUnit(),
		battleshock: perUnit(),
		inspiringPresence: perUnit(),
		commandAbility: perSide(),
		useTriumph: perSide(),
		useTriumphOn: perUnit(),
		summon: perSide(),
		seizeGround: NOT_NOW,
		victoryPoints: state.sides.map(() => Array.from({ length: Math.max(state.round, 1) }, () => NOT_NOW)),
		endGame: NOT_NOW
	};
}

/** Ana's open-play Stormcast against Ben's Khorne, at `stage` (units set up from `general` on). */
export function sigmarAt(stage: SigmarStage): TrackerOf<'sigmar'> {
	const ana = side('Ana', 'Ana’s Stormhost', 'stormcast-eternals', [unit('Lord-Celestant', 1, 6, 9), unit('Liberators', 5, 2, 7)]);
	const ben = side('Ben', 'Ben’s Blood Host', 'blades-of-khorne', [unit('Bloodsecrator', 1, 6, null), unit('Bloodletters', 10, 2, null)]);
	const state: SigmarMatch = {
		mode: 'open',
		options: { round1_rolloff: false },
		sides: [ana, ben],
		stage,
		round: 0,
		realm: null,
		rolls: null,
		tied: false,
		territories_winner: null,
		next: null,
		finished_first: null,
		chooser: null,
		first: null,
		last_turn: null,
		turn: null,
		outnumbered: null,
		sudden_death: null,
		command_point_bonus: null,
		pending_tests: [],
		ending: null,
		matched: null
	};
	if (stage !== 'territories' && stage !== 'deployment') {
		for (const s of state.sides) {
			for (const u of s.units) {
				u.location = 'battlefield';
				u.starting = u.size;
			}
			s.done_deploying = true;
			s.starting = s.units.reduce((n, u) => n + u.size, 0);
			s.on_battlefield = s.starting;
		}
		state.territories_winner = 0;
		state.finished_first = 0;
	}
	if (!['territories', 'deployment', 'general'].includes(stage)) {
		ana.general = { unit: 0, slain: false, empowered: false };
		ben.general = { unit: 0, slain: false, empowered: false };
		ana.units[0]!.general = 0;
		ben.units[0]!.general = 0;
	}
	if (['roll_off', 'first_turn', 'turn', 'seize_ground', 'over'].includes(stage)) state.round = 1;
	const view: TrackerOf<'sigmar'> = {
		id: 21,
		game: 'sigmar',
		state,
		outcome: null,
		scores: [
			{ side: 0, player: 'Ana', total: 0, parts: [{ label: 'Slain (of 6 starting models)', points: 0 }] },
			{ side: 1, player: 'Ben', total: 0, parts: [{ label: 'Slain (of 11 starting models)', points: 0 }] }
		],
		head: 8,
		timeline: 8,
		log: 8,
		canUndo: true,
		canRedo: false,
		finishedAt: null,
		phases: ['hero', 'movement', 'shooting', 'charge', 'combat', 'battleshock'],
		nextPhase: null,
		pendingTests: [],
		originalModels: [6, 11],
		events: [],
		checks: refusedChecks(state),
		matched: null
	};
	return view;
}

/** Ben's turn in round 1 at `phase`. */
export function sigmarTurn(phase: TrackerOf<'sigmar'>['phases'][number]): TrackerOf<'sigmar'> {
	const view = sigmarAt('turn');
	view.state.turn = { side: 1, number: 1, phase, double: false };
	view.state.first = 1;
	view.state.next = 1;
	const phases = view.phases;
	view.nextPhase = phases[phases.indexOf(phase) + 1] ?? null;
	view.checks = refusedChecks(view.state);
	if (view.nextPhase) view.checks.nextPhase = null;
	view.checks.damage = view.state.sides.map((s) => s.units.map(() => null));
	view.checks.remove = view.state.sides.map((s) => s.units.map(() => null));
	view.checks.endGame = null;
	return view;
}
