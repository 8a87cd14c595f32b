import { afterEach, describe, expect, it } from 'vitest';
import { i18n, labelOf, pointsText, t, tn } from './i18n.svelte';
import { summaryBy } from './games/game';
import { stageName } from './games/underworlds/words';
import { en } from './i18n/en';
import { es } from './i18n/es';

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

describe('labels of codes', () => {
	it('a code Rust sends as text finds its label, and an unknown code none', () => {
		expect(labelOf({ score: 'summary.by.score' }, 'score')).toBe('summary.by.score');
		expect(labelOf({ score: 'summary.by.score' }, 'toString')).toBeNull();
		expect(summaryBy('victory_points')).toBe('summary.by.victory_points');
		expect(summaryBy('made-up')).toBeNull();
	});

	it('names the end of an Underworlds match by the stage Rust sends', () => {
		// Rust's `UnderworldsStage` ends at `over`; its label was once filed as `finished`.
		i18n.lang = 'en';
		expect(stageName('over')).toBe(t('uwMatch.stage.over'));
		expect(stageName('over')).toBe('Game over');
		i18n.lang = 'es';
		expect(stageName('over')).toBe('Partida terminada');
	});
});

/**
 * Spanish labels written as the English ones, each with why: the same word in both
 * languages, a name, a format with no words, or a term the Spanish rulebook keeps in English
 * (Age of Sigmar's warscroll and its Wounds and Bravery characteristics: `rules/sigmar.md`,
 * glossary). Any other Spanish label equal to its English one is a label left untranslated.
 */
const SAME_IN_BOTH: Record<string, string> = {
	'severity.error': 'same word',
	'count.errors.one': 'same word',
	'print.a4': 'paper name',
	'about.commit': 'same word (git’s term, kept in Spanish)',
	'totals.legal': 'same word',
	'summary.total': 'same word',
	'totals.usedUnknown': 'format',
	'dwm.placed': 'format',
	'dw.count': 'format',
	'dw.copies': 'format',
	'dw.handOf': 'format',
	'dw.field.stats.vigor': 'same word (the rulebook’s Vigor)',
	'dw.no': 'same word',
	'dwv.col.stats.vigor': 'same word (the rulebook’s Vigor)',
	'sg.seasonName': 'product name',
	'sg.general': 'same word',
	'sg.wounds': 'kept in English by the Spanish rulebook',
	'sg.bravery': 'kept in English by the Spanish rulebook',
	'sg.warscrolls': 'kept in English by the Spanish rulebook',
	'sg.found.one': 'kept in English by the Spanish rulebook',
	'sg.found.other': 'kept in English by the Spanish rulebook',
	'sg.previewPoints': 'format',
	'sgm.roundShort': 'format',
	'sgm.notHeld': 'same word',
	'sgm.braveryKnown': 'kept in English by the Spanish rulebook',
	'sgm.generalOf': 'same word',
	'sgm.woundsPerModel': 'kept in English by the Spanish rulebook',
	'sgm.bravery': 'kept in English by the Spanish rulebook',
	'sgm.general': 'same word',
	'sgm.woundsEach': 'kept in English by the Spanish rulebook',
	'sgm.braveryIs': 'kept in English by the Spanish rulebook',
	'sgm.controlIs': 'same word',
	'sgm.mp.no': 'same word',
	'sgm.mp.tacticIs': 'format',
	'uw.countOf': 'format',
	'uw.ability.brutal': 'same word',
	'uw.ff.faultAt': 'format',
	'uwMatch.capacityShort': 'format',
	'uwMatch.log.redraw': 'format',
	'uwMatch.log.action': 'format'
};

describe('the Spanish labels', () => {
	it('translate every English one, except the names and terms both languages share', () => {
		const english = en as Record<string, string>;
		const spanish = es as Record<string, string>;
		expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
		const same = Object.keys(english).filter((key) => spanish[key] === english[key] && !(key in SAME_IN_BOTH));
		expect(same).toEqual([]);
		// The allowance names no label that is translated (or gone).
		const stale = Object.keys(SAME_IN_BOTH).filter((key) => spanish[key] !== english[key]);
		expect(stale).toEqual([]);
	});
});

describe('one word per thing per rulebook, in Spanish', () => {
	const spanish = es as Record<string, string>;
	const english = en as Record<string, string>;
	/** The Spanish labels whose English says "roll-off", by their game's prefix. */
	const rollOffs = (prefix: string) => Object.keys(english).filter((key) => key.startsWith(prefix) && /roll[- ]off/i.test(english[key] ?? ''));

	it('Underworlds says "desempate" for its roll-off, its rulebook’s word, and for nothing else', () => {
		const keys = rollOffs('uwMatch.');
		expect(keys.length).toBeGreaterThan(3);
		expect(keys.filter((key) => !/desempat/i.test(spanish[key] ?? ''))).toEqual([]);
		// The glory tie-breaks at the end are not the roll-off: another word.
		const others = Object.keys(spanish).filter((key) => key.startsWith('uw') && /desempat/i.test(spanish[key] ?? '') && !keys.includes(key));
		expect(others).toEqual([]);
	});

	it('Age of Sigmar says "tirada", as its core rules do, never "desempate" or "tirada enfrentada"', () => {
		const keys = rollOffs('sgm.');
		expect(keys.length).toBeGreaterThan(1);
		expect(keys.filter((key) => !/tira(da|n)/i.test(spanish[key] ?? ''))).toEqual([]);
		const odd = Object.keys(spanish).filter((key) => key.startsWith('sg') && /desempat|enfrentad/i.test(spanish[key] ?? ''));
		expect(odd).toEqual([]);
	});
});

describe('whose turn it is', () => {
	it('is said with the word play uses ("Now", "Le toca") in set-up too, in both languages', () => {
		for (const [words, now] of [
			[en as Record<string, string>, 'Now'],
			[es as Record<string, string>, 'Le toca']
		] as const) {
			expect(words['side.next']).toBe(now);
			for (const key of ['sgm.stepOf', 'uwMatch.nextIs']) expect(words[key]?.startsWith(now), `${key}: ${words[key]}`).toBe(true);
		}
	});
});
