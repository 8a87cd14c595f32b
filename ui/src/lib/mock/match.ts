/**
 * Dev-only stand-in for Rust's match tracker, so the mock mode can click through a match:
 * stages follow the events, counts change, undo and redo replay the timeline. It is NOT the
 * rules: it refuses almost nothing (only `end_command` with dials missing, to show how a
 * refusal looks), its activation order, tray values and scores are rough guesses, and its
 * words are not Rust's. The real answers come from `muster-core` through the shell.
 */
import type {
	Diagnostic,
	Lang,
	Outcome,
	RuneWarsChecks,
	RuneWarsEvent,
	RuneWarsList,
	RuneWarsMatch,
	RuneWarsSide,
	RuneWarsUnitState,
	SideScore,
	TimelineMove,
	TrackerOf
} from '../api';
import { rawUnit, rawUpgrade } from './validate';
import { mockConfigLabel } from './catalog';

/** A match of the mock: its set-up and its timeline. */
export interface MockMatch {
	id: number;
	start: RuneWarsMatch;
	timeline: (RuneWarsEvent | TimelineMove)[];
	head: number;
	log: number;
	finishedAt: number | null;
	createdAt: number;
	listIds: [number, number];
	listNames: [string, string];
}

const ROUNDS = 8;

function side(player: string, doc: RuneWarsList): RuneWarsSide {
	const units: RuneWarsUnitState[] = doc.units.map((entry) => {
		const raw = rawUnit(entry.unit);
		const config = raw?.configurations.find((c) => c.id === entry.config) ?? raw?.configurations[0];
		const trays = config ? config.columns * config.ranks : 1;
		const cost = config?.cost ?? 0;
		return {
			card: entry.unit,
			name: raw?.name ?? { en: entry.unit },
			config: config?.id ?? entry.config ?? '',
			config_label: config ? { en: mockConfigLabel(config, 'en'), es: mockConfigLabel(config, 'es') } : { en: entry.config ?? '' },
			trays_bought: trays,
			trays,
			cost_table: (raw?.configurations ?? []).map((c) => [c.columns * c.ranks, c.cost] as [number, number]).sort((a, b) => a[0] - b[0]),
			cost_bought: cost,
			value_now: cost,
			wounds: 0,
			tokens: { stun: 0, immobilize: 0, panic: 0, blight: 0, inspiration: 0 },
			upgrades: (entry.upgrades ?? []).map((id) => {
				const up = rawUpgrade(id);
				return { id, name: up?.name ?? { en: id }, cost: up?.cost ?? 0, figure: Boolean(up?.figure), state: 'ready' as const };
			}),
			conditions: [],
			deployed: false,
			destroyed: false,
			dial: null,
			dial_faces: [],
			dial_doubts: [],
			activated: false
		};
	});
	const spent = units.reduce((sum, u) => sum + u.cost_bought + u.upgrades.reduce((s, c) => s + c.cost, 0), 0);
	return { player, faction: doc.faction, spent, objectives: 0, zone: null, units };
}

/** A new mock match between two list documents. */
export function mockStart(id: number, players: [string, string], docs: [RuneWarsList, RuneWarsList], listIds: [number, number]): MockMatch {
	return {
		id,
		start: {
			sides: [side(players[0], docs[0]), side(players[1], docs[1])],
			stage: 'first_player',
			round: 0,
			chooser: null,
			first_player: null,
			deployment: null,
			objective: null,
			objective_value: null,
			skirmish: docs.every((doc) => doc.mode === 'skirmish'),
			deployment_chooser: null,
			last_deployed: null,
			active: null,
			last_activation: null,
			next_activation: null,
			last_morale: null,
			ending: null
		},
		timeline: [],
		head: 0,
		log: 0,
		finishedAt: null,
		createdAt: Date.now(),
		listIds,
		listNames: [docs[0].name, docs[1].name]
	};
}

