/**
 * Dev-only: the Underworlds commands of the mock mode, over the shipped pack
 * (`fixtures/underworlds.json`, written by `scripts/mock-fixtures.mjs`) and the player's
 * records kept in memory. Rough stand-ins, NOT Muster's rules: the check counts the cards and
 * finds nothing; a deck link is read by its codes; the fighter form is asked and kept as Rust
 * would, without its checks but Health 0.
 */
import type {
	Diagnostic,
	GameCheck,
	Lang,
	UnderworldsCatalogView,
	UnderworldsDeck,
	UnderworldsFighter,
	UnderworldsFighterForm,
	UnderworldsFighterValues,
	UnderworldsList,
	UnderworldsRecord,
	UnderworldsRecordView,
	UnderworldsTotals,
	UnderworldsWarband
} from '../api';
import { RULES, type ErrorCode } from '../bindings';
import raw from './fixtures/underworlds.json';
import { verdictOf } from './verdict';

const shipped = raw as unknown as UnderworldsCatalogView;

/** The player's own records, by kind and id. */
const own = { warband: new Map<string, UnderworldsWarband>(), deck: new Map<string, UnderworldsDeck>() };

/** A refusal as the shell sends it. */
function refuse(code: ErrorCode, message: string): never {
	throw { code, message };
}

function merged<T extends { id: string }>(base: UnderworldsRecordView<T>[], mine: Map<string, T>): UnderworldsRecordView<T>[] {
	const out = base.map((r) => (mine.has(r.id) ? { ...mine.get(r.id)!, user: true, community_cards: false } : r));
	for (const [id, record] of mine) if (!base.some((r) => r.id === id)) out.push({ ...record, user: true, community_cards: false });
	return out;
}

/** The catalogue the window sees: the pack, the player's records in place of the shipped ones. */
export function mockUwCatalog(): UnderworldsCatalogView {
	// No runemark words (Rust's): the mock shows the runemarks' ids.
	return { warbands: merged(shipped.warbands, own.warband), decks: merged(shipped.decks, own.deck), legality: shipped.legality, runemarks: {}, community: shipped.community ?? null, community_details: shipped.community_details ?? null };
}

function nameIn(name: { en: string; es?: string | null }, lang: Lang): string {
	return lang === 'es' && name.es ? name.es : name.en;
}

/** Rough counts of an Underworlds list, and no finding but the counts' own. */
export function mockUwCheck(list: UnderworldsList, lang: Lang): GameCheck<UnderworldsTotals> {
	const catalog = mockUwCatalog();
	const card = (id: string) => list.decks.flatMap((d) => catalog.decks.find((x) => x.id === d)?.cards ?? []).find((c) => c.id === id);
	const warband = catalog.warbands.find((w) => w.id === list.warband);
	const power = list.power.map(card);
	const totals: UnderworldsTotals = {
		fighters: warband ? (warband.roster_complete ? warband.fighters.length : Math.max(warband.fighter_count ?? 0, warband.fighters.length)) : 0,
		objectives: list.objectives.length,
		surge_objectives: list.objectives.filter((id) => card(id)?.surge).length,
		power: list.power.length,
		ploys: power.filter((c) => c?.kind === 'ploy').length,
		upgrades: power.filter((c) => c?.kind === 'upgrade').length,
		plots: list.decks.flatMap((d) => catalog.decks.find((x) => x.id === d)?.plot?.id ?? [])
	};
	const rules = RULES.underworlds;
	const wanted = list.play_format === 'nemesis' ? [rules.nemesisObjectives, rules.nemesisPower] : [rules.rivalsObjectives, rules.rivalsPower];
	const diagnostics: Diagnostic[] = [];
	const say = (path: string, en: string, es: string) =>
		diagnostics.push({ code: 'mock.count', severity: 'error', rule: 'mock', path, message: lang === 'es' ? es : en, help: lang === 'es' ? 'Aviso de prueba del modo simulado.' : 'A stand-in of the mock mode.', waits_for: [] });
	if (!warband) say('/warband', 'No warband chosen yet (mock).', 'Aún no hay banda (simulado).');
	if (totals.objectives !== wanted[0]) say('/objectives', `The objective deck has ${totals.objectives} cards (mock).`, `El mazo de objetivos tiene ${totals.objectives} cartas (simulado).`);
	if (totals.power !== wanted[1]) say('/power', `The power deck has ${totals.power} cards (mock).`, `El mazo de poderes tiene ${totals.power} cartas (simulado).`);
	return { report: { game: 'underworlds', ...verdictOf(diagnostics), totals, diagnostics }, shortfalls: [] };
}

/** The cards a link or its codes name, each with its deck; every unknown code refused at its place. */
function cardsOfLink(link: string, lang: Lang) {
	const query = link.includes('?') ? link.slice(link.indexOf('?') + 1) : link;
	const part = /(?:^|&)deck=([^&]*)/.exec(query)?.[1] ?? query;
	const codes = decodeURIComponent(part)
		.split(/[\s,]+/)
		.filter((w, i) => w !== '' && !(i === 0 && w === '0'));
	const decks = mockUwCatalog().decks;
	const found = codes.map((code) => {
		for (const deck of decks) {
			const card = deck.cards.find((c) => c.code === code);
			if (card) return { deck, card };
		}
		return null;
	});
	const faults = codes.flatMap((code, i) =>
		found[i] ? [] : [lang === 'es' ? `carta ${i + 1}: ninguna carta de los mazos Rivales tiene el código ${code}` : `card ${i + 1}: no card of the Rivals decks has the code ${code}`]
	);
	if (codes.length === 0) refuse('deck.link', lang === 'es' ? 'el enlace no nombra ningún código de carta (BL1, BL2…)' : 'the link names no card code (BL1, BL2…)');
	if (faults.length > 0) refuse('deck.link', faults.join('\n'));
	return found.filter((f) => f !== null);
}

