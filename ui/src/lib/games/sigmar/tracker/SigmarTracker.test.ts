/**
 * The Age of Sigmar tracker's wiring: each tap sends the entry Rust expects, what is shown is
 * Rust's answer, a refusal shows its message and changes nothing, controls the rules would
 * refuse are off with Rust's reason. The fake shell knows no rule: each test gives the view
 * Rust would answer.
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
import DialogHost from '$lib/components/DialogHost.svelte';
import { dialogs } from '$lib/dialogs.svelte';
import { refusedChecks, sigmarAt, sigmarTurn } from '../test-views';

let calls: Call[];

/** The shell: `match_open` answers `view`; `match_record` answers `answer(entry)` (taken, unchanged, by default). */
async function open(view: TrackerOf<'sigmar'>, answer?: (entry: SigmarEvent) => Recorded, heading = 'Ana against Ben') {
	calls = mockCommands({
		match_open: () => view,
		match_record: ({ entry }) => (answer ? answer(entry as SigmarEvent) : { view, refused: null }),
		match_finish: () => ({ ...view, finishedAt: Date.UTC(2025, 4, 17, 18, 30) }),
		sigmar_catalog: () => ({ factions: [], seasons: [] })
	});
	render(TrackerPage, { matchId: view.id });
	await screen.findByRole('heading', { level: 1, name: heading });
}

/** The entries the UI sent, in order. */
function entries(): unknown[] {
	return callsOf(calls, 'match_record').map((args) => args.entry);
}

/** The card of `side`'s unit `unit`. */
function card(side: number, unit: number): HTMLElement {
	const found = document.querySelector<HTMLElement>(`article.unit[data-side="${side}"][data-unit="${unit}"]`);
	if (!found) throw new Error(`no unit ${side}:${unit}`);
	return found;
}

// The page loads the game's screen when it first shows a match: loaded once here, not in a test's time.
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

