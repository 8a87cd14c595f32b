import { i18n } from '$lib/i18n.svelte';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sigmarCatalogEn } from '$lib/games/sigmar/test-fixtures';
import FactionChooser from './FactionChooser.svelte';

function start() {
	const onChoose = vi.fn();
	render(FactionChooser, { props: { factions: sigmarCatalogEn.factions, onChoose } });
	return onChoose;
}

/** The names of the faction buttons shown, in order. */
function shown(): string[] {
	return [...document.querySelectorAll<HTMLButtonElement>('button.faction')].map((b) => b.querySelector('.name')?.textContent ?? '');
}

beforeEach(() => {
	i18n.lang = 'en';
});

describe('the faction chooser', () => {
	it('lists the factions by grand alliance, armies of renown under their army, the player’s own marked, Legends hidden', async () => {
		start();
		const order = screen.getByRole('region', { name: 'Order' });
		expect(within(order).getByRole('button', { name: 'Stormcast Eternals' })).toBeInTheDocument();
		const skywing = within(order).getByRole('list', { name: 'Armies of Stormcast Eternals' });
		expect(within(skywing).getByRole('button', { name: 'Draconith Skywing' })).toBeInTheDocument();
		expect(screen.getAllByRole('region').map((r) => within(r).getAllByRole('heading')[0]?.textContent)).toEqual([
			'Order',
			'Chaos',
			'Death',
			'Destruction'
		]);
		expect(screen.getByRole('button', { name: 'Blades of Khorne imported by you' })).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: /Astral Templars/ })).toBeNull();
		expect(screen.queryByRole('button', { name: /Beasts of Chaos/ })).toBeNull();
		expect(screen.getByText(/8 factions · 2 Legends factions hidden/)).toBeInTheDocument();

		await fireEvent.click(screen.getByLabelText('Show Legends'));
		expect(screen.getByRole('button', { name: 'Astral Templars Legends' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Beasts of Chaos Legends' })).toBeInTheDocument();
		expect(screen.getByText(/10 factions/)).toBeInTheDocument();
	});

	it('searches by name whatever the case and accents, and offers the Legends ones it hides', async () => {
		start();
		const search = screen.getByRole('searchbox', { name: 'Find a faction' });
		await fireEvent.input(search, { target: { value: 'SÉRA' } });
		expect(shown()).toEqual(['Seraphon']);
		expect(screen.getByText(/1 faction\b/)).toBeInTheDocument();

		await fireEvent.input(search, { target: { value: 'templars' } });
		expect(shown()).toEqual([]);
		expect(screen.getByText(/1 Legends faction matches too/)).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Show Legends' }));
		expect(shown()).toEqual(['Stormcast Eternals', 'Astral Templars']);
		expect(screen.getByLabelText('Show Legends')).toBeChecked();

		await fireEvent.input(search, { target: { value: 'nothing like it' } });
		expect(screen.getByText('No faction matches “nothing like it”.')).toBeInTheDocument();
	});

	it('is used from the keyboard: Enter takes the first faction found, the arrows move between factions', async () => {
		const onChoose = start();
		const search = screen.getByRole('searchbox', { name: 'Find a faction' });
		await fireEvent.input(search, { target: { value: 'gore' } });
		// The army is shown for its army of renown; Enter takes the one that matches.
		await fireEvent.keyDown(search, { key: 'Enter' });
		expect(onChoose).toHaveBeenLastCalledWith('blades-of-khorne-gorechosen-champions');

		await fireEvent.keyDown(search, { key: 'Escape' });
		expect(search).toHaveValue('');
		await fireEvent.keyDown(search, { key: 'ArrowDown' });
		expect(document.activeElement).toHaveTextContent('Seraphon');
		await fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
		expect(document.activeElement).toHaveTextContent('Stormcast Eternals');
		await fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
		expect(document.activeElement).toHaveTextContent('Gloomspite Gitz');
		await fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
		await fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
		expect(document.activeElement).toBe(search);
		await fireEvent.keyDown(search, { key: 'ArrowDown' });
		await fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
		// Each faction is a button: Enter or Space on it (the browser's click) chooses it.
		await fireEvent.click(document.activeElement as HTMLElement);
		expect(onChoose).toHaveBeenLastCalledWith('stormcast-eternals');
	});

	it('in Spanish', async () => {
		i18n.lang = 'es';
		start();
		expect(screen.getByRole('region', { name: 'Destrucción' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Blades of Khorne importada por ti' })).toBeInTheDocument();
		expect(screen.getByText(/8 facciones/)).toBeInTheDocument();
		await fireEvent.click(screen.getByLabelText('Mostrar Leyendas'));
		expect(screen.getByRole('button', { name: 'Beasts of Chaos Leyendas' })).toBeInTheDocument();
	});
});
