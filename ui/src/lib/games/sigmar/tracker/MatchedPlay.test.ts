/**
 * Age of Sigmar matched play at the table (issue 35): the battleplan and battle tactic cards
 * at set-up, command points and commands, the end of a turn's objectives and tactics, the
 * score table with its corrections and the result. Each tap must send the entry Rust expects;
 * what is shown is Rust's answer (the fake shell knows no rule: each test gives the view Rust
 * would answer, in the language asked).
 */
import type { Recorded, SigmarEvent, TrackerOf } from '$lib/api';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { tracker } from '$lib/tracker.svelte';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trackerOf } from '$lib/games';
import TrackerPage from '$lib/components/match/TrackerPage.svelte';
import { sigmarMatched, sigmarMatchedTurn, withBattleplan, withCards } from '../test-views';

let calls: Call[];

/** The shell: `match_open` answers `view`; `match_record` answers `answer(entry)` (taken, unchanged, by default). */
async function open(view: TrackerOf<'sigmar'>, answer?: (entry: SigmarEvent) => Recorded) {
	calls = mockCommands({
		match_open: () => view,
		match_record: ({ entry }) => (answer ? answer(entry as SigmarEvent) : { view, refused: null }),
		sigmar_catalog: () => ({ factions: [], seasons: [] })
	});
	render(TrackerPage, { matchId: view.id });
	await screen.findByRole('heading', { level: 1, name: i18n.lang === 'es' ? 'Ana contra Ben' : 'Ana against Ben' });
}

/** The entries the UI sent, in order. */
function entries(): unknown[] {
	return callsOf(calls, 'match_record').map((args) => args.entry);
}

/** A core command's spend as the UI sends it. */
const spend = (side: number, command: string) => ({ type: 'command', side, command, other: null, cost: null, unit: null, exception: null });

/** Round 2, Ben's hero phase: Ben is the underdog (4 + 1 + 1 = 6 CP), Ana has 4 CP and 15 VP, Ben 11. */
function round2(lang: 'en' | 'es' = 'en'): TrackerOf<'sigmar'> {
	const view = sigmarMatchedTurn('hero', lang, 2);
	const m = view.state.matched!;
	m.underdog = 1;
	m.sides[0]!.cp = 4;
	m.sides[1]!.cp = 6;
	m.sides[0]!.income = { round: 2, base: 4, underdog: 0, auxiliary: 0 };
	m.sides[1]!.income = { round: 2, base: 4, underdog: 1, auxiliary: 1 };
	view.matched!.income = lang === 'en' ? ['4', '4 + 1 underdog + 1 fewer auxiliary units'] : ['4', '4 + 1 por ir por detrás en puntos + 1 por menos unidades auxiliares'];
	view.scores[0]!.total = 15;
	view.scores[1]!.total = 11;
	return view;
}

beforeAll(async () => {
	await trackerOf('sigmar');
});

beforeEach(() => {
	i18n.lang = 'en';
	notices.clear();
	tracker.reset();
});

afterEach(() => {
	clearMocks();
});

