import { afterEach, describe, expect, it } from 'vitest';
import { i18n, pointsText, tn } from './i18n.svelte';

afterEach(() => {
	i18n.lang = 'en';
});

describe('plurals', () => {
	it('take the form the language’s plural rules choose, for every count', () => {
		i18n.lang = 'en';
		expect(pointsText(1)).toBe('1 pt');
		expect(pointsText(0)).toBe('0 pts');
		expect(pointsText(2000)).toBe('2,000 pts');
		expect(tn('dwv.remaining', 1)).toBe('1 value your saved lists wait for is still unknown.');
		i18n.lang = 'es';
		expect(pointsText(1)).toBe('1 pto.');
		expect(pointsText(2000)).toBe('2.000 ptos.');
		// Spanish counts whole millions as "many": the labels' other form.
		expect(pointsText(1_000_000)).toBe('1.000.000 ptos.');
		expect(tn('dwv.remaining', 2)).toBe('Faltan 2 valores que esperan tus listas guardadas.');
	});
});
