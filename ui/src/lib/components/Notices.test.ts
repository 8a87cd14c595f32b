import { AppError } from '$lib/api';
import { ERROR_CODES } from '$lib/bindings';
import { catalog } from '$lib/games/runewars/catalog.svelte';
import { describeError } from '$lib/errors';
import { i18n } from '$lib/i18n.svelte';
import { fileSaved } from '$lib/list-actions';
import { notices } from '$lib/notices.svelte';
import { callsOf, mockCommands } from '$lib/test/ipc';
import { clearMocks } from '@tauri-apps/api/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import HomePage from './home/HomePage.svelte';
import Notices from './Notices.svelte';

beforeEach(() => {
	i18n.lang = 'en';
	catalog.reset();
	notices.clear();
});

afterEach(() => {
	clearMocks();
});

describe('errors from Rust', () => {
	it('a failing command shows the localized sentence for its code, with Rust’s message, until dismissed', async () => {
		mockCommands({
			app_info: () => ({ version: '0.1.0', games: [] }),
			lists_all: () => {
				throw { code: 'store.io', message: 'library.sqlite: disk full' };
			},
			collection_get: () => [],
			can_field_all: () => [],
			matches_list: () => []
		});
		render(Notices);
		render(HomePage);

		const alert = await screen.findByRole('alert');
		expect(within(alert).getByText('The library could not be read or written.')).toBeInTheDocument();
		expect(within(alert).getByText('library.sqlite: disk full')).toBeInTheDocument();
		expect(within(alert).getByText('store.io')).toBeInTheDocument();
		expect(await screen.findByText('Could not be loaded (the message says why).')).toBeInTheDocument();

		i18n.lang = 'es';
		expect(await within(alert).findByText('No se pudo leer o escribir la biblioteca.')).toBeInTheDocument();

		await fireEvent.click(within(alert).getByRole('button', { name: 'Cerrar' }));
		expect(screen.queryByRole('alert')).toBeNull();
	});

	it('every code of the contract has its own sentence in both languages; others name the code', () => {
		for (const lang of ['en', 'es'] as const) {
			i18n.lang = lang;
			const sentences = ERROR_CODES.map((code) => describeError(new AppError(code, 'x')).title);
			expect(new Set(sentences).size).toBe(ERROR_CODES.length);
			expect(sentences.every((s, i) => !s.includes(ERROR_CODES[i]!) && !s.includes('(code'))).toBe(true);
		}
		i18n.lang = 'en';
		expect(describeError({ code: 'match.gone', message: 'x' }).title).toBe('Something went wrong (code match.gone).');
		expect(describeError('command check_list not found')).toMatchObject({ code: 'app.unexpected', detail: 'command check_list not found' });
	});
});

describe('notifications', () => {
	it('show one at a time, a failure before a confirmation, with how many more wait', async () => {
		render(Notices);
		notices.success(() => 'Saved as version 2.');
		expect(await screen.findByText('Saved as version 2.')).toBeInTheDocument();
		notices.error(new AppError('store.io', 'first'));
		notices.error(new AppError('file.io', 'second'));
		const alert = await screen.findByRole('alert');
		expect(within(alert).getByText('first')).toBeInTheDocument();
		expect(within(alert).getByText('1 more to read after this one')).toBeInTheDocument();
		expect(screen.queryByText('Saved as version 2.')).toBeNull();
		expect(screen.queryByText('second')).toBeNull();
		// The code is behind Details, closed.
		expect(within(alert).getByText('store.io').closest('details')).not.toHaveAttribute('open');
		await fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
		expect(await screen.findByText('second')).toBeInTheDocument();
	});

	it('while a notice is shown, the page it sits in is marked to end above it; the mark goes with the notice', async () => {
		const page = document.createElement('main');
		document.body.append(page);
		render(Notices, { target: page });
		expect(page.hasAttribute('data-notice')).toBe(false);
		notices.success(() => 'Saved as version 2.');
		await screen.findByRole('status');
		await tick();
		// The layout's `main[data-notice]` rule pads the page by this room.
		expect(page.hasAttribute('data-notice')).toBe(true);
		expect(page.style.getPropertyValue('--notice-space')).toMatch(/^calc\(\d+px \+ 1\.8rem\)$/);
		await fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
		await waitFor(() => expect(page.hasAttribute('data-notice')).toBe(false));
		expect(page.style.getPropertyValue('--notice-space')).toBe('');
		page.remove();
	});

	it('a saved file is named by its file and folder, with "Open folder" to show it in the file manager', async () => {
		const calls = mockCommands({ reveal_saved: () => null });
		render(Notices);
		fileSaved('print.saved', '/home/ana/Documents/army.pdf');
		const notice = await screen.findByRole('status');
		expect(notice.textContent).toContain('army.pdf');
		expect(notice.textContent).toContain('Documents');
		expect(notice.textContent).not.toContain('/home/ana');
		await fireEvent.click(within(notice).getByRole('button', { name: 'Open folder' }));
		await waitFor(() => expect(callsOf(calls, 'reveal_saved')).toEqual([{ path: '/home/ana/Documents/army.pdf' }]));
		i18n.lang = 'es';
		expect(await within(notice).findByRole('button', { name: 'Abrir carpeta' })).toBeInTheDocument();
	});

	it('a page’s confirmation goes when the player leaves the page; one carried by its deed follows it; a failure stays', async () => {
		render(Notices);
		history.pushState(null, '', '/lists/3');
		notices.success(() => 'Saved as version 1.');
		expect(await screen.findByText('Saved as version 1.')).toBeInTheDocument();
		notices.leave('/lists/3');
		expect(screen.getByText('Saved as version 1.')).toBeInTheDocument();
		notices.leave('/matches/new');
		await waitFor(() => expect(screen.queryByText('Saved as version 1.')).toBeNull());

		// A new list is saved, and its deed goes to the list's own page: the words go along.
		history.pushState(null, '', '/lists/new');
		notices.success(() => 'Saved as version 1.');
		notices.carryTo('/lists/4?game=sigmar');
		notices.leave('/lists/4');
		expect(await screen.findByText('Saved as version 1.')).toBeInTheDocument();

		notices.error(new AppError('store.io', 'disk full'));
		notices.leave('/settings');
		expect(await screen.findByText('disk full')).toBeInTheDocument();
		expect(notices.items.map((n) => n.kind)).toEqual(['error']);
		history.pushState(null, '', '/');
	});

	it('a new notice does not count as leaving the page: one carried to the next page waits for the move', async () => {
		history.pushState(null, '', '/lists/new');
		const view = render(Notices, { path: '/lists/new' });
		notices.success(() => 'Saved as version 1.');
		notices.carryTo('/lists/4');
		// The navigation has not happened yet, and the window still shows the new list's page.
		await tick();
		expect(screen.getByText('Saved as version 1.')).toBeInTheDocument();
		history.pushState(null, '', '/lists/4');
		await view.rerender({ path: '/lists/4' });
		expect(screen.getByText('Saved as version 1.')).toBeInTheDocument();
		history.pushState(null, '', '/matches/new');
		await view.rerender({ path: '/matches/new' });
		await waitFor(() => expect(screen.queryByText('Saved as version 1.')).toBeNull());
		history.pushState(null, '', '/');
	});
});
