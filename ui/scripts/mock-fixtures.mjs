// Regenerates the dev-only fixtures of the mock mode (src/lib/mock/fixtures/) from the real
// `muster` command line: the RuneWars catalogue and the verdicts on the example lists, in
// English and Spanish; and the shipped Underworlds pack (data/underworlds/embergard.json,
// its records as the catalogue sends them, sources left out). Run from ui/:
// `node scripts/mock-fixtures.mjs` (needs cargo).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ui = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(ui, '..');
const out = join(ui, 'src/lib/mock/fixtures');
mkdirSync(out, { recursive: true });

function muster(...args) {
	try {
		return execFileSync('cargo', ['run', '-q', '-p', 'muster-cli', '--', ...args], {
			cwd: root,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'inherit']
		});
	} catch (error) {
		// `validate` exits 1 for an illegal list and 3 for an unconfirmed one, and still
		// prints the verdict.
		if ((error.status === 1 || error.status === 3) && error.stdout) return error.stdout;
		throw error;
	}
}

const catalog = JSON.parse(muster('catalog', 'runewars', '--format', 'json'));
const strip = ({ source: _source, ...rest }) => rest;
writeFileSync(
	join(out, 'catalog.json'),
	JSON.stringify({
		factions: catalog.factions.map(strip),
		units: catalog.units.map(strip),
		upgrades: catalog.upgrades.map(strip)
	}) + '\n'
);

const examples = [];
for (const file of readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.json')).sort()) {
	const path = join('examples', file);
	examples.push({
		file,
		document: JSON.parse(readFileSync(join(root, path), 'utf8')),
		report: {
			en: JSON.parse(muster('validate', path, '--format', 'json', '--lang', 'en')),
			es: JSON.parse(muster('validate', path, '--format', 'json', '--lang', 'es'))
		}
	});
}
writeFileSync(join(out, 'examples.json'), JSON.stringify(examples) + '\n');
const pack = JSON.parse(readFileSync(join(root, 'data/underworlds/embergard.json'), 'utf8'));
const shipped = (record) => ({ ...record, source: 'shipped', user: false, community_cards: false });
// A warband's fighter cards are the community's when its source says so, as Rust's
// `Warband::cards_from_community` reads it (`COMMUNITY_CARDS` in core's underworlds catalog).
const warband = (record) => ({ ...shipped(record), community_cards: record.source.includes('fighters: community card list') });
writeFileSync(
	join(out, 'underworlds.json'),
	JSON.stringify({
		warbands: pack.warbands.map(warband),
		decks: pack.decks.map(shipped),
		legality: pack.legality.map((l) => ({ ...l, source: 'shipped' }))
	}) + '\n'
);
console.log(`wrote ${out}: catalogue, ${examples.length} example verdicts, the Underworlds pack`);
