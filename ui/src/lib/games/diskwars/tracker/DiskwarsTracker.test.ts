/**
 * The Diskwars tracker's wiring: each tap sends the entry Rust expects, what is shown is
 * Rust's answer, a refusal shows its message and changes nothing, buttons the rules would
 * refuse are off with Rust's reason. The fake shell knows no rule: each test gives the view
 * Rust would answer.
 */
import type { DiskwarsEvent, Recorded, TrackerOf } from '$lib/api';
import { reveal } from '$lib/games/diskwars/tracker/reveal.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { diskwarsAt } from '$lib/games/diskwars/test-views';
import { tracker } from '$lib/tracker.svelte';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trackerOf } from '$lib/games';
import TrackerPage from '$lib/components/match/TrackerPage.svelte';

let calls: Call[];

/** The shell: `match_open` answers `view`; `match_record` answers `answer(entry)` (taken, unchanged, by default). */
async function open(view: TrackerOf<'diskwars'>, answer?: (entry: DiskwarsEvent) => Recorded, heading = 'Ana against Ben') {
	calls = mockCommands({
		match_open: () => view,
		match_record: ({ entry }) => (answer ? answer(entry as DiskwarsEvent) : { view, refused: null }),
		match_finish: () => ({ ...view, finishedAt: Date.UTC(2025, 4, 17, 18, 30) })
	});
	render(TrackerPage, { matchId: view.id });
	await screen.findByRole('heading', { level: 1, name: heading });
}

/** The entries the UI sent, in order. */
function entries(): unknown[] {
	return callsOf(calls, 'match_record').map((args) => args.entry);
}

/** The disc row of `side`'s disc `disc`. */
function discRow(side: number, disc: number): HTMLElement {
	const row = document.querySelector<HTMLElement>(`article[data-side="${side}"][data-disc="${disc}"]`);
	if (!row) throw new Error(`no disc ${side}:${disc}`);
	return row;
}

// The page loads the game's screen when it first shows a match: loaded once here, not in a test's time.
beforeAll(async () => {
	await trackerOf('diskwars');
});

beforeEach(() => {
	i18n.lang = 'en';
	notices.clear();
	tracker.reset();
	reveal.clear();
});

afterEach(() => {
	clearMocks();
});

