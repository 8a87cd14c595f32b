import type { Layout, MatchRow, PrintRequest } from '$lib/api';
import { i18n } from '$lib/i18n.svelte';
import { localDate } from '$lib/list-actions';
import { notices } from '$lib/notices.svelte';
import { playerName } from '$lib/player-name.svelte';
import { printChoices } from '$lib/print-choices.svelte';
import { settings } from '$lib/settings.svelte';
import { savedDocument } from '$lib/games/runewars/test-fixtures';
import { callsOf, mockCommands, type Call } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Notices from '../Notices.svelte';
import PrintView from './PrintView.svelte';

/** A two-page layout whose texts say which options asked for it. */
function layoutFor(options: PrintRequest): Layout {
	const es = options.lang === 'es';
	const [width, height] = options.paper === 'letter' ? [612, 792] : [595.28, 841.89];
	return {
		paper: options.paper,
		width,
		height,
		pages: [
			{
				items: [
					{ kind: 'text', x: 42, y: 60, size: 18, weight: 'bold', color: [26, 26, 26], text: 'Shield wall', width: 110 },
					{ kind: 'text', x: 42, y: 80, size: 9, weight: 'regular', color: [92, 92, 92], text: es ? 'UNIDAD' : 'UNIT', width: 30 },
					{ kind: 'line', x1: 42, y1: 90, x2: width - 42, y2: 90, thickness: 0.6, color: [176, 176, 176] },
					{ kind: 'rect', x: 42, y: 100, width: 200, height: 24, thickness: 1, color: [29, 107, 52] },
					// The game's emblem: an open stroke and a tinted closed one.
					{ kind: 'shape', points: [[54, 44.5], [54, 48.5]], closed: false, thickness: 1.8, color: [163, 38, 42], fill: null },
					{ kind: 'shape', points: [[50, 50], [58, 50], [54, 56]], closed: true, thickness: 1.8, color: [163, 38, 42], fill: [232, 201, 202] }
				]
			},
			{
				items: [{ kind: 'text', x: 42, y: 60, size: 14, weight: 'bold', color: [26, 26, 26], text: es ? 'En la mesa' : 'At the table', width: 90 }]
			}
		]
	};
}

let calls: Call[];

beforeEach(() => {
	i18n.lang = 'en';
	notices.clear();
	printChoices.reset();
	playerName.reset();
	calls = mockCommands({
		list_print_preview: ({ options }) => layoutFor(options as PrintRequest),
		// Rust opens the save dialog; the player chose this file.
		list_print_save: () => '/home/ana/shield-wall.pdf'
	});
});

afterEach(() => {
	clearMocks();
});

function pages(): HTMLElement[] {
	return screen.queryAllByRole('img', { name: /^Page \d of \d$/ });
}