describe('matched play’s set-up', () => {
	it('picks the season’s battleplan by name, and each player names their battle tactic cards', async () => {
		const view = sigmarMatched('general');
		view.matched!.pickBattleplan = null;
		view.matched!.tacticCards = [null, null];
		await open(view);
		expect(screen.getByRole('heading', { name: 'Matched play (General’s Handbook 2026–27): battleplan and battle tactics' })).toBeInTheDocument();
		const pick = screen.getByRole('button', { name: 'Pick' });
		expect(pick).toBeDisabled();
		await fireEvent.change(screen.getByRole('combobox', { name: 'Battleplan' }), { target: { value: '1' } });
		await fireEvent.click(pick);
		const ben = screen.getByRole('group', { name: 'Ben’s battle tactic cards' });
		const confirm = within(ben).getByRole('button', { name: 'Confirm cards' });
		expect(confirm).toBeDisabled();
		await fireEvent.click(within(ben).getByRole('button', { name: /Flanking Firestorm/ }));
		await fireEvent.click(within(ben).getByRole('button', { name: /Smokescreen/ }));
		expect(within(ben).getByRole('button', { name: /Smokescreen/ })).toHaveAttribute('aria-pressed', 'true');
		await fireEvent.click(confirm);
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'battleplan', battleplan: 'Seize the Embers', objectives: [] },
				{ type: 'tactic_cards', side: 1, cards: ['Flanking Firestorm', 'Smokescreen'] }
			])
		);
		expect(screen.getByText('5 VP per tactic: community data (no rulebook source found)')).toBeInTheDocument();
	});

	it('rolls the battleplan as the book does, and shows it with its lines once Rust has it', async () => {
		const view = sigmarMatched('deployment');
		view.state.next = 0;
		view.matched!.pickBattleplan = null;
		await open(view, () => {
			const after = withBattleplan(sigmarMatched('deployment'), 0);
			after.state.next = 0;
			withCards(after, 0, [0, 1]);
			return { view: after, refused: null };
		});
		const roll = screen.getByRole('button', { name: 'Roll' });
		await fireEvent.click(screen.getByRole('radio', { name: 'Table die: 2' }));
		expect(roll).toBeDisabled();
		await fireEvent.click(screen.getByRole('radio', { name: 'Battleplan die: 4' }));
		await fireEvent.click(roll);
		await waitFor(() => expect(entries()).toEqual([{ type: 'battleplan_roll', rolls: [2, 4], objectives: [] }]));
		expect(await screen.findByRole('heading', { name: 'Battleplan: Caverns of Slaughter (table 1, 4)' })).toBeInTheDocument();
		expect(screen.getByText('4 VP: you control both objectives of a pair')).toBeInTheDocument();
		expect(screen.getByText(/Objectives on the map: Sun Seekers, Sun Seekers, Golden Lions/)).toBeInTheDocument();
		expect(screen.getByText('Ana’s battle tactic cards: Smokescreen, Siege of Ashes')).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'Roll' })).toBeNull();
	});

	it('a choice Rust would refuse is off with its reason', async () => {
		const view = sigmarMatched('general');
		view.matched!.tacticCards = [null, 'Ben’s battle tactic cards are already named.'];
		await open(view);
		expect(screen.getByText('Not now.')).toBeInTheDocument();
		const ben = screen.getByRole('group', { name: 'Ben’s battle tactic cards' });
		expect(within(ben).getByRole('button', { name: /Smokescreen/ })).toBeDisabled();
		expect(within(ben).getByText('Ben’s battle tactic cards are already named.')).toBeInTheDocument();
	});
});

