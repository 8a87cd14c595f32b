import { DiskwarsIndex } from '$lib/games/diskwars/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { diskwarsCatalogEn, kairosTotals } from '$lib/games/diskwars/test-fixtures';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Diagnostic } from '$lib/api';
import RegimentCard from './RegimentCard.svelte';

const catalog = new DiskwarsIndex(diskwarsCatalogEn);

function props(overrides: Record<string, unknown> = {}) {
	return {
		index: 0,
		regiment: { hero: 'kairos-fateweaver', units: ['bloodthirster', 'plaguebearers', 'kurgan-barbarians', 'kurgan-barbarians'] },
		totals: kairosTotals,
		findings: [] as Diagnostic[],
		catalog,
		heroes: catalog.heroes,
		preBuilt: diskwarsCatalogEn.preBuiltRegiments,
		onHero: vi.fn(),
		onAdd: vi.fn(),
		onRemove: vi.fn(),
		onRemoveRegiment: vi.fn(),
		onPreBuilt: vi.fn(),
		onEnter: vi.fn(),
		...overrides
	};
}

beforeEach(() => {
	i18n.lang = 'en';
});

describe('a regiment card', () => {
	it('shows the worked example: 33 of 33 recruitment points, one row per disc kind with its copies', () => {
		render(RegimentCard, { props: props() });
		const card = screen.getByRole('article', { name: 'Regiment 1' });
		expect(within(card).getByLabelText('Hero of regiment 1')).toHaveValue('kairos-fateweaver');
		expect(within(card).getByText('33 / 33')).toBeInTheDocument();
		expect(within(card).getByText('0 left')).toBeInTheDocument();
		const rows = within(within(card).getByRole('list', { name: 'Units of regiment 1' })).getAllByRole('listitem');
		expect(rows.map((r) => r.querySelector('.name')?.textContent?.trim())).toEqual(['Bloodthirster', 'Plaguebearers', 'Kurgan Barbarians']);
		expect(within(rows[2]!).getByText('2')).toBeInTheDocument();
		expect(within(rows[2]!).getByText('small')).toBeInTheDocument();
		// Each row carries the pointers of its copies, for the findings.
		expect(rows[2]).toHaveAttribute('data-pointers', '/regiments/0/units/2 /regiments/0/units/3');
	});

	it('an introductory army shows no points, costs or command values: it has none', () => {
		render(RegimentCard, { props: props({ costed: false }) });
		const card = screen.getByRole('article', { name: 'Regiment 1' });
		expect(within(card).queryByText('33 / 33')).toBeNull();
		expect(within(card).queryByText('Recruitment points')).toBeNull();
		expect(within(card).queryByText('15 pts')).toBeNull();
		expect(within(card).getByText('Bloodthirster')).toBeInTheDocument();
	});

	it('+ and − add and take off one disc of that kind', async () => {
		const p = props();
		render(RegimentCard, { props: p });
		await fireEvent.click(screen.getByRole('button', { name: 'One more Kurgan Barbarians' }));
		expect(p.onAdd).toHaveBeenCalledWith('kurgan-barbarians');
		await fireEvent.click(screen.getByRole('button', { name: 'One Plaguebearers fewer' }));
		expect(p.onRemove).toHaveBeenCalledWith('plaguebearers');
	});

	it('shows unknown values as "?" with a button to enter them, never a guess', async () => {
		const p = props({
			regiment: { hero: 'valkia-the-bloody', units: ['flamers'] },
			totals: { ...kairosTotals, hero: 'valkia-the-bloody', points: null, spent: { known: 0, unknown: 1 }, left: null, units: 1 }
		});
		render(RegimentCard, { props: p });
		expect(screen.getByText('0 + ? / ?')).toBeInTheDocument();
		expect(screen.getByText('? left')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Enter the recruitment points of Valkia the Bloody' }));
		expect(p.onEnter).toHaveBeenCalledWith(
			expect.objectContaining({ kind: 'disc', id: 'valkia-the-bloody', field: 'recruitment_points', current: null, hint: '33 [FIG p.10]' })
		);
		await fireEvent.click(screen.getByRole('button', { name: 'Enter the cost of Flamers' }));
		expect(p.onEnter).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'flamers', field: 'cost' }));
	});

	it('the unit picker offers the hero’s race, and apart the units whose race is not known', async () => {
		const p = props();
		render(RegimentCard, { props: p });
		await fireEvent.click(screen.getByRole('button', { name: 'Add unit' }));
		const picker = screen.getByRole('group', { name: 'Units regiment 1 can recruit' });
		const groups = within(picker).getAllByRole('heading').map((h) => h.textContent);
		expect(groups).toEqual(['Chaos', 'Race not known yet']);
		expect(within(picker).queryByText('Marienburg Swordsmen')).toBeNull();
		expect(within(picker).getByText('Archers')).toBeInTheDocument();
		await fireEvent.click(within(picker).getByRole('button', { name: 'One more Flamers' }));
		expect(p.onAdd).toHaveBeenCalledWith('flamers');
		// It stays open to add several discs.
		expect(screen.getByRole('group', { name: 'Units regiment 1 can recruit' })).toBeInTheDocument();
	});

	it('offers only the heroes it is given, keeping the chosen one', () => {
		const chaos = catalog.heroes.filter((h) => h.race?.value === 'chaos');
		render(RegimentCard, { props: props({ index: 1, regiment: { hero: 'karl-franz', units: [] }, totals: undefined, heroes: chaos }) });
		const chooser = screen.getByLabelText('Hero of regiment 2') as HTMLSelectElement;
		const options = [...chooser.options].map((o) => o.textContent);
		// The chosen hero stays (under its race); no other hero of another race, nor Tyrion.
		expect(options).toEqual(['Karl Franz', 'Kairos Fateweaver', 'Valkia the Bloody']);
		expect([...chooser.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Empire', 'Chaos']);
	});

	it('marks the row a finding points at', () => {
		const findings: Diagnostic[] = [
			{ code: 'diskwars.copies.over', severity: 'error', rule: 'diskwars:R-COPY-1', path: '/regiments/0/units/3', message: 'Too many copies.', help: '', waits_for: [] }
		];
		render(RegimentCard, { props: props({ findings }) });
		const card = screen.getByRole('article', { name: 'Regiment 1' });
		expect(card).toHaveClass('has-error');
		const row = card.querySelector('[data-pointers~="/regiments/0/units/3"]');
		expect(row).toHaveClass('error');
		expect(within(row as HTMLElement).getByText('Error:')).toBeInTheDocument();
	});
});
