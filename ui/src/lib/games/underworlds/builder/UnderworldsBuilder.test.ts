import type { UnderworldsCatalogView, UnderworldsDeck, UnderworldsList } from '$lib/api';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { callsOf, mockCommands, type Call, sent } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uwCatalog } from '../catalog.svelte';
import { deckACards, deckBCards, finding, fixtureCatalog, fixtureCheck, fixtureFighterForm, savedDocument } from '../test-fixtures';
import DialogHost from '$lib/components/DialogHost.svelte';
import NewList from '$lib/components/builder/NewList.svelte';
import UnderworldsBuilder from './UnderworldsBuilder.svelte';

let catalog: UnderworldsCatalogView;
let findings: ReturnType<typeof finding>[];
let calls: Call[];

/** The document of the last `check_list`. */
function lastChecked(): UnderworldsList {
	return sent(callsOf(calls, 'check_list').at(-1)?.document);
}

const byTestId = (id: string) => screen.getByTestId(id);
const ids = (cards: typeof deckACards, objective: boolean) => cards.filter((c) => (c.kind === 'objective') === objective).map((c) => c.id);

beforeEach(() => {
	i18n.lang = 'en';
	uwCatalog.reset();
	notices.clear();
	catalog = fixtureCatalog();
	findings = [];
	calls = mockCommands({
		underworlds_catalog: () => catalog,
		check_list: (args) => fixtureCheck(args.document, catalog, findings),
		list_open: () => ({
			summary: { id: 7, name: 'Fixture gauntlet', game: 'underworlds', faction: 'fixture-band', notes: '', version: 1, createdAt: 0, updatedAt: 0 },
			document: savedDocument
		}),
		list_save: () => ({ id: 7, version: 1, savedAt: 1 }),
		list_history: () => [{ version: 1, savedAt: 1, name: 'Fixture gauntlet' }],
		underworlds_fighter_form: (args) => fixtureFighterForm(catalog, String(args.warband))
	});
});

afterEach(() => {
	clearMocks();
});

async function newList() {
	const navigate = vi.fn();
	render(UnderworldsBuilder, { props: { listId: null, navigate } });
	await screen.findByTestId('uw-warband-search');
	return navigate;
}

/** The chosen warband's name, '' while none is chosen (the picker's list is shown instead). */
function chosenWarband(): string {
	return screen.queryByTestId('uw-warband-chosen')?.querySelector('h3')?.textContent ?? '';
}

