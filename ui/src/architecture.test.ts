// @vitest-environment node
/**
 * The UI's one rule about games, checked: a shared file (anything outside
 * `lib/games/<game>/`, the generated bindings, the per-game i18n files, the tests and the mock
 * backend) names no game id and imports no game's folder; it asks the registry,
 * `lib/games/index.ts`. A shared dispatch site is a shared file that imports game folders
 * itself: only the registry may, and there are at most two.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from './lib/bindings';

const SRC = resolve(__dirname);
const LIB = join(SRC, 'lib');

/** Every `.ts` and `.svelte` file under `dir`, as paths from `src/`. */
function files(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return files(path);
		return /\.(ts|svelte)$/.test(name) ? [relative(SRC, path)] : [];
	});
}

/** True for a file the rule does not cover: a game's own, generated, per-game words, tests, mock. */
function notShared(path: string): boolean {
	const games = GAME_IDS.join('|');
	return (
		new RegExp(`^lib/games/(${games})/`).test(path) ||
		path === 'lib/bindings.ts' ||
		new RegExp(`^lib/i18n/[a-z]+/(${games})\\.ts$`).test(path) ||
		/\.test\.ts$/.test(path) ||
		/(^|\/)test-fixtures\.ts$/.test(path) ||
		path.startsWith('lib/test/') ||
		path.startsWith('lib/mock/')
	);
}

/** The game folders the file at `path` (from `src/`) imports, with what it imports. */
function gameImports(path: string, text: string): string[] {
	const found: string[] = [];
	for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
		if (spec === undefined) continue;
		const target = spec.startsWith('$lib/') ? join(LIB, spec.slice(5)) : spec.startsWith('.') ? resolve(SRC, dirname(path), spec) : null;
		if (target === null) continue;
		const inLib = relative(LIB, target);
		if (GAME_IDS.some((game) => inLib === `games/${game}` || inLib.startsWith(`games/${game}/`))) found.push(spec);
	}
	return found;
}

/** The game ids the text writes as a string of its own (`'sigmar'`). */
function gameIds(text: string): string[] {
	return GAME_IDS.filter((game) => new RegExp(`(['"\`])${game}\\1`).test(text));
}

describe('the shared UI names no game', () => {
	const shared = files(SRC).filter((path) => !notShared(path));

	it('finds what it looks for', () => {
		// The checks themselves: each catches its fault, and lets the registry's imports through.
		expect(gameIds(`const g = 'underworlds';`)).toEqual(['underworlds']);
		expect(gameIds('`new-list-game-${id}`, games/sigmar/ and game.sigmarTriumph')).toEqual([]);
		expect(gameImports('lib/components/x/Page.svelte', `import A from '$lib/games/diskwars/builder/A.svelte';`)).toEqual(['$lib/games/diskwars/builder/A.svelte']);
		expect(gameImports('lib/components/x/Page.svelte', `const b = () => import('../../games/runewars');`)).toEqual(['../../games/runewars']);
		expect(gameImports('lib/components/x/Page.svelte', `import { gameOf } from '$lib/games';`)).toEqual([]);
		expect(shared).toContain('lib/games/index.ts');
		expect(shared).toContain('lib/components/match/NewMatchPage.svelte');
		expect(shared).not.toContain('lib/games/sigmar/index.ts');
		expect(shared.length).toBeGreaterThan(50);
	});

	it('no shared file writes a game id', () => {
		const naming = shared.flatMap((path) => gameIds(readFileSync(join(SRC, path), 'utf8')).map((game) => `${path}: '${game}'`));
		expect(naming).toEqual([]);
	});

	it('only the registry imports the games, and the shared dispatch sites are at most two', () => {
		const sites = shared.filter((path) => gameImports(path, readFileSync(join(SRC, path), 'utf8')).length > 0);
		expect(sites).toEqual(['lib/games/index.ts']);
		expect(sites.length).toBeLessThanOrEqual(2);
	});
});

describe('every label key is typed', () => {
	it('no file casts a built key to a label key', () => {
		// A key built from a code is typed by the code's union or by a map of labels
		// (`labelOf`), so a code without its words fails `svelte-check`; a cast would hide it.
		const casts = files(SRC)
			.filter((path) => !/\.test\.ts$/.test(path))
			.flatMap((path) => (readFileSync(join(SRC, path), 'utf8').match(/as MessageKey\b/g) ?? []).map(() => path));
		expect(casts).toEqual([]);
	});
});
