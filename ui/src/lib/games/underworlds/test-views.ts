/**
 * Underworlds match views for the tests, in the shape `match_open` answers
 * (docs/app-commands.md). Fixture, not real data: the warbands, fighters, cards and every
 * number are synthetic (labelled "Fixture"), only for the tests; the UI shows them and never
 * computes a rule with them. Every check starts refused; each test allows what Rust would.
 */
import type { TrackerOf, UnderworldsCardState, UnderworldsCatalogView, UnderworldsChecks, UnderworldsFighterState, UnderworldsMatch, UnderworldsSide, UnderworldsStage } from '$lib/api';

export const NOT_NOW = 'Not now.';

/**
 * The catalogue the tracker's tests name the warbands by: the players' own Fixture Wardens and
 * Fixture Tunnellers, with no fighters (the match holds them) and one warscroll ability.
 */
export function trackerCatalog(): UnderworldsCatalogView {
	return {
		warbands: ['Wardens', 'Tunnellers'].map((name) => ({
			id: `fixture-${name.toLowerCase()}`,
			name: { en: `Fixture ${name}` },
			source: 'user: fixture',
			roster_complete: true,
			fighters: [],
			abilities: [{ id: 'fixture-rally', name: { en: 'Fixture Rally' }, generic_tokens: false }],
			user: true,
			community_cards: false
		})),
		decks: [],
		legality: [],
		runemarks: {},
		community: null,
		community_details: null
	};
}

function fighter(id: string, name: string, health: number, bounty: number, leader = false): UnderworldsFighterState {
	const face = { move: 3, save: { dice: 1, symbol: 'shield' as const }, health, bounty };
	return {
		id,
		name: { en: name },
		leader,
		deployed: false,
		slain: false,
		inspired: false,
		damage: 0,
		health,
		bounty,
		move: 3,
		save: { dice: 1, symbol: 'shield' },
		tokens: { move: false, charge: false, guard: false, stagger: false, raise: false },
		upgrades: [],
		feature: null,
		uninspired_face: face,
		inspired_face: { ...face, move: 4 }
	};
}

function card(id: string, name: string, kind: UnderworldsCardState['kind'], glory: number | null, surge = false): UnderworldsCardState {
	return { id, name: { en: name }, kind, glory, surge, state: { kind: 'in_deck' } };
}

/** The same fixture deck for both players. */
function cards(): UnderworldsCardState[] {
	return [
		card('fixture-goal', 'Fixture Goal', 'objective', 1),
		card('fixture-surge-goal', 'Fixture Surge Goal', 'objective', 2, true),
		card('fixture-trick', 'Fixture Trick', 'ploy', null),
		card('fixture-surge-trick', 'Fixture Surge Trick', 'ploy', null, true),
		card('fixture-oil', 'Fixture Blade Oil', 'upgrade', 1),
		card('fixture-plate', 'Fixture Heavy Plate', 'upgrade', 3)
	];
}

function side(player: string, warband: string, fighters: UnderworldsFighterState[]): UnderworldsSide {
	return {
		player,
		list: `${player}’s fixture list`,
		warband: warband.toLowerCase().replace(/\W+/g, '-'),
		warband_name: { en: warband },
		abilities: ['fixture-rally'],
		glory: { total: 0, objectives: 0, bounty: 0 },
		capacity: { used: 0, total: 0 },
		redraw: null,
		cards: cards(),
		fighters,
		turns: 0,
		end_phase_done: false
	};
}

