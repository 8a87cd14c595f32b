import type { Awaited } from '$lib/api';
import { i18n } from '$lib/i18n.svelte';
import { render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import AwaitedValues from './AwaitedValues.svelte';

/** One awaited value, as Rust's report names it (fixture names, not real data). */
function awaited(kind: string, id: string, name: string, value: string, label: string): Awaited {
	return { kind, id, name, value, label, rules: ['fixture:RULE-1'] };
}

afterEach(() => {
	i18n.lang = 'en';
});

describe('what an unconfirmed list waits for', () => {
	it('speaks of discs only where the values are a disc’s or a card’s', () => {
		for (const lang of ['en', 'es'] as const) {
			i18n.lang = lang;
			// An Age of Sigmar unit's points: no disc in the words.
			const sigmar = render(AwaitedValues, { props: { awaited: [awaited('unit', 'fixture-lord', 'Fixture Lord', 'points', 'points')] } });
			const section = screen.getByTestId('awaited');
			expect(section.textContent).not.toMatch(/disc/i);
			expect(section).toHaveTextContent('Fixture Lord');
			expect(screen.queryByTestId('open-values')).toBeNull();
			sigmar.unmount();

			const diskwars = render(AwaitedValues, { props: { awaited: [awaited('disc', 'fixture-disc', 'Fixture Disc', 'cost', 'cost')] } });
			expect(screen.getByTestId('awaited')).toHaveTextContent(lang === 'en' ? 'from your own discs and cards' : 'según tus propios discos y cartas');
			expect(screen.getByTestId('open-values')).toBeInTheDocument();
			diskwars.unmount();
		}
	});
});
