/**
 * Starting an Underworlds match from the new match page: two players, yours and your
 * opponent's saved Underworlds lists (the page picks the game when only its lists exist),
 * each named by its warband from the catalogue; a warband whose fighters' Health and Bounty
 * the data does not give is asked once, saved, then the match starts. Fixture, not real data.
 */
import type { ListSummary, UnderworldsFighterForm, UnderworldsFighterValues } from '$lib/api';
import { uwCatalog } from '$lib/games/underworlds/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { playerName } from '$lib/player-name.svelte';
import { notices } from '$lib/notices.svelte';
import { callsOf, mockCommands } from '$lib/test/ipc';
import { tracker } from '$lib/tracker.svelte';
import { clearMocks } from '@tauri-apps/api/mocks';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import NewMatchPage from '$lib/components/match/NewMatchPage.svelte';
import { trackerCatalog, uwAt } from '../test-views';

const DAY = 86_400_000;
const lists: ListSummary[] = [
	{ id: 7, name: 'Wardens in Rivals', game: 'underworlds', faction: 'fixture-wardens', notes: '', version: 1, createdAt: 0, updatedAt: DAY },
	{ id: 8, name: 'Tunnellers in Rivals', game: 'underworlds', faction: 'fixture-tunnellers', notes: '', version: 1, createdAt: 0, updatedAt: DAY },
	{ id: 5, name: 'Basic Orc army', game: 'diskwars', faction: 'destruction', notes: '', version: 1, createdAt: 0, updatedAt: DAY }
];

beforeEach(() => {
	i18n.lang = 'en';
	playerName.reset();
	notices.clear();
	tracker.reset();
	uwCatalog.reset();
});

afterEach(() => {
	clearMocks();
});

