import type { CardSource, CardStat, UnitCard as Card } from '$lib/api';
import { dialogs } from '$lib/dialogs.svelte';
import { i18n } from '$lib/i18n.svelte';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import DialogHost from './DialogHost.svelte';
import UnitCard from './UnitCard.svelte';

const pack: CardSource = {
	said: 'Community BattleScribe data, by BSData, for the General’s Handbook 2026-27',
	community: false,
	user: false,
	details: 'BSData/age-of-sigmar-4th, commit 6c4bfee, Stormcast Eternals.cat, entry 7eb2-af8f-55ef-4dc0'
};

const stat = (label: string, value: string | null, source: number | null = 0, group: string | null = null): CardStat => ({
	label,
	value,
	source: value === null ? null : source,
	group
});

/** Aetherwings as Rust gives its card (the shipped Stormcast pack's numbers). */
const warscroll: Card = {
	name: 'Aetherwings',
	subtitle: ['Stormcast Eternals', '80 points'],
	characteristics: [stat('Move', '14"'), stat('Health', '2'), stat('Save', '6+'), stat('Control', '1'), stat('Points', '80'), stat('Models', '3')],
	weapons: [],
	keywords: ['ORDER', 'STORMCAST ETERNALS', 'FLY'].map((name) => ({ name, source: 0 })),
	abilities: [],
	sources: [pack],
	unknown: [],
	doubts: []
};

/** Ardorn as Rust gives his card: both sides, a weapon each, the community's card list. */
const fighter: Card = {
	name: 'Ardorn',
	subtitle: ['The Emberwatch', 'Leader', 'Order'],
	characteristics: [stat('Move', '3', 0, 'Uninspired'), stat('Health', '5', 0, 'Uninspired'), stat('Move', '3', 0, 'Inspired'), stat('Health', null, 0, 'Inspired')],
	weapons: [
		{ name: null, ranged: false, stats: [stat('Range', '1', 0, 'Uninspired'), stat('Dice', '2 hammer', 0, 'Uninspired')], abilities: ['Cleave'], group: 'Uninspired' },
		{ name: null, ranged: true, stats: [stat('Range', '3', 0, 'Inspired'), stat('Dice', '3 hammer', 0, 'Inspired')], abilities: [], group: 'Inspired' }
	],
	keywords: [{ name: 'Leader', source: 0 }],
	abilities: [],
	sources: [
		{
			said: "the community's fighter card list, read off the card images; its date is not recorded",
			community: true,
			user: false,
			details: 'michaltalaga/UnderworldsData, commit 3942a9d, warband the-emberwatch, fighter ardorn'
		}
	],
	unknown: ['Health (Inspired)'],
	doubts: ['Move reads 0']
};

/** A Diskwars disc: one value from the rulebook, one from the community list, the rest unknown. */
const disc: Card = {
	name: 'Teclis',
	subtitle: ['Order', 'Hero'],
	characteristics: [stat('Unique', 'yes', 0), stat('Cost', '9', 1), stat('Movement', null)],
	weapons: [],
	keywords: [{ name: 'Magic 4', source: 0 }],
	abilities: [{ name: 'Focus ability', source: 0 }],
	sources: [
		{ said: 'rulebook p.18, pictured disc', community: false, user: false, details: null },
		{ said: 'a fan-made disc list, 2025-07-06', community: true, user: false, details: 'mathey96/diskbuilder, commit df47244, main.cpp line 60' }
	],
	unknown: ['Movement'],
	doubts: []
};

let calls: Call[];
let answers: Record<string, Card>;

beforeEach(() => {
	i18n.lang = 'en';
	answers = { aetherwings: warscroll, ardorn: fighter, teclis: disc };
	calls = mockCommands({
		unit_card: ({ unit }) => {
			const card = answers[unit as string];
			if (!card) throw { code: 'args.invalid', message: `no unit '${String(unit)}'` };
			return card;
		}
	});
});

afterEach(() => {
	dialogs.answer(null);
	clearMocks();
});

/** The text a player sees: what is behind a closed "Details" left out. */
function visibleText(element: HTMLElement): string {
	const copy = element.cloneNode(true) as HTMLElement;
	copy.querySelectorAll('details:not([open]) > :not(summary)').forEach((hidden) => hidden.remove());
	return copy.textContent ?? '';
}

