/**
 * Dev-only: answers every command of `docs/app-commands.md` from memory, so the UI runs in a
 * plain browser with `VITE_MOCK=1` (never in a production build: `api.ts` imports this only
 * behind that flag). Seeded with the example lists and a small collection; matches run on a
 * rough stand-in for the tracker's rules (`match.ts`), which is not the rules. Underworlds:
 * the shipped pack, its builder, links and fighter form (`underworlds.ts`); its lists are
 * kept, but not printed and not played.
 *
 * URL parameters for screenshots: `?lang=es`, `?theme=dark` set the first settings;
 * `?fail=<command>` makes that command fail with `store.io`.
 */
import type {
	About,
	ListDocument,
	AppInfo,
	CanFieldRow,
	CollectionEntry,
	Diagnostic,
	ErrorCode,
	GameCheck,
	Lang,
	ListSummary,
	MatchRow,
	PrintRequest,
	Report,
	RuneWarsEvent,
	RuneWarsList,
	RuneWarsTotals,
	Saved,
	Seat,
	Settings,
	StatsView,
	TimelineMove,
	UnderworldsList,
	VersionView
} from '../api';
import { listKey } from '../list-document';
import { aboutAnswer } from '../components/settings/test-fixtures';
import { mockCatalog, mockUnitCard, nameIn } from './catalog';
import { standInKebabIds } from './ids';
import { mockLayout, mockText } from './print';
import examplesJson from './fixtures/examples.json';
import { mockOver, mockRecord, mockStart, mockView, type MockMatch } from './match';
import { underworldsHandlers, mockUwCheck } from './underworlds';
import { mockValidate, rawUnit, rawUpgrade } from './validate';

interface Example {
	file: string;
	document: unknown;
	report: Record<Lang, Report<RuneWarsTotals>>;
}

const examples = examplesJson as unknown as Example[];

/** Rust's recorded verdicts, by the canonical text of the example document. */
const recorded = new Map<string, Record<Lang, Report<RuneWarsTotals>>>(
	examples.map((e) => [listKey(readDocument(e.document)), e.report])
);

class MockError {
	constructor(
		readonly code: ErrorCode,
		readonly message: string
	) {}
}

interface Version {
	version: number;
	savedAt: number;
	name: string;
	document: string;
}

interface StoredList {
	id: number;
	createdAt: number;
	versions: Version[];
}

const params = typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
const DAY = 86_400_000;
const start = Date.now();

let settings: Settings = {
	lang: params.get('lang') === 'es' ? 'es' : 'en',
	theme: params.get('theme') === 'dark' ? 'dark' : 'light',
	dataDir: '/home/player/.local/share/muster',
	collectionChecks: 'auto',
	playerName: '',
	paper: 'a4',
	printLang: null
};

const lists = new Map<number, StoredList>();
let nextListId = 1;

function store(doc: RuneWarsList, savedAt: number): StoredList {
	const list: StoredList = { id: nextListId++, createdAt: savedAt, versions: [] };
	list.versions.push({ version: 1, savedAt, name: doc.name, document: JSON.stringify(doc) });
	lists.set(list.id, list);
	return list;
}

// Seed: the example lists, the first with a few versions.
examples.forEach((example, i) => {
	const doc = readDocument(example.document);
	const list = store(doc, start - (10 - i) * DAY);
	if (i === 0) {
		const earlier = { ...doc, units: doc.units.slice(0, 2) };
		list.versions = [
			{ version: 1, savedAt: start - 12 * DAY, name: doc.name, document: JSON.stringify(earlier) },
			{ version: 2, savedAt: start - 11 * DAY, name: doc.name, document: JSON.stringify({ ...doc, units: doc.units.slice(0, 3) }) },
			{ version: 3, savedAt: start - 2 * DAY, name: doc.name, document: JSON.stringify(doc) }
		];
	}
});

/** What is owned, per game: `kind:item` → count. */
const collections = new Map<string, Map<string, number>>();