const inPlay = (u: RuneWarsUnitState) => u.deployed && !u.destroyed;

function nextToDeploy(s: RuneWarsMatch): number | null {
	if (s.stage !== 'deploy' || s.first_player === null) return null;
	const waiting = (i: number) => s.sides[i]?.units.some((u) => !u.deployed && !u.destroyed) ?? false;
	const preferred = s.last_deployed === null ? s.first_player : 1 - s.last_deployed;
	return [preferred, 1 - preferred].find(waiting) ?? null;
}

function nextActivation(s: RuneWarsMatch): [number, number] | null {
	const waiting = s.sides.flatMap((side, i) => side.units.filter((u) => inPlay(u) && !u.activated && u.dial).map((u) => [u.dial?.initiative ?? 10, i] as const));
	if (waiting.length === 0 || s.first_player === null) return null;
	const count = Math.min(...waiting.map(([n]) => n));
	const sides = waiting.filter(([n]) => n === count).map(([, i]) => i);
	const preferred = s.last_activation && s.last_activation[0] === count ? 1 - s.last_activation[1] : s.first_player;
	return [count, sides.includes(preferred) ? preferred : (sides[0] ?? preferred)];
}

function eliminate(s: RuneWarsMatch): void {
	const gone = s.sides.map((side, i) => (side.units.every((u) => u.destroyed) ? i : -1)).filter((i) => i >= 0);
	if (gone.length > 0) {
		s.ending = { kind: 'elimination', sides: gone };
		s.stage = 'over';
		s.next_activation = null;
	}
}

function destroy(u: RuneWarsUnitState): void {
	u.destroyed = true;
	u.trays = 0;
	u.value_now = 0;
	for (const card of u.upgrades) card.state = 'discarded';
}

