/**
 * The mock mode's stand-in tracker (dev only, not the rules) stays usable: a match can be
 * started from two example lists, set up, played a round, undone and redone, ended and kept.
 */
import type { MatchRow, Recorded, RuneWarsEvent, TimelineMove, TrackerOf } from '$lib/api';
import { describe, expect, it } from 'vitest';
import { mockInvoke } from './backend';

async function record(id: number, entry: RuneWarsEvent | TimelineMove): Promise<TrackerOf<'runewars'>> {
	const answer = (await mockInvoke('match_record', { id, entry, lang: 'en' })) as Recorded;
	expect(answer.refused, JSON.stringify(entry)).toBeNull();
	return answer.view as TrackerOf<'runewars'>;
}

describe('the mock tracker', () => {
	it('clicks through a match from set-up to a kept result', async () => {
		let view = (await mockInvoke('match_start', { seats: [{ listId: 1, name: 'Ana' }, { listId: 2, name: 'Ben' }], lang: 'en' })) as TrackerOf<'runewars'>;
		const id = view.id;
		expect(view.state.stage).toBe('first_player');
		view = await record(id, { type: 'first_player', chooser: view.mayChooseFirst ?? 0, first: 0 });
		view = await record(id, { type: 'cards', first_pick: 'deployment', deployment: 'D', objective: 'O', objective_value: 1 });
		view = await record(id, { type: 'zone', side: 0, colour: 'red' });
		while (view.state.stage === 'deploy') {
			const side = view.nextToDeploy ?? 0;
			const unit = view.checks.deploy[side]?.findIndex((why) => why === null) ?? -1;
			view = await record(id, { type: 'deploy', side, unit });
		}
		expect(view.state.round).toBe(1);
		for (const [side, s] of view.state.sides.entries()) {
			for (const unit of s.units.keys()) await record(id, { type: 'dial', side, unit, action: 'march', initiative: 5, modifier: null });
		}
		view = await record(id, { type: 'end_command' });
		while (view.state.next_activation) {
			const side = view.state.next_activation[1];
			const unit = view.checks.activate[side]?.findIndex((why) => why === null) ?? -1;
			view = await record(id, { type: 'activate', side, unit });
		}
		view = await record(id, { type: 'undo', to: view.head - 1 });
		expect(view.canRedo).toBe(true);
		view = await record(id, { type: 'redo', to: view.head + 1 });
		const units = view.state.sides[1]!.units.map((_, unit) => ({ side: 1, unit }));
		view = await record(id, { type: 'destroyed', units });
		expect(view.outcome?.winner).toBe(0);
		view = (await mockInvoke('match_finish', { id, lang: 'en' })) as TrackerOf<'runewars'>;
		expect(view.finishedAt).not.toBeNull();
		const rows = (await mockInvoke('matches_list', {})) as MatchRow[];
		expect(rows[0]).toMatchObject({ id, outcome: 'won', listId: 1, opponentListId: 2 });
		await expect(mockInvoke('match_record', { id, entry: { type: 'undo', to: 1 }, lang: 'en' })).rejects.toMatchObject({ code: 'match.finished' });
	});
});
