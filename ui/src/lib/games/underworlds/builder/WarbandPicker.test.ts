import type { UnderworldsCatalogView } from '$lib/api';
import { i18n } from '$lib/i18n.svelte';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UwIndex } from '../catalog.svelte';
import { fixtureCatalog } from '../test-fixtures';
import WarbandPicker from './WarbandPicker.svelte';

let catalog: UnderworldsCatalogView;

beforeEach(() => {
	i18n.lang = 'en';
	catalog = fixtureCatalog();
});

function pick(props: { warband?: string; format?: 'rivals' | 'nemesis' } = {}) {
	const onChoose = vi.fn();
	render(WarbandPicker, {
		props: {
			catalog: new UwIndex(catalog),
			warband: props.warband ?? '',
			format: props.format ?? 'rivals',
			findings: [],
			onChoose,
			onShow: vi.fn(),
			onEdit: vi.fn(),
			onNew: vi.fn(),
			onSelectFinding: vi.fn()
		}
	});
	return onChoose;
}

/** The names of the warbands the list shows, in order. */
function shown(): string[] {
	const list = screen.queryByTestId('uw-warband-list');
	return list ? within(list).getAllByRole('button').map((b) => b.querySelector('.row-name')?.textContent ?? '') : [];
}

describe('the warband picker', () => {
	it('says under a chosen warband whose fighter cards are the community’s which data and its date', () => {
		catalog.warbands[0] = { ...catalog.warbands[0]!, community_cards: true, user: false };
		pick({ warband: catalog.warbands[0]!.id });
		expect(screen.getByTestId('uw-roster-community')).toHaveTextContent(
			'Fighter cards from community data (a fixture card list, 2099-01-01), not checked against the cards.'
		);
	});

	it('says nothing of community data for a warband that is not the community’s', () => {
		pick({ warband: catalog.warbands[1]!.id });
		expect(screen.queryByTestId('uw-roster-community')).toBeNull();
	});

	it('lists every warband by name with its grand alliance, fighter count, organised play and whose it is', () => {
		pick();
		expect(shown()).toEqual(['Fixture Band', 'Fixture Reavers', 'Fixture Wardens']);
		expect(screen.getByTestId('uw-warband-shown')).toHaveTextContent('3 of 3 warbands');
		const wardens = screen.getByTestId('uw-warband-choose-fixture-wardens');
		// The data counts three fighters and names one.
		expect(wardens).toHaveTextContent('Order · 3 fighters');
		expect(within(wardens).getByText('Legal now')).toBeInTheDocument();
		expect(screen.getByTestId('uw-warband-choose-fixture-reavers')).toHaveTextContent('Death · 4 fighters');
		expect(within(screen.getByTestId('uw-warband-choose-fixture-reavers')).queryByText('Legal now')).toBeNull();
		expect(within(screen.getByTestId('uw-warband-choose-fixture-band')).getByText('Yours')).toBeInTheDocument();
	});

	it('the search finds a name in English or Spanish, accents and case aside', async () => {
		pick();
		const search = screen.getByTestId('uw-warband-search');
		await fireEvent.input(search, { target: { value: 'wardens' } });
		expect(shown()).toEqual(['Fixture Wardens']);
		await fireEvent.input(search, { target: { value: 'GUARDIANES' } });
		expect(shown()).toEqual(['Fixture Wardens']);
		await fireEvent.input(search, { target: { value: 'saqueadores prueba' } });
		expect(shown()).toEqual(['Fixture Reavers']);
		await fireEvent.input(search, { target: { value: 'nobody' } });
		expect(shown()).toEqual([]);
		expect(screen.getByText('No warband matches these filters.')).toBeInTheDocument();
		expect(screen.getByTestId('uw-warband-shown')).toHaveTextContent('0 of 3 warbands');
	});

	it('filters by grand alliance and by what is legal in organised play now for the list’s format', async () => {
		pick();
		await fireEvent.change(screen.getByTestId('uw-warband-alliance'), { target: { value: 'chaos' } });
		expect(shown()).toEqual(['Fixture Band']);
		await fireEvent.change(screen.getByTestId('uw-warband-alliance'), { target: { value: '' } });
		await fireEvent.click(screen.getByRole('checkbox', { name: 'Legal in organised play now' }));
		// The Rivals list of the organised-play season names the Band and the Wardens.
		expect(shown()).toEqual(['Fixture Band', 'Fixture Wardens']);
		await fireEvent.change(screen.getByTestId('uw-warband-alliance'), { target: { value: 'order' } });
		expect(shown()).toEqual(['Fixture Wardens']);
	});

	it('a Nemesis list reads the Nemesis list of the season', async () => {
		pick({ format: 'nemesis' });
		await fireEvent.click(screen.getByRole('checkbox', { name: 'Legal in organised play now' }));
		expect(shown()).toEqual(['Fixture Reavers']);
	});

	it('without an organised-play list there is no such filter', () => {
		catalog.legality = [];
		pick();
		expect(screen.queryByTestId('uw-warband-legal')).toBeNull();
		expect(screen.queryByText('Legal now')).toBeNull();
	});

	it('a click or Enter chooses; the arrow keys go from the search down the rows', async () => {
		const onChoose = pick();
		await fireEvent.click(screen.getByTestId('uw-warband-choose-fixture-reavers'));
		expect(onChoose).toHaveBeenLastCalledWith('fixture-reavers');
		const search = screen.getByTestId('uw-warband-search');
		await fireEvent.keyDown(search, { key: 'ArrowDown' });
		expect(screen.getByTestId('uw-warband-choose-fixture-band')).toHaveFocus();
		await fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
		expect(screen.getByTestId('uw-warband-choose-fixture-reavers')).toHaveFocus();
		// Enter in the search chooses the one warband it finds.
		await fireEvent.input(search, { target: { value: 'guardianes' } });
		await fireEvent.keyDown(search, { key: 'Enter' });
		expect(onChoose).toHaveBeenLastCalledWith('fixture-wardens');
	});

	it('once chosen, shows the warband with its fighters, “Fighter n” for those the data does not name, and can be changed', async () => {
		const onChoose = pick({ warband: 'fixture-wardens' });
		expect(screen.queryByTestId('uw-warband-list')).toBeNull();
		const chosen = screen.getByTestId('uw-warband-chosen');
		expect(within(chosen).getByRole('heading', { name: 'Fixture Wardens' })).toBeInTheDocument();
		expect(within(chosen).getByText('Order')).toBeInTheDocument();
		expect(within(chosen).getByText('3 fighters')).toBeInTheDocument();
		const roster = within(screen.getByRole('list', { name: 'Fighters' }));
		expect(roster.getAllByRole('listitem').map((li) => li.firstChild?.textContent?.trim())).toEqual(['Fixture Captain', 'Fighter 2', 'Fighter 3']);
		await fireEvent.click(screen.getByTestId('uw-warband-change'));
		expect(screen.getByTestId('uw-warband-choose-fixture-wardens')).toHaveAttribute('aria-pressed', 'true');
		await fireEvent.click(screen.getByTestId('uw-warband-keep'));
		expect(screen.queryByTestId('uw-warband-list')).toBeNull();
		expect(onChoose).not.toHaveBeenCalled();
	});

	it('reads in Spanish: names, grand alliances and counts', () => {
		i18n.lang = 'es';
		pick();
		expect(shown()).toEqual(['Fixture Band', 'Guardianes de prueba', 'Saqueadores de prueba']);
		expect(screen.getByTestId('uw-warband-choose-fixture-wardens')).toHaveTextContent('Orden · 3 guerreros');
		expect(within(screen.getByTestId('uw-warband-choose-fixture-wardens')).getByText('Legal ahora')).toBeInTheDocument();
		expect(screen.getByRole('checkbox', { name: 'Legales ahora en juego organizado' })).toBeInTheDocument();
	});

	it('shows each fighter’s numbers, and marks a card the data may have misread', () => {
		const band = catalog.warbands.find((w) => w.id === 'fixture-band')!;
		band.fighters[0]!.doubts = ['leader-and-minion'];
		pick({ warband: 'fixture-band' });
		expect(screen.getByTestId('uw-roster-stats-fixture-leader')).toHaveTextContent('Move 3 · Save 1 shield · Health 4 · Bounty 2');
		const roster = screen.getByRole('list', { name: 'Fighters' });
		const check = within(roster).getByText('check the card');
		expect(check).toHaveAttribute('title', 'tagged both leader and minion');
		// A card the data gives no doubt about carries none.
		expect(within(roster).getAllByText('check the card')).toHaveLength(1);
	});
});
