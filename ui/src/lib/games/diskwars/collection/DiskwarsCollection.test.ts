import type { DiskwarsBoxView, DiskwarsCatalogView } from '$lib/api';
import { catalog } from '$lib/games/runewars/catalog.svelte';
import { diskwarsCatalog } from '$lib/games/diskwars/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { diskwarsCatalogEn } from '$lib/games/diskwars/test-fixtures';
import { catalogEn } from '$lib/games/runewars/test-fixtures';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CollectionPage from '$lib/components/collection/CollectionPage.svelte';

/** The core set as `diskwars_catalog` gives it: contents incomplete, discs counted by size. */
const coreSet: DiskwarsBoxView = {
	id: 'core-set',
	name: 'Core Set',
	contents: [{ kind: 'scenario-card', item: 'strongholds', name: 'Strongholds', count: 1 }],
	contentsComplete: false,
	totals: [
		{ what: 'small-discs', count: 38, source: 'rulebook p.3' },
		{ what: 'medium-discs', count: 16, source: 'rulebook p.3' },
		{ what: 'large-discs', count: 8, source: 'rulebook p.3' },
		{ what: 'command-cards', count: 24, source: 'rulebook p.3' },
		{ what: 'battle-dice', count: 3, source: 'rulebook p.3' }
	],
	source: 'rulebook p.3'
};

const withBox: DiskwarsCatalogView = { ...diskwarsCatalogEn, boxes: [coreSet] };

let calls: Call[];

beforeEach(async () => {
	i18n.lang = 'en';
	catalog.reset();
	diskwarsCatalog.reset();
	notices.clear();
	calls = mockCommands({
		runewars_catalog: () => catalogEn,
		diskwars_catalog: () => withBox,
		collection_get: ({ game }) => (game === 'diskwars' ? [{ game: 'diskwars', kind: 'disc', item: 'kairos-fateweaver', count: 1 }] : []),
		collection_set: ({ count }) => count as number,
		can_field_all: () => [
			{ id: 1, name: 'Shield wall', game: 'runewars', canField: false, shortfalls: 3, checked: true, verdict: 'legal' },
			{ id: 2, name: "Fateweaver's host", game: 'diskwars', canField: false, shortfalls: 2, checked: true, verdict: 'legal' }
		]
	});
	await catalog.ensure('en');
});

afterEach(() => {
	clearMocks();
});

/** The race card of `race` under the faction heading `faction`. */
function raceCard(faction: string, race: string): HTMLElement {
	const group = screen.getByRole('region', { name: faction });
	return within(group).getByRole('region', { name: race });
}