describe('the Underworlds builder', () => {
	it('Rivals: choosing a deck fills in all its cards as printed; the counts are Rust’s and follow every toggle', async () => {
		const navigate = await newList();
		// The player's warbands are marked as theirs.
		expect(within(byTestId('uw-warband-choose-fixture-band')).getByText('Yours')).toBeInTheDocument();
		expect(byTestId('uw-warband-choose-fixture-wardens')).toHaveTextContent('Fixture Wardens');
		expect(within(byTestId('uw-warband-choose-fixture-wardens')).queryByText('Yours')).toBeNull();
		await fireEvent.click(byTestId('uw-warband-choose-fixture-band'));
		await waitFor(() => expect(lastChecked().warband).toBe('fixture-band'));
		expect(within(byTestId('uw-warband')).getByText('Leader')).toBeInTheDocument();

		await fireEvent.click(byTestId('uw-deck-choose-alpha-deck'));
		await waitFor(() => expect(lastChecked().decks).toEqual(['alpha-deck']));
		expect(lastChecked().objectives).toEqual(ids(deckACards, true));
		expect(lastChecked().power).toEqual(ids(deckACards, false));
		await waitFor(() => expect(byTestId('uw-count-objectives')).toHaveTextContent('12 / 12'));
		expect(byTestId('uw-count-power')).toHaveTextContent('20 / 20');
		expect(byTestId('uw-count-surge')).toHaveTextContent('surge: 4');
		// A Restricted card says so.
		const restricted = deckACards.find((c) => c.restricted)!;
		expect(within(byTestId(`uw-card-alpha-deck-${restricted.id}`).closest('li')!).getByText('Restricted')).toBeInTheDocument();
		expect(byTestId('uw-ploys-upgrades')).toHaveTextContent('ploys 8 · upgrades 12');
		const totals = screen.getByRole('region', { name: 'Totals' });
		expect(within(totals).getByText('Power cards').nextElementSibling).toHaveTextContent('20 / 20');

		// Taking one objective out: the list and the count follow.
		const first = deckACards[0]!;
		await fireEvent.click(byTestId(`uw-card-alpha-deck-${first.id}`));
		await waitFor(() => expect(lastChecked().objectives).toEqual(ids(deckACards, true).slice(1)));
		await waitFor(() => expect(byTestId('uw-count-objectives')).toHaveTextContent('11 / 12'));
		// …and back in, at the end.
		await fireEvent.click(byTestId(`uw-card-alpha-deck-${first.id}`));
		await waitFor(() => expect(lastChecked().objectives).toEqual([...ids(deckACards, true).slice(1), first.id]));

		// Another deck replaces the first one, as printed.
		await fireEvent.click(byTestId('uw-deck-choose-beta-deck'));
		await waitFor(() => expect(lastChecked().decks).toEqual(['beta-deck']));
		expect(lastChecked().power).toEqual(ids(deckBCards, false));
		await waitFor(() => expect(byTestId('uw-ploys-upgrades')).toHaveTextContent('ploys 10 · upgrades 10'));

		// Saving a new list goes to its page.
		await fireEvent.click(screen.getByRole('button', { name: 'Save' }));
		await waitFor(() => expect(navigate).toHaveBeenCalledWith('/lists/7', true));
		expect(sent(callsOf(calls, 'list_save')[0]?.document)).toMatchObject({ game: 'underworlds', play_format: 'rivals', warband: 'fixture-band' });
	});

	it('Ctrl+Z and Ctrl+Y undo and redo an edit, but not while typing in a field nor on the warband screen', async () => {
		await newList();
		// The keys are shown: in the "More actions" menu and on the buttons' tooltips.
		const keys = screen.getByLabelText('Keyboard shortcuts');
		expect([...keys.querySelectorAll('div')].map((row) => row.textContent)).toEqual(['Ctrl+SSave', 'Ctrl+ZUndo', 'Ctrl+YRedo']);
		expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('title', 'Undo the last change (Ctrl+Z)');
		expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('title', 'Save (Ctrl+S)');
		// "More actions" sits in one unwrapping group with Print and Copy, never alone on a row.
		const more = document.querySelector('summary.btn[aria-label^="More actions"]')!;
		expect(more.closest('.tail')).not.toBeNull();
		expect(more.closest('.tail')).toBe(screen.getByRole('button', { name: 'Copy as text' }).closest('.tail'));
		const undoKey = { key: 'z', ctrlKey: true };
		await fireEvent.click(byTestId('uw-warband-choose-fixture-band'));
		await waitFor(() => expect(lastChecked().warband).toBe('fixture-band'));

		await fireEvent.keyDown(window, undoKey);
		expect(chosenWarband()).toBe('');
		await waitFor(() => expect(lastChecked().warband).toBe(''));
		await fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
		expect(chosenWarband()).toBe('Fixture Band');
		await fireEvent.keyDown(window, undoKey);
		await fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
		expect(chosenWarband()).toBe('Fixture Band');

		// A typing field keeps its own undo.
		await fireEvent.keyDown(screen.getByRole('textbox', { name: 'Notes' }), undoKey);
		expect(chosenWarband()).toBe('Fixture Band');

		// The warband screen takes no undo of the list; back on the list, the warband is still chosen.
		await fireEvent.click(byTestId('uw-warband-show'));
		await screen.findByTestId('uw-warband-sheet');
		await fireEvent.keyDown(window, undoKey);
		await fireEvent.click(byTestId('uw-sheet-back'));
		expect(chosenWarband()).toBe('Fixture Band');
		await fireEvent.keyDown(window, undoKey);
		expect(chosenWarband()).toBe('');
	});

	it('the warband screen and the editors open at their top; the list comes back where the player left it', async () => {
		const main = document.body.appendChild(document.createElement('main'));
		main.id = 'main';
		const scrolls: number[] = [];
		main.scrollTo = ((options: ScrollToOptions) => scrolls.push(options.top ?? -1)) as typeof main.scrollTo;
		try {
			render(UnderworldsBuilder, { target: main, props: { listId: null, navigate: vi.fn() } });
			await screen.findByTestId('uw-warband-search');
			await fireEvent.click(byTestId('uw-warband-choose-fixture-band'));
			main.scrollTop = 640;
			await fireEvent.click(byTestId('uw-warband-show'));
			await screen.findByTestId('uw-warband-sheet');
			await waitFor(() => expect(scrolls).toEqual([0]));
			await fireEvent.click(byTestId('uw-sheet-edit'));
			await screen.findByTestId('uw-warband-editor');
			await waitFor(() => expect(scrolls).toEqual([0, 0]));
			await fireEvent.click(byTestId('uw-wb-cancel'));
			await fireEvent.click(await screen.findByTestId('uw-sheet-back'));
			await screen.findByTestId('uw-warband-chosen');
			await waitFor(() => expect(scrolls).toEqual([0, 0, 0, 640]));
		} finally {
			main.remove();
		}
	});

	it('Nemesis: two decks to pick cards from, the surge count of 6; a deck taken out takes its cards', async () => {
		await newList();
		await fireEvent.change(byTestId('uw-format'), { target: { value: 'nemesis' } });
		await waitFor(() => expect(lastChecked().play_format).toBe('nemesis'));
		await fireEvent.click(byTestId('uw-deck-choose-alpha-deck'));
		await fireEvent.click(byTestId('uw-deck-choose-beta-deck'));
		await waitFor(() => expect(lastChecked().decks).toEqual(['alpha-deck', 'beta-deck']));
		// Nothing is chosen for the player in Nemesis.
		expect(lastChecked().objectives).toEqual([]);

		const alphaObjectives = deckACards.filter((c) => c.kind === 'objective');
		await fireEvent.click(within(byTestId('uw-group-objective')).getByRole('button', { name: 'All' }));
		await waitFor(() => expect(lastChecked().objectives).toHaveLength(24));
		await waitFor(() => expect(byTestId('uw-count-surge')).toHaveTextContent('surge: 7 / 6'));
		// Cards from both decks name the deck they come from.
		expect(within(byTestId('uw-group-objective')).getAllByText('Beta Deck').length).toBe(12);

		await fireEvent.click(byTestId('uw-deck-choose-alpha-deck'));
		await waitFor(() => expect(lastChecked().decks).toEqual(['beta-deck']));
		expect(lastChecked().objectives).toEqual(ids(deckBCards, true));
		expect(lastChecked().objectives).not.toContain(alphaObjectives[0]!.id);
	});

	it('Nemesis: a card both decks hold is one card, shown once under both decks', async () => {
		const shared = deckACards.find((c) => c.kind === 'ploy')!;
		catalog.decks = catalog.decks.map((d) => (d.id === 'beta-deck' ? { ...d, cards: d.cards.map((c, i) => (i === 12 ? { ...shared } : c)) } : d));
		await newList();
		await fireEvent.change(byTestId('uw-format'), { target: { value: 'nemesis' } });
		await fireEvent.click(byTestId('uw-deck-choose-alpha-deck'));
		await fireEvent.click(byTestId('uw-deck-choose-beta-deck'));
		const ploys = within(byTestId('uw-group-ploy'));
		expect(ploys.getAllByText(shared.name.en)).toHaveLength(1);
		expect(ploys.getByText('Alpha Deck · Beta Deck')).toBeInTheDocument();
		await fireEvent.click(ploys.getByRole('button', { name: 'All' }));
		await waitFor(() => expect(lastChecked().power).toHaveLength(17));
		expect(lastChecked().power.filter((id) => id === shared.id)).toHaveLength(1);
	});

	it('each finding is shown at its place, and a finding about the whole list shows the place it names', async () => {
		findings = [
			finding(`/objectives/0`, 'Fixture: this card is not allowed here.'),
			finding('/warband', 'Fixture: the warband has no leader.', 'warning'),
			finding('/power', 'Fixture: too many ploys.'),
			finding('/play_format', 'Fixture: about the format.'),
			{ ...finding('/objectives', 'Fixture: too many surge objectives.'), code: 'underworlds.deck.surge' }
		];
		render(UnderworldsBuilder, { props: { listId: 7, navigate: vi.fn() } });
		const first = deckACards[0]!;
		const row = (await screen.findByTestId(`uw-card-alpha-deck-${first.id}`)).closest('li') as HTMLElement;
		await waitFor(() => expect(within(row).getByText('Fixture: this card is not allowed here.')).toBeInTheDocument());
		expect(row).toHaveAttribute('data-pointers', '/objectives/0');
		expect(row).toHaveClass('error');
		expect(within(byTestId('uw-warband')).getByText('Fixture: the warband has no leader.')).toBeInTheDocument();
		expect(within(byTestId('uw-power')).getByText('Fixture: too many ploys.')).toBeInTheDocument();
		const whole = within(byTestId('uw-findings'));
		expect(whole.queryByText('Fixture: too many ploys.')).toBeNull();
		await fireEvent.click(whole.getByRole('button', { name: /about the format/ }));
		expect((document.activeElement as HTMLElement).closest('[data-pointers]')?.getAttribute('data-pointers')).toBe('/play_format');
		// A count Rust finds wrong reads as broken; an error about one card does not break its deck's count.
		const totals = screen.getByRole('region', { name: 'Totals' });
		expect(within(totals).getByText('Power cards').nextElementSibling).toHaveClass('over');
		expect(within(totals).getByText('Objectives').nextElementSibling).not.toHaveClass('over');
		expect(within(totals).getByText('Surge objectives').nextElementSibling).toHaveClass('over');
		expect(within(totals).getByText('Ploys').nextElementSibling).not.toHaveClass('over');
	});

	it('the Rivals decks are chosen where the list starts: under the totals, before every warning and the warband', async () => {
		findings = [finding('/warband', 'Fixture: the warband has no leader.', 'warning'), finding('/play_format', 'Fixture: about the format.', 'warning')];
		render(UnderworldsBuilder, { props: { listId: 7, navigate: vi.fn() } });
		await waitFor(() => expect(within(byTestId('uw-warband')).getByText('Fixture: the warband has no leader.')).toBeInTheDocument());
		const decks = byTestId('uw-decks');
		const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
		// After the totals…
		expect(follows(screen.getByRole('region', { name: 'Totals' }), decks)).toBe(true);
		// …and before the list's findings, the warband (and its warning) and the cards.
		expect(follows(decks, byTestId('uw-findings'))).toBe(true);
		expect(follows(decks, byTestId('uw-warband'))).toBe(true);
		expect(follows(decks, within(byTestId('uw-warband')).getByText('Fixture: the warband has no leader.'))).toBe(true);
		expect(follows(decks, byTestId('uw-power'))).toBe(true);
		// Not inside the side column any more.
		expect(decks.closest('aside')).toBeNull();
	});

	it('a deck whose cards are unknown says so; the player enters them as text, saves, and Rivals uses the deck as printed', async () => {
		const typed: UnderworldsDeck = {
			id: 'hidden-deck',
			name: { en: 'Hidden Deck' },
			source: "user: typed in Muster's deck editor",
			cards_complete: true,
			cards: [
				{ id: 'fixture-goal', name: { en: 'Fixture Goal' }, kind: 'objective', surge: true, glory: 1 },
				{ id: 'fixture-trick', name: { en: 'Fixture Trick' }, kind: 'ploy', surge: false }
			]
		};
		calls = mockCommands({
			underworlds_catalog: () => catalog,
			check_list: (args) => fixtureCheck(args.document, catalog, findings),
			underworlds_read_deck: () => typed,
			underworlds_save_record: (args) => {
				const record = args.record as UnderworldsDeck;
				catalog = { ...catalog, decks: catalog.decks.map((d) => (d.id === record.id ? { ...record, user: true, community_cards: false } : d)) };
				return catalog;
			}
		});
		await newList();
		await fireEvent.click(byTestId('uw-deck-choose-hidden-deck'));
		expect(await screen.findByText(/The rulebook does not list the cards of Hidden Deck/)).toBeInTheDocument();
		expect(within(byTestId('uw-deck-hidden-deck')).getByText('cards unknown')).toBeInTheDocument();

		await fireEvent.click(byTestId('uw-deck-enter-hidden-deck'));
		const editor = await screen.findByTestId('uw-deck-editor');
		// The editor starts from the shipped record: its names.
		expect(within(editor).getByTestId('uw-deck-name')).toHaveValue('Hidden Deck');
		expect(within(editor).getByTestId('uw-deck-name-es')).toHaveValue('Mazo oculto');
		await fireEvent.input(within(editor).getByTestId('uw-deck-import-text'), { target: { value: 'objective surge · Fixture Goal · 1\nploy · Fixture Trick · -' } });
		await fireEvent.click(within(editor).getByTestId('uw-deck-import-read'));
		expect(callsOf(calls, 'underworlds_read_deck').at(-1)).toMatchObject({ id: 'hidden-deck', name: 'Hidden Deck' });
		await fireEvent.click(await within(editor).findByTestId('uw-deck-import-use'));
		expect(within(editor).getByTestId('uw-deck-counts')).toHaveTextContent('1 objectives · 1 ploys · 0 upgrades');
		await fireEvent.click(within(editor).getByTestId('uw-deck-save'));

		await waitFor(() => expect(screen.queryByTestId('uw-deck-editor')).toBeNull());
		const saved = callsOf(calls, 'underworlds_save_record').at(-1);
		expect(saved?.kind).toBe('deck');
		expect(saved?.record).toMatchObject({ id: 'hidden-deck', name: { en: 'Hidden Deck', es: 'Mazo oculto' }, cards_complete: true });
		expect((saved?.record as UnderworldsDeck).source).toMatch(/^user:/);
		await waitFor(() => expect(lastChecked()).toMatchObject({ decks: ['hidden-deck'], objectives: ['fixture-goal'], power: ['fixture-trick'] }));
		expect(screen.queryByText(/The rulebook does not list the cards of Hidden Deck/)).toBeNull();
	});

	it('a deck link pasted gives the list Rust’s decks and cards, its warband kept; a bad link names each card it cannot read and changes nothing', async () => {
		calls = mockCommands({
			underworlds_catalog: () => catalog,
			check_list: (args) => fixtureCheck(args.document, catalog, findings),
			underworlds_apply_link: (args) => {
				if (String(args.link).includes('XX7')) {
					throw { code: 'deck.link', message: 'card 3: no card of the Rivals decks has the code XX7\ncard 5: no card of the Rivals decks has the code XX9' };
				}
				const doc = sent(args.document) as UnderworldsList;
				return { ...doc, play_format: 'rivals', decks: ['beta-deck'], objectives: ids(deckBCards, true), power: ids(deckBCards, false) };
			}
		});
		await newList();
		await fireEvent.click(byTestId('uw-warband-choose-fixture-band'));
		await waitFor(() => expect(lastChecked().warband).toBe('fixture-band'));

		// A link with two codes no card has: both are named, in the order of the link; nothing changes.
		await fireEvent.input(byTestId('uw-link-text'), { target: { value: 'deck=0,BE1,BE2,XX7,BE3,XX9' } });
		await fireEvent.click(byTestId('uw-link-use'));
		const errors = await screen.findByTestId('uw-link-errors');
		expect(within(errors).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
			'card 3: no card of the Rivals decks has the code XX7',
			'card 5: no card of the Rivals decks has the code XX9'
		]);
		expect(screen.getByText('The link was not used: 2 cards could not be read.')).toBeInTheDocument();
		expect(byTestId('uw-link-text')).toHaveValue('deck=0,BE1,BE2,XX7,BE3,XX9');
		await new Promise((r) => setTimeout(r, 60));
		expect(lastChecked()).toMatchObject({ warband: 'fixture-band', decks: [], objectives: [], power: [] });

		// The whole link: Rust's list is the builder's, the warband kept; one Undo takes it back.
		const link = 'https://www.underworldsdb.com/shared.php?deck=0,BE1,BE2&format=rivals';
		await fireEvent.input(byTestId('uw-link-text'), { target: { value: link } });
		expect(screen.queryByTestId('uw-link-errors')).toBeNull();
		await fireEvent.click(byTestId('uw-link-use'));
		await waitFor(() => expect(lastChecked().decks).toEqual(['beta-deck']));
		expect(lastChecked()).toMatchObject({ warband: 'fixture-band', objectives: ids(deckBCards, true), power: ids(deckBCards, false) });
		const asked = callsOf(calls, 'underworlds_apply_link').at(-1)!;
		expect(asked.link).toBe(link);
		expect(asked.lang).toBe('en');
		expect(sent(asked.document).warband).toBe('fixture-band');
		expect(byTestId('uw-link-text')).toHaveValue('');
		await waitFor(() => expect(byTestId('uw-count-objectives')).toHaveTextContent('12 / 12'));
		await fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
		await waitFor(() => expect(lastChecked().decks).toEqual([]));
	});

	it('Copy deck link puts Rust’s link of the list on the clipboard, or shows it to copy by hand', async () => {
		const link = 'https://www.underworldsdb.com/shared.php?deck=0,AL1&format=rivals&deckname=Fixture%20gauntlet';
		const writeText = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
		Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
		calls = mockCommands({
			underworlds_catalog: () => catalog,
			check_list: (args) => fixtureCheck(args.document, catalog, findings),
			list_open: () => ({
				summary: { id: 7, name: 'Fixture gauntlet', game: 'underworlds', faction: 'fixture-band', notes: '', version: 1, createdAt: 0, updatedAt: 0 },
				document: savedDocument
			}),
			list_history: () => [{ version: 1, savedAt: 1, name: 'Fixture gauntlet' }],
			deck_link: () => link
		});
		render(DialogHost);
		render(UnderworldsBuilder, { props: { listId: 7, navigate: vi.fn() } });
		await waitFor(() => expect(byTestId('uw-link-copy')).toBeEnabled());
		await fireEvent.click(byTestId('uw-link-copy'));
		const dialog = await screen.findByRole('dialog', { name: 'Deck link' });
		expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe(link);
		expect(writeText).toHaveBeenCalledWith(link);
		expect(callsOf(calls, 'deck_link').at(-1)).toEqual({ document: savedDocument, lang: 'en' });
	});

	it('opens a saved list, and reads in Spanish (Rust is asked in Spanish too)', async () => {
		i18n.lang = 'es';
		render(UnderworldsBuilder, { props: { listId: 7, navigate: vi.fn() } });
		expect(await screen.findByRole('heading', { name: 'Mazo de objetivos' })).toBeInTheDocument();
		expect(within(byTestId('uw-warband-chosen')).getByText('Fixture Band')).toBeInTheDocument();
		expect(within(byTestId('uw-warband-chosen')).getByText('Tuyo')).toBeInTheDocument();
		expect(screen.getByText('Mazo Alfa')).toBeInTheDocument();
		await waitFor(() => expect(byTestId('uw-count-objectives')).toHaveTextContent('12 / 12'));
		expect(callsOf(calls, 'check_list').at(-1)?.lang).toBe('es');
		// The data's playstyle tags are in English; the reader sees them in Spanish.
		expect(screen.getAllByText('Golpe').length).toBeGreaterThan(0);
		expect(screen.queryByText('Strike')).toBeNull();
	});

	it('a saved list that cannot be read says why, leads back to the lists, and is not checked', async () => {
		mockCommands({
			underworlds_catalog: () => catalog,
			check_list: (args) => fixtureCheck(args.document, catalog, findings),
			list_open: () => ({
				summary: { id: 7, name: 'Fixture gauntlet', game: 'underworlds', faction: 'fixture-band', notes: '', version: 1, createdAt: 0, updatedAt: 0 },
				document: { ...savedDocument, game: 'runewars' }
			})
		});
		render(UnderworldsBuilder, { props: { listId: 7, navigate: vi.fn() } });
		expect(await screen.findByRole('heading', { name: 'This list could not be opened' })).toBeInTheDocument();
		expect(screen.getByText('This is not a list Muster can read.')).toBeInTheDocument();
		expect(screen.getByRole('link', { name: 'All lists' })).toHaveAttribute('href', '/lists');
		expect(screen.queryByTestId('uw-format')).toBeNull();
	});

	it('a new list offers Warhammer Underworlds among the games and opens its builder', async () => {
		render(NewList, { props: { navigate: vi.fn() } });
		await fireEvent.click(screen.getByTestId('new-list-game-underworlds'));
		expect(screen.getByRole('button', { name: /Warhammer Underworlds/ })).toHaveAttribute('aria-pressed', 'true');
		expect(await screen.findByTestId('uw-builder')).toBeInTheDocument();
		expect(await screen.findByText(/Choose a warband: search it by name/)).toBeInTheDocument();
	});
});