describe('the set-up', () => {
	it('records the territories roll-off and the realm; a tie is said', async () => {
		const view = sigmarAt('territories');
		view.state.tied = true;
		view.state.rolls = [4, 4];
		view.checks.territories = null;
		view.checks.realm = null;
		await open(view);
		expect(screen.getByText('Set-up')).toBeInTheDocument();
		expect(screen.getByRole('status')).toHaveTextContent('A tie at 4: roll again.');
		const record = screen.getByRole('button', { name: 'Record the rolls' });
		expect(record).toBeDisabled();
		await fireEvent.click(screen.getByRole('radio', { name: 'Ana rolled 5' }));
		await fireEvent.click(screen.getByRole('radio', { name: 'Ben rolled 2' }));
		await fireEvent.click(record);
		await fireEvent.input(screen.getByRole('textbox', { name: 'Mortal Realm (optional)' }), { target: { value: ' Aqshy ' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Record the realm' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'territories', rolls: [5, 2] },
				{ type: 'realm', realm: 'Aqshy' }
			])
		);
	});

	it('deploys a unit at a time where Rust allows it, and stops with the rest in reserve', async () => {
		const view = sigmarAt('deployment');
		view.state.next = 0;
		view.state.sides[1]!.units[0]!.location = 'battlefield';
		view.state.sides[1]!.on_battlefield = 1;
		view.checks.deploy[0] = [null, 'It is side 1’s turn to deploy, not side 0’s.'];
		view.checks.doneDeploying[0] = null;
		await open(view);
		expect(screen.getByText('Ana sets up a unit')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: /Set up Liberators/ })).toBeDisabled();
		expect(screen.getByText(/Bloodsecrator/)).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: /Set up Lord-Celestant/ }));
		await fireEvent.click(screen.getByRole('button', { name: 'Ana has finished deploying' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'deploy', side: 0, unit: 0 },
				{ type: 'done_deploying', side: 0 }
			])
		);
	});

	it('matched play deploys a drop at a time, units ticked staying in reserve', async () => {
		const view = sigmarAt('deployment');
		view.state.mode = 'matched';
		view.state.next = 0;
		view.state.sides[0]!.drops = [{ kind: 'regiment', units: [0, 1], deployed: false }];
		view.checks = refusedChecks(view.state);
		view.checks.deployDrop[0] = [null];
		await open(view);
		expect(screen.getByText('Ana sets up a drop')).toBeInTheDocument();
		const drop = screen.getByRole('group', { name: 'Regiment 1' });
		await fireEvent.click(within(drop).getAllByRole('checkbox', { name: 'In reserve' })[1]!);
		await fireEvent.click(within(drop).getByRole('button', { name: 'Set up Regiment 1' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'deploy_drop', side: 0, drop: 0, reserve: [1] }]));
	});

	it('names the generals from the units set up', async () => {
		const view = sigmarAt('general');
		view.checks.general[0] = [null, null];
		view.checks.general[1] = [null, 'The general must be the leader of a regiment.'];
		await open(view);
		const ben = screen.getByRole('group', { name: 'Ben names a general' });
		expect(within(ben).getByRole('button', { name: 'Bloodletters' })).toBeDisabled();
		await fireEvent.click(within(ben).getByRole('button', { name: 'Bloodsecrator' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'general', side: 1, unit: 0 }]));
	});

	it('the outnumbered player chooses an objective and the opponent picks its target', async () => {
		const view = sigmarAt('sudden_death');
		view.state.outnumbered = 0;
		view.state.next = 0;
		view.checks.suddenDeath = {
			side: 0,
			none: null,
			assassinate: ['Ben has no HERO, WIZARD, PRIEST or MONSTER unit in play.', 'Ben has no HERO, WIZARD, PRIEST or MONSTER unit in play.'],
			blunt: ['Bloodsecrator has fewer than 5 models.', null],
			endure: null,
			seizeGround: null
		};
		await open(view);
		expect(screen.getByText(/Ben set up 11 models against Ana’s 6/)).toBeInTheDocument();
		expect(screen.getByRole('radio', { name: /Assassinate/ })).toBeDisabled();
		expect(screen.getAllByText('Ben has no HERO, WIZARD, PRIEST or MONSTER unit in play.').length).toBeGreaterThan(0);
		const record = screen.getByRole('button', { name: 'Record the choice' });
		await fireEvent.click(screen.getByRole('radio', { name: /Blunt/ }));
		expect(record).toBeDisabled();
		const target = screen.getByRole('combobox', { name: 'Ben picks the target' });
		expect(within(target).getByRole('option', { name: /Bloodsecrator/ })).toBeDisabled();
		await fireEvent.change(target, { target: { value: '1' } });
		await fireEvent.click(record);
		await waitFor(() => expect(entries()).toEqual([{ type: 'sudden_death', side: 0, objective: 'blunt', target: 1, terrain: null }]));
	});

	it('an army that won a major victory last time rolls for a triumph', async () => {
		const view = sigmarAt('triumphs');
		view.state.sides[0]!.last_major_victory = true;
		view.checks.triumph[0] = null;
		await open(view);
		await fireEvent.click(screen.getByRole('radio', { name: 'Ana rolled 6' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Record the triumph' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'triumph', side: 0, roll: 6 }]));
		expect(screen.getByText(/5–6: Empowered/)).toBeInTheDocument();
	});
});

describe('the battle', () => {
	it('the player who finished deploying first chooses round 1’s first turn', async () => {
		const view = sigmarAt('first_turn');
		view.state.chooser = 0;
		view.checks.firstTurn = null;
		await open(view);
		expect(screen.getByText('Ana finished deploying first and chooses who takes the first turn.')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Ben goes first' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'first_turn', side: 0, first: 1 }]));
	});

	it('shows the turn and its phase; the next phase and Inspiring Presence are Rust’s to allow', async () => {
		const view = sigmarTurn('hero');
		view.checks.inspiringPresence[1] = [null, null];
		await open(view);
		expect(screen.getByText('Battle round 1')).toBeInTheDocument();
		expect(screen.getByLabelText('Phases of the turn')).toHaveTextContent('HeroMovementShootingChargeCombatBattleshock');
		expect(screen.getByText('Hero', { selector: '[aria-current="step"]' })).toBeInTheDocument();
		expect(screen.getByText('Ben’s turn (first of the round)')).toBeInTheDocument();
		await fireEvent.change(screen.getByRole('combobox', { name: 'Inspiring Presence on' }), { target: { value: '1' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Use Inspiring Presence' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Next: Movement phase' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'inspiring_presence', side: 1, unit: 1 },
				{ type: 'phase', phase: 'movement' }
			])
		);
	});

	it('a unit’s card opens from its row, asked of the unit’s own pack, and leaves the match as it was', async () => {
		const view = sigmarTurn('hero');
		await open(view);
		calls = mockCommands({
			match_open: () => view,
			sigmar_catalog: () => ({ factions: [], seasons: [] }),
			unit_card: () => ({
				name: 'Bloodletters',
				subtitle: ['Blades of Khorne', '110 points'],
				characteristics: [{ label: 'Health', value: '1', source: 0, group: null }],
				weapons: [],
				keywords: [],
				abilities: [],
				sources: [{ said: 'Community BattleScribe data, by BSData', community: false, user: false, details: null }],
				unknown: [],
				doubts: []
			})
		});
		render(DialogHost);
		await fireEvent.click(within(card(1, 1)).getByRole('button', { name: 'Card of Bloodletters' }));
		const dialog = await screen.findByRole('dialog', { name: 'Bloodletters' });
		expect(await within(dialog).findByTestId('unit-card-subtitle')).toHaveTextContent('Blades of Khorne · 110 points');
		expect(callsOf(calls, 'unit_card')).toEqual([{ game: 'sigmar', faction: 'blades-of-khorne', unit: 'bloodletters', lang: 'en' }]);
		expect(callsOf(calls, 'match_record')).toEqual([]);
		dialogs.answer(null);
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
	});

	it('movement: the active player’s units run or retreat, with Rust’s reason when they may not', async () => {
		const view = sigmarTurn('movement');
		view.checks.ran[1] = [null, null];
		view.checks.retreated[1] = ['Bloodsecrator has already moved this phase (it ran or retreated).', null];
		await open(view);
		expect(within(card(0, 1)).queryByRole('button', { name: 'Liberators ran' })).toBeNull();
		expect(within(card(1, 0)).getByRole('button', { name: 'Bloodsecrator retreated' })).toBeDisabled();
		await fireEvent.click(within(card(1, 1)).getByRole('button', { name: 'Bloodletters ran' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'ran', side: 1, unit: 1 }]));
	});

	it('wounds go on one model at a time: the count, mortal or not, and the first model the owner picks', async () => {
		const view = sigmarTurn('combat');
		const liberators = view.state.sides[0]!.units[1]!;
		liberators.models = 4;
		liberators.damaged = [1];
		liberators.slain_this_turn = 1;
		liberators.lost.slain = 1;
		await open(view);
		const lib = within(card(0, 1));
		expect(lib.getByText('4 of 5 models')).toBeInTheDocument();
		expect(lib.getByText('wounded model: 1/2')).toBeInTheDocument();
		expect(lib.getByText('1 slain this turn')).toBeInTheDocument();
		await fireEvent.click(lib.getByRole('button', { name: 'Wounds on Liberators' }));
		await fireEvent.input(lib.getByRole('spinbutton', { name: 'Wounds' }), { target: { value: '3' } });
		await fireEvent.click(lib.getByRole('checkbox', { name: 'Mortal wounds' }));
		await fireEvent.change(lib.getByRole('combobox', { name: 'First onto' }), { target: { value: 'fresh' } });
		await fireEvent.click(lib.getByRole('button', { name: 'Allocate' }));
		const bloodletters = within(card(1, 1));
		await fireEvent.click(bloodletters.getByRole('button', { name: 'Remove models of Bloodletters' }));
		await fireEvent.input(bloodletters.getByRole('spinbutton', { name: 'Models' }), { target: { value: '2' } });
		await fireEvent.click(bloodletters.getByRole('radio', { name: 'Fled' }));
		await fireEvent.click(bloodletters.getAllByRole('button', { name: 'Remove' }).at(-1)!);
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'damage', side: 0, unit: 1, wounds: 3, mortal: true, onto: ['fresh'] },
				{ type: 'remove', side: 1, unit: 1, models: 2, how: 'fled', picks: [] }
			])
		);
	});

	it('battleshock: the units that must test, Bravery asked when unknown, and the test worked out by Rust', async () => {
		const view = sigmarTurn('battleshock');
		const bloodletters = view.state.sides[1]!.units[1]!;
		bloodletters.models = 8;
		bloodletters.slain_this_turn = 2;
		const liberators = view.state.sides[0]!.units[1]!;
		liberators.models = 4;
		liberators.slain_this_turn = 1;
		liberators.tested = true;
		liberators.last_test = { roll: 2, slain: 1, bravery: 7, per_ten: 0, modifier: 0, bravery_used: 7, total: 3, fled: 0 };
		view.pendingTests = [{ side: 1, unit: 1 }];
		view.checks.battleshock[1]![1] = null;
		view.checks.endTurn = 'Bloodletters (side 1) must still take its battleshock test.';
		await open(view);
		expect(screen.getByRole('button', { name: 'End Ben’s turn' })).toBeDisabled();
		expect(screen.getByText('Bloodletters (side 1) must still take its battleshock test.')).toBeInTheDocument();
		const test = screen.getByRole('button', { name: 'Test Bloodletters' });
		expect(screen.getByText('2 slain this turn, 8 models left.')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('radio', { name: 'Bloodletters rolled 5' }));
		expect(test).toBeDisabled();
		await fireEvent.input(screen.getByRole('spinbutton', { name: 'Bravery (from your warscroll)' }), { target: { value: '6' } });
		await fireEvent.click(test);
		await waitFor(() => expect(entries()).toEqual([{ type: 'battleshock', side: 1, unit: 1, roll: 5, bravery: 6, modifier: 0, flee: [] }]));
		// The test already taken, as Rust worked it out.
		const done = screen.getByRole('list', { name: 'Tests taken this turn' });
		expect(done).toHaveTextContent('Bravery 7 + 0 (1 per 10 models) = 7 against D6 2 + 1 slain = 3: 0 flee');
	});

	it('a refusal shows Rust’s words and changes nothing', async () => {
		const view = sigmarTurn('combat');
		await open(view, () => ({
			view,
			refused: {
				code: 'sigmar.play.wounds_unknown',
				severity: 'error',
				rule: 'sigmar:S1-WND-1',
				path: '/wounds',
				message: 'The Wounds of Bloodletters are not known.',
				help: 'Give them from your warscroll first.',
				waits_for: []
			}
		}));
		const bl = within(card(1, 1));
		await fireEvent.click(bl.getByRole('button', { name: 'Wounds on Bloodletters' }));
		await fireEvent.click(bl.getByRole('button', { name: 'Allocate' }));
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('Not recorded: The Wounds of Bloodletters are not known.');
		// The code and rule are behind "Details", closed.
		const details = within(alert).getByText('Details').closest('details');
		expect(details).not.toHaveAttribute('open');
		expect(details).toHaveTextContent('sigmar:S1-WND-1');
		expect(details).toHaveTextContent('sigmar.play.wounds_unknown');
	});

	it('matched play records victory points per round and shows the auxiliary command point', async () => {
		const view = sigmarTurn('end_of_turn');
		view.state.mode = 'matched';
		view.phases = ['hero', 'movement', 'shooting', 'charge', 'combat', 'end_of_turn'];
		view.nextPhase = null;
		view.state.command_point_bonus = 1;
		view.state.sides[0]!.victory_points = [4];
		view.checks.victoryPoints = [['Side 0 already has its victory points of round 1.'], [null]];
		await open(view);
		expect(screen.getByText('Ben has fewer auxiliary units: 1 extra command point at the start of each battle round')).toBeInTheDocument();
		await fireEvent.input(screen.getByRole('spinbutton', { name: 'Victory points of Ben in round 1' }), { target: { value: '6' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Record' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'victory_points', side: 1, round: 1, points: 6 }]));
		expect(screen.queryByRole('spinbutton', { name: 'Victory points of Ana in round 1' })).toBeNull();
	});

	it('ending the game asks once more, then Rust works the result out', async () => {
		await open(sigmarTurn('shooting'));
		await fireEvent.click(screen.getByRole('button', { name: 'End the game…' }));
		expect(screen.getByText(/the lower share of starting models lost wins a minor victory/)).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'End the game' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'end_game' }]));
	});
});

