/**
 * The Underworlds tracker's wiring: each tap sends the entry Rust expects, what is shown is
 * Rust's answer (glory, capacity, turns, slain fighters, the result), a refusal shows its
 * message and changes nothing, controls the rules would refuse are off with Rust's reason.
 * The fake shell knows no rule: each test gives the view Rust would answer (fixture, not real
 * data).
 */
import type { Recorded, TrackerOf, UnderworldsEvent } from '$lib/api';
import { uwCatalog } from '$lib/games/underworlds/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { tracker } from '$lib/tracker.svelte';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trackerOf } from '$lib/games';
import TrackerPage from '$lib/components/match/TrackerPage.svelte';
import { NOT_NOW, trackerCatalog, uwAt, uwPower, uwTurn } from '../test-views';

let calls: Call[];

/** The shell: `match_open` answers `view`; `match_record` answers `answer(entry)` (taken, unchanged, by default). */
async function open(view: TrackerOf<'underworlds'>, answer?: (entry: UnderworldsEvent) => Recorded, heading = 'Ana against Ben', catalog = trackerCatalog) {
	calls = mockCommands({
		match_open: () => view,
		match_record: ({ entry }) => (answer ? answer(entry as UnderworldsEvent) : { view, refused: null }),
		match_finish: () => ({ ...view, finishedAt: Date.UTC(2025, 4, 17, 18, 30) }),
		underworlds_catalog: catalog
	});
	render(TrackerPage, { matchId: view.id });
	await screen.findByRole('heading', { level: 1, name: heading });
}

/** The entries the UI sent, in order. */
function entries(): unknown[] {
	return callsOf(calls, 'match_record').map((args) => args.entry);
}

/** The element with `data-testid` `id`. */
function testid(id: string): HTMLElement {
	const found = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
	if (!found) throw new Error(`no ${id}`);
	return found;
}

// The page loads the game's screen when it first shows a match: loaded once here, not in a test's time.
beforeAll(async () => {
	await trackerOf('underworlds');
});

beforeEach(() => {
	i18n.lang = 'en';
	notices.clear();
	tracker.reset();
	uwCatalog.reset();
});

afterEach(() => {
	clearMocks();
});