describe('the set-up', () => {
	it('records the initiative rolls with the unspent points the pack cannot count', async () => {
		await open(diskwarsAt('initiative'));
		expect(screen.getByText('Set-up')).toBeInTheDocument();
		const record = screen.getByRole('button', { name: 'Record the rolls' });
		expect(record).toBeDisabled();
		await fireEvent.click(screen.getByRole('radio', { name: 'Ana rolled 3' }));
		await fireEvent.click(screen.getByRole('radio', { name: 'Ben rolled 5' }));
		expect(record).toBeDisabled();
		const [anaPoints, benPoints] = screen.getAllByRole('spinbutton', { name: 'Unspent recruitment points' });
		await fireEvent.input(anaPoints!, { target: { value: '2' } });
		await fireEvent.input(benPoints!, { target: { value: '0' } });
		await fireEvent.click(record);
		await waitFor(() => expect(entries()).toEqual([{ type: 'initiative', rolls: [3, 5], unspent: [2, 0] }]));
		expect(callsOf(calls, 'match_record')[0]).toMatchObject({ id: 12, lang: 'en' });
	});

	it('after a tie only the tied players roll again; the introductory game adds nothing', async () => {
		const view = diskwarsAt('initiative', 'introductory');
		view.state.sides.push({ ...structuredClone(view.state.sides[0]!), player: 'Cleo' });
		view.typeUnspent = [false, false, false];
		view.state.reroll = [0, 2];
		for (const s of view.state.sides) s.initiative_total = 5;
		view.state.sides[1]!.initiative_total = 2;
		await open(view, undefined, 'Ana, Ben and Cleo');
		expect(screen.getByRole('status')).toHaveTextContent('A tie at 5: Ana, Cleo roll again.');
		expect(screen.queryByRole('radio', { name: 'Ben rolled 1' })).toBeNull();
		expect(screen.queryByRole('spinbutton')).toBeNull();
		await fireEvent.click(screen.getByRole('radio', { name: 'Ana rolled 6' }));
		await fireEvent.click(screen.getByRole('radio', { name: 'Cleo rolled 2' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Record the rolls' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'initiative', rolls: [6, null, 2], unspent: [] }]));
	});

	it('the winner gives out the tokens, the first player first', async () => {
		await open(diskwarsAt('assign_initiative'));
		expect(screen.getByText('Ana has the highest total and gives out the initiative tokens.')).toBeInTheDocument();
		await fireEvent.change(screen.getByRole('combobox', { name: 'Large token (first player)' }), { target: { value: '1' } });
		await fireEvent.change(screen.getByRole('combobox', { name: 'Token 2' }), { target: { value: '0' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Record the initiative order' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'assign_initiative', side: 0, order: [1, 0] }]));
	});

	it('the last player keeps the active scenario; a card may be one the pack does not hold', async () => {
		await open(diskwarsAt('scenario'));
		const select = screen.getByRole('combobox', { name: 'Active scenario card' });
		expect(within(select).queryByRole('option', { name: 'Strongholds' })).toBeNull();
		await fireEvent.change(select, { target: { value: '(not-in-pack)' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Record the scenario' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'scenario', side: 1, card: null }]));
	});

	it('deployment cards ask for the value the pack lacks; objectives are recorded now or kept secret', async () => {
		await open(diskwarsAt('deployment_cards'));
		expect(screen.getByText('Ben picks deployment card 1 of 2.')).toBeInTheDocument();
		await fireEvent.change(screen.getByRole('combobox', { name: 'Deployment card' }), { target: { value: 'advance' } });
		const record = screen.getByRole('button', { name: 'Record the card' });
		expect(record).toBeDisabled();
		await fireEvent.input(screen.getByRole('spinbutton', { name: 'Deployment value as printed' }), { target: { value: '4' } });
		await fireEvent.click(record);
		await waitFor(() => expect(entries()).toEqual([{ type: 'deployment_card', side: 1, card: 'advance', face: 'text', value: 4 }]));

		const objective = screen.getByRole('combobox', { name: 'Ana’s secret objective' });
		expect(within(objective).getByRole('option', { name: 'Conquest' })).toBeDisabled();
		await fireEvent.change(objective, { target: { value: 'generalicide' } });
		await fireEvent.click(screen.getAllByRole('button', { name: 'Record' })[0]!);
		await waitFor(() => expect(entries()).toHaveLength(2));
		expect(entries()[1]).toEqual({ type: 'objective', side: 0, card: 'generalicide' });
	});

	it('deployment: the ticked discs go; a refusal shows Rust’s words and changes nothing', async () => {
		const view = diskwarsAt('deploy');
		await open(view, () => ({
			view,
			refused: {
				code: 'diskwars.setup.deploy_count',
				severity: 'error',
				rule: 'diskwars:§2.1',
				path: '/discs',
				message: 'Ben deploys 1 disc, not 2.',
				help: 'Deploy exactly the sum of the deployment values.',
				waits_for: []
			}
		}));
		expect(screen.getByText('Ben deploys 1 discs: tick them; the rest go to the reserve.')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('checkbox', { name: /Grom the Paunch/ }));
		await fireEvent.click(screen.getByRole('checkbox', { name: 'Orc Boyz 1' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Deploy 2 discs' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'deploy', side: 1, discs: [0, 1] }]));
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('Not recorded: Ben deploys 1 disc, not 2.');
		// The code and rule are behind "Details", closed.
		const details = within(alert).getByText('Details').closest('details');
		expect(details).not.toHaveAttribute('open');
		expect(details).toHaveTextContent('diskwars:§2.1');
		expect(details).toHaveTextContent('diskwars.setup.deploy_count');
	});
});

describe('a round', () => {
	it('shows round N of 5 and its phases; each player picks a card in secret, then all are revealed and the order typed where a strategy is unknown', async () => {
		await open(diskwarsAt('choose'));
		expect(screen.getByText('Round 1 of 5')).toBeInTheDocument();
		expect(screen.getByText('Activation')).toHaveAttribute('aria-current', 'step');
		const show = screen.getByRole('button', { name: 'Reveal the cards' });
		expect(show).toBeDisabled();
		// Nobody holds the device: no column offers a pick.
		expect(screen.queryByRole('radiogroup', { name: 'Ana’s command card to reveal' })).toBeNull();

		await fireEvent.click(screen.getByRole('button', { name: 'Ana picks in secret' }));
		const anaHand = screen.getByRole('radiogroup', { name: 'Ana’s command card to reveal' });
		expect(screen.queryByRole('radiogroup', { name: 'Ben’s command card to reveal' })).toBeNull();
		expect(anaHand).toHaveTextContent('Corner');
		expect(anaHand).toHaveTextContent('Cunning · 4');
		await fireEvent.click(within(anaHand).getByRole('radio', { name: /Corner/ }));
		await fireEvent.click(screen.getByRole('button', { name: 'Done: hide Ana’s card' }));
		// Hidden: Ana's pick is nowhere on screen.
		expect(screen.queryByRole('radio', { name: /Corner/, checked: true })).toBeNull();
		expect(screen.getByText('card chosen')).toBeInTheDocument();

		await fireEvent.click(screen.getByRole('button', { name: 'Ben picks in secret' }));
		await fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Ben’s command card to reveal' })).getByRole('radio', { name: /Waaagh!/ }));
		await fireEvent.click(screen.getByRole('button', { name: 'Done: hide Ben’s card' }));
		expect(entries()).toEqual([]);

		// Revealed together: both cards shown; Waaagh!'s strategy is unknown, so the players give the order.
		await fireEvent.click(screen.getByRole('button', { name: 'Reveal the cards' }));
		expect(screen.getByRole('group', { name: 'Resolution order' })).toBeInTheDocument();
		await fireEvent.change(screen.getByRole('combobox', { name: '1.' }), { target: { value: '1' } });
		await fireEvent.change(screen.getByRole('combobox', { name: '2.' }), { target: { value: '0' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Play the revealed cards' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'reveal', cards: ['corner', 'waaagh'], order: [1, 0] }]));
	});

	it('offers Activate only where Rust allows it, with its reason elsewhere, and the actions it takes', async () => {
		await open(diskwarsAt('resolve'));
		expect(screen.getByText('Ana’s card resolves')).toBeInTheDocument();
		const karl = within(discRow(0, 0));
		expect(karl.getByRole('button', { name: 'Activate Karl Franz' })).toBeDisabled();
		expect(karl.getByText('Karl Franz already carries an Activation token.')).toBeInTheDocument();
		expect(within(discRow(1, 1)).getByRole('button', { name: 'Activate Orc Boyz 1' })).toBeDisabled();
		expect(within(discRow(1, 2)).getByText('Reserve')).toBeInTheDocument();
		// The card must still activate discs: "done" is off with Rust's reason.
		expect(screen.getByRole('button', { name: 'Ana’s card is done' })).toBeDisabled();
		expect(screen.getByText('Corner must still activate 3 discs: 2 can.')).toBeInTheDocument();
		expect(screen.getByText('1 of 4 discs activated')).toBeInTheDocument();

		const swordsmen = within(discRow(0, 1));
		await fireEvent.click(swordsmen.getByRole('button', { name: 'Activate Marienburg Swordsmen' }));
		await fireEvent.click(swordsmen.getByRole('button', { name: 'Ranged attack' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'activate', side: 0, disc: 1, action: 'ranged', pins: null, by_ability: false }]));
	});

	it('damage asks what it did where the pack lacks Toughness or Vigor; pin, empower and remove send one event each', async () => {
		await open(diskwarsAt('melee'));
		const boyz = within(discRow(1, 1));
		await fireEvent.click(boyz.getByRole('button', { name: 'Damage Orc Boyz 1' }));
		await fireEvent.click(boyz.getByRole('button', { name: 'One more: damage to Orc Boyz 1' }));
		const deal = boyz.getByRole('button', { name: 'Deal' });
		expect(deal).toBeDisabled();
		await fireEvent.click(boyz.getByRole('radio', { name: 'To the casualty pile' }));
		await fireEvent.click(deal);
		// Karl Franz: Toughness and Vigor known, Rust works the result out.
		const karl = within(discRow(0, 0));
		await fireEvent.click(karl.getByRole('button', { name: 'Damage Karl Franz' }));
		expect(karl.queryByRole('radio')).toBeNull();
		await fireEvent.click(karl.getByRole('button', { name: 'Deal' }));
		await fireEvent.click(karl.getByRole('button', { name: 'Pin: Karl Franz lies on a disc' }));
		await fireEvent.change(karl.getByRole('combobox', { name: 'Lies directly on' }), { target: { value: '1:1' } });
		await fireEvent.click(karl.getAllByRole('button', { name: 'Pin' }).at(-1)!);
		await fireEvent.click(karl.getByRole('button', { name: 'Empower Karl Franz' }));
		await fireEvent.click(within(discRow(1, 0)).getByRole('button', { name: 'Remove Grom the Paunch to the casualty pile' }));
		await waitFor(() => expect(entries()).toHaveLength(5));
		expect(entries()).toEqual([
			{ type: 'damage', hits: [{ side: 1, disc: 1, amount: 2, wound: false, result: 'removed' }] },
			{ type: 'damage', hits: [{ side: 0, disc: 0, amount: 1, wound: false, result: null }] },
			{ type: 'pin', top: { side: 0, disc: 0 }, bottom: { side: 1, disc: 1 } },
			{ type: 'token', side: 0, disc: 0, token: 'power', on: true },
			{ type: 'removed', discs: [{ side: 1, disc: 0 }] }
		]);
		// No Activate outside the Activation phase; the End phase is Rust's to allow.
		expect(screen.queryByRole('button', { name: /^Activate/ })).toBeNull();
		await fireEvent.click(screen.getByRole('button', { name: 'End phase: end round 1' }));
		await waitFor(() => expect(entries()).toHaveLength(6));
		expect(entries()[5]).toEqual({ type: 'end_round' });
	});

	it('Undo moves the head back by one; the event log tells what happened and what was undone', async () => {
		const view = diskwarsAt('resolve');
		view.canRedo = true;
		view.timeline = 10;
		view.head = 9;
		view.events.push({ type: 'damage', hits: [{ side: 1, disc: 1, amount: 5, wound: false, result: 'removed' }] });
		await open(view);
		await fireEvent.click(screen.getByText('Event log (9)'));
		expect(screen.getByText('Ana · Karl Franz activates: Move')).toBeInTheDocument();
		expect(screen.getByText('Command cards revealed: Ana Corner, Ben Waaagh!')).toBeInTheDocument();
		expect(screen.getByText('Damage: Ben · Orc Boyz 1 (5, To the casualty pile)').closest('li')).toHaveTextContent('undone');
		await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'undo', to: 8 }, { type: 'redo', to: 10 }]));
	});
});

describe('the end', () => {
	it('asks for the objective still secret and the victory points the pack cannot count', async () => {
		await open(diskwarsAt('scoring'));
		expect(screen.queryByRole('spinbutton', { name: 'Ana’s victory points' })).toBeNull();
		await fireEvent.change(screen.getByRole('combobox', { name: 'Ben’s secret objective' }), { target: { value: '(not-in-pack)' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Record' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'objective', side: 1, card: null }]));
	});

	it('types the victory points where Rust takes them', async () => {
		const view = diskwarsAt('scoring');
		view.checks.objective = ['Ana has already recorded a secret objective.', 'Ben has already recorded a secret objective.'];
		view.checks.score = ['Generalicide is counted by Muster.', null];
		await open(view);
		await fireEvent.input(screen.getByRole('spinbutton', { name: 'Ben’s victory points' }), { target: { value: '3' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Record' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'score', side: 1, vp: 3 }]));
	});

	it('shows the result with its reasoning and keeps it', async () => {
		await open(diskwarsAt('over'));
		expect(screen.getByRole('heading', { level: 2, name: 'Ana wins' })).toBeInTheDocument();
		expect(screen.getByText('By elimination')).toBeInTheDocument();
		expect(screen.getByText(/Ben has no disc left on the battlefield/)).toBeInTheDocument();
		expect(screen.getByText('diskwars:§3.11')).toBeInTheDocument();
		expect(within(discRow(1, 0)).getByText('Casualty')).toBeInTheDocument();
		// Once the game is over, a row's one button left shows the unit's card.
		expect(within(discRow(1, 0)).getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['unit-card-open']);
		await fireEvent.click(screen.getByRole('button', { name: 'Keep the result in the history' }));
		await waitFor(() => expect(callsOf(calls, 'match_finish')).toEqual([{ id: 12, lang: 'en' }]));
	});

	it('speaks Spanish with the rulebook’s words', async () => {
		i18n.lang = 'es';
		await open(diskwarsAt('resolve'), undefined, 'Ana contra Ben');
		expect(screen.getByText('Ronda 1 de 5')).toBeInTheDocument();
		const phases = screen.getByLabelText('Fases de la ronda');
		expect(phases).toHaveTextContent('ActivaciónCombate cuerpo a cuerpoFinal');
		expect(within(discRow(1, 2)).getByText('Reserva')).toBeInTheDocument();
		expect(within(discRow(0, 0)).getByText('Activación')).toBeInTheDocument();
		expect(screen.getAllByText('Peña de guerreroz orkoz 1').length).toBeGreaterThan(0);
		expect(screen.getByRole('button', { name: 'Activar Espadachines de Marienburgo' })).toBeEnabled();
	});
});
