import { describe, expect, it } from 'vitest';
import type { RuneWarsUnitView } from '$lib/api';
import { setName, setNotes } from '$lib/list-document';
import {
	addUnit,
	addUpgrade,
	duplicateUnit,
	moveUnit,
	newList,
	removeUnit,
	removeUpgrade,
	setConfig,
	setMode,
	setPlayer,
	setPointsLimit
} from './document';
import { catalogEn } from './test-fixtures';

const spearmen = catalogEn.units.find((u) => u.id === 'spearmen') as RuneWarsUnitView;
const kari = catalogEn.units.find((u) => u.id === 'kari-wraithstalker') as RuneWarsUnitView;

describe('the list document the builder edits', () => {
	it('a new list is an empty muster-list/1 document of the faction', () => {
		expect(newList('Shield wall', 'daqan-lords')).toEqual({
			format: 'muster-list/1',
			game: 'runewars',
			name: 'Shield wall',
			faction: 'daqan-lords',
			units: []
		});
	});

	it('adding a unit chooses its first configuration', () => {
		const doc = addUnit(newList('L', 'daqan-lords'), spearmen);
		expect(doc.units).toEqual([{ unit: 'spearmen', config: '2x1' }]);
	});

	it('adding a hero writes no configuration (it has one)', () => {
		const doc = addUnit(newList('L', 'daqan-lords'), kari);
		expect(doc.units).toEqual([{ unit: 'kari-wraithstalker' }]);
	});

	it('edits never change the document they are given', () => {
		const before = addUnit(newList('L', 'daqan-lords'), spearmen);
		const text = JSON.stringify(before);
		addUpgrade(before, 0, 'shield-wall');
		setConfig(before, 0, '3x3');
		removeUnit(before, 0);
		expect(JSON.stringify(before)).toBe(text);
	});

	it('choosing a configuration keeps the upgrades', () => {
		let doc = addUnit(newList('L', 'daqan-lords'), spearmen);
		doc = addUpgrade(doc, 0, 'shield-wall');
		doc = setConfig(doc, 0, '3x3');
		expect(doc.units[0]).toEqual({ unit: 'spearmen', config: '3x3', upgrades: ['shield-wall'] });
	});

	it('upgrades are added in order and removed by position; none left means no "upgrades" key', () => {
		let doc = addUnit(newList('L', 'daqan-lords'), spearmen);
		doc = addUpgrade(doc, 0, 'shield-wall');
		doc = addUpgrade(doc, 0, 'trumpets');
		expect(doc.units[0]?.upgrades).toEqual(['shield-wall', 'trumpets']);
		doc = removeUpgrade(doc, 0, 0);
		expect(doc.units[0]?.upgrades).toEqual(['trumpets']);
		doc = removeUpgrade(doc, 0, 0);
		expect(doc.units[0]).toEqual({ unit: 'spearmen', config: '2x1' });
	});

	it('a duplicated unit comes right after the original, with its own copy of the upgrades', () => {
		let doc = addUnit(addUnit(newList('L', 'daqan-lords'), spearmen), kari);
		doc = addUpgrade(doc, 0, 'shield-wall');
		doc = duplicateUnit(doc, 0);
		expect(doc.units.map((u) => u.unit)).toEqual(['spearmen', 'spearmen', 'kari-wraithstalker']);
		doc = addUpgrade(doc, 1, 'trumpets');
		expect(doc.units[0]?.upgrades).toEqual(['shield-wall']);
		expect(doc.units[1]?.upgrades).toEqual(['shield-wall', 'trumpets']);
	});

	it('removing and moving units', () => {
		let doc = addUnit(addUnit(newList('L', 'daqan-lords'), spearmen), kari);
		doc = moveUnit(doc, 1, -1);
		expect(doc.units.map((u) => u.unit)).toEqual(['kari-wraithstalker', 'spearmen']);
		expect(moveUnit(doc, 0, -1)).toBe(doc);
		doc = removeUnit(doc, 0);
		expect(doc.units.map((u) => u.unit)).toEqual(['spearmen']);
	});

	it('the points limit is written only when set', () => {
		let doc = setPointsLimit(newList('L', 'daqan-lords'), 300);
		expect(doc.points_limit).toBe(300);
		doc = setPointsLimit(doc, undefined);
		expect('points_limit' in doc).toBe(false);
	});

	it('standard mode is written by leaving "mode" out; leaving team play drops the players', () => {
		let doc = addUnit(newList('L', 'daqan-lords'), spearmen);
		doc = setMode(doc, 'team');
		doc = setPlayer(doc, 0, 'Ana');
		expect(doc).toMatchObject({ mode: 'team', units: [{ player: 'Ana' }] });
		doc = setMode(doc, 'standard');
		const written = doc;
		expect('mode' in written).toBe(false);
		expect(written.units[0]).toEqual({ unit: 'spearmen', config: '2x1' });
	});

	it('name and notes', () => {
		let doc = setName(newList('L', 'daqan-lords'), 'Host');
		doc = setNotes(doc, 'for the league');
		expect(doc).toMatchObject({ name: 'Host', notes: 'for the league' });
		expect('notes' in setNotes(doc, '')).toBe(false);
	});
});
