/**
 * Diskwars match views for the tests, in the shape `match_open` answers (docs/app-commands.md).
 * The numbers are only for the tests: the UI shows them and never computes a rule with them.
 */
import type { DiskwarsDiscState, DiskwarsSide, DiskwarsStage, TrackerOf } from '$lib/api';

function disc(id: string, es: string, en: string, hero = false, toughness: number | null = null, vigor: number | null = null): DiskwarsDiscState {
	return {
		id,
		name: { es, en },
		regiment: 0,
		hero,
		toughness,
		vigor,
		location: 'undeployed',
		activated: false,
		damage: 0,
		empowered: false,
		wounds: 0,
		toughness_change: 0,
		pinned: false,
		engaged: false,
		embattled: false
	};
}

function dwSide(player: string, faction: string, discs: DiskwarsDiscState[], cards: DiskwarsSide['cards']): DiskwarsSide {
	return {
		player,
		faction,
		unspent: null,
		roll: null,
		initiative_total: null,
		initiative: null,
		cards,
		hand: cards.map((c) => c.id),
		discard: [],
		objective_recorded: false,
		objective: null,
		objective_vp: null,
		deployment_cards: [],
		deployment_value: 0,
		deployed: false,
		eliminated: false,
		reserve_lost: 0,
		discs
	};
}

/** Per `[side][disc]`, the same answer for every disc of the view. */
function everyDisc<T>(view: TrackerOf<'diskwars'>, value: T): T[][] {
	return view.state.sides.map((s) => s.discs.map(() => value));
}

/**
 * A Diskwars match of Ana's Karl Franz, Marienburg Swordsmen and Reikland Crossbowmen against
 * Ben's Grom the Paunch and two Orc Boyz, at `stage` (standard or introductory). The checks
 * are what Rust would answer at that moment, written by hand.
 */