function form(warband: UnderworldsWarband, lang: Lang): UnderworldsFighterForm {
	const fighters: UnderworldsFighterValues[] = warband.fighters.map((f) => ({
		id: f.id,
		name: nameIn(f.name, lang),
		leader: f.runemarks.includes('leader'),
		health: f.uninspired?.health ?? null,
		bounty: f.uninspired?.bounty ?? null,
		inspiredHealth: f.inspired?.health ?? null,
		inspiredBounty: f.inspired?.bounty ?? null
	}));
	const count = warband.roster_complete ? fighters.length : Math.max(warband.fighter_count ?? 0, fighters.length);
	while (fighters.length < count) {
		const n = fighters.length + 1;
		fighters.push({ id: null, name: lang === 'es' ? `Guerrero ${n}` : `Fighter ${n}`, leader: false, health: null, bounty: null, inspiredHealth: null, inspiredBounty: null });
	}
	const complete = warband.roster_complete && fighters.length > 0 && fighters.every((f) => f.health && f.bounty !== null && f.inspiredHealth && f.inspiredBounty !== null);
	return { warband: warband.id, name: nameIn(warband.name, lang), complete, fighters };
}

function warbandOf(id: unknown): UnderworldsWarband {
	const warband = mockUwCatalog().warbands.find((w) => w.id === id);
	return warband ?? refuse('args.invalid', `no Underworlds warband '${String(id)}'`);
}

/** The Underworlds commands, by name. */
export const underworldsHandlers: Record<string, (args: Record<string, unknown>, lang: Lang) => unknown> = {
	underworlds_catalog: () => mockUwCatalog(),
	underworlds_save_record: ({ kind, record }) => {
		const r = record as UnderworldsRecord & { user?: boolean };
		const { user: _user, ...kept } = r;
		if (kind === 'deck') own.deck.set(r.id, kept as UnderworldsDeck);
		else own.warband.set(r.id, kept as UnderworldsWarband);
		return mockUwCatalog();
	},
	underworlds_delete_record: ({ kind, id }) => {
		if (!(kind === 'deck' ? own.deck : own.warband).delete(String(id))) refuse('store.not_found', `no record ${String(id)}`);
		return mockUwCatalog();
	},
	underworlds_read_deck: () => refuse('deck.text', 'line 1: the mock mode reads no deck text'),
	underworlds_deck_of_link: ({ link, id, name }, lang) => {
		const cards = cardsOfLink(String(link), lang).map((f) => f.card);
		return { id: String(id), name: { en: String(name) }, source: 'user: deck link (mock)', cards_complete: true, cards } satisfies UnderworldsDeck;
	},
	underworlds_apply_link: ({ document, link }, lang) => {
		const list = structuredClone(document) as UnderworldsList;
		const found = cardsOfLink(String(link), lang);
		const decks = [...new Set(found.map((f) => f.deck.id))];
		const ids = (objective: boolean) => [...new Set(found.filter((f) => (f.card.kind === 'objective') === objective).map((f) => f.card.id))];
		return { ...list, play_format: decks.length > 1 ? 'nemesis' : 'rivals', decks, objectives: ids(true), power: ids(false) } satisfies UnderworldsList;
	},
	deck_link: ({ document }) => {
		const list = structuredClone(document) as UnderworldsList;
		const decks = mockUwCatalog().decks.filter((d) => list.decks.includes(d.id));
		const codes = [...list.objectives, ...list.power].map((id) => decks.flatMap((d) => d.cards).find((c) => c.id === id)?.code).filter((c) => c);
		return `https://www.underworldsdb.com/shared.php?deck=0,${codes.join(',')}&format=${list.play_format}&deckname=${encodeURIComponent(list.name)}`;
	},
	underworlds_fighter_form: ({ warband }, lang) => form(warbandOf(warband), lang),
	underworlds_save_fighters: ({ warband, fighters }, lang) => {
		const record = warbandOf(warband);
		const rows = fighters as UnderworldsFighterValues[];
		rows.forEach((row, i) => {
			if (row.health === 0) refuse('record.invalid', `underworlds/warband/${record.id}/fighters/${i}: ${lang === 'es' ? 'la salud debe ser al menos 1' : 'health must be at least 1'}`);
		});
		const saved: UnderworldsFighter[] = rows.map((row, i) => {
			const known = record.fighters.find((f) => f.id === row.id);
			const name = row.name.trim() || (lang === 'es' ? `Guerrero ${i + 1}` : `Fighter ${i + 1}`);
			const face = (health: number | null, bounty: number | null) => ({ move: null, save: null, health, bounty, weapons: [] });
			return {
				id: known?.id ?? `fighter-${i + 1}`,
				name: known && nameIn(known.name, lang) === name ? known.name : { en: name },
				runemarks: [...(row.leader ? ['leader'] : []), ...(known?.runemarks.filter((r) => r !== 'leader') ?? [])],
				uninspired: face(row.health, row.bounty),
				inspired: face(row.inspiredHealth, row.inspiredBounty)
			};
		});
		own.warband.set(record.id, { ...record, source: `user: ${record.source}`, roster_complete: true, fighters: saved });
		return mockUwCatalog();
	}
};