describe('the unit card', () => {
	it('shows a warscroll’s characteristics and keywords, and hides the sections it has nothing for', async () => {
		render(UnitCard, { props: { ask: { game: 'sigmar', faction: 'stormcast-eternals', unit: 'aetherwings', name: 'Aetherwings' } } });
		const card = await screen.findByTestId('unit-card-characteristics');
		const values = [...card.querySelectorAll('dl div')].map((cell) => [cell.querySelector('dt')?.textContent, cell.querySelector('dd')?.textContent?.trim()]);
		expect(values).toEqual([
			['Move', '14"'],
			['Health', '2'],
			['Save', '6+'],
			['Control', '1'],
			['Points', '80'],
			['Models', '3']
		]);
		expect(screen.getByTestId('unit-card-subtitle')).toHaveTextContent('Stormcast Eternals · 80 points');
		expect(within(screen.getByTestId('unit-card-keywords')).getAllByRole('listitem').map((k) => k.textContent)).toEqual(['ORDER', 'STORMCAST ETERNALS', 'FLY']);
		// No weapons, abilities, unknowns or doubts in the data: no empty heading for them.
		for (const part of ['weapons', 'abilities', 'unknown', 'doubts']) expect(screen.queryByTestId(`unit-card-${part}`)).toBeNull();
		expect(screen.queryByText('Weapons')).toBeNull();
		// One source: said in words, no number beside each value; the commit behind Details.
		const sources = screen.getByTestId('unit-card-sources');
		expect(sources).toHaveTextContent('Community BattleScribe data, by BSData');
		expect(card.querySelector('sup')).toBeNull();
		expect(visibleText(screen.getByTestId('unit-card'))).not.toMatch(/6c4bfee|7eb2|aetherwings/);
		await fireEvent.click(within(sources).getByText('Details'));
		expect(within(sources).getByText(/commit 6c4bfee/)).toBeVisible();
		expect(callsOf(calls, 'unit_card')).toEqual([{ game: 'sigmar', faction: 'stormcast-eternals', unit: 'aetherwings', lang: 'en' }]);
	});

	it('leaves a number a weapon does not have blank, and marks only a missing one as unknown', async () => {
		answers.durthu = {
			...warscroll,
			name: 'Spirit of Durthu',
			weapons: [
				{ name: 'Verdant Blast', ranged: true, stats: [stat('Range', '12"'), stat('Attacks', '5')], abilities: [], group: null },
				{ name: 'Guardian Sword', ranged: false, stats: [stat('Attacks', null)], abilities: [], group: null }
			]
		};
		render(UnitCard, { props: { ask: { game: 'sigmar', faction: 'sylvaneth', unit: 'durthu', name: 'Spirit of Durthu' } } });
		const table = within(await screen.findByTestId('unit-card-weapons')).getByRole('table');
		const sword = within(table).getAllByRole('row')[2] as HTMLElement;
		const [range, attacks] = within(sword).getAllByRole('cell');
		expect(range).toHaveTextContent(/^–$/);
		expect(within(range as HTMLElement).getByTitle('This weapon has no such value')).toBeInTheDocument();
		expect(attacks).toHaveTextContent(/^\?$/);
		expect(within(attacks as HTMLElement).getByTitle('No source gives this value')).toBeInTheDocument();
	});

	it('shows a fighter’s two sides and their weapons, an unknown value as "?", doubts and community data marked', async () => {
		render(UnitCard, { props: { ask: { game: 'underworlds', faction: 'the-emberwatch', unit: 'ardorn', name: 'Ardorn' } } });
		const stats = await screen.findByTestId('unit-card-characteristics');
		expect([...stats.querySelectorAll('h4')].map((h) => h.textContent)).toEqual(['Uninspired', 'Inspired']);
		const missing = stats.querySelector('div.missing');
		expect(missing?.querySelector('dt')).toHaveTextContent('Health');
		expect(missing?.querySelector('dd')).toHaveTextContent(/^\?$/);
		expect(within(missing as HTMLElement).getByTitle('No source gives this value')).toBeInTheDocument();
		const weapons = screen.getByTestId('unit-card-weapons');
		const tables = within(weapons).getAllByRole('table');
		expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(['Uninspired', 'Inspired']);
		const [uninspired, inspired] = tables as [HTMLElement, HTMLElement];
		// A weapon the data does not name is named by its kind; its ability by name only.
		expect(within(uninspired).getByRole('rowheader')).toHaveTextContent('Melee weapon');
		expect(within(uninspired).getByText('Cleave')).toBeInTheDocument();
		expect(within(inspired).getByRole('rowheader')).toHaveTextContent('Ranged weapon');
		expect(within(inspired).queryByRole('columnheader', { name: 'Abilities' })).toBeNull();
		expect(screen.getByTestId('unit-card-unknown')).toHaveTextContent('No source gives: Health (Inspired).');
		// Underworlds has no values page: no way there is offered.
		expect(within(screen.getByTestId('unit-card-unknown')).queryByRole('link')).toBeNull();
		expect(screen.getByTestId('unit-card-doubts')).toHaveTextContent('Move reads 0');
		const sources = screen.getByTestId('unit-card-sources');
		expect(sources).toHaveTextContent("The community's fighter card list");
		expect(sources).toHaveTextContent('Community data, not checked against the printed pieces');
		expect(visibleText(screen.getByTestId('unit-card'))).not.toMatch(/michaltalaga|3942a9d|the-emberwatch|ardorn/);
	});

	it('numbers each value by its source where there are several, and offers the values page for what is unknown', async () => {
		render(UnitCard, { props: { ask: { game: 'diskwars', faction: null, unit: 'teclis', name: 'Teclis' } } });
		const stats = await screen.findByTestId('unit-card-characteristics');
		const marks = [...stats.querySelectorAll('dd')].map((dd) => dd.querySelector('sup')?.textContent ?? null);
		expect(marks).toEqual(['1', '2', null]);
		expect(within(screen.getByTestId('unit-card-sources')).getAllByRole('listitem').map((li) => li.firstElementChild?.firstElementChild?.textContent)).toEqual([
			'Rulebook p.18, pictured disc',
			'A fan-made disc list, 2025-07-06'
		]);
		// Every keyword and ability from one source: one mark on the heading, none on each.
		expect(within(screen.getByTestId('unit-card-keywords')).getByRole('heading')).toHaveTextContent('Keywords1');
		expect(within(screen.getByTestId('unit-card-abilities')).getByRole('listitem')).toHaveTextContent(/^Focus ability$/);
		expect(within(screen.getByTestId('unit-card-unknown')).getByRole('link', { name: /values page/ })).toHaveAttribute('href', '/values');
	});

	it('is asked again in the reader’s language, and says so when Rust refuses it', async () => {
		render(UnitCard, { props: { ask: { game: 'sigmar', faction: 'stormcast-eternals', unit: 'aetherwings', name: 'Aetherwings' } } });
		await screen.findByTestId('unit-card-characteristics');
		i18n.lang = 'es';
		await waitFor(() => expect(callsOf(calls, 'unit_card').map((c) => c.lang)).toEqual(['en', 'es']));
		expect(screen.getByRole('heading', { name: 'De dónde salen los valores' })).toBeInTheDocument();

		render(UnitCard, { props: { ask: { game: 'sigmar', faction: 'stormcast-eternals', unit: 'nobody', name: 'Nobody' } } });
		expect(await screen.findByTestId('unit-card-failed')).toHaveTextContent('No se pudo leer la ficha de Nobody.');
	});

	it('opens in the window’s dialog, which Close and Escape close', async () => {
		render(DialogHost);
		void dialogs.showCard({ game: 'sigmar', faction: 'stormcast-eternals', unit: 'aetherwings', name: 'Aetherwings' });
		const dialog = await screen.findByRole('dialog', { name: 'Aetherwings' });
		await within(dialog).findByTestId('unit-card-characteristics');
		const close = within(dialog).getByRole('button', { name: 'Close' });
		await waitFor(() => expect(close).toHaveFocus());
		await fireEvent.click(close);
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

		void dialogs.showCard({ game: 'underworlds', faction: 'the-emberwatch', unit: 'ardorn', name: 'Ardorn' });
		const again = await screen.findByRole('dialog', { name: 'Ardorn' });
		await fireEvent.keyDown(again, { key: 'Escape' });
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
	});
});
