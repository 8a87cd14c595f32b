import { describe, expect, it } from 'vitest';
import { AppError } from '$lib/api';
import {
	addAuxiliary,
	addOpenUnit,
	addRegiment,
	addRegimentUnit,
	newSigmarList,
	parseSigmarList,
	placePath,
	removeRegiment,
	removeUnit,
	serializeSigmarList,
	setArmyChoice,
	setEnhancement,
	setFactionAndMode,
	setGeneral,
	setLeader,
	setOpenGeneral,
	setPlayerValue,
	setReinforced,
	setTableEnhancements
} from './document';

const stormcast = () => newSigmarList('Hammers', 'stormcast-eternals', 'matched');

describe('the Age of Sigmar list document', () => {
	it('is written in Rust’s field order, empty parts left out, and read back the same', () => {
		let doc = addRegiment(stormcast(), 'lord-celestant');
		doc = addRegimentUnit(doc, 0, 'liberators');
		doc = setReinforced(doc, { kind: 'unit', regiment: 0, index: 0 }, true);
		doc = setEnhancement(doc, { kind: 'leader', regiment: 0 }, 'artefact', 'null-pendant');
		doc = addAuxiliary(doc, 'vindictors');
		doc = setArmyChoice(doc, 'battle_formation', 'thunderhead-host');
		doc = setArmyChoice(doc, 'regiment_of_renown', 'the-blacktalons');
		const text = serializeSigmarList(doc);
		expect(Object.keys(JSON.parse(text))).toEqual([
			'format',
			'game',
			'name',
			'faction',
			'mode',
			'regiments',
			'regiment_of_renown',
			'auxiliaries',
			'battle_formation'
		]);
		expect(JSON.parse(text).regiments).toEqual([
			{ leader: { unit: 'lord-celestant', artefact: 'null-pendant' }, units: [{ unit: 'liberators', reinforced: true }], general: true }
		]);
		expect(serializeSigmarList(parseSigmarList(text))).toBe(text);
	});

	it('keeps what a unit takes from the faction’s own tables, in Rust’s field order, and drops the field when none is left', () => {
		let doc = addRegiment(newSigmarList('Beasts', 'seraphon', 'matched'), 'stegadon');
		doc = setEnhancement(doc, { kind: 'leader', regiment: 0 }, 'artefact', 'some-artefact');
		doc = setTableEnhancements(doc, { kind: 'leader', regiment: 0 }, ['armour-cruncher']);
		const text = serializeSigmarList(doc);
		expect(JSON.parse(text).regiments[0].leader).toEqual({ unit: 'stegadon', artefact: 'some-artefact', enhancements: ['armour-cruncher'] });
		expect(Object.keys(JSON.parse(text).regiments[0].leader)).toEqual(['unit', 'artefact', 'enhancements']);
		expect(serializeSigmarList(parseSigmarList(text))).toBe(text);
		const none = setTableEnhancements(doc, { kind: 'leader', regiment: 0 }, []);
		expect(JSON.parse(serializeSigmarList(none)).regiments[0].leader).toEqual({ unit: 'stegadon', artefact: 'some-artefact' });
		const bad = JSON.parse(text);
		bad.regiments[0].leader.enhancements = [3];
		expect(() => parseSigmarList(JSON.stringify(bad))).toThrow('Unexpected value at /regiments/0/leader/enhancements.');
	});

	it('refuses what the builder could not show, naming the place', () => {
		const bad = (doc: object) => () => parseSigmarList(JSON.stringify({ format: 'muster-list/1', game: 'sigmar', name: 'x', faction: 'f', mode: 'matched', ...doc }));
		expect(bad({ mode: 'narrative' })).toThrow(new AppError('list.invalid', 'Unexpected value at /mode.'));
		expect(bad({ regiments: [{ units: [] }] })).toThrow('Unexpected value at /regiments/0/leader.');
		expect(bad({ units: [{ unit: 'liberators' }] })).toThrow('Unexpected value at /units/0.');
		expect(() => parseSigmarList('{')).toThrow('The list is not JSON.');
	});

	it('the first regiment leads with the general; the general moves as a radio; removing keeps the rest', () => {
		let doc = addRegiment(addRegiment(stormcast(), 'lord-celestant'), 'knight-azyros');
		expect(doc.regiments.map((r) => r.general ?? false)).toEqual([true, false]);
		doc = setGeneral(doc, 1);
		expect(doc.regiments.map((r) => r.general ?? false)).toEqual([false, true]);
		doc = removeRegiment(doc, 0);
		expect(doc.regiments).toEqual([{ leader: { unit: 'knight-azyros' }, units: [], general: true }]);
	});

	it('a new leader comes without the old one’s enhancements; a leader is not removed as a unit', () => {
		let doc = addRegiment(stormcast(), 'lord-celestant');
		doc = setEnhancement(doc, { kind: 'leader', regiment: 0 }, 'heroic_trait', 'staunch-defender');
		expect(removeUnit(doc, { kind: 'leader', regiment: 0 })).toBe(doc);
		doc = setLeader(doc, 0, 'knight-azyros');
		expect(doc.regiments[0]?.leader).toEqual({ unit: 'knight-azyros' });
		expect(placePath({ kind: 'unit', regiment: 2, index: 1 })).toBe('/regiments/2/units/1');
		expect(placePath({ kind: 'auxiliary', index: 0 })).toBe('/auxiliaries/0');
	});

	it('mode and faction change only while the army is empty', () => {
		const empty = stormcast();
		const open = setFactionAndMode(empty, 'blades-of-khorne', 'open');
		expect(open).toMatchObject({ faction: 'blades-of-khorne', mode: 'open' });
		const filled = addRegiment(empty, 'lord-celestant');
		expect(setFactionAndMode(filled, 'blades-of-khorne', 'matched')).toBe(filled);
		expect(setFactionAndMode(setArmyChoice(empty, 'spell_lore', 'lore-of-the-storm'), 'x', 'open').faction).toBe('stormcast-eternals');
	});

	it('open play: units of other factions name their pack; the player’s values; one general at most', () => {
		let doc = newSigmarList('Mixed', 'stormcast-eternals', 'open');
		doc = addOpenUnit(doc, 'liberators', 'stormcast-eternals', 5);
		doc = addOpenUnit(doc, 'bloodletters', 'blades-of-khorne', 10);
		expect(doc.units).toEqual([
			{ unit: 'liberators', models: 5 },
			{ unit: 'bloodletters', faction: 'blades-of-khorne', models: 10 }
		]);
		doc = setPlayerValue(doc, 1, 'wounds', 1);
		doc = setPlayerValue(doc, 1, 'bravery', 10);
		doc = setPlayerValue(doc, 1, 'wounds', undefined);
		expect(doc.units[1]).toEqual({ unit: 'bloodletters', faction: 'blades-of-khorne', models: 10, bravery: 10 });
		doc = setOpenGeneral(doc, 0, true);
		doc = setOpenGeneral(doc, 1, true);
		expect(doc.units.map((u) => u.general ?? false)).toEqual([false, true]);
		doc = setOpenGeneral(doc, 1, false);
		expect(doc.units.map((u) => u.general ?? false)).toEqual([false, false]);
		expect(JSON.parse(serializeSigmarList(doc)).units[1]).toEqual({ unit: 'bloodletters', faction: 'blades-of-khorne', models: 10, bravery: 10 });
	});
});