/** Applies one event the mock's rough way; a string is the mock's refusal. */
function apply(s: RuneWarsMatch, e: RuneWarsEvent | TimelineMove, lang: Lang): string | null {
	const unit = (side: number, index: number) => s.sides[side]?.units[index];
	switch (e.type) {
		case 'first_player':
			s.chooser = e.chooser;
			s.first_player = e.first;
			s.stage = 'cards';
			break;
		case 'cards':
			s.deployment = e.deployment;
			s.objective = e.objective;
			s.objective_value = e.objective_value;
			s.deployment_chooser = e.first_pick === 'deployment' ? s.first_player : 1 - (s.first_player ?? 0);
			s.stage = 'zone';
			break;
		case 'zone': {
			const other = e.colour === 'red' ? 'blue' : 'red';
			s.sides.forEach((side, i) => (side.zone = i === e.side ? e.colour : other));
			s.stage = 'deploy';
			break;
		}
		case 'deploy':
		case 'cannot_deploy': {
			const u = unit(e.side, e.unit);
			if (!u) return 'no such unit';
			if (e.type === 'deploy') u.deployed = true;
			else destroy(u);
			s.last_deployed = e.side;
			eliminate(s);
			if (s.stage === 'deploy' && nextToDeploy(s) === null) {
				s.round = 1;
				s.stage = 'command';
			}
			break;
		}
		case 'dial': {
			const u = unit(e.side, e.unit);
			if (u) u.dial = { action: e.action ?? null, initiative: e.action ? (e.initiative ?? 10) : 10, modifier: e.modifier ?? null };
			break;
		}
		case 'end_command': {
			const missing = s.sides.flatMap((side) => side.units.filter((u) => inPlay(u) && !u.dial));
			if (missing.length > 0) {
				return lang === 'es' ? '(simulación) Faltan selectores por fijar.' : '(mock) Some dials are not set yet.';
			}
			s.stage = 'activation';
			s.last_activation = null;
			s.next_activation = nextActivation(s);
			break;
		}
		case 'activate': {
			const u = unit(e.side, e.unit);
			if (!u) return 'no such unit';
			u.activated = true;
			s.active = { side: e.side, unit: e.unit };
			s.last_activation = [u.dial?.initiative ?? 10, e.side];
			s.next_activation = nextActivation(s);
			break;
		}
		case 'end_activation':
			s.stage = 'end';
			s.active = null;
			s.next_activation = null;
			break;
		case 'end_round':
			if (s.round >= ROUNDS) {
				s.stage = 'over';
				s.ending = { kind: 'last_round' };
				break;
			}
			s.round += 1;
			s.first_player = s.first_player === null ? null : 1 - s.first_player;
			for (const u of s.sides.flatMap((side) => side.units)) {
				u.dial = null;
				u.activated = false;
			}
			s.stage = 'command';
			break;
		case 'wounds': {
			const u = unit(e.side, e.unit);
			if (u) u.wounds = Math.max(0, u.wounds + e.change);
			break;
		}
		case 'token': {
			const u = unit(e.side, e.unit);
			if (u) u.tokens[e.token] = Math.max(0, u.tokens[e.token] + e.change);
			break;
		}
		case 'trays_lost': {
			const u = unit(e.side, e.unit);
			if (!u) return 'no such unit';
			u.trays = Math.max(0, u.trays - e.count);
			if (u.trays === 0) destroy(u);
			else u.value_now = [...u.cost_table].reverse().find(([trays]) => trays <= u.trays)?.[1] ?? 0;
			eliminate(s);
			break;
		}
		case 'destroyed':
			for (const r of e.units) {
				const u = unit(r.side, r.unit);
				if (u) destroy(u);
			}
			eliminate(s);
			break;
		case 'rally': {
			const u = unit(e.side, e.unit);
			if (u) (['stun', 'immobilize', 'panic', 'blight'] as const).forEach((b) => (u.tokens[b] = 0));
			break;
		}
		case 'morale':
			s.last_morale = { unit: { side: e.side, unit: e.unit }, severity: e.icons + e.panic_spent };
			break;
		case 'upgrade': {
			const card = unit(e.side, e.unit)?.upgrades.find((c) => c.id === e.upgrade);
			if (card) card.state = e.state;
			break;
		}
		case 'objective': {
			const side = s.sides[e.side];
			if (side) side.objectives = Math.max(0, side.objectives + e.change);
			break;
		}
		case 'condition': {
			const u = unit(e.side, e.unit);
			if (u) u.conditions = e.present ? [...u.conditions, e.name] : u.conditions.filter((c) => c !== e.name);
			break;
		}
		case 'undo':
		case 'redo':
			break;
	}
	return null;
}

function stateAt(m: MockMatch, head: number, lang: Lang): RuneWarsMatch {
	const s = structuredClone(m.start);
	for (const e of m.timeline.slice(0, head)) apply(s, e, lang);
	return s;
}

function scores(s: RuneWarsMatch, lang: Lang): SideScore[] {
	return s.sides.map((side, i) => {
		const parts = side.units
			.filter((u) => !u.destroyed)
			.flatMap((u) => [
				{ label: `${(lang === 'es' ? u.name.es : undefined) ?? u.name.en} (${u.trays}/${u.trays_bought})`, points: u.value_now },
				...u.upgrades.filter((c) => c.state !== 'discarded').map((c) => ({ label: (lang === 'es' ? c.name.es : undefined) ?? c.name.en, points: c.cost }))
			]);
		if (side.objectives > 0) parts.push({ label: lang === 'es' ? 'Fichas de objetivo' : 'Objective tokens', points: side.objectives * (s.objective_value ?? 0) });
		return { side: i, player: side.player, total: parts.reduce((sum, p) => sum + p.points, 0), parts };
	});
}