describe('the Diskwars collection', () => {
	it('the game switch shows discs by faction and race, heroes first, and their lists only', async () => {
		render(CollectionPage);
		await screen.findByRole('spinbutton', { name: 'Trays of Spearmen owned' });
		await fireEvent.click(screen.getByRole('button', { name: 'Diskwars' }));
		expect(screen.getByRole('button', { name: 'Diskwars' })).toHaveAttribute('aria-pressed', 'true');

		await screen.findByRole('heading', { name: 'Discs' });
		const chaos = raceCard('Destruction', 'Chaos');
		const names = within(chaos)
			.getAllByRole('listitem')
			.map((li) => li.querySelector('.item-name')?.textContent);
		expect(names.slice(0, 2)).toEqual(['Kairos Fateweaver', 'Valkia the Bloody']);
		expect(names).toContain('Kurgan Barbarians');
		expect(within(raceCard('Order', 'Empire')).getByText('Karl Franz')).toBeInTheDocument();
		// Discs whose race the data does not give are counted too, under no faction.
		const unknown = screen.getByRole('region', { name: 'Race not stated' });
		expect(within(unknown).getByRole('spinbutton', { name: 'Discs of Tyrion owned' })).toBeInTheDocument();

		await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Discs of Kairos Fateweaver owned' })).toHaveValue(1));
		expect(screen.queryByRole('spinbutton', { name: 'Trays of Spearmen owned' })).toBeNull();

		const side = screen.getByRole('complementary', { name: 'Lists you can field now' });
		expect(await within(side).findByText("Fateweaver's host")).toBeInTheDocument();
		expect(within(side).queryByText('Shield wall')).toBeNull();
		expect(within(side).getByText('2 shortfalls')).toBeInTheDocument();
	});

	it('+ on a disc and a typed count of command cards go to collection_set as Diskwars items', async () => {
		const user = userEvent.setup();
		render(CollectionPage, { props: { game: 'diskwars' } });
		const kairos = await screen.findByRole('spinbutton', { name: 'Discs of Kairos Fateweaver owned' });
		await waitFor(() => expect(kairos).toHaveValue(1));
		await fireEvent.click(screen.getByRole('button', { name: 'One more: Discs of Kairos Fateweaver owned' }));
		await waitFor(() => expect(kairos).toHaveValue(2));

		const corner = screen.getByRole('spinbutton', { name: 'Cards of Corner owned' });
		await user.clear(corner);
		await user.type(corner, '2');
		await user.tab();
		await waitFor(() =>
			expect(callsOf(calls, 'collection_set')).toEqual([
				{ game: 'diskwars', kind: 'disc', item: 'kairos-fateweaver', count: 2 },
				{ game: 'diskwars', kind: 'command-card', item: 'corner', count: 2 }
			])
		);
		// A stored count checks the saved lists again.
		await waitFor(() => expect(callsOf(calls, 'can_field_all').length).toBeGreaterThan(1), { timeout: 2000 });
	});

	it('a faction leaves out the other faction and the command cards only it may choose', async () => {
		const user = userEvent.setup();
		render(CollectionPage, { props: { game: 'diskwars' } });
		await screen.findByRole('heading', { name: 'Discs' });
		await user.selectOptions(screen.getByRole('combobox', { name: 'Faction' }), 'order');
		expect(screen.queryByRole('region', { name: 'Destruction' })).toBeNull();
		expect(screen.queryByRole('region', { name: 'Race not stated' })).toBeNull();
		expect(screen.getByRole('spinbutton', { name: 'Discs of Karl Franz owned' })).toBeInTheDocument();
		expect(screen.queryByRole('spinbutton', { name: 'Cards of Blood for the Blood God owned' })).toBeNull();
		expect(screen.getByRole('spinbutton', { name: 'Cards of Corner owned' })).toBeInTheDocument();
	});

	it('the core set says plainly that its disc counts are unknown, and can be owned', async () => {
		render(CollectionPage, { props: { game: 'diskwars' } });
		const box = (await screen.findByRole('heading', { name: 'Core Set' })).closest('li') as HTMLElement;
		expect(within(box).getByText('Disc counts unknown')).toBeInTheDocument();
		expect(within(box).getByText(/does not say which discs and command cards the Core Set holds/)).toBeInTheDocument();
		expect(
			within(box).getByText('The rulebook gives only totals: 38 small discs, 16 medium discs, 8 large discs, 24 command cards.')
		).toBeInTheDocument();
		expect(within(box).getByText('Owning it counts: 1 × Strongholds (scenario card).')).toBeInTheDocument();

		await fireEvent.click(within(box).getByRole('button', { name: 'One more: Boxes of Core Set owned' }));
		await waitFor(() => expect(callsOf(calls, 'collection_set')).toEqual([{ game: 'diskwars', kind: 'box', item: 'core-set', count: 1 }]));
	});

	it('speaks Spanish', async () => {
		i18n.lang = 'es';
		render(CollectionPage, { props: { game: 'diskwars' } });
		expect(await screen.findByRole('heading', { name: 'Discos' })).toBeInTheDocument();
		expect(screen.getByRole('heading', { name: 'Cartas de Mando' })).toBeInTheDocument();
		expect(screen.getByText('Número de discos desconocido')).toBeInTheDocument();
		expect(screen.getByText('El reglamento solo da totales: 38 discos pequeños, 16 discos medianos, 8 discos grandes, 24 cartas de Mando.')).toBeInTheDocument();
		expect(screen.getByRole('spinbutton', { name: 'Discos de Kairos Fateweaver que tienes' })).toBeInTheDocument();
		expect(screen.getAllByText(/^Héroe/).length).toBeGreaterThan(0);
	});
});
