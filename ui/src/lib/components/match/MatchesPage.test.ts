/**
 * Starting a match from saved lists (two for RuneWars, two to four for Diskwars), the history
 * with its statistics, and the match in progress offered on Home.
 */
import type { ListSummary, MatchRow, Verdict } from '$lib/api';
import { catalog } from '$lib/games/runewars/catalog.svelte';
import { uwCatalog } from '$lib/games/underworlds/catalog.svelte';
import { sigmarCatalog } from '$lib/games/sigmar/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { playerName } from '$lib/player-name.svelte';
import { notices } from '$lib/notices.svelte';
import { diskwarsAt } from '$lib/games/diskwars/test-views';
import { diskwarsCheck } from '$lib/games/diskwars/test-fixtures';
import { matchAt } from '$lib/games/runewars/test-views';
import { fixtureCatalog } from '$lib/games/underworlds/test-fixtures';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { sigmarCatalogEn } from '$lib/games/sigmar/test-fixtures';
import { tracker } from '$lib/tracker.svelte';
import { clearMocks } from '@tauri-apps/api/mocks';
import userEvent from '@testing-library/user-event';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../home/HomePage.svelte';
import MatchesPage from './MatchesPage.svelte';
import NewMatchPage from './NewMatchPage.svelte';

const DAY = 86_400_000;
const lists: ListSummary[] = [
	{ id: 1, name: 'Shield wall', game: 'runewars', faction: 'daqan-lords', notes: '', version: 3, createdAt: 0, updatedAt: DAY },
	{ id: 2, name: 'Host of Crows', game: 'runewars', faction: 'waiqar-the-undying', notes: '', version: 1, createdAt: 0, updatedAt: DAY }
];

function row(id: number, finished: MatchRow['outcome'] | 'in progress'): MatchRow {
	const done = finished !== 'in progress';
	return {
		id,
		game: 'runewars',
		createdAt: Date.UTC(2025, 4, id, 18),
		finishedAt: done ? Date.UTC(2025, 4, id, 20) : null,
		player: 'Ana',
		opponent: id === 3 ? 'Carla' : 'Ben',
		listId: 1,
		listName: 'Shield wall',
		opponentListId: 2,
		opponentListName: 'Host of Crows',
		faction: 'daqan-lords',
		opponentFaction: 'waiqar-the-undying',
		outcome: done ? finished : null,
		result: done
			? { winner: 0, scores: [{ side: 0, player: 'Ana', total: 120, parts: [] }, { side: 1, player: 'Ben', total: 87, parts: [] }], decided_by: 'score', rule: 'runewars:§44.2', reasoning: [] }
			: null,
		events: 40
	};
}

let calls: Call[];

beforeEach(() => {
	i18n.lang = 'en';
	playerName.reset();
	catalog.reset();
	sigmarCatalog.reset();
	uwCatalog.reset();
	notices.clear();
	tracker.reset();
});

afterEach(() => {
	clearMocks();
});

