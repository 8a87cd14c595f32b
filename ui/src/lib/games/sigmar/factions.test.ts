import { contrast, themeOf } from '$lib/contrast';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLIANCE_ACCENTS, ALLIANCES, allianceAccent, chooserLayout, searchKey } from './factions';
import { faction, sigmarCatalogEn } from './test-fixtures';

const factions = sigmarCatalogEn.factions;

/** The layout as names: alliance, then each army with its armies of renown. */
function names(query: string, legends: boolean): [string | null, string[]][] {
	return chooserLayout(factions, query, legends).groups.map((g) => [
		g.alliance,
		g.armies.flatMap((a) => [a.label, ...a.armies.map((s) => `  ${s.label}`)])
	]);
}

describe('the faction chooser’s layout', () => {
	it('groups the factions by grand alliance in the order players know, armies of renown under their army, Legends hidden', () => {
		expect(names('', false)).toEqual([
			['ORDER', ['Seraphon', 'Stormcast Eternals', '  Draconith Skywing', 'Sylvaneth']],
			['CHAOS', ['Blades of Khorne', '  Gorechosen Champions']],
			['DEATH', ['Nighthaunt']],
			['DESTRUCTION', ['Gloomspite Gitz']]
		]);
		const layout = chooserLayout(factions, '', false);
		expect(layout.shown).toBe(8);
		expect(layout.hiddenLegends).toBe(2);
	});

	it('shows the Legends factions when asked, each where it belongs', () => {
		expect(names('', true).slice(0, 2)).toEqual([
			['ORDER', ['Seraphon', 'Stormcast Eternals', '  Astral Templars', '  Draconith Skywing', 'Sylvaneth']],
			['CHAOS', ['Beasts of Chaos', 'Blades of Khorne', '  Gorechosen Champions']]
		]);
		expect(chooserLayout(factions, '', true).hiddenLegends).toBe(0);
	});

	it('searches every word of the name, whatever the case and accents; an army of renown brings its army along', () => {
		expect(names('SYLV', false)).toEqual([['ORDER', ['Sylvaneth']]]);
		expect(names('séraphon', false)).toEqual([['ORDER', ['Seraphon']]]);
		expect(names('gore champ', false)).toEqual([['CHAOS', ['Blades of Khorne', '  Gorechosen Champions']]]);
		const layout = chooserLayout(factions, 'gore champ', false);
		expect(layout.groups[0]?.armies[0]?.matches).toBe(false);
		expect(layout.shown).toBe(1);
	});

	it('counts the Legends factions a search finds but hides', () => {
		const layout = chooserLayout(factions, 'templars', false);
		expect(layout.groups).toEqual([]);
		expect(layout.hiddenLegends).toBe(1);
		expect(names('templars', true)).toEqual([['ORDER', ['Stormcast Eternals', '  Astral Templars']]]);
	});

	it('puts an alliance the data does not name after the four, and factions with none last', () => {
		const more = [...factions, faction('odd', 'Odd Ones', null), faction('other', 'Others', 'OTHER')];
		expect(chooserLayout(more, '', false).groups.map((g) => g.alliance)).toEqual(['ORDER', 'CHAOS', 'DEATH', 'DESTRUCTION', 'OTHER', null]);
	});

	it('compares names without case, accents or punctuation', () => {
		expect(searchKey('Kharadron  Overlords')).toBe('kharadron overlords');
		expect(searchKey('Croneseer’s Pariahs – Éclat')).toBe('croneseer s pariahs eclat');
	});
});

describe('each grand alliance’s colour', () => {
	const css = readFileSync(join(__dirname, '../../../app.css'), 'utf8');
	const themes = { light: themeOf(css, "[data-theme='light']"), dark: themeOf(css, "[data-theme='dark']") } as const;

	it('is its own, and reads at WCAG AA as text on the page and on a chip in either theme', () => {
		for (const theme of ['light', 'dark'] as const) {
			const colours = ALLIANCES.map((alliance) => ALLIANCE_ACCENTS[alliance][theme]);
			expect(new Set(colours).size, theme).toBe(ALLIANCES.length);
			for (const colour of colours) {
				for (const background of ['--bg', '--surface', '--surface-2']) {
					expect(contrast(colour, themes[theme][background]!), `${colour} on ${background}, ${theme}`).toBeGreaterThanOrEqual(4.5);
				}
			}
		}
	});

	it('is given to the faction of an alliance the data names, and to no other', () => {
		const order = ALLIANCE_ACCENTS.ORDER;
		expect(allianceAccent('ORDER')).toBe(`--group-accent-light: ${order.light}; --group-accent-dark: ${order.dark};`);
		// Every alliance the fixture catalogue's factions name has its colour.
		for (const f of factions.filter((f) => f.grandAlliance !== null)) expect(allianceAccent(f.grandAlliance), f.name).not.toBe('');
		expect(allianceAccent(null)).toBe('');
		expect(allianceAccent('BEASTS')).toBe('');
		expect(css).toMatch(/\n\.group-accent\s*\{\s*--group-accent:\s*var\(--group-accent-light,/);
	});
});
