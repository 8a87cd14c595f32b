import { i18n } from '$lib/i18n.svelte';
import { pick } from '$lib/games/sigmar/test-fixtures';
import { render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PickSelect from './PickSelect.svelte';

beforeEach(() => {
	i18n.lang = 'en';
});

describe('PickSelect', () => {
	it('shows the chosen leader by its name even when Rust has a reason against it', () => {
		// A full, legal army: every other leader, and this one again, would cost too much.
		const refusal = 'The army costs 2320 points, over its limit of 2000.';
		render(PickSelect, {
			props: {
				id: 'leader',
				label: 'Leader',
				picks: [pick('spirit-of-durthu', 'Spirit of Durthu', 380, refusal), pick('treelord-ancient', 'Treelord Ancient', 280, refusal)],
				value: 'spirit-of-durthu',
				optional: false,
				showPoints: false,
				onChoose: vi.fn()
			}
		});
		const select = screen.getByLabelText('Leader') as HTMLSelectElement;
		expect(select.value).toBe('spirit-of-durthu');
		expect(select.selectedOptions[0]?.textContent).toBe('Spirit of Durthu');
		expect(select.selectedOptions[0]?.disabled).toBe(false);
		expect(select.title).toBe('');
		// The reason sits beside the option it disables.
		const other = [...select.options].find((o) => o.value === 'treelord-ancient');
		expect(other?.disabled).toBe(true);
		expect(other?.textContent).toBe(`Treelord Ancient — ${refusal}`);
	});

	it('an option the place already holds is free to choose, without a reason', () => {
		render(PickSelect, {
			props: {
				id: 'trait',
				label: 'Heroic trait',
				picks: [pick('staunch-defender', 'Staunch Defender', null, 'Only one heroic trait per army.')],
				value: undefined,
				free: true,
				onChoose: vi.fn()
			}
		});
		const option = [...(screen.getByLabelText('Heroic trait') as HTMLSelectElement).options].find((o) => o.value === 'staunch-defender');
		expect(option?.disabled).toBe(false);
		expect(option?.textContent).toBe('Staunch Defender');
	});
});
