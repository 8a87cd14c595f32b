import { fireEvent, render, screen } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import Menu from './Menu.svelte';

/** A menu of two actions, the second set apart. */
function menu(onAction: (what: string) => void) {
	const summary = createRawSnippet(() => ({ render: () => '<span>More</span>' }));
	const children = createRawSnippet(() => ({
		render: () => '<div><button type="button" class="btn">Rename</button><div class="separator"></div><button type="button" class="btn">Delete</button></div>',
		setup: (node: Element) => {
			for (const button of node.querySelectorAll('button')) button.addEventListener('click', () => onAction(button.textContent ?? ''));
		}
	}));
	return render(Menu, { props: { label: 'More actions', summary, children } });
}

describe('a menu', () => {
	it('opens from its button, closes after an action, on Escape and on a click elsewhere', async () => {
		const onAction = vi.fn();
		const { container } = menu(onAction);
		const details = container.querySelector('details')!;
		const button = screen.getByLabelText('More actions', { selector: 'summary' });
		expect(details.open).toBe(false);

		await fireEvent.click(button);
		expect(details.open).toBe(true);
		await fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
		expect(onAction).toHaveBeenCalledWith('Rename');
		expect(details.open).toBe(false);

		await fireEvent.click(button);
		await fireEvent.keyDown(screen.getByRole('button', { name: 'Delete' }), { key: 'Escape' });
		expect(details.open).toBe(false);
		expect(document.activeElement).toBe(button);

		await fireEvent.click(button);
		await fireEvent.click(document.body);
		expect(details.open).toBe(false);
	});
});
