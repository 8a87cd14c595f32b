import type { UnderworldsFighterForm, UnderworldsList } from '../api';
import { describe, expect, it } from 'vitest';
import { mockUwCatalog, mockUwCheck, underworldsHandlers } from './underworlds';

const call = (command: string, args: Record<string, unknown>) => underworldsHandlers[command]!(args, 'en');

describe('the mock mode’s Underworlds (a stand-in, not the rules)', () => {
	it('has the shipped pack: every warband and Rivals deck, the organised-play lists', () => {
		const catalog = mockUwCatalog();
		expect(catalog.warbands).toHaveLength(68);
		expect(catalog.decks).toHaveLength(12);
		expect(catalog.legality.some((l) => l.season.startsWith('organised-play'))).toBe(true);
	});

	it('asks nothing of a warband whose fighter cards the pack has (the community’s)', () => {
		expect((call('underworlds_fighter_form', { warband: 'the-emberwatch' }) as UnderworldsFighterForm).complete).toBe(true);
	});

	it('asks a warband’s fighters, refuses a Health of 0 at its row, and asks nothing once answered', () => {
		// Steelheart's Champions: outside organised play, no fighter card in the pack.
		const form = call('underworlds_fighter_form', { warband: 'steelhearts-champions' }) as UnderworldsFighterForm;
		expect(form.complete).toBe(false);
		expect(form.fighters).toHaveLength(3);
		const rows = form.fighters.map((f) => ({ ...f, health: 3, bounty: 1, inspiredHealth: 4, inspiredBounty: 1 }));
		expect(() => call('underworlds_save_fighters', { warband: 'steelhearts-champions', fighters: rows.map((r, i) => (i === 1 ? { ...r, health: 0 } : r)) })).toThrow();
		call('underworlds_save_fighters', { warband: 'steelhearts-champions', fighters: rows });
		expect((call('underworlds_fighter_form', { warband: 'steelhearts-champions' }) as UnderworldsFighterForm).complete).toBe(true);
	});

	it('reads a deck link into a list by its codes, and counts it', () => {
		const blank: UnderworldsList = { format: 'muster-list/1', game: 'underworlds', name: 'Mock', play_format: 'rivals', warband: 'zikkits-tunnelpack', decks: [], objectives: [], power: [] };
		const codes = mockUwCatalog().decks.find((d) => d.id === 'blazing-assault')!.cards.map((c) => c.code);
		const list = call('underworlds_apply_link', { document: blank, link: `deck=0,${codes.join(',')}` }) as UnderworldsList;
		expect(list).toMatchObject({ warband: 'zikkits-tunnelpack', decks: ['blazing-assault'] });
		expect(mockUwCheck(list, 'en').report.legal).toBe(true);
		expect(() => call('underworlds_apply_link', { document: blank, link: 'deck=0,BL1,XX7' })).toThrow();
	});
});
