import { describe, expect, it } from 'vitest';
import { newDiskwarsList } from './games/diskwars/document';
import { newList } from './games/runewars/document';
import { newUnderworldsList } from './games/underworlds/document';
import { listKey, setName, setNotes } from './list-document';

describe('what every game’s list document shares', () => {
	it('two documents Rust reads the same have one key, whatever their key order or absent-like values', () => {
		const list = newList('R', 'daqan-lords');
		const reordered = { units: [], faction: 'daqan-lords', name: 'R', game: 'runewars', format: 'muster-list/1' };
		expect(listKey(reordered)).toBe(listKey(list));
		expect(listKey({ ...list, notes: null, points_limit: undefined })).toBe(listKey(list));
		expect(listKey({ ...list, units: [{ unit: 'spearmen', upgrades: [], player: null }] })).toBe(listKey({ ...list, units: [{ unit: 'spearmen' }] }));
		expect(listKey(setName(list, 'Other'))).not.toBe(listKey(list));
		expect(listKey({ ...list, units: [{ unit: 'spearmen' }] })).not.toBe(listKey(list));
	});

	it('the name and notes edits are the same for every game’s document', () => {
		const named = setName(newUnderworldsList('U'), 'Gauntlet');
		expect(named.name).toBe('Gauntlet');
		expect(named.game).toBe('underworlds');
		const noted = setNotes(newDiskwarsList('D'), 'for the club');
		expect(noted.notes).toBe('for the club');
		expect('notes' in setNotes(noted, '')).toBe(false);
	});
});