function collectionOf(game: unknown): Map<string, number> {
	const key = String(game ?? 'runewars');
	const found = collections.get(key);
	if (found) return found;
	const fresh = new Map<string, number>();
	collections.set(key, fresh);
	return fresh;
}

const collection = new Map<string, number>([
	['unit:spearmen', 13],
	['unit:oathsworn-cavalry', 4],
	['unit:kari-wraithstalker', 1],
	['unit:reanimates', 6],
	['upgrade:shield-wall', 1],
	['upgrade:war-crier', 1],
	['upgrade:front-line-rune-golem', 1],
	['upgrade:master-crafted-weapons', 1],
	['upgrade:heartseeker', 1],
	['upgrade:trumpets', 2]
]);
collections.set('runewars', collection);

function current(list: StoredList): Version {
	const last = list.versions[list.versions.length - 1];
	if (!last) throw new MockError('store.not_found', `List ${list.id} has no version.`);
	return last;
}

function summary(list: StoredList): ListSummary {
	const last = current(list);
	const doc = JSON.parse(last.document) as RuneWarsList | UnderworldsList;
	return {
		id: list.id,
		name: last.name,
		game: doc.game === 'underworlds' ? 'underworlds' : 'runewars',
		faction: 'warband' in doc ? doc.warband : doc.faction,
		notes: doc.notes ?? '',
		version: last.version,
		createdAt: list.createdAt,
		updatedAt: last.savedAt
	};
}

function getList(id: unknown): StoredList {
	const list = lists.get(Number(id));
	if (!list) throw new MockError('store.not_found', `There is no saved list ${String(id)}.`);
	return list;
}

/** A document as the mock keeps it: its JSON text (the window sends it typed). */
function textOf(document: unknown): string {
	return typeof document === 'string' ? document : JSON.stringify(document);
}

/** True for an Underworlds list (the mock keeps its text as it comes). */
function isUnderworlds(text: unknown): boolean {
	try {
		return (JSON.parse(textOf(text)) as { game?: unknown }).game === 'underworlds';
	} catch {
		return false;
	}
}

/** Stores an Underworlds list's text as a new list. */
function storeText(text: string, name: string, savedAt: number): StoredList {
	const list: StoredList = { id: nextListId++, createdAt: savedAt, versions: [{ version: 1, savedAt, name, document: text }] };
	lists.set(list.id, list);
	return list;
}

/** A RuneWars document the window sent or the mock kept; anything else is `list.invalid`. */
function readDocument(document: unknown): RuneWarsList {
	let value: unknown;
	try {
		value = JSON.parse(textOf(document));
	} catch {
		throw new MockError('list.invalid', 'The list is not JSON.');
	}
	const list = value as Partial<RuneWarsList> | null;
	if (typeof list !== 'object' || list === null || list.game !== 'runewars' || typeof list.name !== 'string' || !Array.isArray(list.units)) {
		throw new MockError('list.invalid', 'Not a RuneWars list document.');
	}
	return list as RuneWarsList;
}

/** A new version of an Underworlds list, its text as it comes. */
function addText(list: StoredList, text: string): Saved {
	const version = current(list).version + 1;
	const savedAt = Date.now();
	list.versions.push({ version, savedAt, name: (JSON.parse(text) as UnderworldsList).name, document: text });
	return { id: list.id, version, savedAt };
}

function addVersion(list: StoredList, doc: RuneWarsList): Saved {
	const version = current(list).version + 1;
	const savedAt = Date.now();
	list.versions.push({ version, savedAt, name: doc.name, document: JSON.stringify(doc) });
	return { id: list.id, version, savedAt };
}