describe('the set-up', () => {
	it('says beside a warband whose fighter cards are the community’s which data and its date, in words', async () => {
		// Fixture words, not real data: Rust writes them from the pack's reference.
		const catalog = () => {
			const c = trackerCatalog();
			c.warbands[0] = { ...c.warbands[0]!, community_cards: true, user: false };
			return { ...c, community: { en: 'a fixture card list, 2099-01-01', es: 'una lista de prueba, 2099-01-01' }, community_details: 'fixture/cards, commit 0000000' };
		};
		await open(uwTurn(1), undefined, 'Ana against Ben', catalog);
		const said = await screen.findByTestId('uwm-community-0');
		expect(said).toHaveTextContent('Fighter cards from community data (a fixture card list, 2099-01-01), not checked against the cards.');
		expect(said.textContent).not.toMatch(/commit|0000000/);
		// The other warband is the player's own: nothing said.
		expect(screen.queryByTestId('uwm-community-1')).toBeNull();
	});

	it('records the territory roll-off’s winner where Rust allows it', async () => {
		const view = uwAt('territories');
		view.checks.territoryRollOff = [null, 'Not this one.'];
		await open(view);
		expect(screen.getByText('Set-up')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Ben won the roll-off' })).toBeDisabled();
		await fireEvent.click(screen.getByRole('button', { name: 'Ana won the roll-off' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'territory_roll_off', winner: 0 }]));
	});

	it('places feature tokens in order, who places next said, a territory Rust refuses off with its reason', async () => {
		const view = uwAt('features');
		view.state.features = [{ placed_by: 1, territory: 0, number: 2, face: 'treasure' }];
		view.state.next = 0;
		view.checks.placeFeature = [null, null, 'Ben’s territory would be left without a feature token.'];
		await open(view);
		expect(screen.getByRole('heading', { name: 'Feature token 2 of 5' })).toBeInTheDocument();
		expect(testid('uwm-feature-next')).toHaveTextContent('Ana places the next feature token');
		expect(testid('uwm-features')).toHaveTextContent('Ben: Ana’s territory, number 2');
		expect(screen.getByRole('radio', { name: /Neutral territory/ })).toBeDisabled();
		expect(screen.getByText('Ben’s territory would be left without a feature token.')).toBeInTheDocument();
		const place = screen.getByRole('button', { name: 'Record Ana’s token' });
		expect(place).toBeDisabled();
		await fireEvent.click(screen.getByRole('radio', { name: 'Ben’s territory' }));
		await fireEvent.input(screen.getByRole('spinbutton', { name: 'Number on its treasure side' }), { target: { value: '4' } });
		await fireEvent.click(place);
		await waitFor(() => expect(entries()).toEqual([{ type: 'place_feature', side: 0, territory: 1, number: 4 }]));
	});

	it('deploys a fighter at a time, who deploys next said; a redraw is told once', async () => {
		const view = uwAt('deployment');
		view.state.next = 1;
		view.state.sides[1]!.fighters[0]!.deployed = true;
		view.state.sides[0]!.redraw = { objectives: true, power: false };
		view.checks.deploy[1] = [NOT_NOW, null];
		view.checks.redraw = [NOT_NOW, null];
		await open(view);
		expect(testid('uwm-deploy-next')).toHaveTextContent('Ben deploys the next fighter');
		expect(screen.queryByRole('button', { name: 'Deploy Fixture Chief' })).toBeNull();
		expect(within(testid('uwm-redraw-0')).getByText('redrew the objective cards')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Deploy Fixture Runt' }));
		const ben = within(testid('uwm-redraw-1'));
		const record = ben.getByRole('button', { name: 'Record Ben’s redraw' });
		expect(record).toBeDisabled();
		await fireEvent.click(ben.getByRole('checkbox', { name: 'Power cards' }));
		await fireEvent.click(record);
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'deploy', side: 1, fighter: 'runt' },
				{ type: 'redraw', side: 1, objectives: false, power: true }
			])
		);
	});
});

