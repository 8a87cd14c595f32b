/**
 * Dev-only stand-ins for `list_print_preview` and `list_text`, so the print view and "Copy as
 * text" work in a plain browser. They are NOT Muster's printed list or text (those come from
 * `muster-print` and `muster-core`): a rough page with the list's name, its units and the
 * verdict, and a few lines of text, from the mock catalogue and the mock's verdict.
 */
import type { Item, Lang, Layout, Page, PrintRequest, Report, RuneWarsList, RuneWarsTotals, Verdict } from '../api';

/** A colour of the printed page, RGB. */
type Rgb = Item['color'];
import { nameIn, rawCatalog } from './catalog';
import { rawUnit, rawUpgrade } from './validate';

const INK: Rgb = [0x1a, 0x1a, 0x1a];
const MUTED: Rgb = [0x5c, 0x5c, 0x5c];
const FAINT: Rgb = [0xb0, 0xb0, 0xb0];
const GOOD: Rgb = [0x1d, 0x6b, 0x34];
const BAD: Rgb = [0xa3, 0x1f, 0x1f];
const WARN: Rgb = [0x8a, 0x5a, 0x00];
const MARGIN = 42;

/** Rough DejaVu Sans width: good enough to right-align costs in the mock. */
function measure(text: string, size: number, bold: boolean): number {
	return text.length * size * (bold ? 0.63 : 0.57);
}

function factionName(id: string, lang: Lang): string {
	const faction = rawCatalog.factions.find((f) => f.id === id);
	return faction ? nameIn(faction.name, lang) : id;
}

interface Line {
	unit: string;
	cost: number;
	upgrades: { name: string; cost: number }[];
}

function lines(doc: RuneWarsList, lang: Lang): Line[] {
	return doc.units.map((entry) => {
		const unit = rawUnit(entry.unit);
		const config = unit?.configurations.find((c) => c.id === entry.config) ?? unit?.configurations[0];
		return {
			unit: `${unit ? nameIn(unit.name, lang) : entry.unit}${config ? ` ${config.id}` : ''}`,
			cost: config?.cost ?? 0,
			upgrades: (entry.upgrades ?? []).map((id) => {
				const upgrade = rawUpgrade(id);
				return { name: upgrade ? nameIn(upgrade.name, lang) : id, cost: upgrade?.cost ?? 0 };
			})
		};
	});
}

/** A rough layout of `doc` with the mock's `report`. */
export function mockLayout(doc: RuneWarsList, report: Report<RuneWarsTotals>, options: PrintRequest): Layout {
	const [width, height] = options.paper === 'letter' ? [612, 792] : [595.28, 841.89];
	const es = options.lang === 'es';
	const right = width - MARGIN;
	const pages: Page[] = [];
	let items: Item[] = [];
	let y = MARGIN;

	const text = (x: number, size: number, value: string, color: Rgb = INK, bold = false) => {
		items.push({ kind: 'text', x, y, size, weight: bold ? 'bold' : 'regular', color, text: value, width: measure(value, size, bold) });
	};
	const cost = (size: number, value: number, bold = false) => {
		const label = String(value);
		text(right - measure(label, size, bold), size, label, INK, bold);
	};
	const rule = () => items.push({ kind: 'line', x1: MARGIN, y1: y, x2: right, y2: y, thickness: 0.6, color: FAINT });
	const header = () => {
		y = MARGIN + 18;
		text(MARGIN, 18, doc.name, INK, true);
		y += 16;
		const who = options.player ? ` · ${es ? 'Jugador' : 'Player'}: ${options.player}` : '';
		text(MARGIN, 9.5, `${factionName(doc.faction, options.lang)}${who} · ${es ? 'Fecha' : 'Date'}: ${options.date}`, MUTED);
		y += 10;
		rule();
		y += 18;
	};
	const footer = () => {
		y = height - MARGIN + 10;
		text(MARGIN, 8, `Muster (mock) · ${es ? 'vista de prueba' : 'stand-in preview'}`, MUTED);
	};
	const newPage = () => {
		footer();
		pages.push({ items });
		items = [];
		header();
	};

	header();
	text(MARGIN, 8.5, es ? 'UNIDAD' : 'UNIT', MUTED, true);
	const pointsLabel = es ? 'PUNTOS' : 'POINTS';
	text(right - measure(pointsLabel, 8.5, true), 8.5, pointsLabel, MUTED, true);
	y += 6;
	rule();
	y += 16;
	for (const line of lines(doc, options.lang)) {
		if (y > height - MARGIN - 60) newPage();
		text(MARGIN, 11, line.unit, INK, true);
		cost(11, line.cost, true);
		for (const upgrade of line.upgrades) {
			y += 14;
			text(MARGIN + 14, 9.5, upgrade.name, MUTED);
			cost(9.5, upgrade.cost);
		}
		y += 20;
	}
	rule();
	y += 16;
	text(MARGIN, 11, es ? 'Puntos' : 'Points', INK, true);
	const points = `${report.totals.points.used} / ${report.totals.points.limit}`;
	text(right - measure(points, 11, true), 11, points, INK, true);
	y += 28;
	const verdict = verdictWords(report.verdict, es);
	const tone = report.verdict === 'legal' ? GOOD : report.verdict === 'illegal' ? BAD : WARN;
	items.push({ kind: 'rect', x: MARGIN, y: y - 16, width: right - MARGIN, height: 24, thickness: 1, color: tone });
	text(MARGIN + 8, 12, verdict, tone, true);
	for (const finding of report.diagnostics) {
		y += 22;
		if (y > height - MARGIN - 40) newPage();
		text(MARGIN, 9, finding.message, finding.severity === 'error' ? BAD : MUTED);
	}
	if (options.playSheet) {
		newPage();
		text(MARGIN, 14, es ? 'En la mesa' : 'At the table', INK, true);
		for (const line of lines(doc, options.lang)) {
			y += 30;
			if (y > height - MARGIN - 40) newPage();
			text(MARGIN, 10, line.unit, INK, true);
			for (let i = 0; i < 6; i += 1) {
				items.push({ kind: 'rect', x: MARGIN + 200 + i * 14, y: y - 10, width: 11, height: 11, thickness: 0.6, color: FAINT });
			}
		}
	}
	footer();
	pages.push({ items });
	return { paper: options.paper, width, height, pages };
}

/** The printed list's words for a verdict (as `muster-print` says it). */
function verdictWords(verdict: Verdict, es: boolean): string {
	if (verdict === 'legal') return es ? 'Lista legal' : 'Legal list';
	if (verdict === 'illegal') return es ? 'La lista no es legal' : 'Not a legal list';
	return es ? 'Lista sin confirmar' : 'Unconfirmed list';
}

/** A rough plain text of `doc` with the mock's `report`. */
export function mockText(doc: RuneWarsList, report: Report<RuneWarsTotals>, lang: Lang): string {
	const es = lang === 'es';
	const out = [doc.name, `${factionName(doc.faction, lang)} · ${report.totals.points.used}/${report.totals.points.limit} ${es ? 'ptos.' : 'pts'}`, ''];
	for (const line of lines(doc, lang)) {
		out.push(`${line.unit} (${line.cost})`);
		for (const upgrade of line.upgrades) out.push(`  + ${upgrade.name} (${upgrade.cost})`);
	}
	out.push('', verdictWords(report.verdict, es));
	return out.join('\n') + '\n';
}
