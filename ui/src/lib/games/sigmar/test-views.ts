/**
 * Age of Sigmar match views for the tests, in the shape `match_open` answers
 * (docs/app-commands.md): Ana's Lord-Celestant and Liberators against Ben's Bloodsecrator and
 * Bloodletters. The numbers are only for the tests (Wounds as the data's Health, Bravery as a
 * player typed it): the UI shows them and never computes a rule with them. Every check starts
 * refused; each test allows what Rust would.
 */
import type { SigmarBattleplanView, SigmarCardView, SigmarChecks, SigmarCommand, SigmarMatch, SigmarPhase, SigmarStage, SigmarUnitState, TrackerOf } from '$lib/api';

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

/** The ten core commands as Rust lists them (names are the publisher's, in both languages). */
const COMMANDS: [SigmarCommand, string, number][] = [
	['all_out_attack', 'All-out Attack', 1],
	['all_out_defence', 'All-out Defence', 1],
	['at_the_double', 'At the Double', 1],
	['forward_to_victory', 'Forward to Victory', 1],
	['rally', 'Rally', 1],
	['magical_intervention', 'Magical Intervention', 1],
	['redeploy', 'Redeploy', 1],
	['covering_fire', 'Covering Fire', 1],
	['counter_charge', 'Counter-charge', 2],
	['power_through', 'Power Through', 1]
];

/** Three of the 2026-27 cards with their tactics (digest MP-BT-6). */
const CARDS: SigmarCardView[] = [
	{ name: 'Smokescreen', tactics: ['Keep the Enemy Close', 'Feign Weakness', 'Execute the Plan'], setupChoice: false },
	{ name: 'Siege of Ashes', tactics: ['Form a Wall', 'Outpost Territory', 'Repel the Attackers'], setupChoice: false },
	{ name: 'Flanking Firestorm', tactics: ['Ambuscade', 'Surround the Enemy', 'Claim What’s Yours'], setupChoice: false }
];

/** Two 2026-27 battleplans in the words Rust gives in `lang` (digest §6.1). */
function battleplans(lang: 'en' | 'es'): SigmarBattleplanView[] {
	const vp = lang === 'en' ? 'VP' : 'PV';
	const one = lang === 'en' ? 'you control at least 1 objective(s)' : 'controlas al menos 1 objetivo(s)';
	const two = lang === 'en' ? 'you control at least 2 objective(s)' : 'controlas al menos 2 objetivo(s)';
	const camp = lang === 'en' ? 'Did you use Back to Base Camp this turn?' : '¿Usaste Back to Base Camp este turno?';
	return [
		{
			name: 'Caverns of Slaughter',
			table: 1,
			roll: 4,
			objectives: null,
			lines: [`3 ${vp}: ${one}`, `3 ${vp}: ${two}`, lang === 'en' ? '4 VP: you control both objectives of a pair' : '4 PV: controlas los dos objetivos de una pareja'],
			questions: []
		},
		{
			name: 'Seize the Embers',
			table: 2,
			roll: 3,
			objectives: null,
			lines: [`3 ${vp}: ${one}`, `3 ${vp}: ${camp} (${lang === 'en' ? 'from round' : 'desde la ronda'} 2)`],
			questions: [{ question: 'back_to_base_camp', words: camp, counts: false }]
		}
	];
}

/** The battlepack's six objectives of 2026-27. */
const OBJECTIVES = ['Sun Seekers', 'Sun Seekers', 'Golden Lions', 'Golden Lions', 'Heidenhain', 'Scions of the Comet'];

/**
 * Ana against Ben in matched play (2026-27) at `stage`, in the words Rust answers in `lang`:
 * the season's tables, no battleplan or cards yet, every matched-play check refused.
 */
export function sigmarMatched(stage: SigmarStage, lang: 'en' | 'es' = 'en'): TrackerOf<'sigmar'> {
	const view = sigmarAt(stage);
	view.state.mode = 'matched';
	view.phases = ['hero', 'movement', 'shooting', 'charge', 'combat', 'end_of_turn'];
	view.state.matched = {
		season: 'ghb-2026-27',
		battleplan: null,
		objectives: [],
		held_at_start: [],
		controlled: false,
		underdog: null,
		seized: null,
		underdog_since_seized: null,
		previous_first: null,
		sides: view.state.sides.map(() => ({ cp: 0, income: null, spent: [], cards: [], scored: [] }))
	};
	view.checks = refusedChecks(view.state);
	const perSide = () => view.state.sides.map(() => NOT_NOW);
	view.matched = {
		season: { id: 'ghb-2026-27', battleplans: battleplans(lang), cards: CARDS, objectives: OBJECTIVES },
		battleplan: null,
		income: [null, null],
		commands: COMMANDS.map(([command, name, cost]) => ({ command, name, cost, checks: perSide() })),
		otherCommand: perSide(),
		tactics: [[], []],
		control: NOT_NOW,
		scored: [[], []],
		pickBattleplan: NOT_NOW,
		tacticCards: perSide(),
		adjustVp: perSide(),
		tacticNote: lang === 'en' ? '5 VP per tactic: community data (no rulebook source found)' : '5 PV por táctica: dato de la comunidad (sin fuente del reglamento)'
	};
	return view;
}

/** `view` with battleplan `plan` of its season picked, the battlepack's objectives on the map. */
export function withBattleplan(view: TrackerOf<'sigmar'>, plan: number): TrackerOf<'sigmar'> {
	const m = view.matched!;
	m.battleplan = m.season!.battleplans[plan]!;
	view.state.matched!.battleplan = plan;
	view.state.matched!.objectives = OBJECTIVES.map((kind) => ({ kind, held: null }));
	view.state.matched!.held_at_start = OBJECTIVES.map(() => null);
	return view;
}

/** `side` holds `cards` (by their place in the season's), none completed. */
export function withCards(view: TrackerOf<'sigmar'>, side: number, cards: number[]): void {
	view.state.matched!.sides[side]!.cards = cards.map((card) => {
		const c = CARDS[card]!;
		return { card, name: c.name, tactics: [c.tactics[0]!, c.tactics[1]!, c.tactics[2]!], done: [null, null, null] };
	});
	view.matched!.tactics[side] = cards.map(() => [NOT_NOW, NOT_NOW, NOT_NOW]);
}

/** Ben's turn of round `round` at `phase` in matched play with Caverns of Slaughter. */
export function sigmarMatchedTurn(phase: SigmarPhase, lang: 'en' | 'es' = 'en', round = 1): TrackerOf<'sigmar'> {
	const view = withBattleplan(sigmarMatched('turn', lang), 0);
	view.state.round = round;
	view.state.turn = { side: 1, number: 1, phase, double: false };
	view.state.first = 1;
	view.state.next = 1;
	view.nextPhase = view.phases[view.phases.indexOf(phase) + 1] ?? null;
	if (view.nextPhase) view.checks.nextPhase = null;
	view.checks.endGame = null;
	view.scores = view.state.sides.map((s, side) => ({ side, player: s.player, total: 0, parts: [] }));
	return view;
}