describe('command points', () => {
	it('shows each player’s points large, the underdog, and why the round gave them', async () => {
		await open(round2());
		expect(screen.getByLabelText('Ben: 6 command points')).toHaveTextContent('6 CP');
		expect(screen.getByLabelText('Ana: 4 command points')).toHaveTextContent('4 CP');
		expect(screen.getByLabelText('Ana: 15 victory points')).toHaveTextContent('15 VP');
		expect(screen.getByText('Round 2: 4 + 1 underdog + 1 fewer auxiliary units')).toBeInTheDocument();
		const ben = document.querySelector<HTMLElement>('.counts [data-side="1"]')!;
		expect(within(ben).getByText('Underdog')).toBeInTheDocument();
		const ana = document.querySelector<HTMLElement>('.counts [data-side="0"]')!;
		expect(within(ana).queryByText('Underdog')).toBeNull();
	});

	it('one tap spends a point on a core command; one Rust would refuse is greyed with its reason', async () => {
		const view = round2();
		const rally = view.matched!.commands.find((c) => c.command === 'rally')!;
		rally.checks = ['Rally was already used by this army in this hero phase.', null];
		const intervention = view.matched!.commands.find((c) => c.command === 'magical_intervention')!;
		intervention.checks = [null, 'Magical Intervention is used in the enemy hero phase only.'];
		await open(view);
		// Ben, the active player, spends by default.
		expect(screen.getByRole('button', { name: 'Ben spends' })).toHaveAttribute('aria-pressed', 'true');
		expect(screen.getByRole('button', { name: 'Magical Intervention, 1 CP' })).toBeDisabled();
		expect(screen.getByText('Magical Intervention is used in the enemy hero phase only.')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Rally, 1 CP' }));
		// Ana reacts: her Rally is greyed (used this phase), her Magical Intervention open.
		await fireEvent.click(screen.getByRole('button', { name: 'Ana spends' }));
		expect(screen.getByRole('button', { name: 'Rally, 1 CP' })).toBeDisabled();
		expect(screen.getByText('Rally was already used by this army in this hero phase.')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Magical Intervention, 1 CP' }));
		expect(screen.getByRole('button', { name: 'Counter-charge, 2 CP' })).toBeDisabled();
		await waitFor(() => expect(entries()).toEqual([spend(1, 'rally'), spend(0, 'magical_intervention')]));
	});

	it('a new turn starts with its active player spending', async () => {
		const view = round2();
		view.matched!.commands.find((c) => c.command === 'all_out_defence')!.checks = [null, null];
		const next = round2();
		next.state.round = 3;
		await open(view, () => ({ view: next, refused: null }));
		await fireEvent.click(screen.getByRole('button', { name: 'Ana spends' }));
		await fireEvent.click(screen.getByRole('button', { name: 'All-out Defence, 1 CP' }));
		await waitFor(() => expect(entries()).toEqual([spend(0, 'all_out_defence')]));
		// Rust's answer is Ben's next turn (round 3): Ben spends again, not Ana who spent last.
		await waitFor(() => expect(screen.getByRole('button', { name: 'Ben spends' })).toHaveAttribute('aria-pressed', 'true'));
		expect(screen.getByRole('button', { name: 'Ana spends' })).toHaveAttribute('aria-pressed', 'false');
	});

	it('another command goes by its name and cost', async () => {
		const view = round2();
		view.matched!.otherCommand = [null, null];
		await open(view);
		const spendIt = screen.getByRole('button', { name: 'Spend' });
		expect(spendIt).toBeDisabled();
		await fireEvent.input(screen.getByRole('textbox', { name: 'Another command, by name' }), { target: { value: ' Bloodthirsty Charge ' } });
		await fireEvent.input(screen.getByRole('spinbutton', { name: 'Cost' }), { target: { value: '2' } });
		await fireEvent.click(spendIt);
		await waitFor(() => expect(entries()).toEqual([{ type: 'command', side: 1, command: null, other: 'Bloodthirsty Charge', cost: 2, unit: null, exception: null }]));
	});

	it('a spend Rust refuses shows its sentence, the code only under Details', async () => {
		const view = round2();
		view.matched!.commands.find((c) => c.command === 'counter_charge')!.checks = [null, null];
		await open(view, () => ({
			view,
			refused: {
				code: 'sigmar.command.not_enough',
				severity: 'error',
				rule: 'sigmar:MP-CMD-1',
				path: '/side',
				message: 'Counter-charge costs 2 command point(s); only 1 left this round.',
				help: 'Command points come at the start of each battle round; unspent ones are lost at its end.',
				waits_for: []
			}
		}));
		await fireEvent.click(screen.getByRole('button', { name: 'Counter-charge, 2 CP' }));
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('Not recorded: Counter-charge costs 2 command point(s); only 1 left this round.');
		const details = within(alert).getByText('Details').closest('details');
		expect(details).not.toHaveAttribute('open');
		expect(details).toHaveTextContent('sigmar.command.not_enough');
		// Nothing changed: Ben still has 6.
		expect(screen.getByLabelText('Ben: 6 command points')).toBeInTheDocument();
	});
});

describe('the end of a turn', () => {
	it('asks who controls each objective with a big button each, then sends them with the battleplan’s answers', async () => {
		const view = withBattleplan(sigmarMatchedTurn('end_of_turn'), 1);
		view.state.matched!.objectives[2]!.held = 0;
		view.matched!.control = null;
		view.checks.endTurn = 'Say who controls each objective first.';
		await open(view);
		expect(screen.getByRole('heading', { name: 'End of Ben’s turn: who controls each objective? (Seize the Embers)' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'End Ben’s turn' })).toBeDisabled();
		const first = screen.getByRole('group', { name: 'Sun Seekers 1' });
		expect(within(first).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ana', 'Ben', 'Nobody']);
		expect(within(first).getByRole('button', { name: 'Nobody' })).toHaveAttribute('aria-pressed', 'true');
		// Golden Lions 1 stays Ana's unless the players say otherwise.
		expect(within(screen.getByRole('group', { name: 'Golden Lions 1' })).getByRole('button', { name: 'Ana' })).toHaveAttribute('aria-pressed', 'true');
		await fireEvent.click(within(first).getByRole('button', { name: 'Ben' }));
		await fireEvent.click(within(screen.getByRole('group', { name: 'Sun Seekers 2' })).getByRole('button', { name: 'Ben' }));
		await fireEvent.click(within(screen.getByRole('group', { name: 'Heidenhain' })).getByRole('button', { name: 'Ben' }));
		const camp = screen.getByRole('group', { name: 'Did you use Back to Base Camp this turn?' });
		await fireEvent.click(within(camp).getByRole('button', { name: 'Yes' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Score the turn' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'control', held: [1, 1, 0, null, 1, null], answers: [{ question: 'back_to_base_camp', value: 1 }] }
			])
		);
	});

	it('a question that counts takes a number (2025-26 Lifecycle: 1 VP per secondary objective)', async () => {
		const view = withBattleplan(sigmarMatchedTurn('end_of_turn'), 0);
		view.matched!.battleplan = {
			name: 'Lifecycle',
			table: 2,
			roll: 4,
			objectives: 4,
			lines: ['2 VP: Do you control the primary objective?', '1 VP: How many secondary objectives do you control?'],
			questions: [
				{ question: 'primary', words: 'Do you control the primary objective?', counts: false },
				{ question: 'secondaries', words: 'How many secondary objectives do you control?', counts: true }
			]
		};
		view.matched!.control = null;
		await open(view);
		await fireEvent.click(within(screen.getByRole('group', { name: 'Do you control the primary objective?' })).getByRole('button', { name: 'Yes' }));
		await fireEvent.input(screen.getByRole('spinbutton', { name: 'How many secondary objectives do you control?' }), { target: { value: '2' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Score the turn' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{
					type: 'control',
					held: [null, null, null, null, null, null],
					answers: [
						{ question: 'primary', value: 1 },
						{ question: 'secondaries', value: 2 }
					]
				}
			])
		);
	});

	it('shows the points Rust gave the turn, and asks each card’s next tactic “completed?”', async () => {
		const view = sigmarMatchedTurn('end_of_turn', 'en', 2);
		const m = view.state.matched!;
		m.controlled = true;
		withCards(view, 1, [2, 0]);
		m.sides[1]!.cards[0]!.done = [{ round: 1, turn: 2 }, null, null];
		view.matched!.tactics[1] = [
			['Ambuscade is already completed: a tactic scores once per battle.', null, 'Claim What’s Yours comes after Surround the Enemy, which is not completed.'],
			[null, 'Feign Weakness comes after Keep the Enemy Close, which is not completed.', 'Execute the Plan comes after Feign Weakness, which is not completed.']
		];
		view.matched!.scored[1] = [
			{ round: 1, turn: 2, points: 3, words: '3 VP: you control at least 1 objective(s)' },
			{ round: 2, turn: 1, points: 3, words: '3 VP: you control at least 1 objective(s)' },
			{ round: 2, turn: 1, points: 3, words: '3 VP: you control at least 2 objective(s)' },
			{ round: 2, turn: 1, points: 4, words: '4 VP: you control both objectives of a pair' }
		];
		await open(view);
		expect(screen.getByText('Ben scored 10 VP this turn')).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'Score the turn' })).toBeNull();
		const scored = screen.getByRole('list', { name: 'What Ben scored this turn' });
		expect(within(scored).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
			'+3 3 VP: you control at least 1 objective(s)',
			'+3 3 VP: you control at least 2 objective(s)',
			'+4 4 VP: you control both objectives of a pair'
		]);
		const firestorm = screen.getByRole('group', { name: 'Flanking Firestorm' });
		const ambuscade = within(firestorm).getByRole('button', { name: 'Affray: Ambuscade' });
		expect(ambuscade).toBeDisabled();
		expect(ambuscade).toHaveTextContent('completed in round 1');
		expect(within(firestorm).getByRole('button', { name: 'Domination: Claim What’s Yours' })).toBeDisabled();
		expect(within(firestorm).getByText('Claim What’s Yours comes after Surround the Enemy, which is not completed.')).toBeInTheDocument();
		await fireEvent.click(within(firestorm).getByRole('button', { name: 'Strike: Surround the Enemy' }));
		await fireEvent.click(within(screen.getByRole('group', { name: 'Smokescreen' })).getByRole('button', { name: 'Affray: Keep the Enemy Close' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'tactic', side: 1, card: 0, tier: 1 },
				{ type: 'tactic', side: 1, card: 1, tier: 0 }
			])
		);
	});
});

