import { diskwarsCatalog } from '$lib/games/diskwars/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { diskwarsCatalogEn, diskwarsCheck, kairosDocument, kairosTotals } from '$lib/games/diskwars/test-fixtures';
import { callsOf, mockCommands, type Call, sent } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Diagnostic, DiskwarsCatalogView, DiskwarsTotals, GameCheck } from '$lib/api';
import Notices from '$lib/components/Notices.svelte';
import DiskwarsBuilder from './DiskwarsBuilder.svelte';

let answer: GameCheck<DiskwarsTotals>;
let catalogAnswer: DiskwarsCatalogView;
let calls: Call[];
let refuse: string | null;

/** The document of the last `check_list`. */
function lastChecked(): { regiment_count?: number; mode?: string; regiments: { hero: string; units: string[] }[]; command_cards: string[] } {
	return sent(callsOf(calls, 'check_list').at(-1)?.document);
}

function regiment(index: number): HTMLElement {
	return screen.getByRole('article', { name: `Regiment ${index + 1}` });
}

async function openSaved() {
	const navigate = vi.fn();
	render(DiskwarsBuilder, { props: { listId: 7, navigate } });
	await screen.findByRole('article', { name: 'Regiment 1' });
	return navigate;
}

beforeEach(() => {
	i18n.lang = 'en';
	diskwarsCatalog.reset();
	notices.clear();
	answer = diskwarsCheck([]);
	catalogAnswer = diskwarsCatalogEn;
	refuse = null;
	calls = mockCommands({
		diskwars_catalog: () => catalogAnswer,
		check_list: () => answer,
		collection_get: () => [],
		list_open: () => ({
			summary: { id: 7, name: "Fateweaver's host", game: 'diskwars', faction: 'destruction', notes: '', version: 2, createdAt: 0, updatedAt: 0 },
			document: kairosDocument
		}),
		list_save: () => ({ id: 7, version: 3, savedAt: 1 }),
		diskwars_values_save: (args) => {
			const [edit] = (args as { edits: { kind: string; id: string; column: string }[] }).edits;
			return refuse && edit ? [{ kind: edit.kind, id: edit.id, column: edit.column, message: refuse }] : [];
		}
	});
});

afterEach(() => {
	clearMocks();
});

