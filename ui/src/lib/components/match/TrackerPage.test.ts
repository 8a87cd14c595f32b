/**
 * The tracker's wiring: each tap sends the entry Rust expects, Rust's answer is what is
 * shown, a refusal shows its message and help and changes nothing, Undo/Redo follow
 * canUndo/canRedo. The fake shell knows no rule: each test gives the answer Rust would.
 */
import type { MatchEntry, Recorded, TrackerOf } from '$lib/api';
import { catalog } from '$lib/games/runewars/catalog.svelte';
import { catalogEn } from '$lib/games/runewars/test-fixtures';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { matchAt } from '$lib/games/runewars/test-views';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { tracker } from '$lib/tracker.svelte';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trackerOf } from '$lib/games';
import TrackerPage from './TrackerPage.svelte';

let calls: Call[];

/** The shell: `match_open` answers `view`; `match_record` answers `answer(entry)` (unchanged and taken by default). */
function shell(view: TrackerOf<'runewars'>, answer?: (entry: MatchEntry) => Recorded, more: Parameters<typeof mockCommands>[0] = {}) {
	calls = mockCommands({
		...more,
		match_open: () => view,
		match_record: ({ entry }) => (answer ? answer(entry as MatchEntry) : { view, refused: null }),
		match_finish: () => ({ ...view, finishedAt: Date.UTC(2025, 4, 17, 18, 30) })
	});
}

/** The entries the UI sent, in order. */
function entries(): unknown[] {
	return callsOf(calls, 'match_record').map((args) => args.entry);
}

async function open(view: TrackerOf<'runewars'>, answer?: (entry: MatchEntry) => Recorded, more: Parameters<typeof mockCommands>[0] = {}) {
	shell(view, answer, more);
	render(TrackerPage, { matchId: view.id });
	await screen.findByRole('heading', { level: 1, name: 'Ana against Ben' });
}

// The page loads the game's screen when it first shows a match: loaded once here, not in a test's time.
beforeAll(async () => {
	await trackerOf('runewars');
});

beforeEach(() => {
	i18n.lang = 'en';
	catalog.reset();
	notices.clear();
	tracker.reset();
});

afterEach(() => {
	clearMocks();
});

describe('the set-up', () => {
	it('shows both spent totals and who chooses; a tap records the first player with Rust’s chooser', async () => {
		await open(matchAt('first_player'));
		expect(screen.getByText('Ana: 55 points spent')).toBeInTheDocument();
		expect(screen.getByText('Ben: 16 points spent')).toBeInTheDocument();
		expect(screen.getByText('Ben has the lower total and chooses the first player.')).toBeInTheDocument();
		expect(screen.getByText('Set-up')).toBeInTheDocument();

		await fireEvent.click(screen.getByRole('button', { name: 'Ana goes first' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'first_player', chooser: 1, first: 0 }]));
		expect(callsOf(calls, 'match_record')[0]).toMatchObject({ id: 7, lang: 'en' });
	});

	it('on equal totals asks who won the draw before anyone may choose', async () => {
		const view = matchAt('first_player');
		view.mayChooseFirst = null;
		await open(view);
		const first = screen.getByRole('button', { name: 'Ben goes first' });
		expect(first).toBeDisabled();
		await fireEvent.click(screen.getByRole('radio', { name: 'Ana' }));
		expect(first).toBeEnabled();
		await fireEvent.click(first);
		await waitFor(() => expect(entries()).toEqual([{ type: 'first_player', chooser: 0, first: 1 }]));
	});

	it('records the card draft with both names and the objective’s printed value', async () => {
		await open(matchAt('cards'));
		const record = screen.getByRole('button', { name: 'Record the cards' });
		expect(record).toBeDisabled();
		await fireEvent.click(screen.getByRole('radio', { name: 'The objective card' }));
		await fireEvent.input(screen.getByRole('textbox', { name: /Deployment card/ }), { target: { value: ' Line of battle ' } });
		await fireEvent.input(screen.getByRole('textbox', { name: /Objective card/ }), { target: { value: 'Hold the ground' } });
		await fireEvent.input(screen.getByRole('spinbutton', { name: /Points per objective token/ }), { target: { value: '3' } });
		await fireEvent.click(record);
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'cards', first_pick: 'objective', deployment: 'Line of battle', objective: 'Hold the ground', objective_value: 3 }
			])
		);
	});

	it('lets the deployment card’s chooser pick a colour, then highlights whose turn it is to deploy', async () => {
		await open(matchAt('zone'));
		await fireEvent.click(screen.getByRole('button', { name: 'Blue zone for Ana' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'zone', side: 0, colour: 'blue' }]));

		tracker.reset();
		document.body.innerHTML = '';
		await open(matchAt('deploy'));
		expect(screen.getByText('Ana places a unit.')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Deploy Reanimates' })).toBeDisabled();
		await fireEvent.click(screen.getByRole('button', { name: 'Deploy Kari Wraithstalker' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Spearmen cannot deploy' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'deploy', side: 0, unit: 1 },
				{ type: 'cannot_deploy', side: 0, unit: 0 }
			])
		);
	});
});

