/**
 * RuneWars match views for the tests, in the shape `match_open` answers (docs/app-commands.md).
 * The numbers are only for the tests: the UI shows them and never computes a rule with them.
 */
import type { RuneWarsMatch, RuneWarsStage, RuneWarsUnitState, TrackerOf } from '$lib/api';

function unit(card: string, en: string, es: string | undefined, config: string, trays: number, cost: number, upgrades: RuneWarsUnitState['upgrades'] = []): RuneWarsUnitState {
	return {
		card,
		name: es ? { en, es } : { en },
		config,
		config_label: { en: config.replace('x', '×'), es: config.replace('x', '×') },
		trays_bought: trays,
		trays,
		cost_table: [[trays, cost]],
		cost_bought: cost,
		value_now: cost,
		wounds: 0,
		tokens: { stun: 0, immobilize: 0, panic: 0, blight: 0, inspiration: 0 },
		upgrades,
		conditions: [],
		deployed: false,
		destroyed: false,
		dial: null,
		dial_faces: [],
		dial_doubts: [],
		activated: false
	};
}

/** Ana's Spearmen (with Shield Wall) and Kari against Ben's Reanimates. */
function state(): RuneWarsMatch {
	return {
		sides: [
			{
				player: 'Ana',
				faction: 'daqan-lords',
				spent: 55,
				objectives: 0,
				zone: null,
				units: [
					unit('spearmen', 'Spearmen', 'Lanceros', '2x1', 2, 18, [
						{ id: 'shield-wall', name: { en: 'Shield Wall' }, cost: 5, figure: false, state: 'ready' }
					]),
					unit('kari-wraithstalker', 'Kari Wraithstalker', undefined, '1x1', 1, 32)
				]
			},
			{
				player: 'Ben',
				faction: 'waiqar-the-undying',
				spent: 16,
				objectives: 0,
				zone: null,
				units: [unit('reanimates', 'Reanimates', 'Reanimados', '2x1', 2, 16)]
			}
		],
		stage: 'first_player',
		round: 0,
		chooser: null,
		first_player: null,
		deployment: null,
		objective: null,
		objective_value: null,
		skirmish: false,
		deployment_chooser: null,
		last_deployed: null,
		active: null,
		last_activation: null,
		next_activation: null,
		last_morale: null,
		ending: null
	};
}

const none = (s: RuneWarsMatch) => s.sides.map((side) => side.units.map(() => 'Not now.' as string | null));

/** A match at `stage`: set-up done up to it (cards, zones, deployment) as the rules would have it. */
export function matchAt(stage: RuneWarsStage): TrackerOf<'runewars'> {
	const s = state();
	s.stage = stage;
	const view: TrackerOf<'runewars'> = {
		id: 7,
		game: 'runewars',
		state: s,
		outcome: null,
		scores: [
			{ side: 0, player: 'Ana', total: 55, parts: [{ label: 'Spearmen, all 2 trays', points: 18 }, { label: 'Shield Wall (Spearmen)', points: 5 }, { label: 'Kari Wraithstalker, its one tray', points: 32 }] },
			{ side: 1, player: 'Ben', total: 16, parts: [{ label: 'Reanimates, all 2 trays', points: 16 }] }
		],
		head: 0,
		timeline: 0,
		log: 0,
		canUndo: false,
		canRedo: false,
		rounds: 8,
		mayChooseFirst: 1,
		nextToDeploy: null,
		finishedAt: null,
		checks: { deploy: none(s), activate: none(s), rally: none(s), endCommand: 'Not now.', endActivation: 'Not now.', endRound: 'Not now.' }
	};
	if (stage === 'first_player') return view;
	s.chooser = 1;
	s.first_player = 0;
	view.head = 1;
	view.canUndo = true;
	view.timeline = 1;
	view.log = 1;
	if (stage === 'cards') return view;
	s.deployment = 'Test deployment';
	s.objective = 'Test objective';
	s.objective_value = 2;
	s.deployment_chooser = 0;
	if (stage === 'zone') return view;
	s.sides[0]!.zone = 'red';
	s.sides[1]!.zone = 'blue';
	if (stage === 'deploy') {
		view.nextToDeploy = 0;
		view.checks.deploy = [[null, null], ['Ana places a unit now.']];
		return view;
	}
	for (const u of s.sides.flatMap((side) => side.units)) u.deployed = true;
	s.round = 2;
	s.first_player = 1;
	view.head = 9;
	view.timeline = 9;
	view.log = 9;
	if (stage === 'command') {
		view.checks.endCommand = 'These units have no dial set yet: Kari Wraithstalker, Reanimates.';
		s.sides[0]!.units[0]!.dial = { action: 'march', initiative: 3, modifier: null };
		return view;
	}
	s.sides[0]!.units[0]!.dial = { action: 'march', initiative: 3, modifier: null };
	s.sides[0]!.units[1]!.dial = { action: 'skill', initiative: 5, modifier: null };
	s.sides[1]!.units[0]!.dial = { action: 'march', initiative: 3, modifier: 'turn' };
	if (stage === 'activation') {
		s.next_activation = [3, 1];
		view.checks.activate = [
			["Spearmen waits: Ben's unit activates first at initiative 3.", 'Kari Wraithstalker has initiative 5; units with initiative 3 activate first.'],
			[null]
		];
		view.checks.endActivation = 'These units have not activated yet: Spearmen, Kari Wraithstalker, Reanimates.';
		return view;
	}
	for (const u of s.sides.flatMap((side) => side.units)) u.activated = true;
	if (stage === 'end') {
		view.checks.endRound = null;
		return view;
	}
	// Over: Ben's Reanimates destroyed, Ana wins by elimination.
	const reanimates = s.sides[1]!.units[0]!;
	reanimates.destroyed = true;
	reanimates.trays = 0;
	reanimates.value_now = 0;
	s.ending = { kind: 'elimination', sides: [1] };
	view.scores = [view.scores[0]!, { side: 1, player: 'Ben', total: 0, parts: [] }];
	view.outcome = {
		winner: 0,
		scores: view.scores,
		decided_by: 'elimination',
		rule: 'runewars:§44.1',
		reasoning: ['Ana scores 55 points.', 'Ben scores 0 points.', 'Ben has no units left: Ana wins at once by elimination (§44.1).']
	};
	return view;
}
