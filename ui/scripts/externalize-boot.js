// After `vite build`: moves SvelteKit's inline bootstrap <script> out of build/index.html
// into a file, because the Tauri window's CSP allows scripts from the app itself only.
// Fails the build if the page does not have exactly the one inline script it expects.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const build = join(dirname(fileURLToPath(import.meta.url)), '..', 'build');
const page = join(build, 'index.html');
const html = readFileSync(page, 'utf8');

const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
if (inline.length !== 1 || !inline[0]) {
	console.error(`externalize-boot: expected one inline <script> in ${page}, found ${inline.length}`);
	process.exit(1);
}
const [whole, code] = inline[0];
const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
const file = `_app/immutable/boot.${hash}.js`;
writeFileSync(join(build, file), code.trim() + '\n');
const out = html.replace(whole, `<script src="/${file}"></script>`);
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(out)) {
	console.error('externalize-boot: an inline <script> is left');
	process.exit(1);
}
writeFileSync(page, out);
console.log(`externalize-boot: bootstrap moved to build/${file}`);