describe('the print view', () => {
	it('draws every page of the layout Rust returns, as SVG', async () => {
		render(PrintView, { props: { document: savedDocument, name: 'Shield wall', onClose: vi.fn() } });
		await waitFor(() => expect(pages()).toHaveLength(2));
		expect(screen.getByRole('dialog', { name: 'Print “Shield wall”' })).toBeInTheDocument();
		expect(screen.getByText('2 pages · Exactly what the PDF will print.')).toBeInTheDocument();

		const [first, second] = pages();
		expect(first?.getAttribute('viewBox')).toBe('0 0 595.28 841.89');
		const title = within(first!).getByText('Shield wall');
		expect(title.tagName.toLowerCase()).toBe('text');
		expect(title).toHaveAttribute('x', '42');
		expect(title).toHaveAttribute('y', '60');
		expect(title).toHaveAttribute('font-size', '18');
		expect(title).toHaveAttribute('font-weight', '700');
		expect(title).toHaveAttribute('fill', 'rgb(26, 26, 26)');
		expect(title.getAttribute('font-family')).toContain('DejaVu Sans');
		// Held to the width the PDF measured.
		expect(title).toHaveAttribute('textLength', '110');
		expect(first?.querySelector('line')).toHaveAttribute('stroke-width', '0.6');
		const box = first?.querySelectorAll('rect')[1];
		expect(box).toHaveAttribute('fill', 'none');
		expect(box).toHaveAttribute('stroke', 'rgb(29, 107, 52)');
		const stroke = first?.querySelector('polyline');
		expect(stroke).toHaveAttribute('points', '54,44.5 54,48.5');
		expect(stroke).toHaveAttribute('fill', 'none');
		expect(stroke).toHaveAttribute('stroke', 'rgb(163, 38, 42)');
		expect(stroke).toHaveAttribute('stroke-linecap', 'round');
		const tinted = first?.querySelector('polygon');
		expect(tinted).toHaveAttribute('points', '50,50 58,50 54,56');
		expect(tinted).toHaveAttribute('fill', 'rgb(232, 201, 202)');
		expect(tinted).toHaveAttribute('stroke-width', '1.8');
		expect(within(second!).getByText('At the table')).toBeInTheDocument();

		// First asked with the defaults: the app's language, A4, no player, today, table page.
		expect(callsOf(calls, 'list_print_preview')).toEqual([
			{ document: savedDocument, options: { lang: 'en', paper: 'a4', player: null, date: localDate(), playSheet: true } }
		]);
	});

	it('asks again for every change of the options and saves the PDF with the chosen ones', async () => {
		const user = userEvent.setup();
		const onClose = vi.fn();
		render(Notices);
		render(PrintView, { props: { document: savedDocument, name: 'Shield wall', onClose } });
		await waitFor(() => expect(pages()).toHaveLength(2));

		await user.selectOptions(screen.getByLabelText('Language'), 'es');
		expect(await screen.findByText('UNIDAD')).toBeInTheDocument();
		await user.click(screen.getByRole('radio', { name: 'Letter (US)' }));
		await user.type(screen.getByLabelText('Player name'), 'Ana');
		await user.click(screen.getByRole('checkbox', { name: 'Include the table page' }));
		const wanted = { lang: 'es', paper: 'letter', player: 'Ana', date: localDate(), playSheet: false };
		await waitFor(() => expect(callsOf(calls, 'list_print_preview').at(-1)).toEqual({ document: savedDocument, options: wanted }));
		await waitFor(() => expect(pages()[0]?.getAttribute('viewBox')).toBe('0 0 612 792'));

		await user.click(screen.getByRole('button', { name: 'Save PDF…' }));
		await waitFor(() => expect(callsOf(calls, 'list_print_save')).toHaveLength(1));
		expect(callsOf(calls, 'list_print_save')[0]).toEqual({
			document: savedDocument,
			options: wanted,
			title: 'Save the printed list',
			suggested: 'shield-wall.pdf'
		});
		// Where it went, in words: the file and its folder, not the path.
		expect(await screen.findByText('Saved shield-wall.pdf in the folder ana.')).toBeInTheDocument();
		expect(onClose).toHaveBeenCalled();
		// The paper is remembered for the next time.
		expect(printChoices.paper).toBe('letter');
	});

	it('starts from the settings: the player’s name and the language of prints, which may differ from the app’s', async () => {
		const before = settings.current;
		settings.current = { ...before, playerName: 'Ana', printLang: 'es' };
		try {
			render(PrintView, { props: { document: savedDocument, name: 'Shield wall', onClose: vi.fn() } });
			expect(await screen.findByText('UNIDAD')).toBeInTheDocument();
			expect(callsOf(calls, 'list_print_preview')[0]).toMatchObject({ options: { lang: 'es', player: 'Ana' } });
			// The app stays in English.
			expect(screen.getByRole('button', { name: 'Save PDF…' })).toBeInTheDocument();
			expect(screen.getByLabelText('Language')).toHaveValue('es');
		} finally {
			settings.current = before;
		}
	});

	it('without a name in the settings, the player is the name New match remembers: the newest match’s', async () => {
		const match = { id: 7, game: 'runewars', createdAt: 0, finishedAt: null, player: 'Ana', opponent: 'Ben' } as MatchRow;
		calls = mockCommands({
			list_print_preview: ({ options }) => layoutFor(options as PrintRequest),
			matches_list: () => [{ ...match, player: null, id: 8 }, match]
		});
		render(PrintView, { props: { document: savedDocument, name: 'Shield wall', onClose: vi.fn() } });
		await waitFor(() => expect(screen.getByLabelText('Player name')).toHaveValue('Ana'));
		await waitFor(() => expect(callsOf(calls, 'list_print_preview').at(-1)).toMatchObject({ options: { player: 'Ana' } }));
		// A name typed in the print view wins for the session.
		await fireEvent.input(screen.getByLabelText('Player name'), { target: { value: 'Carla' } });
		expect(printChoices.player).toBe('Carla');
	});

	it('a cancelled save dialog writes nothing and keeps the view open', async () => {
		mockCommands({
			list_print_preview: ({ options }) => layoutFor(options as PrintRequest),
			list_print_save: () => null
		});
		const onClose = vi.fn();
		render(PrintView, { props: { document: savedDocument, name: 'Shield wall', onClose } });
		await waitFor(() => expect(pages()).toHaveLength(2));
		await fireEvent.click(screen.getByRole('button', { name: 'Save PDF…' }));
		await waitFor(() => expect(screen.getByRole('button', { name: 'Save PDF…' })).toBeEnabled());
		expect(onClose).not.toHaveBeenCalled();
		await fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
		expect(onClose).toHaveBeenCalled();
	});

	it('a preview Rust refuses says why', async () => {
		mockCommands({
			list_print_preview: () => {
				throw { code: 'list.invalid', message: 'at /units/0: unknown unit' };
			}
		});
		render(PrintView, { props: { document: { ...savedDocument, units: [{ unit: 'no-such-unit' }] }, name: 'Broken', onClose: vi.fn() } });
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('The preview could not be made.');
		expect(alert).toHaveTextContent('at /units/0: unknown unit');
		expect(screen.getByRole('button', { name: 'Save PDF…' })).toBeDisabled();
	});
});