it('an Underworlds match is two players, each picking an Underworlds list in secret, revealed together', async () => {
	const calls = mockCommands({
		lists_all: () => lists,
		matches_list: () => [],
		match_start: () => uwAt('territories'),
		underworlds_catalog: trackerCatalog,
		underworlds_fighter_form: (args) => completeForm(String(args.warband))
	});
	const navigate = vi.fn();
	render(NewMatchPage, { navigate });
	await waitFor(() => expect(screen.getByRole('radio', { name: /Warhammer: Diskwars/ })).toBeChecked());
	await fireEvent.click(screen.getByRole('radio', { name: /Warhammer Underworlds/ }));
	expect(screen.getByText('2 players', { selector: '.game.chosen *' })).toBeInTheDocument();
	expect(screen.queryByRole('button', { name: 'Add a player' })).toBeNull();
	expect(screen.getByText(/Muster asks once for any fighter’s Health and Bounty the data does not give/)).toBeInTheDocument();
	expect(screen.getByRole('checkbox', { name: 'Warbands and decks chosen in secret, revealed together' })).toBeChecked();
	await fireEvent.input(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ana' } });
	await fireEvent.input(screen.getByRole('textbox', { name: 'Opponent’s name' }), { target: { value: 'Ben' } });
	// No list is on screen until a player takes the device.
	expect(screen.queryByRole('combobox')).toBeNull();

	// Ana picks while Ben looks away: only her choice is on screen, and Ben waits.
	await fireEvent.click(screen.getByRole('button', { name: 'Ana picks in secret' }));
	expect(screen.getByRole('button', { name: 'Ben picks in secret' })).toBeDisabled();
	const yours = screen.getByRole('combobox', { name: 'Your list' });
	expect(within(yours).queryByRole('option', { name: /Basic Orc army/ })).toBeNull();
	await waitFor(() => expect(within(yours).getByRole('option', { name: 'Wardens in Rivals — Fixture Wardens' })).toBeInTheDocument());
	expect(screen.getByText('Only Ana looks: pick your list, then hide it.')).toBeInTheDocument();
	await fireEvent.change(yours, { target: { value: '7' } });
	await fireEvent.click(screen.getByRole('button', { name: 'Done: hide Ana’s pick' }));
	// Hidden: that a pick was made, not which.
	expect(screen.queryByRole('combobox')).toBeNull();
	expect(within(screen.getByTestId('secret-pick-0')).getByText('Picked, hidden')).toBeInTheDocument();
	expect(document.body.textContent).not.toContain('Wardens');
	expect(screen.getByRole('button', { name: 'Reveal both' })).toBeDisabled();
	expect(screen.getByRole('button', { name: 'Start the match' })).toBeDisabled();

	await fireEvent.click(screen.getByRole('button', { name: 'Ben picks in secret' }));
	expect(screen.queryByRole('combobox', { name: 'Your list' })).toBeNull();
	await fireEvent.change(screen.getByRole('combobox', { name: 'Opponent’s list' }), { target: { value: '8' } });
	await fireEvent.click(screen.getByRole('button', { name: 'Done: hide Ben’s pick' }));
	expect(document.body.textContent).not.toContain('Tunnellers');
	expect(screen.getByText('Reveal both picks to start.')).toBeInTheDocument();

	// Both revealed together.
	await fireEvent.click(screen.getByRole('button', { name: 'Reveal both' }));
	expect(screen.getByRole('combobox', { name: 'Your list' })).toHaveValue('7');
	expect(screen.getByRole('combobox', { name: 'Opponent’s list' })).toHaveValue('8');
	// Both warbands are known whole: nothing is asked.
	await waitFor(() => expect(callsOf(calls, 'underworlds_fighter_form').map((c) => c.warband)).toEqual(['fixture-wardens', 'fixture-tunnellers']));
	expect(screen.queryByTestId('uw-questions')).toBeNull();
	await fireEvent.click(screen.getByRole('button', { name: 'Start the match' }));
	await waitFor(() => expect(navigate).toHaveBeenCalledWith('/matches/31'));
	expect(callsOf(calls, 'match_start')).toEqual([{ seats: [{ listId: 7, name: 'Ana' }, { listId: 8, name: 'Ben' }], lang: 'en' }]);
	expect(callsOf(calls, 'underworlds_save_fighters')).toEqual([]);
	expect(tracker.view?.game).toBe('underworlds');
});

it('the fighter questions of a warband picked in secret wait for the reveal; in Spanish', async () => {
	mockCommands({
		lists_all: () => lists,
		matches_list: () => [],
		underworlds_catalog: trackerCatalog,
		underworlds_fighter_form: (args) => (args.warband === 'fixture-tunnellers' ? tunnellersForm() : completeForm(String(args.warband)))
	});
	i18n.lang = 'es';
	render(NewMatchPage, { navigate: vi.fn() });
	await waitFor(() => expect(screen.getByRole('radio', { name: /Warhammer: Diskwars/ })).toBeChecked());
	await fireEvent.click(screen.getByRole('radio', { name: /Warhammer Underworlds/ }));
	await fireEvent.click(screen.getByRole('button', { name: 'Jugador 1 elige en secreto' }));
	await fireEvent.change(screen.getByRole('combobox'), { target: { value: '8' } });
	await fireEvent.click(screen.getByRole('button', { name: 'Hecho: ocultar la elección de Jugador 1' }));
	await fireEvent.click(screen.getByRole('button', { name: 'Jugador 2 elige en secreto' }));
	await fireEvent.change(screen.getByRole('combobox'), { target: { value: '7' } });
	await fireEvent.click(screen.getByRole('button', { name: 'Hecho: ocultar la elección de Jugador 2' }));
	// Asked of Rust already, shown only once revealed.
	expect(screen.queryByTestId('uw-questions')).toBeNull();
	await fireEvent.click(screen.getByRole('button', { name: 'Revelar ambas' }));
	expect(await screen.findByTestId('uw-ff-fixture-tunnellers')).toBeInTheDocument();
});

/** A form with nothing to ask (fixture). */
function completeForm(warband: string): UnderworldsFighterForm {
	return { warband, name: warband, complete: true, fighters: [{ id: 'fixture-one', name: 'Fixture One', leader: true, health: 3, bounty: 1, inspiredHealth: 4, inspiredBounty: 2 }] };
}

/** The Tunnellers' form as the data leaves it: one fighter named, two only counted (fixture). */
function tunnellersForm(): UnderworldsFighterForm {
	const row = (id: string | null, name: string): UnderworldsFighterValues => ({ id, name, leader: false, health: null, bounty: null, inspiredHealth: null, inspiredBounty: null });
	return { warband: 'fixture-tunnellers', name: 'Fixture Tunnellers', complete: false, fighters: [row('fixture-digger', 'Fixture Digger'), row(null, 'Fighter 2'), row(null, 'Fighter 3')] };
}

it('a warband whose fighters the data does not give is asked before the match; Rust’s refusal shows at its row; once saved, the match starts and the next asks nothing', async () => {
	let answered = false;
	const calls = mockCommands({
		lists_all: () => lists,
		matches_list: () => [],
		match_start: () => uwAt('territories'),
		underworlds_catalog: trackerCatalog,
		underworlds_fighter_form: (args) => (args.warband === 'fixture-tunnellers' && !answered ? tunnellersForm() : completeForm(String(args.warband))),
		underworlds_save_fighters: (args) => {
			const rows = args.fighters as UnderworldsFighterValues[];
			const bad = rows.findIndex((r) => r.health === 0 || r.inspiredHealth === 0);
			if (bad >= 0) throw { code: 'record.invalid', message: `underworlds/warband/fixture-tunnellers/fighters/${bad}: health must be at least 1` };
			answered = true;
			return trackerCatalog();
		}
	});
	const navigate = vi.fn();
	render(NewMatchPage, { navigate });
	await waitFor(() => expect(screen.getByRole('radio', { name: /Warhammer: Diskwars/ })).toBeChecked());
	await fireEvent.click(screen.getByRole('radio', { name: /Warhammer Underworlds/ }));
	// Picks known to both (a game agreed beforehand): not secret.
	await fireEvent.click(screen.getByRole('checkbox', { name: 'Warbands and decks chosen in secret, revealed together' }));
	await fireEvent.change(screen.getByRole('combobox', { name: 'Your list' }), { target: { value: '7' } });
	await fireEvent.change(screen.getByRole('combobox', { name: 'Opponent’s list' }), { target: { value: '8' } });
	await fireEvent.input(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ana' } });
	await fireEvent.input(screen.getByRole('textbox', { name: 'Opponent’s name' }), { target: { value: 'Ben' } });

	// Only the Tunnellers are asked: a row per fighter the data counts.
	const form = await screen.findByTestId('uw-ff-fixture-tunnellers');
	expect(screen.queryByTestId('uw-ff-fixture-wardens')).toBeNull();
	expect(within(form).getAllByRole('textbox').map((f) => (f as HTMLInputElement).value)).toEqual(['Fixture Digger', 'Fighter 2', 'Fighter 3']);
	const start = screen.getByRole('button', { name: 'Save and start' });
	const field = (i: number, what: string) => screen.getByTestId(`uw-ff-fixture-tunnellers-${i}-${what}`);
	await fireEvent.click(within(form).getByRole('radio', { name: 'Fixture Digger is the leader' }));
	for (let i = 0; i < 3; i += 1) {
		for (const [what, value] of [['health', '3'], ['bounty', '1'], ['inspired-health', '4'], ['inspired-bounty', '2']] as const) {
			await fireEvent.input(field(i, what), { target: { value } });
		}
	}
	await fireEvent.input(field(1, 'inspired-health'), { target: { value: '0' } });
	await fireEvent.click(start);

	// Refused: the fault at its row, its field focused, no match.
	const fault = await screen.findByTestId('uw-ff-fixture-tunnellers-1-error');
	expect(fault).toHaveTextContent('Fighter 2: health must be at least 1');
	await waitFor(() => expect(field(1, 'health')).toHaveFocus());
	expect(callsOf(calls, 'match_start')).toEqual([]);

	// Corrected: saved, then the match starts.
	await fireEvent.input(field(1, 'inspired-health'), { target: { value: '4' } });
	await fireEvent.click(start);
	await waitFor(() => expect(navigate).toHaveBeenCalledWith('/matches/31'));
	const saved = callsOf(calls, 'underworlds_save_fighters');
	expect(saved.at(-1)).toEqual({
		warband: 'fixture-tunnellers',
		fighters: [
			{ id: 'fixture-digger', name: 'Fixture Digger', leader: true, health: 3, bounty: 1, inspiredHealth: 4, inspiredBounty: 2 },
			{ id: null, name: 'Fighter 2', leader: false, health: 3, bounty: 1, inspiredHealth: 4, inspiredBounty: 2 },
			{ id: null, name: 'Fighter 3', leader: false, health: 3, bounty: 1, inspiredHealth: 4, inspiredBounty: 2 }
		],
		lang: 'en'
	});
	expect(callsOf(calls, 'match_start')).toHaveLength(1);

	// A second match of the same warbands asks nothing.
	cleanup();
	render(NewMatchPage, { navigate });
	await waitFor(() => expect(screen.getByRole('radio', { name: /Warhammer: Diskwars/ })).toBeChecked());
	await fireEvent.click(screen.getByRole('radio', { name: /Warhammer Underworlds/ }));
	// Picks known to both (a game agreed beforehand): not secret.
	await fireEvent.click(screen.getByRole('checkbox', { name: 'Warbands and decks chosen in secret, revealed together' }));
	await fireEvent.change(screen.getByRole('combobox', { name: 'Your list' }), { target: { value: '7' } });
	await fireEvent.change(screen.getByRole('combobox', { name: 'Opponent’s list' }), { target: { value: '8' } });
	await waitFor(() => expect(callsOf(calls, 'underworlds_fighter_form').filter((c) => c.warband === 'fixture-tunnellers').length).toBeGreaterThan(1));
	expect(screen.queryByTestId('uw-questions')).toBeNull();
	expect(screen.getByRole('button', { name: 'Start the match' })).toBeInTheDocument();
});