describe('a new match', () => {
	it('starts from your list and your opponent’s with both names, then opens the tracker', async () => {
		calls = mockCommands({
			lists_all: () => lists,
			matches_list: () => [row(1, 'won')],
			match_start: () => matchAt('first_player')
		});
		const navigate = vi.fn();
		render(NewMatchPage, { listId: 1, navigate });
		const yours = await screen.findByRole('combobox', { name: 'Your list' });
		// Preselected from the Lists page, and your name from your last match.
		await waitFor(() => expect(yours).toHaveValue('1'));
		await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ana'));
		const start = screen.getByRole('button', { name: 'Start the match' });
		expect(start).toBeDisabled();
		expect(screen.getByText('Both names and both lists are needed.')).toBeInTheDocument();

		await fireEvent.change(screen.getByRole('combobox', { name: 'Opponent’s list' }), { target: { value: '2' } });
		await fireEvent.input(screen.getByRole('textbox', { name: 'Opponent’s name' }), { target: { value: ' Ben ' } });
		await fireEvent.click(start);
		await waitFor(() => expect(navigate).toHaveBeenCalledWith('/matches/7'));
		expect(callsOf(calls, 'match_start')).toEqual([{ seats: [{ listId: 1, name: 'Ana' }, { listId: 2, name: 'Ben' }], lang: 'en' }]);
		expect(tracker.view?.id).toBe(7);
	});

	it('Diskwars takes two to four players, each with a Diskwars list and a name', async () => {
		const diskwars: ListSummary[] = [
			...lists,
			{ id: 5, name: 'Basic Empire army', game: 'diskwars', faction: 'order', notes: '', version: 1, createdAt: 0, updatedAt: DAY },
			{ id: 6, name: 'Basic Orc army', game: 'diskwars', faction: 'destruction', notes: '', version: 1, createdAt: 0, updatedAt: DAY }
		];
		calls = mockCommands({
			lists_all: () => diskwars,
			matches_list: () => [],
			match_start: () => diskwarsAt('initiative')
		});
		const navigate = vi.fn();
		render(NewMatchPage, { navigate });
		const radio = await screen.findByRole('radio', { name: /Warhammer: Diskwars/ });
		// Each game's choice wears its emblem beside its name.
		expect(radio.closest('label')?.querySelector('[data-emblem="diskwars"] svg')).not.toBeNull();
		await fireEvent.click(radio);
		const list = screen.getByRole('combobox', { name: 'Your list' });
		// Only Diskwars lists are offered.
		expect(within(list).queryByRole('option', { name: /Shield wall/ })).toBeNull();
		await fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
		expect(screen.queryByRole('button', { name: 'Add a player' })).toBeNull();
		await fireEvent.click(screen.getByRole('button', { name: 'Remove player 4' }));
		const names = screen.getAllByRole('textbox');
		const choices = screen.getAllByRole('combobox');
		for (const [i, [name, id]] of ([['Ana', '5'], ['Ben', '6'], ['Cleo', '5']] as const).entries()) {
			await fireEvent.input(names[i]!, { target: { value: name } });
			await fireEvent.change(choices[i]!, { target: { value: id } });
		}
		await fireEvent.click(screen.getByRole('button', { name: 'Start the match' }));
		await waitFor(() => expect(navigate).toHaveBeenCalledWith('/matches/12'));
		expect(callsOf(calls, 'match_start')).toEqual([
			{ seats: [{ listId: 5, name: 'Ana' }, { listId: 6, name: 'Ben' }, { listId: 5, name: 'Cleo' }], lang: 'en' }
		]);
	});

	it('a list that is not legal or unconfirmed may still play, with a note saying so', async () => {
		const diskwars: ListSummary[] = [
			{ id: 5, name: 'Six Steam Tanks', game: 'diskwars', faction: 'order', notes: '', version: 1, createdAt: 0, updatedAt: DAY },
			{ id: 6, name: 'Kimmie’s first draft', game: 'diskwars', faction: 'destruction', notes: '', version: 1, createdAt: 0, updatedAt: DAY },
			{ id: 7, name: 'Basic Orc army', game: 'diskwars', faction: 'destruction', notes: '', version: 1, createdAt: 0, updatedAt: DAY }
		];
		// Rust's verdict on each list, as `check_list` gives it.
		const verdicts: Record<number, Verdict> = { 5: 'unconfirmed', 6: 'illegal', 7: 'legal' };
		calls = mockCommands({
			lists_all: () => diskwars,
			matches_list: () => [],
			list_open: ({ id }) => ({ summary: diskwars.find((l) => l.id === id)!, document: { format: 'muster-list/1', game: 'diskwars', name: String(id), regiments: [], command_cards: [] } }),
			check_list: ({ document }) => {
				const verdict = verdicts[Number((document as { name: string }).name)]!;
				const check = diskwarsCheck([]);
				return { ...check, report: { ...check.report, verdict, legal: verdict === 'legal' } };
			},
			match_start: () => diskwarsAt('initiative')
		});
		const navigate = vi.fn();
		render(NewMatchPage, { navigate });
		await fireEvent.click(await screen.findByRole('radio', { name: /Warhammer: Diskwars/ }));
		const [yours, theirs] = screen.getAllByRole('combobox');
		await fireEvent.change(yours!, { target: { value: '5' } });
		await fireEvent.change(theirs!, { target: { value: '6' } });
		const notes = await screen.findAllByRole('note');
		await waitFor(() => expect(screen.getAllByRole('note')).toHaveLength(2));
		expect(notes[0]).toHaveTextContent('Six Steam Tanks is unconfirmed: some checks wait for values not entered yet. You can play it');
		expect(screen.getAllByRole('note')[1]).toHaveTextContent('Kimmie’s first draft is not legal: it breaks a rule. You can still play it if every player agrees.');
		// A legal list needs no note; both may still start.
		await fireEvent.change(theirs!, { target: { value: '7' } });
		await waitFor(() => expect(screen.getAllByRole('note')).toHaveLength(1));
		const names = screen.getAllByRole('textbox');
		await fireEvent.input(names[0]!, { target: { value: 'Ana' } });
		await fireEvent.input(names[1]!, { target: { value: 'Ben' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Start the match' }));
		await waitFor(() => expect(navigate).toHaveBeenCalledWith('/matches/12'));
		i18n.lang = 'es';
		await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('Six Steam Tanks está sin confirmar'));
	});

	it('without saved lists says what to do first', async () => {
		mockCommands({ lists_all: () => [], matches_list: () => [] });
		render(NewMatchPage, { navigate: vi.fn() });
		expect(await screen.findByText(/Save a list first/)).toBeInTheDocument();
	});
});

describe('the history', () => {
	it('lists each match with date, players, lists and result, and the statistics', async () => {
		calls = mockCommands({
			matches_list: () => [row(3, 'in progress'), row(2, 'lost'), row(1, 'won')],
			match_stats: () => ({
				lists: [{ listId: 1, name: 'Shield wall', game: 'runewars', played: 2, won: 1, lost: 1, drawn: 0 }],
				factions: [{ game: 'runewars', faction: 'daqan-lords', played: 2, won: 1, lost: 1, drawn: 0 }]
			})
		});
		render(MatchesPage);
		const table = await screen.findByRole('table', { name: 'Matches' });
		const rows = within(table).getAllByRole('row').slice(1);
		expect(rows).toHaveLength(3);
		expect(rows[0]).toHaveTextContent('Ana vs Carla');
		expect(rows[0]).toHaveTextContent('In progress');
		expect(within(rows[0]!).getByRole('link', { name: 'Open the match against Carla' })).toHaveTextContent('Resume');
		expect(within(rows[0]!).getByRole('link', { name: 'Open the match against Carla' })).toHaveAttribute('href', '/matches/3');
		expect(rows[1]).toHaveTextContent('Lost');
		expect(rows[2]).toHaveTextContent('Won');
		expect(rows[2]).toHaveTextContent('Ana 120 – Ben 87');
		expect(rows[2]).toHaveTextContent('Shield wall');
		expect(rows[2]).toHaveTextContent('Host of Crows');

		const byList = screen.getByRole('table', { name: 'By list' });
		expect(within(byList).getAllByRole('row')[1]).toHaveTextContent('Shield wall2110');
		expect(screen.getByRole('table', { name: 'By faction' })).toHaveTextContent('daqan-lords');
	});

	it('names an Age of Sigmar match’s factions and an Underworlds match’s warbands, in the app’s language', async () => {
		i18n.lang = 'es';
		const sigmar: MatchRow = { ...row(5, 'won'), game: 'sigmar', faction: 'stormcast-eternals', opponentFaction: 'fyreslayers' };
		const underworlds: MatchRow = { ...row(6, 'won'), game: 'underworlds', faction: 'fixture-wardens', opponentFaction: 'fixture-band' };
		mockCommands({
			matches_list: () => [underworlds, sigmar],
			match_stats: () => ({ lists: [], factions: [{ game: 'sigmar', faction: 'stormcast-eternals', played: 1, won: 1, lost: 0, drawn: 0 }] }),
			sigmar_catalog: () => sigmarCatalogEn,
			underworlds_catalog: () => fixtureCatalog()
		});
		render(MatchesPage);
		const table = await screen.findByRole('table', { name: 'Partidas' });
		const [uw, sg] = within(table).getAllByRole('row').slice(1);
		await waitFor(() => expect(uw).toHaveTextContent('Guardianes de prueba'));
		expect(uw).toHaveTextContent('Fixture Band');
		await waitFor(() => expect(sg).toHaveTextContent('Stormcast Eternals'));
		// A faction the imported data does not have keeps its id rather than a made-up name.
		expect(sg).toHaveTextContent('fyreslayers');
		expect(screen.getByRole('table', { name: 'Por facción' })).toHaveTextContent('Stormcast Eternals');
		// Each match names its game, and the history filters by game.
		expect(sg).toHaveTextContent('Age of Sigmar');
		await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Juego' }), 'underworlds');
		expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
		expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Guardianes de prueba');
	});

	it('without matches says so', async () => {
		mockCommands({ matches_list: () => [], match_stats: () => ({ lists: [], factions: [] }) });
		render(MatchesPage);
		expect(await screen.findByText('No matches yet. Start one with two saved lists.')).toBeInTheDocument();
		expect(screen.getByText('No finished matches yet.')).toBeInTheDocument();
	});
});

describe('home', () => {
	it('offers the newest match in progress to resume', async () => {
		mockCommands({
			app_info: () => ({ version: '0.1.0', games: [] }),
			lists_all: () => lists,
			collection_get: () => [],
			can_field_all: () => [],
			matches_list: () => [row(3, 'in progress'), row(1, 'won')]
		});
		render(HomePage);
		const resume = await screen.findByRole('link', { name: 'Resume match' });
		expect(resume).toHaveAttribute('href', '/matches/3');
		expect(screen.getByText('Ana against Carla')).toBeInTheDocument();
	});

	it('offers nothing when every match is finished', async () => {
		calls = mockCommands({
			app_info: () => ({ version: '0.1.0', games: [] }),
			lists_all: () => lists,
			collection_get: () => [],
			can_field_all: () => [],
			matches_list: () => [row(1, 'won')]
		});
		render(HomePage);
		await waitFor(() => expect(callsOf(calls, 'matches_list')).toHaveLength(1));
		await screen.findByText('Shield wall');
		expect(screen.queryByRole('link', { name: 'Resume match' })).toBeNull();
	});
});