describe('the battle round', () => {
	it('the roll-off: a tie Rust refuses in round 1 says why; the winner chooses who goes first', async () => {
		const view = uwAt('roll_off');
		view.checks.roundRollOff = [null, null, 'A tie in battle round 1 is rolled again.'];
		await open(view);
		expect(screen.getByText('Battle round 1 of 3')).toBeInTheDocument();
		expect(screen.getByRole('radio', { name: /A tie/ })).toBeDisabled();
		expect(screen.getByText('A tie in battle round 1 is rolled again.')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('radio', { name: 'Ben won the roll-off' }));
		expect(screen.getByText('Ben chooses who takes the first turn.')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Ana goes first' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'round_roll_off', winner: 1, first: 0 }]));
	});

	it('the round bar: the step under way, whose turn, the turns left and the underdog', async () => {
		const view = uwTurn(2);
		view.state.sides[1]!.turns = 2;
		view.state.underdog = 1;
		await open(view);
		expect(testid('uwm-round')).toHaveTextContent('Battle round 1 of 3');
		expect(screen.getByLabelText('Steps of the round')).toHaveTextContent('Action stepPower stepEnd phase');
		expect(screen.getByText('Action step', { selector: '[aria-current="step"]' })).toBeInTheDocument();
		expect(testid('uwm-whose')).toHaveTextContent('Ana’s turn (2 of 4)');
		// Ana has begun her second turn; Ben has taken two.
		expect(testid('uwm-turns-left-0')).toHaveTextContent('2 turns left');
		expect(testid('uwm-turns-left-1')).toHaveTextContent('2 turns left');
		expect(testid('uwm-underdog')).toHaveTextContent('Underdog: Ben');
	});

	it('the action step’s buttons reflect Rust’s refusals for the fighter chosen, with the reasons', async () => {
		const view = uwTurn(1);
		view.state.sides[0]!.fighters[0]!.tokens.move = true;
		view.checks.move[0] = [null, null];
		view.checks.attack[0] = [null, null];
		view.checks.charge[0] = ['Fixture Captain has a Move token: it cannot Charge.', null];
		view.checks.guard[0] = [null, null];
		view.checks.focus[0] = null;
		await open(view);
		const step = within(testid('uwm-action-step'));
		expect(step.getByRole('heading', { name: 'Ana’s turn 1 of 4: action step' })).toBeInTheDocument();
		// No fighter chosen yet: only Focus.
		expect(step.getByRole('button', { name: 'Move' })).toBeDisabled();
		expect(step.getByRole('button', { name: 'Focus' })).toBeEnabled();
		await fireEvent.click(step.getByRole('radio', { name: 'Fixture Captain' }));
		expect(step.getByRole('button', { name: 'Charge' })).toBeDisabled();
		expect(testid('uwm-action-charge-why')).toHaveTextContent('Charge: Fixture Captain has a Move token: it cannot Charge.');
		expect(step.getByRole('button', { name: 'Move' })).toBeEnabled();
		await fireEvent.click(step.getByRole('button', { name: 'Attack' }));
		await fireEvent.click(step.getByRole('button', { name: 'Focus' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'action', side: 0, ability: 'attack', fighter: 'captain' },
				{ type: 'action', side: 0, ability: 'focus', fighter: null }
			])
		);
	});

	it('the power step: pass, a ploy, Delve, a warscroll ability, as Rust allows', async () => {
		const view = uwPower(1);
		view.state.sides[1]!.fighters[1]!.feature = 2;
		view.checks.pass[1] = null;
		view.checks.playPloy[1] = [NOT_NOW, NOT_NOW, null, null, NOT_NOW, NOT_NOW];
		view.checks.delve[1] = ['Fixture Chief stands on no feature token.', null];
		view.checks.useAbility[1] = [null];
		await open(view);
		const step = within(testid('uwm-power-step'));
		expect(step.getByRole('heading', { name: 'Power step of Ana’s turn: Ben to act' })).toBeInTheDocument();
		// Only the warband whose opportunity it is stands out, not the one whose turn it is.
		expect(testid('uwm-side-1')).toHaveClass('acting');
		expect(testid('uwm-side-0')).not.toHaveClass('acting');
		expect(testid('uwm-passes')).toHaveTextContent('1 pass in a row so far.');
		await fireEvent.change(step.getByRole('combobox', { name: 'Ploy' }), { target: { value: 'fixture-trick' } });
		await fireEvent.click(testid('uwm-ploy-1-go'));
		await fireEvent.change(step.getByRole('combobox', { name: 'Fighter on a feature token' }), { target: { value: 'chief' } });
		expect(testid('uwm-delve-why-1')).toHaveTextContent('Fixture Chief stands on no feature token.');
		expect(testid('uwm-delve-go-1')).toBeDisabled();
		await fireEvent.change(step.getByRole('combobox', { name: 'Fighter on a feature token' }), { target: { value: 'runt' } });
		await fireEvent.click(testid('uwm-delve-go-1'));
		await waitFor(() => expect(step.getByRole('option', { name: 'Fixture Rally' })).toBeInTheDocument());
		await fireEvent.change(step.getByRole('combobox', { name: 'Ability' }), { target: { value: 'fixture-rally' } });
		await fireEvent.click(step.getByRole('button', { name: 'Use' }));
		await fireEvent.click(step.getByRole('button', { name: 'Ben passes' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'play_ploy', side: 1, card: 'fixture-trick' },
				{ type: 'delve', side: 1, fighter: 'runt' },
				{ type: 'use_ability', side: 1, ability: 'fixture-rally' },
				{ type: 'pass', side: 1 }
			])
		);
	});

	it('an upgrade over the glory cap is off with the rules’ reason; one within it is equipped', async () => {
		const view = uwPower(0);
		const ana = view.state.sides[0]!;
		ana.glory = { total: 2, objectives: 1, bounty: 1 };
		ana.capacity = { used: 0, total: 2 };
		const cap = 'Fixture Heavy Plate’s glory value 3 with 0 equipped is more than Ana’s 2 glory.';
		view.checks.equip[0]![5] = [cap, cap];
		view.checks.equip[0]![4] = [null, null];
		await open(view);
		expect(testid('uwm-equip-capacity-0')).toHaveTextContent('Upgrade capacity: 0 of 2 glory used');
		expect(testid('uwm-capacity-0')).toHaveTextContent('0 / 2');
		const card = screen.getByTestId('uwm-equip-card-0');
		await fireEvent.change(card, { target: { value: 'fixture-plate' } });
		expect(testid('uwm-equip-why-0')).toHaveTextContent(cap);
		expect(testid('uwm-equip-go-0')).toBeDisabled();
		await fireEvent.change(card, { target: { value: 'fixture-oil' } });
		await fireEvent.change(screen.getByTestId('uwm-equip-fighter-0'), { target: { value: 'blade' } });
		expect(document.querySelector('[data-testid="uwm-equip-why-0"]')).toBeNull();
		await fireEvent.click(testid('uwm-equip-go-0'));
		await waitFor(() => expect(entries()).toEqual([{ type: 'equip', side: 0, fighter: 'blade', card: 'fixture-oil' }]));
	});

	it('damage that slays: the card greyed with the Bounty given, the glory with its parts', async () => {
		const view = uwTurn(3);
		const runt = view.state.sides[1]!.fighters[1]!;
		view.checks.damage = [
			[null, null],
			[null, null]
		];
		await open(view, () => {
			// Rust's answer: the Runt (Health 2) slain, its Bounty 1 to Ana.
			runt.damage = 0;
			runt.slain = true;
			view.state.sides[0]!.glory = { total: 1, objectives: 0, bounty: 1 };
			view.state.sides[0]!.capacity = { used: 0, total: 1 };
			view.state.notes.push({ kind: 'slain', side: 1, fighter: 'runt', bounty: 1, upgrades: [] });
			view.scores[0] = { side: 0, player: 'Ana', total: 1, parts: [{ label: 'Bounty of enemy fighters slain', points: 1 }] };
			return { view: structuredClone(view), refused: null };
		});
		const card = within(testid('uwm-fighter-1-runt'));
		expect(card.getByTestId('uwm-health')).toHaveTextContent('0/2 damage');
		await fireEvent.click(card.getByRole('button', { name: 'Damage Fixture Runt' }));
		await fireEvent.input(card.getByRole('spinbutton', { name: 'Damage' }), { target: { value: '2' } });
		await fireEvent.click(card.getByRole('button', { name: 'Inflict' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'damage', side: 1, fighter: 'runt', amount: 2 }]));
		const slain = within(testid('uwm-fighter-1-runt'));
		expect(slain.getByTestId('uwm-slain')).toHaveTextContent('Out of action');
		// Its damage tokens went with it: no "0/2 damage" on a slain fighter.
		expect(slain.queryByTestId('uwm-health')).toBeNull();
		expect(slain.getByTestId('uwm-bounty-given')).toHaveTextContent('Slain: Ana gained 1 glory (Bounty)');
		expect(slain.queryByRole('button', { name: 'Damage Fixture Runt' })).toBeNull();
		expect(testid('uwm-glory-0')).toHaveTextContent('1 glory');
		expect(testid('uwm-glory-bounty-0')).toHaveTextContent('1');
		expect(testid('uwm-glory-objectives-0')).toHaveTextContent('0');
		expect(within(testid('uwm-side-1')).getByText('1 of 2')).toBeInTheDocument();
	});

	it('a fighter’s tokens, inspired face, upgrades and feature token show; inspire and tokens are recorded', async () => {
		const view = uwTurn(1);
		const captain = view.state.sides[0]!.fighters[0]!;
		captain.tokens.charge = true;
		captain.tokens.guard = true;
		captain.upgrades = ['fixture-oil'];
		view.state.sides[0]!.cards[4]!.state = { kind: 'equipped', fighter: 'captain' };
		captain.feature = 0;
		view.checks.inspire[0] = [null, null];
		view.checks.damage[0] = [null, null];
		await open(view);
		const card = within(testid('uwm-fighter-0-captain'));
		expect(card.getByTestId('uwm-face')).toHaveTextContent('Uninspired');
		expect(card.getByTestId('uwm-token-charge')).toHaveTextContent('Charge token');
		expect(card.getByTestId('uwm-token-guard')).toHaveTextContent('Guard token');
		expect(card.getByTestId('uwm-upgrades')).toHaveTextContent('Fixture Blade Oil (1)');
		expect(card.getByTestId('uwm-on-feature')).toHaveTextContent('On Token 1: treasure 1');
		expect(testid('uwm-feature-token-0')).toHaveTextContent('Fixture Captain (Ana)');
		await fireEvent.click(card.getByRole('button', { name: 'Inspire Fixture Captain' }));
		await fireEvent.click(card.getByRole('button', { name: 'Tokens and feature token of Fixture Captain' }));
		await fireEvent.click(card.getByRole('checkbox', { name: 'Stagger token' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'inspire', side: 0, fighter: 'captain' },
				{ type: 'token', side: 0, fighter: 'captain', token: 'stagger', present: true }
			])
		);
	});

	it('surges: a surge objective scored in the action phase', async () => {
		const view = uwTurn(1);
		view.checks.scoreObjective[1] = [NOT_NOW, null, NOT_NOW, NOT_NOW, NOT_NOW, NOT_NOW];
		await open(view);
		const surges = within(testid('uwm-surges'));
		const choice = surges.getByTestId('uwm-surge-objective-1');
		expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a card', 'Fixture Surge Goal (2) · surge']);
		await fireEvent.change(choice, { target: { value: 'fixture-surge-goal' } });
		await fireEvent.click(surges.getByTestId('uwm-surge-objective-1-go'));
		await waitFor(() => expect(entries()).toEqual([{ type: 'score_objective', side: 1, card: 'fixture-surge-goal' }]));
	});

	it('the end phase: objectives scored, then the player’s end phase done', async () => {
		const view = uwAt('end_phase');
		view.state.first = 1;
		view.state.next = 1;
		view.state.sides[0]!.turns = 4;
		view.state.sides[1]!.turns = 4;
		view.checks.scoreObjective[1] = [null, null, NOT_NOW, NOT_NOW, NOT_NOW, NOT_NOW];
		view.checks.endPhaseDone[1] = null;
		await open(view);
		const phase = within(testid('uwm-end-phase'));
		expect(phase.getByRole('heading', { name: 'End phase: Ben' })).toBeInTheDocument();
		expect(screen.getByText('End phase', { selector: '[aria-current="step"]' })).toBeInTheDocument();
		await fireEvent.change(phase.getByRole('combobox', { name: 'Objective' }), { target: { value: 'fixture-goal' } });
		await fireEvent.click(phase.getByRole('button', { name: 'Score' }));
		await fireEvent.click(phase.getByRole('button', { name: 'Ben’s end phase is done' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'score_objective', side: 1, card: 'fixture-goal' },
				{ type: 'end_phase_done', side: 1 }
			])
		);
	});

	it('the final end phase says so', async () => {
		const view = uwAt('end_phase');
		view.state.round = 3;
		view.state.next = 0;
		await open(view);
		expect(screen.getByRole('heading', { name: 'Final end phase: Ana' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Ana’s end phase is done' })).toBeDisabled();
	});

	it('a refusal shows Rust’s words and changes nothing', async () => {
		const view = uwTurn(1);
		view.checks.guard[0] = [null, null];
		await open(view, () => ({
			view,
			refused: {
				code: 'underworlds.play.already_guarded',
				severity: 'error',
				rule: 'underworlds:E10',
				path: '/fighter',
				message: 'Fixture Blade already has a Guard token.',
				help: 'Pick another fighter or another ability.',
				waits_for: []
			}
		}));
		const step = within(testid('uwm-action-step'));
		await fireEvent.click(step.getByRole('radio', { name: 'Fixture Blade' }));
		await fireEvent.click(step.getByRole('button', { name: 'Guard' }));
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('Not recorded: Fixture Blade already has a Guard token.');
		// The code and rule are behind "Details", closed.
		const details = within(alert).getByText('Details').closest('details');
		expect(details).not.toHaveAttribute('open');
		expect(details).toHaveTextContent('underworlds:E10');
		expect(details).toHaveTextContent('underworlds.play.already_guarded');
	});

	it('the event log says each event, an undone one struck through, and what the rules worked out', async () => {
		const view = uwTurn(1);
		view.events = [
			{ type: 'territory_roll_off', winner: 0 },
			{ type: 'damage', side: 1, fighter: 'runt', amount: 2 },
			{ type: 'equip', side: 0, fighter: 'blade', card: 'fixture-oil' }
		];
		view.head = 2;
		view.state.log = ['Ana won the territory roll-off: Ben places the first feature token.', 'Fixture Runt is slain: Ana gains 1 glory.'];
		await open(view);
		const log = within(testid('uwm-log'));
		expect(log.getByText('Event log (2)')).toBeInTheDocument();
		const lines = testid('uwm-log-events').querySelectorAll('li');
		expect([...lines].map((l) => l.textContent?.trim())).toEqual([
			'3. Fixture Blade Oil equipped on Ana · Fixture Blade undone',
			'2. Ben · Fixture Runt: 2 damage',
			'1. Ana won the territory roll-off'
		]);
		expect(lines[0]).toHaveClass('undone');
		expect(testid('uwm-log-notes')).toHaveTextContent('Fixture Runt is slain: Ana gains 1 glory.');
	});
});

describe('the end', () => {
	it('shows the result with the tie-break reasoning, and keeps it', async () => {
		const view = uwAt('over');
		view.state.round = 3;
		view.outcome = {
			winner: 1,
			scores: view.scores,
			decided_by: 'treasure',
			rule: 'underworlds:§3.9',
			reasoning: [
				'Both players have 0 glory.',
				'Both players have fighters left on the battlefield.',
				'Treasure tokens held: Ana 0, Ben 3.',
				'Ben wins a minor victory.'
			]
		};
		await open(view);
		expect(screen.getByRole('heading', { level: 2, name: 'Ben wins' })).toBeInTheDocument();
		expect(screen.getByText('Minor victory: glory tied, more treasure held')).toBeInTheDocument();
		expect(screen.getByText('Treasure tokens held: Ana 0, Ben 3.')).toBeInTheDocument();
		expect(screen.getByText('underworlds:§3.9')).toBeInTheDocument();
		expect(within(screen.getByRole('region', { name: 'Ben wins' })).getAllByLabelText('0 glory').length).toBe(2);
		// Once the game is over, a row's one button left shows the unit's card.
		expect(within(testid('uwm-fighter-0-captain')).getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['unit-card-open']);
		await fireEvent.click(screen.getByRole('button', { name: 'Keep the result in the history' }));
		await waitFor(() => expect(callsOf(calls, 'match_finish')).toEqual([{ id: 31, lang: 'en' }]));
	});

	it('speaks Spanish with the rulebook’s words', async () => {
		i18n.lang = 'es';
		const view = uwTurn(1);
		view.checks.move[0] = [null, null];
		await open(view, undefined, 'Ana contra Ben');
		expect(testid('uwm-round')).toHaveTextContent('Ronda de batalla 1 de 3');
		expect(screen.getByLabelText('Pasos de la ronda')).toHaveTextContent('Paso de acciónPaso de poderFase final');
		expect(screen.getByRole('heading', { name: 'Turno 1 de 4 de Ana: paso de acción' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Centrarse' })).toBeDisabled();
		expect(testid('uwm-glory-0')).toHaveTextContent('0 puntos de gloria');
	});
});
