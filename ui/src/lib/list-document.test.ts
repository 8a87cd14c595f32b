import { describe, expect, it } from 'vitest';
import { AppError } from './api';
import { newDiskwarsList, parseDiskwarsList, serializeDiskwarsList } from './games/diskwars/document';
import { newList, parseList, serializeList } from './games/runewars/document';
import { newSigmarList, parseSigmarList, serializeSigmarList } from './games/sigmar/document';
import { newUnderworldsList, parseUnderworldsList, serializeUnderworldsList } from './games/underworlds/document';
import { setName, setNotes } from './list-document';

describe('what every game’s list document shares', () => {
	it('every game’s document is read back through the same head: not JSON, another format, another game or no name is refused at its place', () => {
		const games = [
			{ game: 'runewars', parse: parseList, doc: serializeList(newList('R', 'daqan-lords')) },
			{ game: 'diskwars', parse: parseDiskwarsList, doc: serializeDiskwarsList(newDiskwarsList('D')) },
			{ game: 'sigmar', parse: parseSigmarList, doc: serializeSigmarList(newSigmarList('S', 'fixture-faction', 'matched')) },
			{ game: 'underworlds', parse: parseUnderworldsList, doc: serializeUnderworldsList(newUnderworldsList('U')) }
		];
		for (const { game, parse, doc } of games) {
			const value = JSON.parse(doc) as Record<string, unknown>;
			const variant = (change: Record<string, unknown>) => JSON.stringify({ ...value, ...change });
			expect(parse(doc).name, game).toBe(value.name);
			expect(() => parse('{'), game).toThrow(new AppError('list.invalid', 'The list is not JSON.'));
			expect(() => parse(variant({ format: 'muster-list/2' })), game).toThrow(new AppError('list.invalid', 'Unexpected value at /format.'));
			expect(() => parse(variant({ game: game === 'runewars' ? 'diskwars' : 'runewars' })), game).toThrow(new AppError('list.invalid', 'Unexpected value at /game.'));
			expect(() => parse(variant({ name: 7 })), game).toThrow(new AppError('list.invalid', 'Unexpected value at /name.'));
		}
	});

	it('the name and notes edits are the same for every game’s document', () => {
		const named = setName(newUnderworldsList('U'), 'Gauntlet');
		expect(named.name).toBe('Gauntlet');
		expect(named.game).toBe('underworlds');
		const noted = setNotes(newDiskwarsList('D'), 'for the club');
		expect(JSON.parse(serializeDiskwarsList(noted)).notes).toBe('for the club');
		expect('notes' in JSON.parse(serializeDiskwarsList(setNotes(noted, '')))).toBe(false);
	});
});