describe('the end', () => {
	it('shows a minor victory with each side’s share of models lost, and keeps it', async () => {
		const view = sigmarAt('over');
		view.outcome = {
			winner: 0,
			scores: view.scores,
			decided_by: 'minor_victory',
			rule: 'sigmar:S1-VIC-2',
			reasoning: ['Ana lost 1 of 6 starting models (16.7%).', 'Ben lost 3 of 11 starting models (27.3%).']
		};
		await open(view);
		expect(screen.getByRole('heading', { level: 2, name: 'Ana wins' })).toBeInTheDocument();
		expect(screen.getByText('Minor victory: the lower share of starting models lost')).toBeInTheDocument();
		expect(screen.getByText('Ben lost 3 of 11 starting models (27.3%).')).toBeInTheDocument();
		expect(screen.getByText('sigmar:S1-VIC-2')).toBeInTheDocument();
		expect(screen.getAllByLabelText('0 lost').length).toBe(2);
		// Once the game is over, a row's one button left shows the unit's card.
		expect(within(card(0, 1)).getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['unit-card-open']);
		await fireEvent.click(screen.getByRole('button', { name: 'Keep the result in the history' }));
		await waitFor(() => expect(callsOf(calls, 'match_finish')).toEqual([{ id: 21, lang: 'en' }]));
	});

	it('speaks Spanish with the rulebook’s words', async () => {
		i18n.lang = 'es';
		const view = sigmarTurn('battleshock');
		await open(view, undefined, 'Ana contra Ben');
		expect(screen.getByText('Ronda de batalla 1')).toBeInTheDocument();
		expect(screen.getByLabelText('Fases del turno')).toHaveTextContent('HéroeMovimientoDisparoCargaCombateAcobardamiento');
		expect(screen.getByRole('heading', { name: 'Turno de Ben: fase de acobardamiento' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Heridas a Liberators' })).toBeEnabled();
	});
});