describe('the score table', () => {
	it('shows each turn’s points with where they came from, and keeps a correction with its reason', async () => {
		const view = round2();
		view.matched!.scored = [
			[
				{ round: 1, turn: 1, points: 10, words: '3 VP: you control at least 1 objective(s)' },
				{ round: 1, turn: 1, points: 5, words: 'Smokescreen: Keep the Enemy Close (Affray)' }
			],
			[{ round: 1, turn: 2, points: 11, words: 'Adjusted: a unit we forgot on the objective' }]
		];
		view.matched!.adjustVp = [null, null];
		await open(view);
		const ana = screen.getByRole('table', { name: 'Ana' });
		const rows = within(ana).getAllByRole('row').map((r) => r.textContent);
		expect(rows).toEqual(['WhenVPWhere they came from', 'Round 1, turn 110' + '3 VP: you control at least 1 objective(s)', 'Round 1, turn 15Smokescreen: Keep the Enemy Close (Affray)', 'Total15']);
		expect(within(screen.getByRole('table', { name: 'Ben' })).getByText('Adjusted: a unit we forgot on the objective')).toBeInTheDocument();
		// No typed round-by-round table beside a battleplan's.
		expect(screen.queryByRole('spinbutton', { name: /Victory points of/ })).toBeNull();
		const fix = screen.getByRole('button', { name: 'Correct' });
		await fireEvent.click(within(screen.getByRole('group', { name: 'Whose points' })).getByRole('button', { name: 'Ben' }));
		await fireEvent.input(screen.getByRole('spinbutton', { name: 'Points (− to take away)' }), { target: { value: '-2' } });
		expect(fix).toBeDisabled();
		await fireEvent.input(screen.getByRole('textbox', { name: 'Why' }), { target: { value: ' counted a pair twice ' } });
		await fireEvent.click(fix);
		await waitFor(() => expect(entries()).toEqual([{ type: 'adjust_vp', side: 1, points: -2, reason: 'counted a pair twice' }]));
	});

	it('after round 5: the result, its “Why”, and every turn’s points', async () => {
		const view = sigmarMatchedTurn('end_of_turn', 'en', 5);
		view.state.stage = 'over';
		view.state.turn = null;
		view.checks.endGame = 'The game is over.';
		view.matched!.scored = [[{ round: 5, turn: 2, points: 10, words: '3 VP: you control at least 1 objective(s)' }], [{ round: 5, turn: 1, points: 6, words: '3 VP: you control at least 2 objective(s)' }]];
		view.scores[0]!.total = 66;
		view.scores[1]!.total = 57;
		view.outcome = {
			winner: 0,
			scores: view.scores,
			decided_by: 'victory_points',
			rule: 'sigmar:MP-END-2',
			reasoning: ['The battle ended after battle round 5 (MP-END-1).', 'Ana scored 66 victory points.', 'Ben scored 57 victory points.', 'Ana has more victory points and wins.']
		};
		await open(view);
		expect(screen.getByRole('heading', { level: 2, name: 'Ana wins' })).toBeInTheDocument();
		expect(screen.getByRole('heading', { name: 'Why' })).toBeInTheDocument();
		expect(screen.getByText('Ana has more victory points and wins.')).toBeInTheDocument();
		expect(within(screen.getByRole('table', { name: 'Ana' })).getByText('Round 5, turn 2')).toBeInTheDocument();
		expect(within(screen.getByRole('table', { name: 'Ben' })).getByText('57')).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'Correct' })).toBeNull();
	});
});

