import { describe, expect, it } from 'vitest';
import {
	addAuxiliary,
	addOpenUnit,
	addRegiment,
	addRegimentUnit,
	newSigmarList,
	placePath,
	removeExtraChoice,
	removeRegiment,
	removeUnit,
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
	it('holds regiments, auxiliaries and the army’s choices as edited', () => {
		let doc = addRegiment(stormcast(), 'lord-celestant');
		doc = addRegimentUnit(doc, 0, 'liberators');
		doc = setReinforced(doc, { kind: 'unit', regiment: 0, index: 0 }, true);
		doc = setEnhancement(doc, { kind: 'leader', regiment: 0 }, 'artefact', 'null-pendant');
		doc = addAuxiliary(doc, 'vindictors');
		doc = setArmyChoice(doc, 'battle_formation', 'thunderhead-host');
		doc = setArmyChoice(doc, 'regiment_of_renown', 'the-blacktalons');
		expect(doc.regiments).toEqual([
			{ leader: { unit: 'lord-celestant', artefact: 'null-pendant' }, units: [{ unit: 'liberators', reinforced: true }], general: true }
		]);
		expect(doc.auxiliaries).toEqual([{ unit: 'vindictors' }]);
		expect(doc).toMatchObject({ battle_formation: 'thunderhead-host', regiment_of_renown: 'the-blacktalons' });
	});

	it('removes a choice beyond one of each, and the field with the last one', () => {
		const doc = {
			...setArmyChoice(stormcast(), 'regiment_of_renown', 'the-blacktalons'),
			extra_choices: [
				{ slot: 'regiment_of_renown' as const, id: 'hammers-of-sigmar' },
				{ slot: 'spell_lore' as const, id: 'lore-of-the-storm' }
			]
		};
		const one = removeExtraChoice(doc, 0);
		expect(one.extra_choices).toEqual([{ slot: 'spell_lore', id: 'lore-of-the-storm' }]);
		expect(one.regiment_of_renown).toBe('the-blacktalons');
		expect('extra_choices' in removeExtraChoice(one, 0)).toBe(false);
		expect(removeExtraChoice(one, 5)).toBe(one);
	});

	it('keeps what a unit takes from the faction’s own tables, and drops the field when none is left', () => {
		let doc = addRegiment(newSigmarList('Beasts', 'seraphon', 'matched'), 'stegadon');
		doc = setEnhancement(doc, { kind: 'leader', regiment: 0 }, 'artefact', 'some-artefact');
		doc = setTableEnhancements(doc, { kind: 'leader', regiment: 0 }, ['armour-cruncher']);
		expect(doc.regiments[0]?.leader).toEqual({ unit: 'stegadon', artefact: 'some-artefact', enhancements: ['armour-cruncher'] });
		const none = setTableEnhancements(doc, { kind: 'leader', regiment: 0 }, []);
		expect(none.regiments[0]?.leader).toEqual({ unit: 'stegadon', artefact: 'some-artefact' });
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
		expect(doc.units[1]).toEqual({ unit: 'bloodletters', faction: 'blades-of-khorne', models: 10, bravery: 10 });
	});
});