describe('the Diskwars builder', () => {
	it('builds a new list regiment by regiment: the agreed count, a hero, its units', async () => {
		const navigate = vi.fn();
		render(DiskwarsBuilder, { props: { listId: null, navigate } });
		await screen.findByText('Regiments agreed');

		await fireEvent.click(screen.getByLabelText('3 · long game'));
		await waitFor(() => expect(lastChecked().regiment_count).toBe(3));
		await fireEvent.click(screen.getByLabelText('2 · short game'));
		await waitFor(() => expect(lastChecked().regiment_count).toBe(2));

		await fireEvent.change(screen.getByLabelText('Hero of regiment 1'), { target: { value: 'kairos-fateweaver' } });
		await waitFor(() => expect(lastChecked().regiments).toEqual([{ hero: 'kairos-fateweaver', units: [] }]));

		answer = diskwarsCheck([{ ...kairosTotals, spent: { known: 15, unknown: 0 }, left: 18, small: 0, unknown_size: 1, units: 1 }]);
		await fireEvent.click(within(regiment(0)).getByRole('button', { name: 'Add unit' }));
		await fireEvent.click(screen.getByRole('button', { name: 'One more Bloodthirster' }));
		await waitFor(() => expect(lastChecked().regiments[0]?.units).toEqual(['bloodthirster']));
		expect(await within(regiment(0)).findByText('15 / 33')).toBeInTheDocument();
		expect(within(regiment(0)).getByText('18 left')).toBeInTheDocument();

		// Undo takes the disc back off; redo puts it back.
		await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
		await waitFor(() => expect(lastChecked().regiments[0]?.units).toEqual([]));
		await fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
		await waitFor(() => expect(lastChecked().regiments[0]?.units).toEqual(['bloodthirster']));

		// Saving a new list goes to its page.
		await fireEvent.click(screen.getByRole('button', { name: 'Save' }));
		await waitFor(() => expect(navigate).toHaveBeenCalledWith('/lists/7', true));
		expect(sent(callsOf(calls, 'list_save')[0]?.document).game).toBe('diskwars');
	});

	it('once the army is Destruction, the next regiment offers only Destruction heroes (and those of unknown race)', async () => {
		answer = diskwarsCheck([kairosTotals]);
		await openSaved();
		const chooser = (await screen.findByLabelText('Hero of regiment 2')) as HTMLSelectElement;
		// Rust's totals name the faction; until they come every hero is offered.
		await waitFor(() =>
			expect([...chooser.options].map((o) => o.textContent)).toEqual(['Choose a hero', 'Kairos Fateweaver', 'Valkia the Bloody', 'Tyrion'])
		);
	});

	it('a pre-built regiment fills the next regiment and brings its command cards', async () => {
		answer = diskwarsCheck([kairosTotals]);
		await openSaved();
		const preBuilt = await screen.findByLabelText('Start from a pre-built regiment');
		await fireEvent.change(preBuilt, { target: { value: 'valkia-the-bloody-regiment' } });
		await waitFor(() =>
			expect(lastChecked().regiments[1]).toEqual({ hero: 'valkia-the-bloody', units: ['flamers', 'flamers'] })
		);
		expect(lastChecked().command_cards).toEqual(['blood-for-the-blood-god', 'buy-time']);
		const hand = screen.getByRole('list', { name: 'Command hand' });
		expect(within(hand).getByText('Blood for the Blood God')).toBeInTheDocument();
		expect(within(hand).getByText('Destruction only')).toBeInTheDocument();
	});

	it('every finding is listed, and a click shows the place its pointer names', async () => {
		const over: Diagnostic = {
			code: 'diskwars.points.over',
			severity: 'error',
			rule: 'diskwars:R-REG-3',
			path: '/regiments/0/units/3',
			message: 'Kairos Fateweaver’s regiment spends 38 of 33 points.',
			help: 'Drop a unit.',
			waits_for: []
		};
		answer = diskwarsCheck([{ ...kairosTotals, spent: { known: 38, unknown: 0 }, left: -5 }], [over]);
		await openSaved();
		const list = await screen.findByRole('list', { name: 'Findings' });
		expect(within(regiment(0)).getByText('5 over')).toBeInTheDocument();
		expect(screen.getByText('Not legal')).toBeInTheDocument();
		await fireEvent.click(within(list).getByRole('button', { name: /spends 38 of 33 points/ }));
		const place = document.activeElement as HTMLElement;
		expect(place.getAttribute('data-pointers')).toContain('/regiments/0/units/3');
		expect(place.textContent).toContain('Kurgan Barbarians');
	});

	it('an unconfirmed list says so and names each value to enter, with the way to the values table', async () => {
		const value = (id: string, name: string, field: string, label: string) => ({ kind: 'disc', id, name, value: field, label });
		const waiting = (rule: string, path: string, values: ReturnType<typeof value>[]): Diagnostic => ({
			code: 'diskwars.fixture.unconfirmed',
			severity: 'warning',
			rule,
			path,
			message: `${rule} cannot be confirmed.`,
			help: 'Enter the value.',
			waits_for: values
		});
		answer = diskwarsCheck(
			[kairosTotals],
			[
				waiting('diskwars:R-SIZE-1', '/regiments/0/units', [value('hellcannon', 'Hellcannon', 'size', 'size')]),
				waiting('diskwars:R-COPY-1', '/regiments/0/units/1', [value('hellcannon', 'Hellcannon', 'size', 'size')]),
				waiting('diskwars:R-REG-3', '/regiments/0/units/1', [value('hellcannon', 'Hellcannon', 'cost', 'recruitment cost')])
			]
		);
		await openSaved();
		expect(await screen.findByText('Unconfirmed')).toBeInTheDocument();
		expect(screen.queryByText('Legal')).not.toBeInTheDocument();
		const awaited = screen.getByTestId('awaited');
		expect(within(awaited).getByRole('heading', { name: 'Not known yet' })).toBeInTheDocument();
		const hellcannon = within(awaited).getByText('Hellcannon').closest('li')!;
		// The values in words; the rules that wait for each only on hover, not in the player's view.
		expect(hellcannon).toHaveTextContent(/^Hellcannon\s*size, recruitment cost$/);
		expect(within(hellcannon).getByText('size')).toHaveAttribute('title', 'waits: diskwars:R-SIZE-1, diskwars:R-COPY-1');
		// The way to the values table.
		expect(within(awaited).getByRole('link', { name: 'Enter values in the table' })).toHaveAttribute('href', '/values');
	});

	it('a legal list shows no values to enter', async () => {
		answer = diskwarsCheck([kairosTotals]);
		await openSaved();
		expect(await screen.findByText('Legal')).toBeInTheDocument();
		expect(screen.queryByTestId('awaited')).not.toBeInTheDocument();
	});

	it('the introductory mode fills the list with the army chosen', async () => {
		render(DiskwarsBuilder, { props: { listId: null, navigate: vi.fn() } });
		await fireEvent.change(await screen.findByLabelText('Mode'), { target: { value: 'introductory' } });
		await fireEvent.click(await screen.findByRole('button', { name: 'Use Basic Empire army' }));
		await waitFor(() =>
			expect(lastChecked()).toMatchObject({
				mode: 'introductory',
				regiments: [{ hero: 'karl-franz', units: ['marienburg-swordsmen', 'marienburg-swordsmen', 'marienburg-swordsmen'] }],
				command_cards: ['corner']
			})
		);
		expect(lastChecked().regiment_count).toBeUndefined();
	});

	it('an unknown value is entered in a form, stored by Rust, and the list checked again', async () => {
		render(Notices);
		answer = diskwarsCheck([kairosTotals]);
		await openSaved();
		await fireEvent.click(await within(regiment(0)).findByRole('button', { name: 'Add unit' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Enter the cost of Flamers' }));
		const dialog = await screen.findByRole('dialog', { name: 'Cost of Flamers' });
		const checks = callsOf(calls, 'check_list').length;

		// Refused: the reason is shown, naming the field, and the form stays.
		refuse = "'7' is not a whole number";
		await fireEvent.input(within(dialog).getByLabelText('Value'), { target: { value: '7' } });
		await fireEvent.click(within(dialog).getByRole('button', { name: 'Save value' }));
		expect(await within(dialog).findByRole('alert')).toHaveTextContent("'7' is not a whole number");
		expect(callsOf(calls, 'diskwars_catalog')).toHaveLength(1);

		// Taken: stored, the catalogue read again, the list checked with it.
		refuse = null;
		catalogAnswer = {
			...diskwarsCatalogEn,
			discs: diskwarsCatalogEn.discs.map((d) => (d.id === 'flamers' ? { ...d, cost: { value: 7, source: 'mine', user: true, community: false, doubt: null, details: null } } : d))
		};
		await fireEvent.click(within(dialog).getByRole('button', { name: 'Save value' }));
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
		expect(callsOf(calls, 'diskwars_values_save').at(-1)).toEqual({ edits: [{ kind: 'disc', id: 'flamers', column: 'cost', text: '7' }], lang: 'en' });
		expect(await screen.findByText('Saved: cost of Flamers.')).toBeInTheDocument();
		await waitFor(() => expect(callsOf(calls, 'diskwars_catalog')).toHaveLength(2));
		await waitFor(() => expect(callsOf(calls, 'check_list').length).toBeGreaterThan(checks));
		expect(await screen.findByRole('button', { name: 'Enter the cost of Flamers' })).toHaveTextContent('7 pts');
	});

	it('in Spanish: the rulebook’s words', async () => {
		i18n.lang = 'es';
		answer = diskwarsCheck([kairosTotals]);
		render(DiskwarsBuilder, { props: { listId: 7, navigate: vi.fn() } });
		const card = await screen.findByRole('article', { name: 'Regimiento 1' });
		expect(within(card).getAllByText('Puntos de reclutamiento').length).toBeGreaterThan(0);
		expect(within(card).getByText('Pequeños')).toBeInTheDocument();
		expect(screen.getByText('Regimientos acordados')).toBeInTheDocument();
		expect(screen.getByRole('heading', { name: 'Mano de cartas de Mando' })).toBeInTheDocument();
		await waitFor(() => expect(callsOf(calls, 'check_list').at(-1)?.lang).toBe('es'));
		expect(callsOf(calls, 'diskwars_catalog').at(-1)?.lang).toBe('es');
	});
});
