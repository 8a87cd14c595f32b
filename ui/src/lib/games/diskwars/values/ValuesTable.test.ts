import type { DiskwarsCatalogView, DiskwarsCellEdit, DiskwarsNeededValue } from '$lib/api';
import { diskwarsCatalog } from '$lib/games/diskwars/catalog.svelte';
import { diskwarsCatalogEn } from '$lib/games/diskwars/test-fixtures';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ValuesTable from './ValuesTable.svelte';

/** What the saved lists wait for, as `diskwars_values_needed` answers. */
let needed: DiskwarsNeededValue[];
let catalogAnswer: DiskwarsCatalogView;
/** The message Rust refuses the next save with, if any. */
let refuse: string | null;
let calls: Call[];

const list = 'Karl Franz and Teclis';

beforeEach(() => {
	i18n.lang = 'en';
	diskwarsCatalog.reset();
	notices.clear();
	refuse = null;
	catalogAnswer = diskwarsCatalogEn;
	needed = [
		{ kind: 'disc', id: 'karl-franz', column: 'recruitment_points', lists: [list] },
		{ kind: 'disc', id: 'marienburg-swordsmen', column: 'cost', lists: [list] },
		{ kind: 'disc', id: 'marienburg-swordsmen', column: 'size', lists: [list] },
		{ kind: 'command-card', id: 'buy-time', column: 'restriction', lists: [list] }
	];
	calls = mockCommands({
		diskwars_catalog: () => catalogAnswer,
		diskwars_values_needed: () => needed,
		diskwars_values_save: (args) => {
			const edits = (args as { edits: DiskwarsCellEdit[] }).edits;
			if (refuse) return edits.map((e) => ({ ...e, message: refuse ?? '' }));
			needed = needed.filter((n) => !edits.some((e) => e.id === n.id && e.column === n.column && e.text !== ''));
			return [];
		}
	});
});

afterEach(() => {
	clearMocks();
});