function outcome(s: RuneWarsMatch, lang: Lang): Outcome | null {
	if (!s.ending) return null;
	const all = scores(s, lang);
	const [a, b] = [all[0]?.total ?? 0, all[1]?.total ?? 0];
	const gone = s.ending.kind === 'elimination' ? s.ending.sides : [];
	const winner = gone.length === 1 ? 1 - (gone[0] ?? 0) : a === b ? null : a > b ? 0 : 1;
	return {
		winner,
		scores: all,
		decided_by: gone.length === 1 ? 'elimination' : winner === null ? 'draw' : 'score',
		rule: 'mock',
		reasoning: [lang === 'es' ? '(simulación: no son las reglas)' : '(mock: not the rules)']
	};
}

function checks(s: RuneWarsMatch, lang: Lang): RuneWarsChecks {
	const no = lang === 'es' ? '(simulación) Ahora no.' : '(mock) Not now.';
	const next = nextToDeploy(s);
	const perUnit = (ok: (side: number, u: RuneWarsUnitState, i: number) => boolean) =>
		s.sides.map((side, si) => side.units.map((u, ui) => (ok(si, u, ui) ? null : no)));
	return {
		deploy: perUnit((si, u) => s.stage === 'deploy' && si === next && !u.deployed && !u.destroyed),
		activate: perUnit((si, u) => s.stage === 'activation' && inPlay(u) && !u.activated && s.next_activation?.[1] === si && u.dial?.initiative === s.next_activation[0]),
		rally: perUnit((si, _u, ui) => s.stage === 'activation' && s.active?.side === si && s.active.unit === ui),
		endCommand: s.stage === 'command' ? null : no,
		endActivation: s.stage === 'activation' && s.next_activation === null ? null : no,
		endRound: s.stage === 'end' ? null : no
	};
}

/** The tracker's view of a mock match. */
export function mockView(m: MockMatch, lang: Lang): TrackerOf<'runewars'> {
	const state = stateAt(m, m.head, lang);
	const spent = state.sides.map((s) => s.spent);
	return {
		id: m.id,
		game: 'runewars',
		state,
		outcome: outcome(state, lang),
		scores: scores(state, lang),
		head: m.head,
		timeline: m.timeline.length,
		log: m.log,
		canUndo: m.head > 0,
		canRedo: m.head < m.timeline.length,
		rounds: ROUNDS,
		mayChooseFirst: spent[0] === spent[1] ? null : (spent[0] ?? 0) < (spent[1] ?? 0) ? 0 : 1,
		nextToDeploy: nextToDeploy(state),
		finishedAt: m.finishedAt,
		checks: checks(state, lang)
	};
}

/** Records one entry the mock's way; the refusal (if the mock refuses) or null. */
export function mockRecord(m: MockMatch, entry: RuneWarsEvent | TimelineMove, lang: Lang): Diagnostic | null {
	const refuse = (message: string): Diagnostic => ({
		code: 'mock.refused',
		severity: 'error',
		rule: 'mock',
		path: '',
		message,
		help: lang === 'es' ? '(simulación) Las reglas de verdad están en Rust.' : '(mock) The real rules are in Rust.',
		waits_for: []
	});
	if (entry.type === 'undo' || entry.type === 'redo') {
		const ok = entry.type === 'undo' ? entry.to < m.head && entry.to >= 0 : entry.to > m.head && entry.to <= m.timeline.length;
		if (!ok) return refuse(lang === 'es' ? '(simulación) Fuera de rango.' : '(mock) Out of range.');
		m.head = entry.to;
		m.log += 1;
		return null;
	}
	const state = stateAt(m, m.head, lang);
	if (state.stage === 'over') return refuse(lang === 'es' ? '(simulación) La partida ha terminado.' : '(mock) The match is over.');
	const refused = apply(state, entry, lang);
	if (refused) return refuse(refused);
	m.timeline = [...m.timeline.slice(0, m.head), entry];
	m.head += 1;
	m.log += 1;
	return null;
}

/** Whether the mock match is over (its outcome known). */
export function mockOver(m: MockMatch, lang: Lang): Outcome | null {
	return outcome(stateAt(m, m.head, lang), lang);
}
