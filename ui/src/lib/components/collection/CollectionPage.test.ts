import { catalog } from '$lib/games/runewars/catalog.svelte';
import { i18n } from '$lib/i18n.svelte';
import { notices } from '$lib/notices.svelte';
import { catalogEn } from '$lib/games/runewars/test-fixtures';
import { callsOf, kebabIdsStandIn, mockCommands, type Call } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CollectionPage from './CollectionPage.svelte';

let calls: Call[];

beforeEach(async () => {
	i18n.lang = 'en';
	catalog.reset();
	notices.clear();
	calls = mockCommands({
		kebab_ids: kebabIdsStandIn,
		runewars_catalog: () => catalogEn,
		collection_get: () => [{ game: 'runewars', kind: 'unit', item: 'spearmen', count: 2 }],
		collection_set: ({ count }) => count as number,
		can_field_all: () => [{ id: 1, name: 'Shield wall', game: 'runewars', canField: false, shortfalls: 3 }],
		box_save: () => null
	});
	await catalog.ensure('en');
});

afterEach(() => {
	clearMocks();
});

describe('the collection page', () => {
	it('+ sets one more tray with collection_set', async () => {
		render(CollectionPage);
		const input = await screen.findByRole('spinbutton', { name: 'Trays of Spearmen owned' });
		await waitFor(() => expect(input).toHaveValue(2));

		await fireEvent.click(screen.getByRole('button', { name: 'One more: Trays of Spearmen owned' }));
		await waitFor(() => expect(callsOf(calls, 'collection_set')).toEqual([{ game: 'runewars', kind: 'unit', item: 'spearmen', count: 3 }]));
		await waitFor(() => expect(input).toHaveValue(3));
	});

	it('a typed count of upgrade cards is stored when the field is left', async () => {
		const user = userEvent.setup();
		render(CollectionPage);
		const input = await screen.findByRole('spinbutton', { name: 'Cards of Shield Wall owned' });
		await user.clear(input);
		await user.type(input, '4');
		await user.tab();
		await waitFor(() => expect(callsOf(calls, 'collection_set').at(-1)).toEqual({ game: 'runewars', kind: 'upgrade', item: 'shield-wall', count: 4 }));
	});

	it('says plainly when the data has no boxes, and lists what can be fielded', async () => {
		render(CollectionPage);
		expect(await screen.findByText('The game data has no boxes with known contents.')).toBeInTheDocument();
		const side = screen.getByRole('complementary', { name: 'Lists you can field now' });
		expect(await within(side).findByText('3 shortfalls')).toBeInTheDocument();
	});

	it('describing a box sends its id and contents to box_save', async () => {
		const user = userEvent.setup();
		render(CollectionPage);
		await user.type(await screen.findByRole('textbox', { name: 'Box name' }), 'My Starter Box');
		await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'spearmen');
		const count = screen.getByRole('spinbutton', { name: 'How many' });
		await user.clear(count);
		await user.type(count, '4');
		await user.click(screen.getByRole('button', { name: 'Save box' }));
		await waitFor(() =>
			expect(callsOf(calls, 'box_save')).toEqual([
				{ game: 'runewars', id: 'my-starter-box', contents: [{ kind: 'unit', item: 'spearmen', count: 4 }] }
			])
		);
	});
});