describe('the Diskwars values table', () => {
	it('keeps the community data’s repository and commit behind Details, out of the table’s words', async () => {
		// Fixture words, not real data: Rust gives the details from the community pack's reference.
		catalogAnswer = { ...diskwarsCatalogEn, communityDetails: 'fixture/builder, commit 0000000, list.txt' };
		render(ValuesTable);
		const holder = await screen.findByTestId('dwv-community-details');
		const details = holder.querySelector('details') as HTMLDetailsElement;
		expect(details.open).toBe(false);
		expect(within(details).getByText('Details')).toBeInTheDocument();
		expect(within(details).getByText('fixture/builder, commit 0000000, list.txt')).toBeInTheDocument();
		const page = holder.parentElement?.cloneNode(true) as HTMLElement;
		page.querySelectorAll('details').forEach((d) => d.remove());
		expect(page.textContent).not.toMatch(/commit|0000000|fixture\/builder/);
	});

	it('shows no Details where no community value is taken', async () => {
		render(ValuesTable);
		await screen.findByRole('region', { name: 'Discs' });
		expect(screen.queryByTestId('dwv-community-details')).toBeNull();
	});

	it('opens on what the saved lists need: only their discs and cards, the needed cells marked', async () => {
		render(ValuesTable);
		expect(await screen.findByText('4 values your saved lists wait for are still unknown.')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: /What my lists need/ })).toHaveAttribute('aria-pressed', 'true');
		const discs = await screen.findByRole('region', { name: 'Discs' });
		const names = within(discs)
			.getAllByRole('rowheader')
			.map((h) => h.querySelector('.name')?.textContent);
		expect(names).toEqual(['Karl Franz', 'Marienburg Swordsmen']);
		const cost = within(discs).getByRole('textbox', { name: 'cost of Marienburg Swordsmen' });
		expect(cost.closest('td')).toHaveClass('needed');
		expect(cost).toHaveAttribute('title', `Your lists wait for it: ${list}`);
		// A hero has no cost and a unit no recruitment points: no cell to type in.
		expect(within(discs).queryByRole('textbox', { name: 'cost of Karl Franz' })).toBeNull();
		expect(within(discs).queryByRole('textbox', { name: 'recruitment points of Marienburg Swordsmen' })).toBeNull();
		const cards = screen.getByRole('region', { name: 'Command cards' });
		expect(within(cards).getByRole('combobox', { name: 'restriction of Buy Time' })).toBeInTheDocument();

		// Everything: every disc and card, a value the rulebook gives shown and not typed over.
		await userEvent.click(screen.getByRole('button', { name: 'Everything' }));
		const all = screen.getByRole('region', { name: 'Discs' });
		expect(within(all).getAllByRole('rowheader')).toHaveLength(diskwarsCatalogEn.discs.length);
		expect(within(all).queryByRole('textbox', { name: 'recruitment points of Kairos Fateweaver' })).toBeNull();
		expect(within(all).getAllByTitle('From the data: rulebook p.17').length).toBeGreaterThan(0);
	});

	it('types a value and moves on with Tab or Enter, saving each cell as it is left', async () => {
		const user = userEvent.setup();
		render(ValuesTable);
		const discs = await screen.findByRole('region', { name: 'Discs' });
		const points = await within(discs).findByRole('textbox', { name: 'recruitment points of Karl Franz' });
		await user.click(points);
		catalogAnswer = {
			...diskwarsCatalogEn,
			discs: diskwarsCatalogEn.discs.map((d) =>
				d.id === 'karl-franz' ? { ...d, recruitmentPoints: { value: 10, source: 'mine', user: true, community: false, doubt: null, details: null } } : d
			)
		};
		await user.keyboard('10{Enter}');
		// Enter leaves the last cell of the column that can be typed in, which saves it.
		expect(points).not.toHaveFocus();
		await waitFor(() => expect(callsOf(calls, 'diskwars_values_save')).toHaveLength(1));
		expect(callsOf(calls, 'diskwars_values_save')[0]).toEqual({
			edits: [{ kind: 'disc', id: 'karl-franz', column: 'recruitment_points', text: '10' }],
			lang: 'en'
		});
		expect(await screen.findByText('3 values your saved lists wait for are still unknown.')).toBeInTheDocument();
		await waitFor(() => expect(callsOf(calls, 'diskwars_catalog').length).toBeGreaterThan(1));

		// Tab: the cost, then on; the row stays while it is filled in.
		const cost = within(discs).getByRole('textbox', { name: 'cost of Marienburg Swordsmen' });
		await user.click(cost);
		await user.keyboard('6{Tab}');
		await waitFor(() => expect(callsOf(calls, 'diskwars_values_save')).toHaveLength(2));
		expect(callsOf(calls, 'diskwars_values_save')[1]?.edits).toEqual([
			{ kind: 'disc', id: 'marienburg-swordsmen', column: 'cost', text: '6' }
		]);
		expect(within(discs).getByRole('textbox', { name: 'cost of Marienburg Swordsmen' })).toBeInTheDocument();

		// A list cell is saved as soon as it is chosen.
		await user.selectOptions(within(discs).getByRole('combobox', { name: 'size of Marienburg Swordsmen' }), 'small');
		await waitFor(() => expect(callsOf(calls, 'diskwars_values_save')).toHaveLength(3));
		expect(callsOf(calls, 'diskwars_values_save')[2]?.edits).toEqual([
			{ kind: 'disc', id: 'marienburg-swordsmen', column: 'size', text: 'small' }
		]);

		// Enter goes down the column to the next cell that can be typed in, past stated values.
		await user.click(screen.getByRole('button', { name: 'Everything' }));
		const all = screen.getByRole('region', { name: 'Discs' });
		await user.click(within(all).getByRole('textbox', { name: 'cost of Flamers' }));
		await user.keyboard('7{Enter}');
		expect(within(all).getByRole('textbox', { name: 'cost of Marienburg Swordsmen' })).toHaveFocus();
		await waitFor(() => expect(callsOf(calls, 'diskwars_values_save')).toHaveLength(4));
		expect(callsOf(calls, 'diskwars_values_save')[3]?.edits).toEqual([{ kind: 'disc', id: 'flamers', column: 'cost', text: '7' }]);
	});

	it('shows a refusal at its cell and keeps what was typed', async () => {
		const user = userEvent.setup();
		render(ValuesTable);
		const discs = await screen.findByRole('region', { name: 'Discs' });
		const cost = await within(discs).findByRole('textbox', { name: 'cost of Marienburg Swordsmen' });
		refuse = "'99999999999' is too large for this value";
		await user.click(cost);
		await user.keyboard('99999999999{Tab}');
		const alert = await within(discs).findByRole('alert');
		expect(alert).toHaveTextContent('is too large for this value');
		expect(alert.closest('td')).toContainElement(cost);
		expect(cost).toHaveAttribute('aria-invalid', 'true');
		expect(cost).toHaveValue('99999999999');
		expect(callsOf(calls, 'diskwars_catalog')).toHaveLength(1);

		// Fixed: saved, the refusal gone.
		refuse = null;
		await user.clear(cost);
		await user.type(cost, '6');
		await user.tab();
		await waitFor(() => expect(within(discs).queryByRole('alert')).toBeNull());
		expect(cost).toHaveAttribute('aria-invalid', 'false');
	});

	it('speaks Spanish, and says when the lists need nothing', async () => {
		i18n.lang = 'es';
		needed = [];
		render(ValuesTable);
		expect(await screen.findByText('Tus listas guardadas no esperan ningún valor.')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Todo' })).toHaveAttribute('aria-pressed', 'true');
		const discs = await screen.findByRole('region', { name: 'Discos' });
		expect(within(discs).getByRole('textbox', { name: 'coste de Flamers' })).toBeInTheDocument();
		expect(within(discs).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Pts. recl.');
		expect(screen.getByRole('region', { name: 'Cartas de Mando' })).toBeInTheDocument();
	});
});