/** `collection.short` findings for a document against the mock collection. */
function shortfalls(doc: RuneWarsList, lang: Lang): Diagnostic[] {
	const needs = new Map<string, { count: number; path: string; name: string; kind: 'unit' | 'upgrade' }>();
	doc.units.forEach((entry, i) => {
		const unit = rawUnit(entry.unit);
		const configId = entry.config ?? unit?.configurations[0]?.id;
		const config = unit?.configurations.find((c) => c.id === configId);
		if (unit && config) {
			const key = `unit:${unit.id}`;
			const need = needs.get(key) ?? { count: 0, path: `/units/${i}`, name: nameIn(unit.name, lang), kind: 'unit' as const };
			need.count += config.columns * config.ranks;
			needs.set(key, need);
		}
		(entry.upgrades ?? []).forEach((id, j) => {
			const upgrade = rawUpgrade(id);
			if (!upgrade) return;
			const key = `upgrade:${id}`;
			const need = needs.get(key) ?? { count: 0, path: `/units/${i}/upgrades/${j}`, name: nameIn(upgrade.name, lang), kind: 'upgrade' as const };
			need.count += 1;
			needs.set(key, need);
		});
	});
	const out: Diagnostic[] = [];
	for (const [key, need] of needs) {
		const owned = collection.get(key) ?? 0;
		if (owned >= need.count) continue;
		const short = need.count - owned;
		const word = (n: number) =>
			need.kind === 'unit'
				? lang === 'es' ? (n === 1 ? 'bandeja' : 'bandejas') : n === 1 ? 'tray' : 'trays'
				: lang === 'es' ? (n === 1 ? 'carta' : 'cartas') : n === 1 ? 'card' : 'cards';
		out.push({
			code: 'collection.short',
			severity: 'warning',
			rule: 'runewars:V12',
			path: need.path,
			message:
				lang === 'es'
					? `${need.name}: tienes ${owned} ${word(owned)}, la lista necesita ${need.count}.`
					: `${need.name}: you own ${owned} ${word(owned)}, the list needs ${need.count}.`,
			help:
				lang === 'es'
					? `Añade ${short} ${word(short)} de ${need.name} a tu colección o cambia la lista.`
					: `Add ${short} ${word(short)} of ${need.name} to your collection, or change the list.`,
			waits_for: []
		});
	}
	return out;
}

const matches = new Map<number, MockMatch>();
let nextMatchId = 1;

function getMatch(id: unknown): MockMatch {
	const found = matches.get(Number(id));
	if (!found) throw new MockError('store.not_found', `There is no match ${String(id)}.`);
	return found;
}

function matchRow(m: MockMatch): MatchRow {
	const view = mockView(m, 'en');
	const [me, them] = view.state.sides;
	const winner = view.outcome?.winner;
	return {
		id: m.id,
		game: 'runewars',
		createdAt: m.createdAt,
		finishedAt: m.finishedAt,
		player: me?.player ?? null,
		opponent: them?.player ?? null,
		listId: m.listIds[0],
		listName: m.listNames[0],
		opponentListId: m.listIds[1],
		opponentListName: m.listNames[1],
		faction: me?.faction ?? null,
		opponentFaction: them?.faction ?? null,
		outcome: m.finishedAt === null ? null : winner === null ? 'drawn' : winner === 0 ? 'won' : 'lost',
		result: m.finishedAt === null ? null : view.outcome,
		events: m.log
	};
}

function check(doc: RuneWarsList, lang: Lang): GameCheck<RuneWarsTotals> {
	const report = recorded.get(listKey(doc))?.[lang] ?? mockValidate(doc, lang);
	return { report, shortfalls: shortfalls(doc, lang) };
}

function langOf(value: unknown): Lang {
	return value === 'es' ? 'es' : 'en';
}