export function diskwarsAt(stage: DiskwarsStage, mode: 'standard' | 'introductory' = 'standard'): TrackerOf<'diskwars'> {
	const ana = dwSide(
		'Ana',
		'order',
		[disc('karl-franz', 'Karl Franz', 'Karl Franz', true, 5, 1), disc('marienburg-swordsmen', 'Espadachines de Marienburgo', 'Marienburg Swordsmen'), disc('reikland-crossbowmen', 'Ballesteros de Reikland', 'Reikland Crossbowmen')],
		[
			{ id: 'corner', name: { es: 'Acorralar', en: 'Corner' }, strategy: 'cunning', value: 4 },
			{ id: 'elan', name: { es: 'Brío', en: 'Élan' }, strategy: null, value: null }
		]
	);
	const ben = dwSide(
		'Ben',
		'destruction',
		[disc('grom-the-paunch', 'Grom el Panzudo', 'Grom the Paunch', true), disc('orc-boyz', 'Peña de guerreroz orkoz', 'Orc Boyz', false, 4), disc('orc-boyz', 'Peña de guerreroz orkoz', 'Orc Boyz', false, 4)],
		[
			{ id: 'waaagh', name: { es: '¡Waaagh!', en: 'Waaagh!' }, strategy: null, value: null },
			{ id: 'assault', name: { es: 'Asalto', en: 'Assault' }, strategy: 'bold', value: null }
		]
	);
	const view: TrackerOf<'diskwars'> = {
		id: 12,
		game: 'diskwars',
		state: {
			mode,
			sides: [ana, ben],
			stage,
			round: 0,
			reroll: [],
			initiative_winner: null,
			initiative_order: [],
			active_scenario: null,
			heroes_lose_vigor: false,
			regiments: 2,
			next: null,
			step: null,
			pins: [],
			ending: null,
			scenario_cards: [
				{ id: 'generalicide', name: { es: 'Generalicidio', en: 'Generalicide' }, special: false, objective: { vp: 5, per: 'enemy-hero-casualty', source: 'rulebook p.12' } },
				{ id: 'conquest', name: { es: 'Conquista', en: 'Conquest' }, special: false, objective: null },
				{ id: 'strongholds', name: { es: 'Fortalezas', en: 'Strongholds' }, special: true, objective: null }
			],
			deployment_deck: [
				{ id: 'advance', name: { es: 'Avance', en: 'Advance' }, value: null },
				{ id: 'rally-point', name: { es: 'Punto de reunión', en: 'Rally Point' }, value: 1 }
			]
		},
		outcome: null,
		scores: [
			{ side: 0, player: 'Ana', total: 0, parts: [{ label: 'Secret objective not recorded yet', points: 0 }] },
			{ side: 1, player: 'Ben', total: 0, parts: [{ label: 'Secret objective not recorded yet', points: 0 }] }
		],
		head: 0,
		timeline: 0,
		log: 0,
		canUndo: false,
		canRedo: false,
		rounds: 5,
		finishedAt: null,
		resolving: null,
		deployOrder: [],
		deployCount: [0, 0],
		typeUnspent: [mode === 'standard', mode === 'standard'],
		discs: [
			[{ toughness: 5, vigor: 1 }, { toughness: null, vigor: null }, { toughness: null, vigor: null }],
			[{ toughness: null, vigor: null }, { toughness: 4, vigor: null }, { toughness: 4, vigor: null }]
		],
		events: [],
		checks: {
			activate: [],
			actions: [],
			empower: [],
			activationToken: [],
			remove: [],
			objective: ['`objective` cannot be recorded now (rolling for initiative).', '`objective` cannot be recorded now (rolling for initiative).'],
			score: ['`score` cannot be recorded now.', '`score` cannot be recorded now.'],
			resolved: '`resolved` cannot be recorded now.',
			endRound: '`end_round` cannot be recorded now.'
		}
	};
	const notNow = '`activate` cannot be recorded now.';
	view.checks.activate = everyDisc(view, notNow);
	view.checks.actions = everyDisc(view, []);
	view.checks.empower = everyDisc(view, '`token` cannot be recorded now.');
	view.checks.activationToken = everyDisc(view, '`token` cannot be recorded now.');
	view.checks.remove = everyDisc(view, '`removed` cannot be recorded now.');
	const s = view.state;
	if (stage === 'initiative') return view;
	// Ana rolled 3 + 2 unspent, Ben 4 + 0: Ana gives out the tokens and takes the large one.
	ana.unspent = 2;
	ben.unspent = 0;
	ana.roll = 3;
	ben.roll = 4;
	ana.initiative_total = 5;
	ben.initiative_total = 4;
	view.typeUnspent = [false, false];
	s.initiative_winner = 0;
	view.head = 1;
	view.events = [{ type: 'initiative', rolls: [3, 4], unspent: [2, 0] }];
	if (stage === 'assign_initiative') {
		s.next = 0;
		return view;
	}
	s.initiative_order = [0, 1];
	ana.initiative = 1;
	ben.initiative = 2;
	view.deployOrder = [1, 0];
	view.events.push({ type: 'assign_initiative', side: 0, order: [0, 1] });
	if (stage === 'scenario') {
		s.next = 1;
		view.head = 2;
		return view;
	}
	s.active_scenario = 'conquest';
	view.events.push({ type: 'scenario', side: 1, card: 'conquest' });
	view.checks.objective = [null, null];
	if (stage === 'deployment_cards') {
		s.next = 1;
		view.head = 3;
		return view;
	}
	ana.deployment_cards = [{ card: null, face: 'plain', value: 3 }];
	ben.deployment_cards = [{ card: 'rally-point', face: 'text', value: 1 }];
	ana.deployment_value = 3;
	ben.deployment_value = 1;
	view.deployCount = [3, 1];
	view.events.push({ type: 'deployment_card', side: 1, card: 'rally-point', face: 'text', value: null }, { type: 'deployment_card', side: 0, card: null, face: 'plain', value: null });
	view.head = 5;
	if (stage === 'deploy') {
		s.next = 1;
		return view;
	}
	// Everything deployed but Ben's Orc Boyz, in reserve; round 1.
	for (const d of ana.discs) d.location = 'battlefield';
	ben.discs.forEach((d, i) => (d.location = i < 2 ? 'battlefield' : 'reserve'));
	ana.deployed = true;
	ben.deployed = true;
	s.round = 1;
	view.events.push({ type: 'deploy', side: 1, discs: [0] }, { type: 'deploy', side: 0, discs: [0, 1, 2] });
	view.head = 7;
	view.canUndo = true;
	view.timeline = 7;
	view.log = 7;
	view.checks.empower = everyDisc(view, null);
	view.checks.activationToken = everyDisc(view, null);
	view.checks.remove = everyDisc(view, null);
	if (stage === 'choose') return view;
	if (stage === 'resolve') {
		s.step = { revealed: ['corner', 'waaagh'], order: [0, 1], position: 0, activations: 1 };
		ana.hand = ['elan'];
		ben.hand = ['assault'];
		ana.discs[0]!.activated = true;
		view.resolving = 0;
		view.events.push({ type: 'reveal', cards: ['corner', 'waaagh'], order: [0, 1] }, { type: 'activate', side: 0, disc: 0, action: 'move', pins: null, by_ability: false });
		view.head = 9;
		view.timeline = 9;
		view.log = 9;
		view.checks.activate = [
			['Karl Franz already carries an Activation token.', null, null],
			["Side 0's card is resolving, not side 1's.", "Side 0's card is resolving, not side 1's.", "Side 0's card is resolving, not side 1's."]
		];
		view.checks.actions = [
			[[], ['move', 'focus', 'ranged', 'pass'], ['move', 'focus', 'ranged', 'pass']],
			[[], [], []]
		];
		view.checks.resolved = 'Corner must still activate 3 discs: 2 can.';
		return view;
	}
	if (stage === 'melee') {
		for (const d of [...ana.discs, ...ben.discs.slice(0, 2)]) d.activated = true;
		view.checks.endRound = null;
		return view;
	}
	if (stage === 'scoring') {
		s.round = 5;
		ana.objective_recorded = true;
		ana.objective = 'generalicide';
		view.checks.objective = ['Ana has already recorded a secret objective.', null];
		view.checks.score = ['Generalicide is counted by Muster.', 'Ben has no secret objective recorded yet.'];
		return view;
	}
	// Over: every disc of Ben on the battlefield went to the casualty pile.
	for (const d of ben.discs.slice(0, 2)) d.location = 'casualty';
	ben.eliminated = true;
	s.ending = { kind: 'elimination', winner: 0, last_eliminated: [1] };
	view.scores = [
		{ side: 0, player: 'Ana', total: 5, parts: [{ label: 'Generalicide: Ben’s casualty pile, 1 heroes × 5', points: 5 }] },
		{ side: 1, player: 'Ben', total: 0, parts: [{ label: 'Secret objective not recorded yet', points: 0 }] }
	];
	view.outcome = {
		winner: 0,
		scores: view.scores,
		decided_by: 'elimination',
		rule: 'diskwars:§3.11',
		reasoning: ['Ben has no disc left on the battlefield and is out at once (the reserve does not count): Ana is the last player left and wins (§3.11).']
	};
	view.events.push({ type: 'removed', discs: [{ side: 1, disc: 0 }, { side: 1, disc: 1 }] });
	view.head = 8;
	view.timeline = 8;
	view.log = 8;
	return view;
}