describe('a round', () => {
	it('shows round N of 8, the phase and the first player; the dials are set in secret and revealed together', async () => {
		await open(matchAt('command'));
		expect(screen.getByText('Round 2 of 8')).toBeInTheDocument();
		expect(screen.getByText('Command phase')).toBeInTheDocument();
		expect(screen.getByText('First player: Ben')).toBeInTheDocument();
		// Rust's reason why the phase cannot end yet.
		expect(screen.getByRole('button', { name: 'Start the Activation phase' })).toBeDisabled();
		expect(screen.getByText('These units have no dial set yet: Kari Wraithstalker, Reanimates.')).toBeInTheDocument();
		const kari = screen.getByRole('article', { name: 'Kari Wraithstalker' });
		const reanimates = screen.getByRole('article', { name: 'Reanimates' });
		// Nobody holds the device: no dial can be set, and nothing shows.
		expect(within(kari).queryByRole('button', { name: 'Set dial' })).toBeNull();
		expect(within(kari).getByText('Dial hidden until revealed')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Reveal the dials' })).toBeDisabled();

		// Ana's turn: only her units take a dial.
		await fireEvent.click(screen.getByRole('button', { name: 'Set Ana’s dials' }));
		expect(within(reanimates).queryByRole('button', { name: 'Set dial' })).toBeNull();
		const set = within(kari).getByRole('button', { name: 'Set dial' });
		expect(set).toBeDisabled();
		await fireEvent.click(within(kari).getByRole('button', { name: 'Ranged attack' }));
		expect(set).toBeDisabled();
		await fireEvent.click(within(kari).getByRole('button', { name: 'Initiative 4' }));
		await fireEvent.click(within(kari).getByRole('button', { name: 'Charge' }));
		await fireEvent.click(set);
		expect(within(kari).getByText('Ranged attack · Initiative 4 · Charge')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Done: hide Ana’s dials' }));
		// Hidden again, and nothing recorded: the log cannot give it away.
		expect(within(kari).getByText('Dial set (hidden)')).toBeInTheDocument();
		expect(within(kari).queryByText(/Ranged attack/)).toBeNull();
		expect(entries()).toEqual([]);
		expect(screen.getByText('1 dial set, hidden')).toBeInTheDocument();

		// Ben's turn.
		await fireEvent.click(screen.getByRole('button', { name: 'Set Ben’s dials' }));
		expect(within(kari).queryByText(/Ranged attack/)).toBeNull();
		await fireEvent.click(within(reanimates).getByRole('button', { name: 'No action' }));
		expect(within(reanimates).queryByRole('button', { name: 'Initiative 1' })).toBeNull();
		await fireEvent.click(within(reanimates).getByRole('button', { name: 'Set dial' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Done: hide Ben’s dials' }));
		expect(entries()).toEqual([]);

		// Revealed together: recorded as ordinary events, player by player.
		await fireEvent.click(screen.getByRole('button', { name: 'Reveal the dials' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'dial', side: 0, unit: 1, action: 'ranged', initiative: 4, modifier: 'charge' },
				{ type: 'dial', side: 1, unit: 0, action: null, initiative: null, modifier: null }
			])
		);
		// A dial already set (revealed) shows as a line.
		const spearmen = screen.getByRole('article', { name: 'Spearmen' });
		expect(within(spearmen).getByText('March · Initiative 3')).toBeInTheDocument();
		// Its configuration as a player names it, not its id.
		expect(within(spearmen).getByText('2×1')).toBeInTheDocument();
		expect(within(spearmen).queryByText('2x1')).toBeNull();
	});

	it('a unit whose dial the data knows offers only its faces, and records the face, not a number', async () => {
		const view = matchAt('command');
		// Test faces, not real data: Kari's dial as the data would give it, a doubtful one for Reanimates.
		view.state.sides[0]!.units[1]!.dial_faces = [
			{ action: 'march', initiative: 3, line: 1 },
			{ action: 'ranged', initiative: 2, line: 2 }
		];
		view.state.sides[1]!.units[0]!.dial_faces = [{ action: 'march', initiative: 5, line: 3 }];
		view.state.sides[1]!.units[0]!.dial_doubts = ['blank-faces'];
		// Where the dials come from, as Rust words it (fixture words, not real data).
		const dials = { dialsSource: "a fixture simulator's dials, 2099-01-01", dialsDetails: 'fixture/simulator, commit 0000000' };
		await open(view, undefined, { runewars_catalog: () => ({ ...catalogEn, ...dials }) });
		const kari = screen.getByRole('article', { name: 'Kari Wraithstalker' });
		const reanimates = screen.getByRole('article', { name: 'Reanimates' });
		await fireEvent.click(screen.getByRole('button', { name: 'Set Ana’s dials' }));
		// Which community data and its date in words; the repository and commit only behind Details.
		const said = await within(kari).findByText("Faces from community data (a fixture simulator's dials, 2099-01-01), not checked against the printed dial.");
		expect(said).toBeVisible();
		const details = within(kari).getByText('Details').closest('details') as HTMLDetailsElement;
		expect(within(details).getByText('fixture/simulator, commit 0000000')).toBeInTheDocument();
		expect(details.open).toBe(false);
		// No initiative to type: only the dial's faces.
		expect(within(kari).queryByRole('button', { name: 'Initiative 4' })).toBeNull();
		await fireEvent.click(within(kari).getByRole('button', { name: 'Ranged attack, Initiative 2' }));
		await fireEvent.click(within(kari).getByRole('button', { name: 'Set dial' }));
		expect(within(kari).getByText('Ranged attack · Initiative 2')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Done: hide Ana’s dials' }));

		// A doubtful dial says why and still lets another face be set, typed.
		await fireEvent.click(screen.getByRole('button', { name: 'Set Ben’s dials' }));
		expect(
			within(reanimates).getByText(/^From community data \(a fixture simulator's dials, 2099-01-01\), doubtful \(some faces are blank there\)/)
		).toBeInTheDocument();
		await fireEvent.click(within(reanimates).getByRole('button', { name: 'Another face' }));
		await fireEvent.click(within(reanimates).getByRole('button', { name: 'Melee attack' }));
		await fireEvent.click(within(reanimates).getByRole('button', { name: 'Initiative 6' }));
		await fireEvent.click(within(reanimates).getByRole('button', { name: 'Set dial' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Done: hide Ben’s dials' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Reveal the dials' }));
		await waitFor(() =>
			expect(entries()).toEqual([
				{ type: 'dial', side: 0, unit: 1, action: null, initiative: null, face: 1, modifier: null },
				{ type: 'dial', side: 1, unit: 0, action: 'melee', initiative: 6, modifier: null }
			])
		);
	});

	it('offers Activate only where Rust allows it, and says why elsewhere', async () => {
		await open(matchAt('activation'));
		expect(screen.getByText('Initiative 3: Ben activates')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Activate Spearmen' })).toBeDisabled();
		expect(screen.getByRole('button', { name: 'Activate Kari Wraithstalker' })).toBeDisabled();
		expect(screen.getByText('Kari Wraithstalker has initiative 5; units with initiative 3 activate first.')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Activate Reanimates' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'activate', side: 1, unit: 0 }]));
	});

	it('each counter, card state and button sends its one event', async () => {
		await open(matchAt('activation'));
		await fireEvent.click(screen.getByRole('button', { name: 'One more: Wound tokens on Spearmen' }));
		// A token the unit does not hold yet comes from "Add a token".
		expect(screen.queryByRole('button', { name: 'One more: Panic on Reanimates' })).toBeNull();
		await fireEvent.click(within(screen.getByRole('group', { name: 'Add a token to Reanimates' })).getByRole('button', { name: 'Panic' }));
		await fireEvent.click(screen.getByRole('button', { name: 'One tray of Reanimates lost' }));
		await fireEvent.click(screen.getByRole('button', { name: 'One more: Objective tokens of Ben' }));
		await fireEvent.change(screen.getByRole('combobox', { name: 'State of Shield Wall' }), { target: { value: 'exhausted' } });
		const kari = screen.getByRole('article', { name: 'Kari Wraithstalker' });
		await fireEvent.click(within(kari).getByRole('button', { name: 'One more: Morale icons on Kari Wraithstalker' }));
		await fireEvent.click(within(kari).getByRole('button', { name: 'Test morale' }));
		await fireEvent.input(within(kari).getByRole('textbox', { name: 'Condition' }), { target: { value: 'Webbed' } });
		await fireEvent.click(within(kari).getByRole('button', { name: 'Add' }));
		await fireEvent.click(within(kari).getByRole('button', { name: 'Mark Kari Wraithstalker destroyed' }));
		await waitFor(() => expect(entries()).toHaveLength(8));
		expect(entries()).toEqual([
			{ type: 'wounds', side: 0, unit: 0, change: 1 },
			{ type: 'token', side: 1, unit: 0, token: 'panic', change: 1 },
			{ type: 'trays_lost', side: 1, unit: 0, count: 1 },
			{ type: 'objective', side: 1, change: 1 },
			{ type: 'upgrade', side: 0, unit: 0, upgrade: 'shield-wall', state: 'exhausted' },
			{ type: 'morale', side: 0, unit: 1, icons: 2, panic_spent: 0 },
			{ type: 'condition', side: 0, unit: 1, name: 'Webbed', present: true },
			{ type: 'destroyed', units: [{ side: 0, unit: 1 }] }
		]);
	});

	it('shows Rust’s answer: a token recorded appears from the view Rust sends back', async () => {
		const before = matchAt('activation');
		await open(before, (entry) => {
			const after = structuredClone(before);
			if (entry.type === 'token') after.state.sides[1]!.units[0]!.tokens.panic = 1;
			after.head += 1;
			after.timeline += 1;
			return { view: after, refused: null };
		});
		expect(screen.queryByRole('status', { name: 'Panic on Reanimates' })).toBeNull();
		await fireEvent.click(within(screen.getByRole('group', { name: 'Add a token to Reanimates' })).getByRole('button', { name: 'Panic' }));
		await waitFor(() => expect(screen.getByRole('status', { name: 'Panic on Reanimates' })).toHaveTextContent('1'));
		// Held now: a counter of its own, and no longer offered to add.
		expect(screen.getByRole('button', { name: 'One more: Panic on Reanimates' })).toBeInTheDocument();
		expect(within(screen.getByRole('group', { name: 'Add a token to Reanimates' })).queryByRole('button', { name: 'Panic' })).toBeNull();
	});

	it('a refusal shows its message, help and rule, and nothing changes', async () => {
		const view = matchAt('activation');
		await open(view, () => ({
			view,
			refused: {
				code: 'runewars.morale.no_severity',
				severity: 'error',
				rule: 'runewars:§73.2',
				path: '/icons',
				message: 'A morale test of severity 0 draws no card.',
				help: 'Give the morale icons, or the panic tokens spent.',
				waits_for: []
			}
		}));
		const kari = screen.getByRole('article', { name: 'Kari Wraithstalker' });
		await fireEvent.click(within(kari).getByRole('button', { name: 'One fewer: Morale icons on Kari Wraithstalker' }));
		await fireEvent.click(within(kari).getByRole('button', { name: 'Test morale' }));
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('Not recorded: A morale test of severity 0 draws no card.');
		expect(alert).toHaveTextContent('Give the morale icons, or the panic tokens spent.');
		// The code and rule are behind "Details", closed.
		const details = within(alert).getByText('Details').closest('details');
		expect(details).not.toHaveAttribute('open');
		expect(details).toHaveTextContent('runewars:§73.2');
		expect(details).toHaveTextContent('runewars.morale.no_severity');
		expect(entries()).toEqual([{ type: 'morale', side: 0, unit: 1, icons: 0, panic_spent: 0 }]);
		expect(screen.getByText('Initiative 3: Ben activates')).toBeInTheDocument();
		await fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
		expect(screen.queryByRole('alert')).toBeNull();
	});

	it('Undo and Redo follow canUndo and canRedo and move the head by one', async () => {
		const view = matchAt('activation');
		view.canRedo = true;
		view.timeline = 11;
		await open(view);
		const undo = screen.getByRole('button', { name: 'Undo' });
		const redo = screen.getByRole('button', { name: 'Redo' });
		expect(undo).toBeEnabled();
		expect(redo).toBeEnabled();
		await fireEvent.click(undo);
		await waitFor(() => expect(entries()).toHaveLength(1));
		await fireEvent.click(redo);
		await waitFor(() => expect(entries()).toEqual([{ type: 'undo', to: 8 }, { type: 'redo', to: 10 }]));

		tracker.reset();
		document.body.innerHTML = '';
		await open(matchAt('first_player'));
		expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
		expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
	});

	it('Ctrl+Z and Ctrl+Y undo and redo as the buttons do, their titles say so, and a typing field keeps its own', async () => {
		const view = matchAt('activation');
		view.canRedo = true;
		view.timeline = 11;
		await open(view);
		expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('title', 'Undo the last thing recorded (Ctrl+Z)');
		expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('title', 'Redo (Ctrl+Y)');
		// The header carries the game's emblem beside who plays.
		expect(screen.getByRole('heading', { level: 1 }).querySelector('[data-emblem="runewars"] svg')).not.toBeNull();

		// A key the tracker takes is its own (not the window's default: false is "prevented").
		expect(await fireEvent.keyDown(window, { key: 'z', ctrlKey: true })).toBe(false);
		await waitFor(() => expect(entries()).toEqual([{ type: 'undo', to: 8 }]));
		await fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
		await waitFor(() => expect(entries()).toEqual([{ type: 'undo', to: 8 }, { type: 'redo', to: 10 }]));
		await fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
		await waitFor(() => expect(entries()).toHaveLength(3));
		expect(entries()[2]).toEqual({ type: 'redo', to: 10 });

		const field = document.createElement('input');
		document.body.append(field);
		// A typing field and Ctrl+Alt are left alone: not taken, nothing sent.
		expect(await fireEvent.keyDown(field, { key: 'z', ctrlKey: true })).toBe(true);
		expect(await fireEvent.keyDown(window, { key: 'z', altKey: true, ctrlKey: true })).toBe(true);
		await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
		await waitFor(() => expect(entries()).toHaveLength(4));
		field.remove();
	});

	it('in Spanish the titles name the same keys', async () => {
		i18n.lang = 'es';
		const view = matchAt('activation');
		view.canRedo = true;
		shell(view);
		render(TrackerPage, { matchId: view.id });
		const undo = await screen.findByRole('button', { name: 'Deshacer' });
		expect(undo).toHaveAttribute('title', 'Deshacer lo último anotado (Ctrl+Z)');
		expect(screen.getByRole('button', { name: 'Rehacer' })).toHaveAttribute('title', 'Rehacer (Ctrl+Y)');
		expect(undo).toHaveAttribute('aria-keyshortcuts', 'Control+Z');
	});

	it('the End phase ends the round with one tap', async () => {
		await open(matchAt('end'));
		await fireEvent.click(screen.getByRole('button', { name: 'End round 2' }));
		await waitFor(() => expect(entries()).toEqual([{ type: 'end_round' }]));
	});
});

describe('the end of the game', () => {
	it('shows the winner, each score with its parts, the reasoning and the rule; keeping it calls match_finish', async () => {
		await open(matchAt('over'));
		expect(screen.getByRole('heading', { level: 2, name: 'Ana wins' })).toBeInTheDocument();
		expect(screen.getByText('By elimination')).toBeInTheDocument();
		expect(screen.getByText('Ben has no units left: Ana wins at once by elimination (§44.1).')).toBeInTheDocument();
		expect(screen.getByText('runewars:§44.1')).toBeInTheDocument();
		expect(screen.getByText('Shield Wall (Spearmen)')).toBeInTheDocument();
		// The summary holds the final scores; the header's live score gives way to it.
		expect(screen.queryByRole('region', { name: 'Live score' })).toBeNull();

		await fireEvent.click(screen.getByRole('button', { name: 'Keep the result in the history' }));
		expect(await screen.findByText(/^Result kept in the history on /)).toBeInTheDocument();
		expect(callsOf(calls, 'match_finish')).toEqual([{ id: 7, lang: 'en' }]);
		expect(screen.getByRole('link', { name: 'See the history' })).toHaveAttribute('href', '/matches');
		expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
	});
});

describe('in Spanish', () => {
	it('asks Rust for the match in Spanish and labels everything in Spanish', async () => {
		i18n.lang = 'es';
		shell(matchAt('activation'));
		render(TrackerPage, { matchId: 7 });
		expect(await screen.findByRole('heading', { level: 1, name: 'Ana contra Ben' })).toBeInTheDocument();
		expect(callsOf(calls, 'match_open')).toEqual([{ id: 7, lang: 'es' }]);
		expect(screen.getByText('Ronda 2 de 8')).toBeInTheDocument();
		expect(screen.getByText('Fase de Activación')).toBeInTheDocument();
		expect(screen.getByText('Iniciativa 3: activa Ben')).toBeInTheDocument();
		expect(screen.getByRole('article', { name: 'Lanceros' })).toBeInTheDocument();
		// A name without a Spanish source stays English, as Rust does.
		expect(screen.getByRole('article', { name: 'Kari Wraithstalker' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Activar Reanimados' })).toBeEnabled();
	});
});