const handlers: Record<string, (args: Record<string, unknown>) => unknown> = {
	app_info: (): AppInfo => ({
		version: '0.2.0 (mock)',
		games: [
			{ id: 'runewars', title: 'RuneWars: The Miniatures Game', supported: true, note: { en: '', es: '' } },
			{ id: 'diskwars', title: 'Warhammer: Diskwars', supported: false, note: { en: 'Army building and match tracking are not there yet.', es: 'La formación de ejércitos y el seguimiento de partidas aún no están.' } },
			{ id: 'sigmar', title: 'Warhammer Age of Sigmar', supported: false, note: { en: 'Open and matched play lists are not there yet.', es: 'Las listas de juego abierto y equilibrado aún no están.' } },
			{ id: 'underworlds', title: 'Warhammer Underworlds', supported: true, note: { en: 'Warbands and Rivals decks checked for the Rivals and Nemesis formats, printing, saved lists and matches tracked turn by turn. Every warband and every Rivals deck of the Embergard era with its cards; a deck link pasted or shared; the fighters’ Health and Bounty asked once before a match.', es: 'Bandas y mazos de Rivales comprobados para los formatos Rivales y Némesis, impresión, listas guardadas y partidas anotadas turno a turno. Todas las bandas y todos los mazos Rivales de la era de Ascuagarda con sus cartas; enlaces de mazo pegados o compartidos; la salud y la recompensa de los guerreros se preguntan una sola vez antes de una partida.' } }
		]
	}),
	// The tests' answer, shaped as Rust gives it for the shipped packs (Rust reads them).
	about: (): About => ({ ...aboutAnswer(settings.dataDir), version: '0.2.0 (mock)' }),
	kebab_ids: ({ names }) => standInKebabIds(Array.isArray(names) ? names.map(String) : []),
	runewars_catalog: ({ lang }) => mockCatalog(langOf(lang)),
	unit_card: ({ game, unit, lang }) => mockUnitCard(String(game), String(unit), langOf(lang)),
	check_list: ({ document, lang }) =>
		isUnderworlds(document) ? mockUwCheck(JSON.parse(textOf(document)) as UnderworldsList, langOf(lang)) : check(readDocument(document), langOf(lang)),
	eligible_upgrades: ({ document, unitIndex }) => {
		const doc = readDocument(document);
		const index = Number(unitIndex);
		const entry = doc.units[index];
		if (!entry) return [];
		const path = `/units/${index}/upgrades/${(entry.upgrades ?? []).length}`;
		return mockCatalog('en').upgrades
			.filter((upgrade) => {
				const units = doc.units.slice();
				units[index] = { ...entry, upgrades: [...(entry.upgrades ?? []), upgrade.id] };
				const report = mockValidate({ ...doc, units }, 'en');
				return !report.diagnostics.some((d) => d.severity === 'error' && d.path === path);
			})
			.map((upgrade) => upgrade.id);
	},
	lists_all: () => [...lists.values()].map(summary),
	list_open: ({ id }) => {
		const list = getList(id);
		return { summary: summary(list), document: JSON.parse(current(list).document) as ListDocument };
	},
	list_save: ({ id, document }) => {
		if (isUnderworlds(document)) {
			const text = textOf(document);
			const name = (JSON.parse(text) as UnderworldsList).name;
			if (id === null || id === undefined) {
				const list = storeText(text, name, Date.now());
				return { id: list.id, version: 1, savedAt: list.createdAt };
			}
			return addText(getList(id), text);
		}
		const doc = readDocument(document);
		if (id === null || id === undefined) {
			const list = store(doc, Date.now());
			const first = current(list);
			return { id: list.id, version: first.version, savedAt: first.savedAt };
		}
		return addVersion(getList(id), doc);
	},
	list_rename: ({ id, name }) => {
		const list = getList(id);
		const text = current(list).document;
		if (isUnderworlds(text)) return addText(list, JSON.stringify({ ...JSON.parse(text), name: String(name) }));
		return addVersion(list, { ...readDocument(text), name: String(name) });
	},
	list_duplicate: ({ id, lang }) => {
		const text = current(getList(id)).document;
		if (isUnderworlds(text)) {
			const name = `${(JSON.parse(text) as UnderworldsList).name} ${langOf(lang) === 'es' ? '(copia)' : '(copy)'}`;
			const copy = storeText(JSON.stringify({ ...JSON.parse(text), name }), name, Date.now());
			return { id: copy.id, version: 1, savedAt: copy.createdAt };
		}
		const doc = readDocument(text);
		const copy = store({ ...doc, name: `${doc.name} ${langOf(lang) === 'es' ? '(copia)' : '(copy)'}` }, Date.now());
		return { id: copy.id, version: 1, savedAt: copy.createdAt };
	},
	list_delete: ({ id }) => {
		lists.delete(getList(id).id);
		return null;
	},
	list_history: ({ id }): VersionView[] =>
		getList(id).versions.map(({ version, savedAt, name }) => ({ version, savedAt, name })),
	list_restore: ({ id, version }) => {
		const list = getList(id);
		const old = list.versions.find((v) => v.version === Number(version));
		if (!old) throw new MockError('store.not_found', `List ${list.id} has no version ${String(version)}.`);
		if (isUnderworlds(old.document)) return addText(list, old.document);
		return addVersion(list, readDocument(old.document));
	},
	// The file commands answer as if the player had chosen a file in the dialog.
	list_import_file: () => {
		const example = examples[2];
		if (!example) throw new MockError('file.io', 'Cannot read /home/player/lists/imported.json.');
		const list = store(readDocument(JSON.stringify(example.document)), Date.now());
		return { id: list.id, version: 1, savedAt: list.createdAt };
	},
	list_export_file: ({ id, suggested }) => {
		getList(id);
		return `/home/player/${String(suggested)}`;
	},
	list_print_preview: ({ document, options }) => {
		const doc = readDocument(document);
		const wanted = options as PrintRequest;
		return mockLayout(doc, check(doc, langOf(wanted.lang)).report, wanted);
	},
	list_print_save: ({ document, suggested }) => {
		readDocument(document);
		return `/home/player/${String(suggested)}`;
	},
	reveal_saved: () => null,
	list_text: ({ document, lang }) => {
		const doc = readDocument(document);
		return mockText(doc, check(doc, langOf(lang)).report, langOf(lang));
	},
	collection_get: ({ game }): CollectionEntry[] =>
		[...collectionOf(game).entries()].map(([key, count]) => {
			const [kind = '', item = ''] = key.split(':');
			return { game: String(game), kind, item, count };
		}),
	collection_set: ({ game, kind, item, count }) => {
		const owned = collectionOf(game);
		const key = `${String(kind)}:${String(item)}`;
		const n = Math.max(0, Math.floor(Number(count)));
		if (n === 0) owned.delete(key);
		else owned.set(key, n);
		return n;
	},
	can_field_all: ({ lang }): CanFieldRow[] =>
		[...lists.values()].map((list) => {
			const text = current(list).document;
			if (isUnderworlds(text)) {
				const doc = JSON.parse(text) as UnderworldsList;
				const owned = collectionOf('underworlds');
				const missing = [`warband:${doc.warband}`, ...doc.decks.map((d) => `deck:${d}`)].filter((key) => !owned.has(key)).length;
				const verdict = mockUwCheck(doc, 'en').report.verdict;
				return { id: list.id, name: current(list).name, game: 'underworlds', canField: missing === 0, shortfalls: missing, checked: owned.size > 0, verdict };
			}
			const doc = readDocument(text);
			const missing = shortfalls(doc, langOf(lang)).length;
			const verdict = check(doc, 'en').report.verdict;
			return { id: list.id, name: current(list).name, game: 'runewars', canField: missing === 0, shortfalls: missing, checked: collectionOf('runewars').size > 0, verdict };
		}),
	match_start: ({ seats, lang }) => {
		const [mine, theirs, ...more] = Array.isArray(seats) ? (seats as Seat[]) : [];
		if (!mine || !theirs || more.length > 0) throw new MockError('args.invalid', 'the mock plays RuneWars: two seats');
		if ([mine, theirs].some((seat) => isUnderworlds(current(getList(seat.listId)).document))) {
			throw new MockError('args.invalid', 'the mock plays RuneWars only');
		}
		const names = [String(mine.name ?? '').trim(), String(theirs.name ?? '').trim()] as [string, string];
		if (!names[0] || !names[1]) throw new MockError('args.invalid', 'each player needs a name');
		const docs = [mine.listId, theirs.listId].map((id) => readDocument(current(getList(id)).document)) as [RuneWarsList, RuneWarsList];
		const m = mockStart(nextMatchId++, names, docs, [Number(mine.listId), Number(theirs.listId)]);
		matches.set(m.id, m);
		return mockView(m, langOf(lang));
	},
	match_open: ({ id, lang }) => mockView(getMatch(id), langOf(lang)),
	match_record: ({ id, entry, lang }) => {
		const m = getMatch(id);
		if (m.finishedAt !== null) throw new MockError('match.finished', `match ${m.id} is finished`);
		const refused = mockRecord(m, entry as RuneWarsEvent | TimelineMove, langOf(lang));
		return { view: mockView(m, langOf(lang)), refused };
	},
	match_finish: ({ id, lang }) => {
		const m = getMatch(id);
		if (m.finishedAt !== null) throw new MockError('match.finished', `match ${m.id} is finished`);
		if (!mockOver(m, langOf(lang))) throw new MockError('match.not_over', 'the match is not over yet');
		m.finishedAt = Date.now();
		return mockView(m, langOf(lang));
	},
	matches_list: (): MatchRow[] => [...matches.values()].reverse().map(matchRow),
	match_stats: (): StatsView => {
		const lists = new Map<number, StatsView['lists'][number]>();
		const factions = new Map<string, StatsView['factions'][number]>();
		for (const row of [...matches.values()].map(matchRow)) {
			if (!row.outcome) continue;
			const bump = (r: { played: number; won: number; lost: number; drawn: number }) => {
				r.played += 1;
				r[row.outcome as 'won' | 'lost' | 'drawn'] += 1;
			};
			if (row.listId !== null) {
				const r = lists.get(row.listId) ?? { listId: row.listId, name: row.listName ?? '', game: 'runewars', played: 0, won: 0, lost: 0, drawn: 0 };
				bump(r);
				lists.set(row.listId, r);
			}
			if (row.faction) {
				const r = factions.get(row.faction) ?? { game: 'runewars', faction: row.faction, played: 0, won: 0, lost: 0, drawn: 0 };
				bump(r);
				factions.set(row.faction, r);
			}
		}
		return { lists: [...lists.values()], factions: [...factions.values()] };
	},
	settings_get: () => settings,
	settings_set: ({ settings: next }) => {
		const wanted = next as Settings;
		if (wanted.dataDir !== settings.dataDir) throw new MockError('settings.invalid', 'the data folder is chosen with the folder dialog (Choose…), not typed');
		settings = { ...wanted };
		return settings;
	},
	settings_choose_data_folder: () => {
		settings = { ...settings, dataDir: '/home/player/Documents/Muster' };
		return settings;
	}
};

/** Answers one command like the shell would (structured clone of the answer, async). */
export async function mockInvoke(command: string, args: Record<string, unknown>): Promise<unknown> {
	await new Promise((resolve) => setTimeout(resolve, 2));
	if (params.getAll('fail').includes(command)) {
		throw { code: 'store.io', message: `Mock failure of ${command}: the library file is locked.` };
	}
	const underworlds = underworldsHandlers[command];
	const handler = handlers[command] ?? (underworlds && ((a: Record<string, unknown>) => underworlds(a, langOf(a.lang ?? settings.lang))));
	if (!handler) throw { code: 'app.unexpected', message: `Command ${command} not found` };
	try {
		return structuredClone(handler(args));
	} catch (error) {
		if (error instanceof MockError) throw { code: error.code, message: error.message };
		throw error;
	}
}