describe('en español', () => {
	it('the set-up asks for the battleplan and the cards in Spanish', async () => {
		i18n.lang = 'es';
		const view = sigmarMatched('general', 'es');
		view.matched!.pickBattleplan = null;
		view.matched!.tacticCards = [null, null];
		await open(view);
		expect(screen.getByRole('heading', { name: 'Juego equilibrado (General’s Handbook 2026–27): plan de batalla y tácticas' })).toBeInTheDocument();
		await fireEvent.change(screen.getByRole('combobox', { name: 'Plan de batalla' }), { target: { value: '0' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Elegir' }));
		const ana = screen.getByRole('group', { name: 'Cartas de táctica de Ana' });
		await fireEvent.click(within(ana).getByRole('button', { name: /Siege of Ashes/ }));
		await fireEvent.click(within(ana).getByRole('button', { name: 'Confirmar cartas' }));
		expect(screen.getByRole('radiogroup', { name: 'D6 para la tabla' })).toBeInTheDocument();
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'battleplan', battleplan: 'Caverns of Slaughter', objectives: [] },
				{ type: 'tactic_cards', side: 0, cards: ['Siege of Ashes'] }
			])
		);
	});

	it('command points, commands, objectives, tactics and the table speak Spanish', async () => {
		i18n.lang = 'es';
		const view = round2('es');
		view.state.turn!.phase = 'end_of_turn';
		view.nextPhase = null;
		view.matched!.control = null;
		view.matched!.commands.find((c) => c.command === 'power_through')!.checks = [null, null];
		withCards(view, 1, [0]);
		view.matched!.tactics[1] = [[null, 'Feign Weakness va después de Keep the Enemy Close, que no está cumplida.', 'Execute the Plan va después de Feign Weakness, que no está cumplida.']];
		view.matched!.scored[0] = [{ round: 1, turn: 1, points: 15, words: 'Corregido: la carta de la ronda 1' }];
		await open(view);
		expect(screen.getByLabelText('Ben: 6 puntos de mando')).toHaveTextContent('6 PM');
		expect(screen.getByLabelText('Ana: 15 puntos de victoria')).toHaveTextContent('15 PV');
		expect(screen.getByText('Ronda 2: 4 + 1 por ir por detrás en puntos + 1 por menos unidades auxiliares')).toBeInTheDocument();
		expect(screen.getByText('Va por detrás')).toBeInTheDocument();
		expect(screen.getByRole('heading', { name: 'Fin del turno de Ben: ¿quién controla cada objetivo? (Caverns of Slaughter)' })).toBeInTheDocument();
		await fireEvent.click(within(screen.getByRole('group', { name: 'Heidenhain' })).getByRole('button', { name: 'Ben' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Puntuar el turno' }));
		expect(screen.getByRole('heading', { name: 'Tácticas de batalla de Ben: ¿cumplidas este turno?' })).toBeInTheDocument();
		const strike = screen.getByRole('button', { name: 'Golpe: Feign Weakness' });
		expect(strike).toBeDisabled();
		await fireEvent.click(screen.getByRole('button', { name: 'Refriega: Keep the Enemy Close' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Gasta Ben' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Power Through, 1 PM' }));
		expect(within(screen.getByRole('table', { name: 'Ana' })).getByText('Ronda 1, turno 1')).toBeInTheDocument();
		expect(screen.getByRole('heading', { name: 'Puntos de cada turno' })).toBeInTheDocument();
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'control', held: [null, null, null, null, 1, null], answers: [] },
				{ type: 'tactic', side: 1, card: 0, tier: 0 },
				spend(1, 'power_through')
			])
		);
	});
});