/** Every check refused, shaped for `state`. */
export function refusedChecks(state: UnderworldsMatch): UnderworldsChecks {
	const perFighter = () => state.sides.map((s) => s.fighters.map(() => NOT_NOW));
	const perCard = () => state.sides.map((s) => s.cards.map(() => NOT_NOW));
	const perSide = () => state.sides.map(() => NOT_NOW);
	return {
		territoryRollOff: perSide(),
		redraw: perSide(),
		placeFeature: [...perSide(), NOT_NOW],
		deploy: perFighter(),
		roundRollOff: [...perSide(), NOT_NOW],
		move: perFighter(),
		attack: perFighter(),
		charge: perFighter(),
		guard: perFighter(),
		focus: perSide(),
		pass: perSide(),
		playPloy: perCard(),
		equip: state.sides.map((s) => s.cards.map(() => s.fighters.map(() => NOT_NOW))),
		delve: perFighter(),
		useAbility: state.sides.map((s) => s.abilities.map(() => NOT_NOW)),
		damage: perFighter(),
		heal: perFighter(),
		inspire: perFighter(),
		uninspire: perFighter(),
		raise: perFighter(),
		scoreObjective: perCard(),
		endPhaseDone: perSide()
	};
}

/** Ana's Fixture Wardens against Ben's Fixture Tunnellers at `stage` (deployed and with five feature tokens from `roll_off` on). */
export function uwAt(stage: UnderworldsStage): TrackerOf<'underworlds'> {
	const ana = side('Ana', 'Fixture Wardens', [fighter('captain', 'Fixture Captain', 4, 2, true), fighter('blade', 'Fixture Blade', 3, 1)]);
	const ben = side('Ben', 'Fixture Tunnellers', [fighter('chief', 'Fixture Chief', 3, 2, true), fighter('runt', 'Fixture Runt', 2, 1)]);
	const state: UnderworldsMatch = {
		sides: [ana, ben],
		stage,
		round: 0,
		territory_winner: null,
		features: [],
		next: null,
		roll_off_winner: null,
		draws_power: null,
		first: null,
		active: null,
		power: null,
		underdog: null,
		notes: [],
		log: [],
		prompt: ''
	};
	if (stage !== 'territories') {
		state.territory_winner = 0;
		state.notes.push({ kind: 'territories', winner: 0 });
		state.log.push('Ana won the territory roll-off: Ben places the first feature token.');
	}
	if (!['territories', 'features'].includes(stage)) {
		state.features = [1, 2, 3, 4, 5].map((number, k) => ({ placed_by: k % 2 === 0 ? 1 : 0, territory: k < 2 ? k : k === 2 ? null : k - 3, number, face: 'treasure' }));
	}
	if (!['territories', 'features', 'deployment'].includes(stage)) {
		for (const s of state.sides) for (const f of s.fighters) f.deployed = true;
		state.round = 1;
	}
	return {
		id: 31,
		game: 'underworlds',
		state,
		outcome: null,
		scores: state.sides.map((s, k) => ({
			side: k,
			player: s.player,
			total: s.glory.total,
			parts: [
				{ label: 'Objectives', points: s.glory.objectives },
				{ label: 'Bounty of enemy fighters slain', points: s.glory.bounty }
			]
		})),
		head: 12,
		timeline: 12,
		log: 12,
		canUndo: true,
		canRedo: false,
		finishedAt: null,
		rounds: 3,
		turns: 4,
		featureTokens: 5,
		events: [],
		checks: refusedChecks(state)
	};
}

/** Ana's turn `turn` (1–4) of round 1 at the action step, Ana first. */
export function uwTurn(turn = 1): TrackerOf<'underworlds'> {
	const view = uwAt('action');
	const game = view.state;
	game.first = 0;
	game.active = 0;
	game.next = 0;
	game.roll_off_winner = 0;
	game.draws_power = 1;
	game.sides[0]!.turns = turn - 1;
	game.sides[1]!.turns = turn - 1;
	return view;
}

/** The power step of Ana's first turn, `side`'s opportunity. */
export function uwPower(side = 0): TrackerOf<'underworlds'> {
	const view = uwTurn(1);
	view.state.stage = 'power';
	view.state.next = side;
	view.state.power = { opportunity: side, passes: side === 0 ? 0 : 1, delved: [false, false] };
	return view;
}
