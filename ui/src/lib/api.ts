/**
 * The UI's one way to the Rust shell. Every command's typed function, every type Rust sends
 * or takes and the rules' numbers (`RULES`) are generated from the Rust types into
 * `./bindings` (by `scripts/bindings`; never edited by hand, and a Rust test fails while it is
 * stale) and re-exported here, so the rest of the UI imports them all from `$lib/api`; the
 * call itself is `./transport`'s. This file adds only what is not generated:
 *
 * - `TrackerOf` and `GameCheck`: two generated types narrowed to one game, where the UI
 *   knows the game and the contract's type does not say it (see each);
 * - `AppError`, `toAppError` and `UNEXPECTED`, re-exported from `./transport`.
 *
 * The window calls no Tauri plugin: a command that reads or writes a file opens the native
 * dialog itself, from Rust, and takes only the dialog's title (and a suggested name) from
 * here. No other module calls `invoke`. The contract sits at the bottom: nothing
 * here (nor in `./transport` or `./bindings`) imports a component or a game's module.
 */
import type { CheckResult, Report, TrackerView } from './bindings';

export * from './bindings';
export { AppError, toAppError, UNEXPECTED, type AppErrorCode } from './transport';

/**
 * The tracker's view of a match of game `G`: Rust's `TrackerView` narrowed by its `game` tag
 * (what a game's tracker screen is given once the tag has said which game it is).
 */
export type TrackerOf<G extends TrackerView['game']> = Extract<TrackerView, { game: G }>;

/**
 * `check_list`'s answer for a list whose game the caller knows: its report's totals are that
 * game's `T`. Rust's `CheckResult` types the report as any game's (`AnyReport`), whose `game`
 * is a plain string TypeScript cannot narrow by; a builder knows the game of the document it
 * sent, and says so once, where it asks (`Builder.runCheck`).
 */
export type GameCheck<T> = Omit<CheckResult, 'report'> & { report: Report<T> };

