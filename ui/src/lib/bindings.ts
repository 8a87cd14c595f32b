// Generated from the Rust types by `scripts/bindings` (muster-service's bindings.rs):
// do not edit. A test fails when this file is not what the Rust types give.
/* eslint-disable */
import { call } from './transport';

/**
 * `about`'s answer: what the About section of the settings shows.
 */
export type About = { 
/**
 * This build's version ([`VERSION`]).
 */
version: string, 
/**
 * The library file in use.
 */
library: string, 
/**
 * The data of each game, RuneWars first.
 */
games: Array<GameData>, };

/**
 * A validator's report of any game (`game` says which; `totals` are that game's).
 */
export type AnyReport = Report<RuneWarsTotals> | Report<DiskwarsTotals> | Report<SigmarTotals> | Report<UnderworldsTotals>;

/**
 * `app_info`'s answer.
 */
export type AppInfo = { 
/**
 * This build's version.
 */
version: string, 
/**
 * The four games, RuneWars first.
 */
games: Array<GameInfo>, };

/**
 * One value a list's checks wait for, once, with every rule that waits for it.
 */
export type Awaited = { 
/**
 * The rules that wait for it (`diskwars:R-SIZE-1`), in the order of the findings.
 */
rules: Array<string>, 
/**
 * The kind of record, as the player's own records name it (`disc`, `command-card`,
 * `unit`, `deck`).
 */
kind: string, 
/**
 * The record's id (`steam-tank`).
 */
id: string, 
/**
 * The record's name, in the reader's language.
 */
name: string, 
/**
 * Which of its values, as the record's field is named (`size`, `cost`, `points`).
 */
value: string, 
/**
 * That value's name, in the reader's language (`size`, `tamaño`).
 */
label: string, };

/**
 * One line of a box the player describes: `count` of `item` of `kind`.
 */
export type BoxLine = { 
/**
 * The kind of item inside (`unit`, `upgrade`).
 */
kind: string, 
/**
 * The catalogue id.
 */
item: string, 
/**
 * How many.
 */
count: number, };

/**
 * One row of `can_field_all`.
 */
export type CanFieldRow = { 
/**
 * The saved list's id.
 */
id: number, 
/**
 * Its name.
 */
name: string, 
/**
 * Its game: the collection it is checked against.
 */
game: string, 
/**
 * True when the collection covers everything the list needs.
 */
canField: boolean, 
/**
 * How many `collection.short` findings (`check_list` gives them in full).
 */
shortfalls: number, 
/**
 * Whether the builder checks this list against the collection (the setting
 * `collectionChecks`, and with `auto` whether the player owns anything of its game):
 * where not, a list page shows no shortfalls in the list's own place either.
 */
checked: boolean, 
/**
 * The list's verdict (legal, illegal or unconfirmed), with the default readings of
 * unclear rules.
 */
verdict: Verdict, };

/**
 * Where some of a card's values come from.
 */
export type CardSource = { 
/**
 * What the source is, as a player reads it (`Community BattleScribe data, by BSData`,
 * `rulebook p. 17`, a community list and its date): no repository, commit or id.
 */
said: string, 
/**
 * Community data not checked against the printed pieces (a value the player enters
 * from their own piece replaces it).
 */
community: boolean, 
/**
 * The player's own value or record.
 */
user: boolean, 
/**
 * What only someone checking the source needs (the repository, the commit, the file,
 * the entry's id), shown behind "Details"; null when there is nothing more to say.
 */
details: string | null, };

/**
 * One characteristic: its name, its value as printed, and where it is stated.
 */
export type CardStat = { 
/**
 * The characteristic's name (`Move`, `Movimiento`).
 */
label: string, 
/**
 * Its value as the card writes it (`5"`, `3+`, `2 shield`); null when no source gives it.
 */
value: string | null, 
/**
 * The index in the card's `sources` of where it is stated; null with an unknown value.
 */
source: number | null, 
/**
 * The heading it is shown under (Underworlds' inspired side, a RuneWars tray
 * configuration); null for the unit's own characteristics.
 */
group: string | null, };

/**
 * A keyword or an ability's name, with where it is stated.
 */
export type CardTag = { 
/**
 * The name as the player reads it (`HERO`, `Acometida 2`, `Leader`).
 */
name: string, 
/**
 * The index in the card's `sources` of where it is stated.
 */
source: number, };

/**
 * `check_list`'s answer.
 */
export type CheckResult = { 
/**
 * Exactly `muster validate --format json`: `game`, `legal`, `verdict`, `awaited`,
 * `totals` (each game's own shape), `diagnostics`.
 */
report: AnyReport, 
/**
 * The `collection.short` warnings against the library's collection.
 */
shortfalls: Array<Diagnostic>, };

/**
 * When a list is checked against the player's collection ("can I field it?").
 */
export type CollectionChecks = "auto" | "on" | "off";

/**
 * One line of a collection as stored: `count` of `item` of kind `kind` in `game`.
 */
export type CollectionEntry = { 
/**
 * The game id.
 */
game: string, 
/**
 * The kind id (`unit`, `upgrade`, `box`…).
 */
kind: string, 
/**
 * The item id.
 */
item: string, 
/**
 * How many.
 */
count: number, };

/**
 * Where packs come from, as they state it.
 */
export type DataSource = { "kind": "community", 
/**
 * Who made it: the repository's owner (`BSData`), what the main view names.
 */
by: string, 
/**
 * The repository (`BSData/runewars`), behind "Details".
 */
repository: string, 
/**
 * The commit, shortened (`98b69cf`).
 */
commit: string, 
/**
 * True for BattleScribe data.
 */
battlescribe: boolean, } | { "kind": "rulebook", 
/**
 * The book as the pack names it.
 */
book: string, } | { "kind": "communityValues", 
/**
 * What the source is, in words, in both languages, as the pack states it.
 */
what: Words, 
/**
 * Who made it: the repository's owner (`mathey96`).
 */
by: string, 
/**
 * The repository (`mathey96/diskbuilder`).
 */
repository: string, 
/**
 * The commit, shortened (`df47244`), behind "Details".
 */
commit: string, 
/**
 * The commit's date (`2025-07-06`); null when the source does not record it.
 */
date: string | null, } | { "kind": "stated", 
/**
 * The pack's words.
 */
text: string, };

/**
 * One finding about a list.
 */
export type Diagnostic = { 
/**
 * Stable code, `game.area.what`, e.g. `runewars.points.over_limit`.
 */
code: string, 
/**
 * How serious it is.
 */
severity: Severity, 
/**
 * The rule it enforces, `game:ID`, e.g. `runewars:R-PTS-1`.
 */
rule: string, 
/**
 * JSON pointer (RFC 6901) into the list document; empty for the whole document.
 */
path: string, 
/**
 * What is wrong, in the requested language.
 */
message: string, 
/**
 * How to fix it, in the requested language.
 */
help: string, 
/**
 * The values this finding's rule waits for, which the data does not give (empty for
 * a rule that was checked): a warning that waits leaves the list unconfirmed.
 */
waits_for: Array<UnknownValue>, };

/**
 * What an activated disc did (§3.3).
 */
export type DiskwarsAction = "move" | "focus" | "ranged" | "pass" | "reinforce";

/**
 * One line of what a Diskwars box holds, named in the requested language.
 */
export type DiskwarsBoxLine = { 
/**
 * `disc`, `command-card`, `deployment-card`, `terrain` or `scenario-card`.
 */
kind: string, 
/**
 * The catalogue id.
 */
item: string, 
/**
 * Its name (the id when the catalogue has no such item).
 */
name: string, 
/**
 * How many.
 */
count: number, };

/**
 * A counted total of a box.
 */
export type DiskwarsBoxTotal = { 
/**
 * What is counted.
 */
what: DiskwarsTally, 
/**
 * How many.
 */
count: number, 
/**
 * Where it is stated.
 */
source: string, };

/**
 * A Diskwars box as `diskwars_catalog` gives it: what it holds per item where the
 * rulebook says so, whether that is all of it, and the totals the rulebook states.
 */
export type DiskwarsBoxView = { 
/**
 * `core-set`.
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * The items owning the box counts as owning.
 */
contents: Array<DiskwarsBoxLine>, 
/**
 * False when `contents` does not account for everything in the box: the core set's
 * rulebook counts its discs by size, never by disc, so the player counts their own.
 */
contentsComplete: boolean, 
/**
 * Totals by kind of component (`small-discs`, `command-cards`…) with their source.
 */
totals: Array<DiskwarsBoxTotal>, 
/**
 * Where the rulebook lists the contents.
 */
source: string, };

/**
 * A command card of a side's hand, with what the data knows of it.
 */
export type DiskwarsCardInfo = { 
/**
 * The card's id.
 */
id: string, 
/**
 * Its title.
 */
name: DiskwarsName, 
/**
 * Its strategy, where known.
 */
strategy: DiskwarsStrategy | null, 
/**
 * Its activation value, where known.
 */
value: number | null, };

/**
 * `diskwars_catalog`'s answer.
 */
export type DiskwarsCatalogView = { 
/**
 * Order and Destruction.
 */
factions: Array<Named>, 
/**
 * The races.
 */
races: Array<DiskwarsRaceView>, 
/**
 * Heroes and units.
 */
discs: Array<DiskwarsDiscView>, 
/**
 * Command cards.
 */
commandCards: Array<DiskwarsCommandCardView>, 
/**
 * The pre-built regiments.
 */
preBuiltRegiments: Array<DiskwarsPreBuiltRegimentView>, 
/**
 * The introductory armies.
 */
introductoryArmies: Array<DiskwarsIntroductoryArmyView>, 
/**
 * The boxes, as the collection page shows them.
 */
boxes: Array<DiskwarsBoxView>, 
/**
 * Where the community values come from, for whoever opens "Details" (repository,
 * commit, file: `CommunityReference::details`); null when none is taken.
 */
communityDetails: string | null, };

/**
 * One cell the player typed in the app's values table: the disc or card (`kind` `disc` or
 * `command-card`, `id`), the column (`cost`, `size`, `movement`, `restriction`…, as the
 * CSV table names them) and the text, read as a table's cell is (`small`, `yes`, `3`; empty
 * takes the player's value off).
 */
export type DiskwarsCellEdit = { 
/**
 * `disc` or `command-card`.
 */
kind: string, 
/**
 * The disc's or card's id.
 */
id: string, 
/**
 * The column.
 */
column: string, 
/**
 * What was typed.
 */
text: string, };

/**
 * A cell refused, and why, in the player's language.
 */
export type DiskwarsCellFault = { 
/**
 * `disc` or `command-card`.
 */
kind: string, 
/**
 * The disc's or card's id.
 */
id: string, 
/**
 * The column.
 */
column: string, 
/**
 * Why it is refused.
 */
message: string, };

/**
 * For each one-tap action: `null` when the rules would take it now, otherwise the message of
 * their refusal (in the requested language). Per-disc entries are `[side][disc]`.
 */
export type DiskwarsChecks = { 
/**
 * The disc activates with the card resolving now: null when some action would be taken
 * (from the reserve it reinforces), otherwise why not.
 */
activate: Array<Array<string | null>>, 
/**
 * The actions the rules would take for the disc now (`move`, `focus`, `ranged`, `pass`,
 * `reinforce`); empty when it may not activate.
 */
actions: Array<Array<Array<DiskwarsAction>>>, 
/**
 * A Power token put on (or taken off, when it has one).
 */
empower: Array<Array<string | null>>, 
/**
 * An Activation token put on by hand (or taken off, when it has one).
 */
activationToken: Array<Array<string | null>>, 
/**
 * The disc goes to its owner's casualty pile without damage.
 */
remove: Array<Array<string | null>>, 
/**
 * Per side: its secret objective may be recorded now.
 */
objective: Array<string | null>, 
/**
 * Per side: the victory points of its objective may be typed now (the pack lacks its
 * rule).
 */
score: Array<string | null>, 
/**
 * The card resolving now is done.
 */
resolved: string | null, 
/**
 * Melee is over: the End phase.
 */
endRound: string | null, };

/**
 * A command card.
 */
export type DiskwarsCommandCardView = { 
/**
 * Its id.
 */
id: string, 
/**
 * Its title.
 */
name: string, 
/**
 * `bold`, `direct`, `cunning` or `slow`.
 */
strategy: DiskwarsValueView<DiskwarsStrategy> | null, 
/**
 * Its activation value.
 */
value: DiskwarsValueView<number> | null, 
/**
 * `none`, `order-only` or `destruction-only`.
 */
restriction: DiskwarsValueView<DiskwarsRestriction> | null, 
/**
 * Readings that are not values, by field.
 */
hints: { [key in string]: string }, };

/**
 * A deployment card of the pack, with its text face's value where known.
 */
export type DiskwarsDeploymentInfo = { 
/**
 * The card's id.
 */
id: string, 
/**
 * Its name.
 */
name: DiskwarsName, 
/**
 * The text face's deployment value, where known.
 */
value: number | null, };

/**
 * A hero leads a regiment and brings recruitment points; a unit is recruited with them.
 */
export type DiskwarsDiscKind = "hero" | "unit";

/**
 * A disc's Toughness and Vigor as they are now (empowered, battle abilities, the active
 * scenario), where the printed value is known.
 */
export type DiskwarsDiscNow = { toughness: number | null, vigor: number | null, };

/**
 * A disc of a side: the side (0-based) and the disc's flat index in that side's list
 * (regiment by regiment, each hero before its units).
 */
export type DiskwarsDiscRef = { 
/**
 * The side.
 */
side: number, 
/**
 * The disc.
 */
disc: number, };

/**
 * A disc in play.
 */
export type DiskwarsDiscState = { 
/**
 * The disc's id.
 */
id: string, 
/**
 * Its name.
 */
name: DiskwarsName, 
/**
 * The regiment it belongs to (index into the list's regiments).
 */
regiment: number, 
/**
 * The regiment's hero.
 */
hero: boolean, 
/**
 * Printed Toughness, where known.
 */
toughness: number | null, 
/**
 * Printed Vigor, where known.
 */
vigor: number | null, 
/**
 * Where it is.
 */
location: DiskwarsLocation, 
/**
 * Carries an Activation token.
 */
activated: boolean, 
/**
 * Damage tokens.
 */
damage: number, 
/**
 * Carries a Power token.
 */
empowered: boolean, 
/**
 * Wound tokens (they stay from round to round).
 */
wounds: number, 
/**
 * Toughness changed until the End phase (battle-ability tokens).
 */
toughness_change: number, 
/**
 * Pinned by a disc, friend or enemy: it cannot activate.
 */
pinned: boolean, 
/**
 * Pins or is pinned by an enemy.
 */
engaged: boolean, 
/**
 * Pinned by an enemy and pinning an enemy (hostigado).
 */
embattled: boolean, };

/**
 * A hero or unit disc.
 */
export type DiskwarsDiscView = { 
/**
 * Its id.
 */
id: string, 
/**
 * Its name (the Spanish one where no English name is known).
 */
name: string, 
/**
 * `hero` or `unit`.
 */
kind: DiskwarsDiscKind, 
/**
 * The race id.
 */
race: DiskwarsValueView<string> | null, 
/**
 * `small`, `medium` or `large`.
 */
size: DiskwarsValueView<DiskwarsSize> | null, 
/**
 * Unique.
 */
unique: DiskwarsValueView<boolean> | null, 
/**
 * Elite.
 */
elite: DiskwarsValueView<boolean> | null, 
/**
 * A hero's recruitment points.
 */
recruitmentPoints: DiskwarsValueView<number> | null, 
/**
 * A hero's command value.
 */
command: DiskwarsValueView<number> | null, 
/**
 * A unit's recruitment cost.
 */
cost: DiskwarsValueView<number> | null, 
/**
 * The printed stats.
 */
stats: DiskwarsStatsView, 
/**
 * Readings that are not values (what the digest read off a figure), by field, for a
 * player checking their own disc; never used as a value.
 */
hints: { [key in string]: string }, };

/**
 * Why a community value is doubtful: shown beside it, and the reason it never makes a list
 * illegal on its own.
 */
export type DiskwarsDoubt = "alias" | "probable-alias" | "hint-disagrees" | "regiments-use-more";

/**
 * How the game ended.
 */
export type DiskwarsEnding = { "kind": "elimination", 
/**
 * The player left, if any.
 */
winner: number | null, 
/**
 * The players eliminated by the last event.
 */
last_eliminated: Array<number>, } | { "kind": "last_round" };

/**
 * How sure the English name is. The rulebook is Spanish; English names come from the
 * digest.
 */
export type DiskwarsEnglishBasis = "external" | "unverified" | "literal";

/**
 * Copies of one disc.
 */
export type DiskwarsEntryView = { 
/**
 * The disc id.
 */
disc: string, 
/**
 * How many.
 */
count: number, };

/**
 * One thing that happened at the table.
 */
export type DiskwarsEvent = { "type": "initiative", 
/**
 * The d6 per side (1–6), `null` for a side that does not roll.
 */
rolls: Array<number | null>, 
/**
 * Each side's unspent recruitment points as the players read them (standard game),
 * where the data cannot compute them; `null` or left out where it can.
 */
unspent: Array<number | null>, } | { "type": "assign_initiative", 
/**
 * Who assigns.
 */
side: number, 
/**
 * The sides in initiative order.
 */
order: Array<number>, } | { "type": "scenario", 
/**
 * Who chose.
 */
side: number, 
/**
 * The scenario card's id; `null` for a card the pack does not hold.
 */
card: string | null, } | { "type": "objective", 
/**
 * Whose.
 */
side: number, 
/**
 * The scenario card's id; `null` for a card the pack does not hold (its victory
 * points are typed at the end).
 */
card: string | null, } | { "type": "deployment_card", 
/**
 * Who picked.
 */
side: number, 
/**
 * The card's id; `null` for a card the pack does not hold.
 */
card: string | null, 
/**
 * The face up.
 */
face: DiskwarsFace, 
/**
 * Its deployment value as printed, where the data does not know it (text face).
 */
value: number | null, } | { "type": "deploy", 
/**
 * Who deployed.
 */
side: number, 
/**
 * The discs deployed.
 */
discs: Array<number>, } | { "type": "reveal", 
/**
 * The card per side.
 */
cards: Array<string | null>, 
/**
 * The resolution order, by side.
 */
order: Array<number> | null, } | { "type": "activate", 
/**
 * The side.
 */
side: number, 
/**
 * The disc.
 */
disc: number, 
/**
 * What it did.
 */
action: DiskwarsAction, 
/**
 * The discs it pins once it stands still (replaces what it pinned before); left out,
 * its pins stay as they are.
 */
pins: Array<DiskwarsDiscRef> | null, 
/**
 * Activated by a special ability (Kairos bringing a unit in), not by the card: it
 * does not count against the card's value and may be any side's disc.
 */
by_ability: boolean, } | { "type": "resolved", 
/**
 * Its player.
 */
side: number, } | { "type": "pin", 
/**
 * The disc on top.
 */
top: DiskwarsDiscRef, 
/**
 * The disc under it.
 */
bottom: DiskwarsDiscRef, } | { "type": "unpin", 
/**
 * The disc on top.
 */
top: DiskwarsDiscRef, 
/**
 * The disc under it.
 */
bottom: DiskwarsDiscRef, } | { "type": "damage", 
/**
 * Per disc.
 */
hits: Array<DiskwarsHit>, } | { "type": "removed", 
/**
 * The discs.
 */
discs: Array<DiskwarsDiscRef>, } | { "type": "token", 
/**
 * The side.
 */
side: number, 
/**
 * The disc.
 */
disc: number, 
/**
 * Which token.
 */
token: DiskwarsTokenKind, 
/**
 * On or off.
 */
on: boolean, } | { "type": "toughness", 
/**
 * The side.
 */
side: number, 
/**
 * The disc.
 */
disc: number, 
/**
 * The change.
 */
change: number, } | { "type": "end_round" } | { "type": "score", 
/**
 * The side.
 */
side: number, 
/**
 * Victory points.
 */
vp: number, };

/**
 * Which face of a deployment card is up (§2.1 step 6).
 */
export type DiskwarsFace = "text" | "plain";

/**
 * Damage dealt to one disc in a damage event.
 */
export type DiskwarsHit = { 
/**
 * The disc's side.
 */
side: number, 
/**
 * The disc.
 */
disc: number, 
/**
 * Damage dealt (damage tokens put on it).
 */
amount: number, 
/**
 * A wound dealt directly, without damage (Tyrion's roll of 6).
 */
wound: boolean, 
/**
 * What it did, as the players saw it: needed where the data lacks the disc's Toughness
 * or Vigor, checked against the rules where it knows them.
 */
result: DiskwarsHitResult | null, };

/**
 * What a disc's damage did (§3.4).
 */
export type DiskwarsHitResult = "no_wound" | "wound" | "removed";

/**
 * An introductory army of the rulebook.
 */
export type DiskwarsIntroductoryArmyView = { 
/**
 * Its id.
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * Its discs, hero included.
 */
discs: Array<DiskwarsEntryView>, 
/**
 * Its hand of command cards.
 */
commandCards: Array<string>, };

/**
 * A Diskwars army list.
 */
export type DiskwarsList = { 
/**
 * Always `muster-list/1`.
 */
format: string, 
/**
 * Always `diskwars`.
 */
game: string, 
/**
 * The list's name.
 */
name: string, 
/**
 * Standard, or one of the introductory armies.
 */
mode?: DiskwarsMode, 
/**
 * The regiment count the players agreed (R-REG-1: 2 for a short game, 3 for a long
 * one; the same for every player). Not needed in the introductory mode.
 */
regiment_count?: number | null, 
/**
 * The regiments, in the order the player wrote them.
 */
regiments: Array<DiskwarsRegiment>, 
/**
 * The command hand: card ids, each at most once (R-CMD-2).
 */
command_cards: Array<string>, 
/**
 * Free notes for the player; never read by the rules.
 */
notes?: string | null, };

/**
 * Where a disc is.
 */
export type DiskwarsLocation = "undeployed" | "battlefield" | "reserve" | "casualty";

/**
 * Everything a Diskwars tracker shows.
 */
export type DiskwarsMatch = { 
/**
 * Standard or introductory.
 */
mode: DiskwarsMode, 
/**
 * The players, in set-up order.
 */
sides: Array<DiskwarsSide>, 
/**
 * Where the game is.
 */
stage: DiskwarsStage, 
/**
 * The round (0 during set-up, then 1–5).
 */
round: number, 
/**
 * The sides that must roll again for initiative after a tie.
 */
reroll: Array<number>, 
/**
 * The side with the highest initiative total, who gives out the tokens.
 */
initiative_winner: number | null, 
/**
 * The sides in initiative order, the first player first (empty until assigned).
 */
initiative_order: Array<number>, 
/**
 * The active scenario card (its ability applies; its objective never scores); `None`
 * before it is chosen or when it is a card the pack does not hold.
 */
active_scenario: string | null, 
/**
 * Every hero has 1 Vigor less (the active scenario says so, p.12).
 */
heroes_lose_vigor: boolean, 
/**
 * Regiments of every army together: the deployment cards dealt.
 */
regiments: number, 
/**
 * Whose pick or deployment it is (set-up).
 */
next: number | null, 
/**
 * The activation step under way.
 */
step: DiskwarsStep | null, 
/**
 * Which disc pins which.
 */
pins: Array<DiskwarsPin>, 
/**
 * How the game ended, once over.
 */
ending: DiskwarsEnding | null, 
/**
 * The pack's scenario cards (for the active scenario and the secret objectives).
 */
scenario_cards: Array<DiskwarsScenarioInfo>, 
/**
 * The pack's deployment cards.
 */
deployment_deck: Array<DiskwarsDeploymentInfo>, };

/**
 * How the army will be played.
 */
export type DiskwarsMode = "standard" | "introductory";

/**
 * A name: Spanish as the rulebook prints it, English where the digest gives one.
 */
export type DiskwarsName = { 
/**
 * The Spanish name as printed.
 */
es: string, 
/**
 * The English name, where the digest gives one.
 */
en?: string | null, 
/**
 * How sure the English name is; present exactly when `en` is.
 */
en_basis?: DiskwarsEnglishBasis | null, };

/**
 * A value the player's saved lists wait for: which disc or card, which column, and the
 * names of the lists whose verdict waits for it.
 */
export type DiskwarsNeededValue = { 
/**
 * `disc` or `command-card`.
 */
kind: string, 
/**
 * The disc's or card's id.
 */
id: string, 
/**
 * The column, as the table names it (`size`, `elite`, `restriction`…).
 */
column: string, 
/**
 * The saved lists that wait for it.
 */
lists: Array<string>, };

/**
 * A scenario card's objective: victory points per counted casualty.
 */
export type DiskwarsObjective = { 
/**
 * Victory points for each.
 */
vp: number, 
/**
 * What is counted.
 */
per: DiskwarsObjectiveCount, 
/**
 * Where it is stated.
 */
source: string, };

/**
 * What an objective counts.
 */
export type DiskwarsObjectiveCount = "enemy-casualty" | "enemy-hero-casualty";

/**
 * A disc lying directly on another.
 */
export type DiskwarsPin = { 
/**
 * The disc on top.
 */
top: DiskwarsDiscRef, 
/**
 * The disc it pins.
 */
bottom: DiskwarsDiscRef, };

/**
 * A deployment card a side placed on its edge.
 */
export type DiskwarsPlacedCard = { 
/**
 * The card's id (none for the introductory scenario's plain cards).
 */
card: string | null, 
/**
 * The face up.
 */
face: DiskwarsFace, 
/**
 * Its deployment value.
 */
value: number, };

/**
 * A pre-built regiment of the rulebook.
 */
export type DiskwarsPreBuiltRegimentView = { 
/**
 * Its id.
 */
id: string, 
/**
 * The hero's disc id.
 */
hero: string, 
/**
 * The units it recruits.
 */
units: Array<DiskwarsEntryView>, 
/**
 * The command cards it brings.
 */
commandCards: Array<string>, };

/**
 * A race and the faction it belongs to.
 */
export type DiskwarsRaceView = { 
/**
 * `chaos`, `orcs`…
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * The faction id (`order`, `destruction`).
 */
faction: string, };

/**
 * One regiment: its hero and the units recruited with the hero's points, one id per disc
 * (three Orc Boyz are the id three times).
 */
export type DiskwarsRegiment = { 
/**
 * The leading hero's disc id.
 */
hero: string, 
/**
 * The recruited units, one id per disc.
 */
units: Array<string>, };

/**
 * One regiment's totals.
 */
export type DiskwarsRegimentTotals = { 
/**
 * The hero's id.
 */
hero: string, 
/**
 * The hero's race id, when known.
 */
race: string | null, 
/**
 * The hero's recruitment points, when known.
 */
points: number | null, 
/**
 * What the units cost.
 */
spent: DiskwarsSpent, 
/**
 * Points left (`points − spent`), when both are fully known; negative when over.
 */
left: number | null, 
/**
 * Small units (R-SIZE-1; the hero not counted).
 */
small: number, 
/**
 * Medium and large units.
 */
larger: number, 
/**
 * Units whose size is unknown.
 */
unknown_size: number, 
/**
 * Elite discs known to be elite (R-ELITE-1), the hero included: the rule limits the
 * regiment, and only the size rule leaves the hero out.
 */
elite: number, 
/**
 * Units in the regiment.
 */
units: number, };

/**
 * Who may choose a command card (R-CMD-3).
 */
export type DiskwarsRestriction = "none" | "order-only" | "destruction-only";

/**
 * A scenario card of the pack, with what the data knows of its objective.
 */
export type DiskwarsScenarioInfo = { 
/**
 * The card's id.
 */
id: string, 
/**
 * Its name.
 */
name: DiskwarsName, 
/**
 * A special scenario card (chosen before the set-up; not tracked).
 */
special: boolean, 
/**
 * Its objective's victory points, where the data knows them.
 */
objective: DiskwarsObjective | null, };

/**
 * A player in play.
 */
export type DiskwarsSide = { 
/**
 * The player's name.
 */
player: string, 
/**
 * The army's faction id, when its discs name one.
 */
faction: string | null, 
/**
 * Unspent recruitment points (standard game): computed from the data, or as typed.
 */
unspent: number | null, 
/**
 * The player's last initiative roll.
 */
roll: number | null, 
/**
 * That roll plus the unspent points (standard game).
 */
initiative_total: number | null, 
/**
 * The initiative token: 1 is the large token (the first player), then 2, 3, 4.
 */
initiative: number | null, 
/**
 * The command cards the player brought.
 */
cards: Array<DiskwarsCardInfo>, 
/**
 * Card ids in hand.
 */
hand: Array<string>, 
/**
 * Card ids in the discard pile (public).
 */
discard: Array<string>, 
/**
 * The secret objective is recorded.
 */
objective_recorded: boolean, 
/**
 * The secret objective card, once recorded (`None` then: a card the pack does not
 * hold).
 */
objective: string | null, 
/**
 * Victory points typed for an objective whose rule the data lacks.
 */
objective_vp: number | null, 
/**
 * The deployment cards on the player's edge.
 */
deployment_cards: Array<DiskwarsPlacedCard>, 
/**
 * Their values' sum: the discs the player deploys.
 */
deployment_value: number, 
/**
 * Has deployed.
 */
deployed: boolean, 
/**
 * Out of the game: no disc left on the battlefield.
 */
eliminated: boolean, 
/**
 * Reserve discs moved to the casualty pile at the end of round 5.
 */
reserve_lost: number, 
/**
 * The discs, by flat index.
 */
discs: Array<DiskwarsDiscState>, };

/**
 * Disc sizes (R-SIZE-1, R-COPY-1).
 */
export type DiskwarsSize = "small" | "medium" | "large";

/**
 * A sum of costs where some may be unknown.
 */
export type DiskwarsSpent = { 
/**
 * The sum of the known costs.
 */
known: number, 
/**
 * How many discs have no known cost (the sum is then a lower bound).
 */
unknown: number, };

/**
 * Where the game is.
 */
export type DiskwarsStage = "initiative" | "assign_initiative" | "scenario" | "deployment_cards" | "deploy" | "choose" | "resolve" | "melee" | "scoring" | "over";

/**
 * A disc's printed stats, each known or `null`.
 */
export type DiskwarsStatsView = { 
/**
 * Movement.
 */
movement: DiskwarsValueView<number> | null, 
/**
 * Attack strength.
 */
attack: DiskwarsValueView<number> | null, 
/**
 * Counterattack strength.
 */
counterattack: DiskwarsValueView<number> | null, 
/**
 * Toughness.
 */
toughness: DiskwarsValueView<number> | null, 
/**
 * Vigor.
 */
vigor: DiskwarsValueView<number> | null, };

/**
 * The activation step under way: the cards revealed and their resolution.
 */
export type DiskwarsStep = { 
/**
 * The card each side revealed (`None`: no card).
 */
revealed: Array<string | null>, 
/**
 * The sides in resolution order.
 */
order: Array<number>, 
/**
 * The place in `order` of the card resolving now.
 */
position: number, 
/**
 * Discs the card resolving now has activated.
 */
activations: number, };

/**
 * The four strategies of command cards (p.7): Bold beats Direct beats Cunning beats Bold;
 * Slow goes last.
 */
export type DiskwarsStrategy = "bold" | "direct" | "cunning" | "slow";

/**
 * What a box total counts (the contents list of p.3).
 */
export type DiskwarsTally = "small-discs" | "medium-discs" | "large-discs" | "command-cards" | "deployment-cards" | "terrain-cards" | "scenario-cards" | "special-scenario-cards" | "terrain-pieces" | "six-sided-dice" | "battle-dice" | "activation-tokens" | "damage-tokens" | "wound-tokens" | "power-tokens" | "initiative-tokens" | "battle-ability-tokens" | "battlefield-corners" | "range-rulers";

/**
 * The tokens the players put on or take off by hand (crits, abilities).
 */
export type DiskwarsTokenKind = "activation" | "power";

/**
 * The whole list's totals.
 */
export type DiskwarsTotals = { 
/**
 * The army's faction id (`order`, `destruction`), when its discs name exactly one.
 */
faction: string | null, 
/**
 * The agreed regiment count.
 */
regiment_count: number | null, 
/**
 * Per regiment, in list order.
 */
regiments: Array<DiskwarsRegimentTotals>, 
/**
 * Unspent points of the whole army (added to the initiative roll), when every
 * regiment's are known.
 */
unspent: number | null, 
/**
 * Cards in the hand.
 */
hand: number, 
/**
 * The hand size the heroes allow (Σ command values), when every value is known.
 */
hand_limit: number | null, 
/**
 * Discs in the army, heroes included.
 */
discs: number, };

/**
 * What the tracker shows of a Diskwars match.
 */
export type DiskwarsTracker = { 
/**
 * Rounds in a game (5).
 */
rounds: number, 
/**
 * The side whose command card resolves now (Activation phase, step 2), or null.
 */
resolving: number | null, 
/**
 * The sides in the order they deploy (empty until the initiative order is known).
 */
deployOrder: Array<number>, 
/**
 * Per side: how many discs it deploys (its deployment value, or all its discs when it
 * has fewer).
 */
deployCount: Array<number>, 
/**
 * Per side: whether the players must type its unspent recruitment points with the
 * initiative roll (a standard game whose costs the pack does not all know).
 */
typeUnspent: Array<boolean>, 
/**
 * Per `[side][disc]`: Toughness and Vigor now, where the pack knows them (null: the
 * players say what damage did).
 */
discs: Array<Array<DiskwarsDiscNow>>, 
/**
 * The timeline's events, oldest first, each written flat as in the match file; the
 * first `head` count, the rest were undone (a redo brings them back).
 */
events: Array<DiskwarsEvent>, 
/**
 * Whether each one-tap action would be taken now.
 */
checks: DiskwarsChecks, 
/**
 * The match's id.
 */
id: number, 
/**
 * The state now.
 */
state: DiskwarsMatch, 
/**
 * The result, once the game is over.
 */
outcome: Outcome | null, 
/**
 * Each side's score as it stands now.
 */
scores: Array<SideScore>, 
/**
 * How many events of the timeline count.
 */
head: number, 
/**
 * Events in the timeline (undone ones after `head` included).
 */
timeline: number, 
/**
 * Entries in the log, undo and redo included.
 */
log: number, 
/**
 * Something to undo.
 */
canUndo: boolean, 
/**
 * Something to redo.
 */
canRedo: boolean, 
/**
 * When the result was kept in the history; null while in progress.
 */
finishedAt: number | null, };

/**
 * A value the data states: the value, where it is stated, whether the player entered it or
 * it comes from community data, and why that is doubtful. An unknown value is `null` in
 * its place.
 */
export type DiskwarsValueView<T> = { 
/**
 * The value.
 */
value: T, 
/**
 * Where it is stated, in the player's language and without the prefix saying whose it
 * is (`user` and `community` say that): `rulebook p.17`, `reglamento p. 17`.
 */
source: string, 
/**
 * Entered by the player rather than shipped.
 */
user: boolean, 
/**
 * Taken from community data, not the rulebook: the player's own disc may replace it.
 */
community: boolean, 
/**
 * Why a community value is doubtful (it then never makes a list illegal on its own).
 */
doubt: DiskwarsDoubt | null, 
/**
 * For a community value, what only someone checking it needs (repository, commit,
 * file and line), shown behind "Details"; null otherwise.
 */
details: string | null, };

/**
 * Why a job failed, stable and `area.what`: what the UI branches on and translates
 * (generated into `ui/src/lib/bindings.ts` as `ErrorCode`), written as its text.
 */
export type ErrorCode = "args.invalid" | "data.broken" | "data.refused" | "deck.link" | "deck.text" | "file.io" | "list.invalid" | "list.text" | "match.file" | "match.finished" | "match.game" | "match.not_over" | "match.refused" | "match.setup" | "match.stored" | "record.invalid" | "roster.refused" | "settings.invalid" | "store.bad_import" | "store.conflict" | "store.damaged" | "store.error" | "store.invalid" | "store.io" | "store.newer_schema" | "store.not_a_library" | "store.not_found";

/**
 * One faction's record.
 */
export type FactionRecordView = { 
/**
 * The game.
 */
game: string, 
/**
 * The faction id.
 */
faction: string, 
/**
 * Finished matches.
 */
played: number, 
/**
 * Won.
 */
won: number, 
/**
 * Lost.
 */
lost: number, 
/**
 * Drawn.
 */
drawn: number, };

/**
 * One game's data: its shipped packs as they state themselves, and the player's own.
 */
export type GameData = { 
/**
 * The game id (`sigmar`).
 */
id: string, 
/**
 * The game's name as players know it.
 */
title: string, 
/**
 * How many packs ship (Age of Sigmar: one per faction; the other games one).
 */
packs: number, 
/**
 * The matched-play seasons the packs were made for (`ghb-2026-27`), each once; empty
 * when the packs name none.
 */
seasons: Array<string>, 
/**
 * Where the packs come from, each source once.
 */
sources: Array<DataSource>, 
/**
 * The packs the player imported (Age of Sigmar); null for a game that takes none.
 */
own: OwnPacks | null, };

/**
 * One game of the four Muster is for.
 */
export type GameInfo = { 
/**
 * The game id used in list documents (`runewars`).
 */
id: string, 
/**
 * The game's name as players know it.
 */
title: string, 
/**
 * True when Muster builds and checks armies of this game.
 */
supported: boolean, 
/**
 * What Muster does for this game and what its shipped data holds.
 */
note: Words, };

/**
 * One thing drawn on a page.
 */
export type Item = { "kind": "text", 
/**
 * Left edge.
 */
x: number, 
/**
 * Baseline.
 */
y: number, 
/**
 * Font size in points.
 */
size: number, 
/**
 * Regular or bold.
 */
weight: Weight, 
/**
 * Colour, RGB.
 */
color: [number, number, number], 
/**
 * The text.
 */
text: string, 
/**
 * Its measured width.
 */
width: number, } | { "kind": "line", 
/**
 * Start.
 */
x1: number, 
/**
 * Start.
 */
y1: number, 
/**
 * End.
 */
x2: number, 
/**
 * End.
 */
y2: number, 
/**
 * Stroke width.
 */
thickness: number, 
/**
 * Colour, RGB.
 */
color: [number, number, number], } | { "kind": "shape", 
/**
 * The points, in order.
 */
points: Array<[number, number]>, 
/**
 * Joins the last point to the first.
 */
closed: boolean, 
/**
 * Stroke width.
 */
thickness: number, 
/**
 * Stroke colour, RGB.
 */
color: [number, number, number], 
/**
 * The colour inside, RGB; `None` for a bare stroke.
 */
fill: [number, number, number] | null, } | { "kind": "rect", 
/**
 * Left edge.
 */
x: number, 
/**
 * Top edge.
 */
y: number, 
/**
 * Width.
 */
width: number, 
/**
 * Height.
 */
height: number, 
/**
 * Stroke width.
 */
thickness: number, 
/**
 * Colour, RGB.
 */
color: [number, number, number], };

/**
 * A language Muster speaks to its users.
 */
export type Lang = "en" | "es";

/**
 * A whole printed document.
 */
export type Layout = { 
/**
 * The paper size.
 */
paper: Paper, 
/**
 * Page width in points.
 */
width: number, 
/**
 * Page height in points.
 */
height: number, 
/**
 * The pages, in order.
 */
pages: Array<Page>, };

/**
 * A list document of any game, as the UI writes it (`"format": "muster-list/1"`).
 */
export type ListDocument = RuneWarsList | DiskwarsList | SigmarList | UnderworldsList;

/**
 * One saved list's record.
 */
export type ListRecordView = { 
/**
 * The list.
 */
listId: number, 
/**
 * Its name now.
 */
name: string, 
/**
 * Its game.
 */
game: string, 
/**
 * Finished matches.
 */
played: number, 
/**
 * Won.
 */
won: number, 
/**
 * Lost.
 */
lost: number, 
/**
 * Drawn.
 */
drawn: number, };

/**
 * A saved list without its document.
 */
export type ListSummary = { 
/**
 * The list's id.
 */
id: number, 
/**
 * Its name.
 */
name: string, 
/**
 * The game id.
 */
game: string, 
/**
 * The faction id.
 */
faction: string, 
/**
 * The player's notes, or null.
 */
notes: string | null, 
/**
 * The current version number.
 */
version: number, 
/**
 * When version 1 was saved (unix ms).
 */
createdAt: number, 
/**
 * When the current version was saved (unix ms).
 */
updatedAt: number, };

/**
 * A name as printed on a card or in a rulebook, in English and (where a source gives it)
 * Spanish. A missing Spanish name falls back to the English one; it is never invented.
 */
export type LocalizedName = { 
/**
 * The English name, the one ids are made from.
 */
en: string, 
/**
 * The Spanish name, where the Spanish rulebook or a cited source gives it.
 */
es?: string | null, };

/**
 * What `match_record` takes: an event of the match's game (written flat, `{"type":
 * "deploy", …}`), or a move of the timeline's head.
 */
export type MatchEntry = RuneWarsEvent | DiskwarsEvent | SigmarEvent | UnderworldsEvent | TimelineMove;

/**
 * How a finished match went for the player.
 */
export type MatchOutcome = "won" | "lost" | "drawn";

/**
 * One match of the history, as the app lists it.
 */
export type MatchRow = { 
/**
 * The match's id.
 */
id: number, 
/**
 * The game id.
 */
game: string, 
/**
 * When it was started (unix ms).
 */
createdAt: number, 
/**
 * When its result was kept, or null while it is in progress.
 */
finishedAt: number | null, 
/**
 * The player's name, from the set-up.
 */
player: string | null, 
/**
 * The opponent's name (the other players', comma-separated, in a Diskwars match of
 * three or four).
 */
opponent: string | null, 
/**
 * The player's saved list, if it still exists.
 */
listId: number | null, 
/**
 * The player's list's name as played (from the set-up).
 */
listName: string | null, 
/**
 * The opponent's saved list, if it still exists.
 */
opponentListId: number | null, 
/**
 * The opponent's list's name as played (the other players', comma-separated).
 */
opponentListName: string | null, 
/**
 * The player's faction id.
 */
faction: string | null, 
/**
 * The opponent's faction id.
 */
opponentFaction: string | null, 
/**
 * `won`, `lost` or `drawn` for the player, once finished.
 */
outcome: MatchOutcome | null, 
/**
 * The kept result (winner, scores with their parts, reasoning in the language of the
 * moment it was kept), once finished.
 */
result: Outcome | null, 
/**
 * Entries in its log.
 */
events: number, };

/**
 * An id and its name in the requested language.
 */
export type Named = { 
/**
 * The stable id.
 */
id: string, 
/**
 * The name.
 */
name: string, };

/**
 * `list_open`'s answer.
 */
export type OpenedList = { 
/**
 * The list's summary.
 */
summary: ListSummary, 
/**
 * Its current document.
 */
document: ListDocument, };

/**
 * How a finished match ended: winner, each side's score, and the reasoning.
 */
export type Outcome = { 
/**
 * The winning side (index into the players), or `None` for a draw.
 */
winner: number | null, 
/**
 * Each side's score, in player order.
 */
scores: Array<SideScore>, 
/**
 * What decided it, as a stable code (`elimination`, `score`, `draw`…).
 */
decided_by: string, 
/**
 * The rule that decided it (`runewars:§44.3`).
 */
rule: string, 
/**
 * The reasoning in the requested language, one sentence per line.
 */
reasoning: Array<string>, };

/**
 * A pack the player imported.
 */
export type OwnPack = { 
/**
 * Its faction's name.
 */
name: string, 
/**
 * True when it is used instead of the shipped pack of its faction.
 */
replacesShipped: boolean, };

/**
 * The packs a player imported for a game, and where they are read from.
 */
export type OwnPacks = { 
/**
 * The folder beside the library the packs are read from (it may not exist yet).
 */
folder: string, 
/**
 * The packs, in the catalogue's order.
 */
packs: Array<OwnPack>, 
/**
 * True when the folder's packs do not load (none is used until they do; the builder
 * says which file is at fault and where).
 */
unreadable: boolean, };

/**
 * One page.
 */
export type Page = { 
/**
 * What is drawn, in drawing order.
 */
items: Array<Item>, };

/**
 * The paper a list is printed on.
 */
export type Paper = "a4" | "letter";

/**
 * What a print asks for: `{ lang, paper, player, date, playSheet }`.
 */
export type PrintRequest = { 
/**
 * The language of the printed list.
 */
lang: Lang, 
/**
 * A4 or Letter.
 */
paper: Paper, 
/**
 * The player's name for the header; null or blank prints none.
 */
player: string | null, 
/**
 * The date for the header (`YYYY-MM-DD`; the app sends the user's local day, the
 * command line today in UTC unless told).
 */
date: string, 
/**
 * Adds the table page (key numbers and tracking boxes).
 */
playSheet: boolean, };

/**
 * `match_record`'s answer: the view after the entry, and the rules' refusal when they did
 * not take it (then nothing changed).
 */
export type Recorded = { 
/**
 * The match as it is now.
 */
view: TrackerView, 
/**
 * Why the entry was not taken (`code`, `severity`, `rule`, `path` inside the entry,
 * `message`, `help`), or null.
 */
refused: Diagnostic | null, };

/**
 * The result of validating one list: every finding at once plus the totals a player reads.
 */
export type Report<T> = { 
/**
 * The game id (`runewars`).
 */
game: string, 
/**
 * True for a confirmed legal list only: `verdict` is `legal`.
 */
legal: boolean, 
/**
 * Legal, illegal, or unconfirmed (nothing known breaks a rule, but some checks wait for
 * values not entered yet).
 */
verdict: Verdict, 
/**
 * The values the checks wait for, each once, with the rules waiting for it.
 */
awaited: Array<Awaited>, 
/**
 * Game-specific totals (points used and left, unique units, slots…).
 */
totals: T, 
/**
 * Every finding, in document order.
 */
diagnostics: Array<Diagnostic>, };

/**
 * An action on the command tool (§1.3).
 */
export type RuneWarsAction = "march" | "shift" | "reform" | "melee" | "ranged" | "rally" | "skill";

/**
 * One line of a box's contents.
 */
export type RuneWarsBoxItemView = { 
/**
 * `unit` (trays) or `upgrade` (cards).
 */
kind: string, 
/**
 * The item id.
 */
item: string, 
/**
 * How many.
 */
count: number, };

/**
 * A box whose contents are known (owning one counts as owning its contents).
 */
export type RuneWarsBoxView = { 
/**
 * Its id (a `box` item of the collection).
 */
id: string, 
/**
 * What is inside.
 */
contents: Array<RuneWarsBoxItemView>, 
/**
 * Entered by the user rather than shipped.
 */
user: boolean, };

/**
 * Which kind of card the first player took in the draft.
 */
export type RuneWarsCardKind = "deployment" | "objective";

/**
 * An upgrade card's state (§5, §22.3).
 */
export type RuneWarsCardState = "ready" | "exhausted" | "discarded";

/**
 * `runewars_catalog`'s answer.
 */
export type RuneWarsCatalogView = { 
/**
 * Factions.
 */
factions: Array<Named>, 
/**
 * Unit cards.
 */
units: Array<RuneWarsUnitView>, 
/**
 * Upgrade cards.
 */
upgrades: Array<RuneWarsUpgradeView>, 
/**
 * The eight slot icons.
 */
slots: Array<Named>, 
/**
 * The three unit types.
 */
unitTypes: Array<Named>, 
/**
 * Boxes with known contents (the shipped pack has none yet; users may add some).
 */
boxes: Array<RuneWarsBoxView>, 
/**
 * Where the units' command dials come from, as a player reads it in `lang` (what it is
 * and its date, `CommunityReference::said`); null when the data gives no dial.
 */
dialsSource: string | null, 
/**
 * What of that source only someone checking it needs (repository, commit), shown
 * behind "Details"; null likewise.
 */
dialsDetails: string | null, };

/**
 * For each one-tap action: `null` when the rules would take it now, otherwise the message of
 * their refusal (in the requested language). Per-unit entries are `[side][unit]`.
 */
export type RuneWarsChecks = { deploy: Array<Array<string | null>>, activate: Array<Array<string | null>>, rally: Array<Array<string | null>>, endCommand: string | null, endActivation: string | null, endRound: string | null, };

/**
 * A deployment zone's colour.
 */
export type RuneWarsColour = "red" | "blue";

/**
 * One row of a unit's cost table.
 */
export type RuneWarsConfigurationView = { 
/**
 * `CxR`, maybe with a suffix (`2x2-champion`).
 */
id: string, 
/**
 * How a player names it, in the player's language (`2×2 (Champion)`).
 */
label: string, 
/**
 * Trays across.
 */
columns: number, 
/**
 * Ranks.
 */
ranks: number, 
/**
 * Trays in all.
 */
trays: number, 
/**
 * Points.
 */
cost: number, 
/**
 * Slot icon ids; an icon may repeat.
 */
slots: Array<string>, };

/**
 * A unit's dial for the round.
 */
export type RuneWarsDial = { 
/**
 * The action, if any.
 */
action: RuneWarsAction | null, 
/**
 * Its initiative (10 without an action).
 */
initiative: number, 
/**
 * The modifier, if any.
 */
modifier: RuneWarsModifier | null, };

/**
 * Why a unit's dial is doubtful.
 */
export type RuneWarsDialDoubt = "blank-faces" | "copied" | "alias";

/**
 * One action face of a dial.
 */
export type RuneWarsDialFace = { 
/**
 * The action.
 */
action: RuneWarsAction, 
/**
 * Its initiative (1–9).
 */
initiative: number, 
/**
 * The line of the community file it is on.
 */
line: number, };

/**
 * How the game ended.
 */
export type RuneWarsEnding = { "kind": "elimination", 
/**
 * The eliminated sides.
 */
sides: Array<number>, } | { "kind": "last_round" };

/**
 * One thing that happened at the table.
 */
export type RuneWarsEvent = { "type": "first_player", 
/**
 * Who chose.
 */
chooser: number, 
/**
 * The first player.
 */
first: number, } | { "type": "cards", 
/**
 * What the first player took.
 */
first_pick: RuneWarsCardKind, 
/**
 * The deployment card's name.
 */
deployment: string, 
/**
 * The objective card's name.
 */
objective: string, 
/**
 * The value printed on the objective card kept, as the players read it (Muster ships
 * no objective cards): points per objective token at the end.
 */
objective_value: number, } | { "type": "zone", 
/**
 * Who chose.
 */
side: number, 
/**
 * Their colour; the opponent has the other.
 */
colour: RuneWarsColour, } | { "type": "deploy", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, } | { "type": "cannot_deploy", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, } | { "type": "dial", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * The action chosen, if any.
 */
action: RuneWarsAction | null, 
/**
 * The white number of the action on the unit's dial (1–9); none without an action.
 */
initiative: number | null, 
/**
 * The face of the unit's known dial (its index among `dial_faces`), instead of an
 * action and initiative: both are then the face's (§53.2).
 */
face?: number | null, 
/**
 * The modifier chosen, if any.
 */
modifier: RuneWarsModifier | null, } | { "type": "end_command" } | { "type": "activate", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, } | { "type": "end_activation" } | { "type": "end_round" } | { "type": "wounds", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * The change.
 */
change: number, } | { "type": "trays_lost", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * How many.
 */
count: number, } | { "type": "destroyed", 
/**
 * The units.
 */
units: Array<RuneWarsUnitRef>, } | { "type": "token", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * Which token.
 */
token: RuneWarsToken, 
/**
 * The change.
 */
change: number, } | { "type": "rally", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, } | { "type": "morale", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * Morale icons (or the effect's severity).
 */
icons: number, 
/**
 * Panic tokens spent on it.
 */
panic_spent: number, } | { "type": "upgrade", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * The upgrade card id (as in the list).
 */
upgrade: string, 
/**
 * Its new state.
 */
state: RuneWarsCardState, } | { "type": "objective", 
/**
 * The side.
 */
side: number, 
/**
 * The change.
 */
change: number, } | { "type": "condition", 
/**
 * The side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * The condition's name.
 */
name: string, 
/**
 * On (true) or off (false).
 */
present: boolean, };

/**
 * A figure upgrade's Defense and wounds.
 */
export type RuneWarsFigureView = { 
/**
 * Defense.
 */
defense: number, 
/**
 * Wound threshold.
 */
wounds: number, };

/**
 * A RuneWars army list.
 */
export type RuneWarsList = { 
/**
 * Always `muster-list/1`.
 */
format: string, 
/**
 * Always `runewars`.
 */
game: string, 
/**
 * The list's name.
 */
name: string, 
/**
 * The army's faction id (`daqan-lords`).
 */
faction: string, 
/**
 * The agreed army value; the mode's default (200, or 100 in skirmish) when absent.
 */
points_limit?: number | null, 
/**
 * Standard, skirmish or team play.
 */
mode?: RuneWarsMode, 
/**
 * The units, in the order the player wrote them.
 */
units: Array<RuneWarsListUnit>, 
/**
 * Free notes for the player; never read by the rules.
 */
notes?: string | null, };

/**
 * One unit of a list: a unit card, the chosen row of its cost table and its upgrades.
 */
export type RuneWarsListUnit = { 
/**
 * The unit card id (`spearmen`).
 */
unit: string, 
/**
 * The configuration id (`3x3`); may be left out when the card has only one row.
 */
config?: string | null, 
/**
 * Upgrade card ids equipped on this unit. Each card sits on exactly one unit because
 * the document nests upgrades under their unit (R-UPG-4).
 */
upgrades?: Array<string>, 
/**
 * Team play: the player of the team who commands this unit.
 */
player?: string | null, };

/**
 * Everything a RuneWars tracker shows.
 */
export type RuneWarsMatch = { 
/**
 * The two sides.
 */
sides: Array<RuneWarsSide>, 
/**
 * Where the game is.
 */
stage: RuneWarsStage, 
/**
 * The round (0 during set-up, then 1–8).
 */
round: number, 
/**
 * Who chose the first player.
 */
chooser: number | null, 
/**
 * The first player this round (who holds the round counter).
 */
first_player: number | null, 
/**
 * The deployment card.
 */
deployment: string | null, 
/**
 * The objective card.
 */
objective: string | null, 
/**
 * Points per objective token at the end: the printed value, halved rounding up in a
 * skirmish (digest E21).
 */
objective_value: number | null, 
/**
 * A skirmish (both lists in skirmish mode).
 */
skirmish: boolean, 
/**
 * Who chose the deployment card (picks the zone colour, places terrain first).
 */
deployment_chooser: number | null, 
/**
 * The last side that deployed a unit.
 */
last_deployed: number | null, 
/**
 * The unit activating now (the last one revealed this round).
 */
active: RuneWarsUnitRef | null, 
/**
 * The initiative count of the last activation and its side.
 */
last_activation: [number, number] | null, 
/**
 * Whose activation it is now and at which initiative, while units wait (Activation
 * phase).
 */
next_activation: [number, number] | null, 
/**
 * The last morale test.
 */
last_morale: RuneWarsMoraleTest | null, 
/**
 * How the game ended, once over.
 */
ending: RuneWarsEnding | null, };

/**
 * How the army will be played (digest §1.10).
 */
export type RuneWarsMode = "standard" | "skirmish" | "team";

/**
 * A modifier on the command tool (§58.3).
 */
export type RuneWarsModifier = "turn" | "charge" | "turning_charge" | "wheel" | "defense" | "enhance" | "bonus";

/**
 * The last morale test, for the tracker to show.
 */
export type RuneWarsMoraleTest = { 
/**
 * The tested unit.
 */
unit: RuneWarsUnitRef, 
/**
 * Its severity: cards the opponent draws, and the most morale icons the chosen card
 * may have (§73).
 */
severity: number, };

/**
 * Points spent, allowed and left.
 */
export type RuneWarsPointsTotals = { 
/**
 * Sum of every unit's row cost and every upgrade's cost (R-PTS-1).
 */
used: number, 
/**
 * The army value.
 */
limit: number, 
/**
 * `limit - used`; negative when over.
 */
left: number, };

/**
 * A side in play.
 */
export type RuneWarsSide = { 
/**
 * The player's name.
 */
player: string, 
/**
 * The army's faction id.
 */
faction: string, 
/**
 * The points the list spends (set-up step 3).
 */
spent: number, 
/**
 * Objective tokens held.
 */
objectives: number, 
/**
 * The zone colour, once chosen.
 */
zone: RuneWarsColour | null, 
/**
 * The units, in list order.
 */
units: Array<RuneWarsUnitState>, };

/**
 * The eight upgrade-slot icons [§50]. `Unique` is a slot icon, not the unique-name property
 * (edge case E4). `Banner` is the rulebook's *Estandarte*, called "Heraldry" by BattleScribe.
 */
export type RuneWarsSlotIcon = "artifact" | "champion" | "training" | "equipment" | "banner" | "music" | "heavy" | "unique";

/**
 * Slots of one icon on one unit.
 */
export type RuneWarsSlotUse = { 
/**
 * The icon.
 */
slot: RuneWarsSlotIcon, 
/**
 * Upgrades of that icon equipped in those slots.
 */
used: number, 
/**
 * Slots of that icon the row gives (after hero effects).
 */
available: number, };

/**
 * Where the game is.
 */
export type RuneWarsStage = "first_player" | "cards" | "zone" | "deploy" | "command" | "activation" | "end" | "over";

/**
 * A token on a unit (§3.4 of the digest).
 */
export type RuneWarsToken = "stun" | "immobilize" | "panic" | "blight" | "inspiration";

/**
 * The tokens on a unit.
 */
export type RuneWarsTokens = { 
/**
 * Stun.
 */
stun: number, 
/**
 * Immobilize.
 */
immobilize: number, 
/**
 * Panic.
 */
panic: number, 
/**
 * Blight.
 */
blight: number, 
/**
 * Inspiration.
 */
inspiration: number, };

/**
 * The totals of a RuneWars list.
 */
export type RuneWarsTotals = { 
/**
 * Points.
 */
points: RuneWarsPointsTotals, 
/**
 * Unique units.
 */
unique_units: RuneWarsUniqueTotals, 
/**
 * Per unit, in list order.
 */
units: Array<RuneWarsUnitTotals>, };

/**
 * What the tracker shows: the match now (`id`, `state`, `outcome`, `scores`, `head`,
 * `timeline`, `log`, `canUndo`, `canRedo`, `finishedAt`) and, beside it, what the rules
 * core's methods and dry runs say of the moment.
 */
export type RuneWarsTracker = { 
/**
 * Rounds in a game.
 */
rounds: number, 
/**
 * The side that chooses the first player (the lower spent total), or null on equal
 * totals (either may: the winner of a random draw).
 */
mayChooseFirst: number | null, 
/**
 * Whose turn it is to deploy, during deployment.
 */
nextToDeploy: number | null, 
/**
 * Whether each one-tap action would be taken now.
 */
checks: RuneWarsChecks, 
/**
 * The match's id.
 */
id: number, 
/**
 * The state now.
 */
state: RuneWarsMatch, 
/**
 * The result, once the game is over.
 */
outcome: Outcome | null, 
/**
 * Each side's score as it stands now.
 */
scores: Array<SideScore>, 
/**
 * How many events of the timeline count.
 */
head: number, 
/**
 * Events in the timeline (undone ones after `head` included).
 */
timeline: number, 
/**
 * Entries in the log, undo and redo included.
 */
log: number, 
/**
 * Something to undo.
 */
canUndo: boolean, 
/**
 * Something to redo.
 */
canRedo: boolean, 
/**
 * When the result was kept in the history; null while in progress.
 */
finishedAt: number | null, };

/**
 * Unique units used and allowed (R-UNQ-2).
 */
export type RuneWarsUniqueTotals = { 
/**
 * Unique units in the list.
 */
used: number, 
/**
 * The cap for the army value.
 */
allowed: number, };

/**
 * A unit of a side.
 */
export type RuneWarsUnitRef = { 
/**
 * The side (0-based).
 */
side: number, 
/**
 * The unit's place in that side's list (0-based).
 */
unit: number, };

/**
 * A unit in play.
 */
export type RuneWarsUnitState = { 
/**
 * The unit card id.
 */
card: string, 
/**
 * Its name.
 */
name: LocalizedName, 
/**
 * The configuration bought (its id).
 */
config: string, 
/**
 * How a player names it (`2×2 (Champion)`).
 */
config_label: LocalizedName, 
/**
 * Trays bought.
 */
trays_bought: number, 
/**
 * Trays left.
 */
trays: number, 
/**
 * The cost table as (trays, points) rows, fewest trays first (for scoring, §74.4).
 */
cost_table: Array<[number, number]>, 
/**
 * The points of the row bought.
 */
cost_bought: number, 
/**
 * What the unit would score now (§74.3–74.4); 0 once destroyed.
 */
value_now: number, 
/**
 * Wound tokens on it.
 */
wounds: number, 
/**
 * Tokens on it.
 */
tokens: RuneWarsTokens, 
/**
 * Its upgrade cards.
 */
upgrades: Array<RuneWarsUpgradeState>, 
/**
 * Conditions on it.
 */
conditions: Array<string>, 
/**
 * Placed on the table.
 */
deployed: boolean, 
/**
 * Destroyed (or could not deploy).
 */
destroyed: boolean, 
/**
 * This round's dial, once set.
 */
dial: RuneWarsDial | null, 
/**
 * The action faces of the unit's dial where community data gives them, each with its
 * initiative: the Command phase offers these (none: the player types the initiative).
 */
dial_faces: Array<RuneWarsDialFace>, 
/**
 * Why those faces are doubtful (the player may then set another face).
 */
dial_doubts: Array<RuneWarsDialDoubt>, 
/**
 * Activated this round.
 */
activated: boolean, };

/**
 * One unit's line of the totals.
 */
export type RuneWarsUnitTotals = { 
/**
 * The unit card id as written.
 */
unit: string, 
/**
 * The configuration in force, when it is known.
 */
config: string | null, 
/**
 * Row cost plus upgrade costs.
 */
cost: number, 
/**
 * Slot use per icon (icons with no slot and no upgrade are left out).
 */
slots: Array<RuneWarsSlotUse>, };

/**
 * A unit card.
 */
export type RuneWarsUnitView = { 
/**
 * Its id.
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * Faction id.
 */
faction: string, 
/**
 * `infantry`, `cavalry` or `siege`.
 */
unitType: string, 
/**
 * Unique (a hero or a unique unit).
 */
unique: boolean, 
/**
 * Entered by the user rather than shipped.
 */
user: boolean, 
/**
 * The cost table, cheapest row first.
 */
configurations: Array<RuneWarsConfigurationView>, };

/**
 * An upgrade card in play.
 */
export type RuneWarsUpgradeState = { 
/**
 * The card id.
 */
id: string, 
/**
 * Its name.
 */
name: LocalizedName, 
/**
 * Its cost (it scores this while not discarded and its unit survives).
 */
cost: number, 
/**
 * A figure upgrade (its card is discarded when its figure is removed, §57.7).
 */
figure: boolean, 
/**
 * Ready, exhausted or discarded.
 */
state: RuneWarsCardState, };

/**
 * An upgrade card.
 */
export type RuneWarsUpgradeView = { 
/**
 * Its id.
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * The slot icon id it needs.
 */
slot: string, 
/**
 * Points.
 */
cost: number, 
/**
 * Faction id, or null for a neutral card.
 */
faction: string | null, 
/**
 * Unique name.
 */
unique: boolean, 
/**
 * Present for a figure upgrade.
 */
figure: RuneWarsFigureView | null, 
/**
 * Unit types it is restricted to; empty: any.
 */
unitTypes: Array<string>, 
/**
 * Unit ids it is restricted to; empty: any.
 */
units: Array<string>, 
/**
 * Entered by the user rather than shipped.
 */
user: boolean, };

/**
 * What a save produced.
 */
export type Saved = { 
/**
 * The list's id (new for a new list).
 */
id: number, 
/**
 * The version the document was saved as.
 */
version: number, 
/**
 * When (unix ms).
 */
savedAt: number, };

/**
 * A line of a score.
 */
export type ScorePart = { 
/**
 * What scores.
 */
label: string, 
/**
 * Its points.
 */
points: number, };

/**
 * A player at the start of a match: their name and their saved list.
 */
export type Seat = { 
/**
 * The saved list they play.
 */
listId: number, 
/**
 * Their name.
 */
name: string, };

/**
 * What the user sets: `{ "lang": "en"|"es", "theme": "light"|"dark", "dataDir": "…",
 * "collectionChecks": "auto"|"on"|"off", "playerName": "…", "paper": "a4"|"letter",
 * "printLang": "en"|"es"|null }` (the last four may be left out: `auto`, no name, A4, prints
 * in the app's language).
 */
export type Settings = { 
/**
 * The language of everything the user reads.
 */
lang: Lang, 
/**
 * Light or dark.
 */
theme: Theme, 
/**
 * The folder holding `library.sqlite`; an absolute path.
 */
dataDir: string, 
/**
 * When lists are checked against the collection.
 */
collectionChecks: CollectionChecks, 
/**
 * The name printed on a list's header unless the print view says another (empty: none).
 */
playerName: string, 
/**
 * The paper lists are printed on unless the print view says another.
 */
paper: Paper, 
/**
 * The language lists are printed in unless the print view says another; `None`: the
 * app's language (`lang`).
 */
printLang: Lang | null, };

/**
 * How serious a finding is. Only errors make a list illegal; a warning that waits for a
 * value leaves it unconfirmed ([`Verdict`]).
 */
export type Severity = "error" | "warning" | "info";

/**
 * One side's score and what it is made of.
 */
export type SideScore = { 
/**
 * The side (index into the players).
 */
side: number, 
/**
 * The player's name.
 */
player: string, 
/**
 * The total.
 */
total: number, 
/**
 * What adds up to it, in the requested language (`Spearmen, 7 trays: 40`).
 */
parts: Array<ScorePart>, };

/**
 * An answer to a battleplan's question.
 */
export type SigmarAnswer = { 
/**
 * The question.
 */
question: SigmarQuestion, 
/**
 * 1 for yes (0 no), or the count the question asks for.
 */
value: number, };

/**
 * `sigmar_read_app_text`'s answer: the list document read (not stored) and every line
 * left out.
 */
export type SigmarAppTextPreview = { 
/**
 * The matched-play list of the faction the text names.
 */
document: SigmarList, 
/**
 * Every line left out, in the order of the text.
 */
problems: Array<SigmarAppTextProblem>, 
/**
 * What changed since the list was written, in the language asked: each unit line whose
 * cost in the text is not the current data's, its message `Liberators: 100 in your
 * list, 110 in the current points`. The verdict is the current data's.
 */
changes: Array<SigmarAppTextProblem>, 
/**
 * The season the list names against the data's, in plain words, when they differ.
 */
season: string | null, 
/**
 * Lines taken with a note, not left out: a misspelt name read as the one known name
 * it is a typo of.
 */
notes: Array<SigmarAppTextProblem>, 
/**
 * Roster notes: what the text says that a list in Muster does not hold (the battle
 * tactic cards picked, a formation or lore left empty). Neither left out nor read.
 */
roster_notes: Array<SigmarAppTextProblem>, };

/**
 * A line of the pasted text that was left out.
 */
export type SigmarAppTextProblem = { 
/**
 * 1-based line of the text.
 */
line: number, 
/**
 * The line as pasted, trimmed.
 */
text: string, 
/**
 * What is wrong, in the language asked.
 */
message: string, 
/**
 * For a name that matches nothing, the nearest name the faction's pack knows.
 */
nearest: string | null, };

/**
 * An army-wide choice of matched play: a slot the army fills at most once.
 */
export type SigmarArmySlot = "regiment_of_renown" | "faction_terrain" | "battle_formation" | "spell_lore" | "prayer_lore" | "manifestation_lore";

/**
 * A battleplan in words.
 */
export type SigmarBattleplanView = { 
/**
 * Its name.
 */
name: string, 
/**
 * Table 1 or 2.
 */
table: number, 
/**
 * Its roll on the table.
 */
roll: number, 
/**
 * How many objectives its map has, where a source counts them.
 */
objectives: number | null, 
/**
 * Its scoring lines in words.
 */
lines: Array<string>, 
/**
 * The questions it asks at the end of each turn.
 */
questions: Array<SigmarQuestionView>, };

/**
 * A battleshock test as the engine worked it out (S1-BS-2).
 */
export type SigmarBattleshockTest = { 
/**
 * The D6.
 */
roll: number, 
/**
 * Models slain this turn.
 */
slain: number, 
/**
 * The unit's (highest) Bravery.
 */
bravery: number, 
/**
 * +1 per full 10 models alive at the test.
 */
per_ten: number, 
/**
 * Modifiers (terrain).
 */
modifier: number, 
/**
 * Bravery used: Bravery + per ten + modifiers.
 */
bravery_used: number, 
/**
 * D6 + slain.
 */
total: number, 
/**
 * Models that fled.
 */
fled: number, };

/**
 * A battle tactic card in play (MP-BT-2).
 */
export type SigmarCardState = { 
/**
 * Its place among the season's cards.
 */
card: number, 
/**
 * Its name.
 */
name: string, 
/**
 * Its three tactics' names.
 */
tactics: [string, string, string], 
/**
 * When each tactic was completed.
 */
done: [SigmarWhen | null, SigmarWhen | null, SigmarWhen | null], };

/**
 * A battle tactic card.
 */
export type SigmarCardView = { 
/**
 * Its name.
 */
name: string, 
/**
 * Its Affray, Strike and Domination.
 */
tactics: Array<string>, 
/**
 * It asks for a choice at the start of the battle.
 */
setupChoice: boolean, };

/**
 * `sigmar_catalog`'s answer: every faction, no pack read (`sigmar_pack` opens one).
 */
export type SigmarCatalogView = { 
/**
 * Every faction, shipped first (in file order), then the player's.
 */
factions: Array<SigmarFactionView>, 
/**
 * The seasons the data knows, newest last (a new list's season and points limit are
 * the rules' numbers, `RULES.sigmar` in the UI's bindings).
 */
seasons: Array<string>, };

/**
 * For each one-tap action: `null` when the rules would take it now, otherwise the message of
 * their refusal (in the requested language).
 */
export type SigmarChecks = { 
/**
 * The Mortal Realm may be named.
 */
realm: string | null, 
/**
 * The territories roll-off may be recorded.
 */
territories: string | null, 
/**
 * Open play: the unit may be set up now.
 */
deploy: Array<Array<string | null>>, 
/**
 * Matched play: the drop may be set up now.
 */
deployDrop: Array<Array<string | null>>, 
/**
 * Per side: it may stop deploying now (the rest in reserve).
 */
doneDeploying: Array<string | null>, 
/**
 * A model of the unit may be named general.
 */
general: Array<Array<string | null>>, 
/**
 * The outnumbered player's sudden-death choice.
 */
suddenDeath: SigmarSuddenDeathChecks, 
/**
 * Per side: its triumph may be rolled.
 */
triumph: Array<string | null>, 
/**
 * The battle round's roll-off may be recorded.
 */
rollOff: string | null, 
/**
 * The chooser may pick who takes the first turn.
 */
firstTurn: string | null, 
/**
 * The turn may move on to the next phase.
 */
nextPhase: string | null, 
/**
 * The turn may end.
 */
endTurn: string | null, 
/**
 * Movement phase: the unit may be marked as having run.
 */
ran: Array<Array<string | null>>, 
/**
 * Movement phase: the unit may be marked as having retreated.
 */
retreated: Array<Array<string | null>>, 
/**
 * Charge phase: the unit may be marked as having charged.
 */
charged: Array<Array<string | null>>, 
/**
 * Wounds may be allocated to the unit.
 */
damage: Array<Array<string | null>>, 
/**
 * Wounds may be healed on the unit.
 */
heal: Array<Array<string | null>>, 
/**
 * A model of the unit may be removed (slain, fled or otherwise).
 */
remove: Array<Array<string | null>>, 
/**
 * Models may be added to the unit.
 */
addModels: Array<Array<string | null>>, 
/**
 * The unit may come from reserve.
 */
arrive: Array<Array<string | null>>, 
/**
 * The Wounds of the unit's models may be given (the list and the data lack them).
 */
setWounds: Array<Array<string | null>>, 
/**
 * The unit may take its battleshock test now.
 */
battleshock: Array<Array<string | null>>, 
/**
 * The unit may be the target of the general's Inspiring Presence.
 */
inspiringPresence: Array<Array<string | null>>, 
/**
 * Per side: the general may use another command ability.
 */
commandAbility: Array<string | null>, 
/**
 * Per side: a Blessed triumph may be spent.
 */
useTriumph: Array<string | null>, 
/**
 * An Inspired triumph may be spent on the unit.
 */
useTriumphOn: Array<Array<string | null>>, 
/**
 * Per side: a unit may be summoned.
 */
summon: Array<string | null>, 
/**
 * The outnumbered player may say whether they hold the terrain feature (S1-SD-6).
 */
seizeGround: string | null, 
/**
 * Per `[side][round - 1]`, rounds 1 to the current one: its victory points may be
 * recorded.
 */
victoryPoints: Array<Array<string | null>>, 
/**
 * The players may end the game.
 */
endGame: string | null, };

/**
 * Every candidate for every slot of a matched list.
 */
export type SigmarChoices = { 
/**
 * HEROES that could lead a new regiment.
 */
leaders: Array<SigmarPick>, 
/**
 * For each regiment of the list, in order: its slots and the units it could take.
 */
regiments: Array<SigmarRegimentChoices>, 
/**
 * Units that could join the auxiliaries.
 */
auxiliaries: Array<SigmarPick>, 
/**
 * The Regiments of Renown the faction offers (choosing one replaces the list's).
 */
regimentsOfRenown: Array<SigmarPick>, 
/**
 * The faction terrain (choosing one replaces the list's).
 */
factionTerrain: Array<SigmarPick>, 
/**
 * Heroic traits: allowed when some unit of the list could take it.
 */
heroicTraits: Array<SigmarPick>, 
/**
 * Artefacts of power: allowed when some unit of the list could take it.
 */
artefacts: Array<SigmarPick>, 
/**
 * The faction's own enhancement tables (Monstrous Traits, Big Names…), each with its
 * enhancements: allowed when some unit of the list could take it.
 */
enhancementTables: Array<SigmarTableChoices>, 
/**
 * Battle formations (choosing one replaces the list's).
 */
battleFormations: Array<SigmarPick>, 
/**
 * Spell lores (choosing one replaces the list's).
 */
spellLores: Array<SigmarPick>, 
/**
 * Prayer lores (choosing one replaces the list's).
 */
prayerLores: Array<SigmarPick>, 
/**
 * Manifestation lores (choosing one replaces the list's).
 */
manifestationLores: Array<SigmarPick>, };

/**
 * The ten core commands (MP-CMD-4).
 */
export type SigmarCommand = "all_out_attack" | "all_out_defence" | "at_the_double" | "forward_to_victory" | "rally" | "magical_intervention" | "redeploy" | "covering_fire" | "counter_charge" | "power_through";

/**
 * A core command.
 */
export type SigmarCommandView = { 
/**
 * The command.
 */
command: SigmarCommand, 
/**
 * Its name.
 */
name: string, 
/**
 * Its cost in command points.
 */
cost: number, 
/**
 * Per side: it may be used now, or why not.
 */
checks: Array<string | null>, };

/**
 * A matched-play drop: units deployed together.
 */
export type SigmarDrop = { 
/**
 * What it is.
 */
kind: SigmarDropKind, 
/**
 * Its units.
 */
units: Array<number>, 
/**
 * Set up already.
 */
deployed: boolean, };

/**
 * What a drop is (matched play, S4-DROP-1).
 */
export type SigmarDropKind = "regiment" | "renown" | "auxiliary";

/**
 * How the game ended.
 */
export type SigmarEnding = { "kind": "annihilation", 
/**
 * The side with models left.
 */
winner: number | null, } | { "kind": "sudden_death", 
/**
 * The outnumbered player.
 */
winner: number, } | { "kind": "called" } | { "kind": "last_round" };

/**
 * One thing that happened at the table.
 */
export type SigmarEvent = { "type": "realm", 
/**
 * The realm, in the players' words.
 */
realm: string, } | { "type": "territories", 
/**
 * The D6 of side 0 and side 1.
 */
rolls: [number, number], } | { "type": "deploy", 
/**
 * Who deploys.
 */
side: number, 
/**
 * The unit.
 */
unit: number, } | { "type": "deploy_drop", 
/**
 * Who deploys.
 */
side: number, 
/**
 * The drop (its place in the side's `drops`).
 */
drop: number, 
/**
 * Units of the drop left in reserve.
 */
reserve: Array<number>, } | { "type": "done_deploying", 
/**
 * Who.
 */
side: number, } | { "type": "general", 
/**
 * Whose.
 */
side: number, 
/**
 * The unit the model belongs to.
 */
unit: number, } | { "type": "sudden_death", 
/**
 * The outnumbered player.
 */
side: number, 
/**
 * The objective, or `null` to play without one.
 */
objective: SigmarObjective | null, 
/**
 * Assassinate, Blunt: the opponent's unit.
 */
target: number | null, 
/**
 * Seize Ground: the terrain feature.
 */
terrain: string | null, } | { "type": "triumph", 
/**
 * Who.
 */
side: number, 
/**
 * The D6.
 */
roll: number, } | { "type": "roll_off", 
/**
 * The D6 of side 0 and side 1.
 */
rolls: [number, number], } | { "type": "first_turn", 
/**
 * Who chooses.
 */
side: number, 
/**
 * Who goes first.
 */
first: number, } | { "type": "phase", 
/**
 * The phase now.
 */
phase: SigmarPhase, } | { "type": "end_turn" } | { "type": "ran", 
/**
 * The active side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, } | { "type": "retreated", 
/**
 * The active side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, } | { "type": "charged", 
/**
 * The active side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, } | { "type": "damage", 
/**
 * The unit's side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * The wounds.
 */
wounds: number, 
/**
 * Mortal wounds (no save rolls); allocated the same way.
 */
mortal: boolean, 
/**
 * The models the owner feeds the wounds to, in order; when the list runs out,
 * damaged models first, then fresh ones, the general last.
 */
onto: Array<SigmarModelPick>, } | { "type": "heal", 
/**
 * The unit's side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * The wounds healed.
 */
wounds: number, 
/**
 * The model (a damaged one, or the general); the first damaged model when left out.
 */
model: SigmarModelPick | null, } | { "type": "remove", 
/**
 * The unit's side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * How many.
 */
models: number, 
/**
 * Slain, fled or removed.
 */
how: SigmarRemoval, 
/**
 * Which models, in order; when the list runs out, damaged models first, then fresh
 * ones, the general last.
 */
picks: Array<SigmarModelPick>, } | { "type": "add_models", 
/**
 * The unit's side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * How many.
 */
models: number, } | { "type": "summon", 
/**
 * Whose.
 */
side: number, 
/**
 * Its name.
 */
name: string, 
/**
 * Its models.
 */
models: number, 
/**
 * Wounds per model, when known.
 */
wounds: number | null, 
/**
 * Bravery, when known.
 */
bravery: number | null, } | { "type": "arrive", 
/**
 * Whose.
 */
side: number, 
/**
 * The unit.
 */
unit: number, } | { "type": "set_wounds", 
/**
 * The unit's side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * Wounds per model.
 */
wounds: number, } | { "type": "battleshock", 
/**
 * The unit's side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, 
/**
 * The D6.
 */
roll: number, 
/**
 * The unit's Bravery, where the list does not give it.
 */
bravery: number | null, 
/**
 * Bravery modifiers (Inspiring terrain +1, Sinister −1).
 */
modifier: number, 
/**
 * Which models flee, in order (the owner's choice; damaged models first otherwise).
 */
flee: Array<SigmarModelPick>, } | { "type": "inspiring_presence", 
/**
 * The active side.
 */
side: number, 
/**
 * The unit.
 */
unit: number, } | { "type": "command_ability", 
/**
 * The active side.
 */
side: number, 
/**
 * The ability, in the players' words.
 */
ability: string, } | { "type": "use_triumph", 
/**
 * Whose.
 */
side: number, 
/**
 * Inspired: the unit that re-rolls.
 */
unit: number | null, } | { "type": "seize_ground", 
/**
 * The outnumbered player.
 */
side: number, 
/**
 * Held.
 */
held: boolean, } | { "type": "victory_points", 
/**
 * Who.
 */
side: number, 
/**
 * The battle round.
 */
round: number, 
/**
 * The points.
 */
points: number, } | { "type": "end_game" } | { "type": "battleplan", 
/**
 * Its name.
 */
battleplan: string, 
/**
 * The objectives' types, one per objective on the map.
 */
objectives: Array<string>, } | { "type": "battleplan_roll", 
/**
 * The table's D6 and the battleplan's D6.
 */
rolls: [number, number], 
/**
 * The objectives' types, one per objective on the map.
 */
objectives: Array<string>, } | { "type": "tactic_cards", 
/**
 * Whose.
 */
side: number, 
/**
 * The cards' names, each once.
 */
cards: Array<string>, } | { "type": "command", 
/**
 * Who spends.
 */
side: number, 
/**
 * A core command (MP-CMD-4).
 */
command: SigmarCommand | null, 
/**
 * Or another command's name (a warscroll's, a faction's).
 */
other: string | null, 
/**
 * The other command's cost.
 */
cost: number | null, 
/**
 * The unit that uses it, where the players say (each unit one command a phase).
 */
unit: number | null, 
/**
 * The ability that lets this command be used again this phase (MP-CMD-3), in the
 * players' words.
 */
exception: string | null, } | { "type": "control", 
/**
 * Per objective on the table, its controller.
 */
held: Array<number | null>, 
/**
 * The battleplan's questions the active player answers (yes, or a count).
 */
answers: Array<SigmarAnswer>, } | { "type": "tactic", 
/**
 * Who.
 */
side: number, 
/**
 * The card (its place among the side's cards).
 */
card: number, 
/**
 * 0 Affray, 1 Strike, 2 Domination.
 */
tier: number, } | { "type": "adjust_vp", 
/**
 * Whose.
 */
side: number, 
/**
 * The points, negative to take away.
 */
points: number, 
/**
 * Why, in the players' words.
 */
reason: string, };

/**
 * A second (or further) choice for a slot the army fills once: what the list names.
 */
export type SigmarExtraChoice = { 
/**
 * The slot it would fill.
 */
slot: SigmarArmySlot, 
/**
 * The record's id in the faction's pack.
 */
id: string, };

/**
 * A faction, as the chooser lists it (no pack read).
 */
export type SigmarFactionView = { 
/**
 * Its id.
 */
id: string, 
/**
 * Its name (without the data's `[LEGENDS]` mark: `legends` says it).
 */
name: string, 
/**
 * ORDER, CHAOS, DEATH or DESTRUCTION, when the data gives it.
 */
grandAlliance: string | null, 
/**
 * A Legends faction (kept, flagged).
 */
legends: boolean, 
/**
 * Imported by the player (not shipped).
 */
user: boolean, 
/**
 * The faction this one is an army of (`Blades of Khorne - Gorechosen Champions` is an
 * army of Blades of Khorne; `Catalog::army_of`).
 */
armyOf: string | null, };

/**
 * A side's general (S1-GEN-1: one model of a deployed unit; the wounds on it are the
 * unit's `general`).
 */
export type SigmarGeneral = { 
/**
 * The unit the model belongs to.
 */
unit: number, 
/**
 * Slain, fled or removed.
 */
slain: boolean, 
/**
 * +1 Wounds (the Empowered triumph, S1-TRI-2).
 */
empowered: boolean, };

/**
 * One faction imported.
 */
export type SigmarImportedPack = { 
/**
 * Its faction id.
 */
faction: string, 
/**
 * Its name.
 */
name: string, 
/**
 * How many warscrolls it holds.
 */
units: number, 
/**
 * The pack file written among the player's packs.
 */
file: string, };

/**
 * `sigmar_import_folder`'s answer.
 */
export type SigmarImportedView = { 
/**
 * The folder read.
 */
folder: string, 
/**
 * One per faction catalogue, in file-name order.
 */
packs: Array<SigmarImportedPack>, };

/**
 * A side's command-point income at the start of a battle round (MP-CP-1…3).
 */
export type SigmarIncome = { 
/**
 * The battle round.
 */
round: number, 
/**
 * Every player's 4.
 */
base: number, 
/**
 * +1 for the underdog.
 */
underdog: number, 
/**
 * +1 for fewer auxiliary units.
 */
auxiliary: number, };

/**
 * An Age of Sigmar army list.
 */
export type SigmarList = { 
/**
 * Always `muster-list/1`.
 */
format: string, 
/**
 * Always `sigmar`.
 */
game: string, 
/**
 * The list's name.
 */
name: string, 
/**
 * The army's faction (pack id). In open play, the faction a unit belongs to when it
 * names none.
 */
faction: string, 
/**
 * Open or matched play.
 */
mode: SigmarMode, 
/**
 * Matched play: the points limit (2,000 when absent).
 */
points_limit?: number | null, 
/**
 * Matched play: the season (the newest when absent).
 */
season?: string | null, 
/**
 * Matched play: the regiments, in the order the player wrote them.
 */
regiments?: Array<SigmarRegiment>, 
/**
 * Matched play: the Regiment of Renown taken, by id.
 */
regiment_of_renown?: string | null, 
/**
 * Matched play: auxiliary units (each deployed on its own).
 */
auxiliaries?: Array<SigmarUnitChoice>, 
/**
 * Matched play: the faction terrain, by unit id.
 */
faction_terrain?: string | null, 
/**
 * Matched play: the battle formation, by id.
 */
battle_formation?: string | null, 
/**
 * Matched play: the spell lore, by id.
 */
spell_lore?: string | null, 
/**
 * Matched play: the prayer lore, by id.
 */
prayer_lore?: string | null, 
/**
 * Matched play: the manifestation lore, by id.
 */
manifestation_lore?: string | null, 
/**
 * Matched play: army-wide choices beyond the one each slot holds, as an imported list
 * names them (a second Regiment of Renown, terrain, formation or lore). They are kept,
 * not dropped, so that the check says the list breaks the one-of-each rule.
 */
extra_choices?: Array<SigmarExtraChoice>, 
/**
 * Open play: the units.
 */
units?: Array<SigmarOpenUnit>, 
/**
 * Free notes for the player; never read by the rules.
 */
notes?: string | null, };

/**
 * Where a unit is.
 */
export type SigmarLocation = "undeployed" | "battlefield" | "reserve" | "destroyed";

/**
 * Models a unit lost, by how (all are casualties, S1-VIC-2).
 */
export type SigmarLosses = { 
/**
 * Slain by wounds or otherwise.
 */
slain: number, 
/**
 * Fled (battleshock or an ability).
 */
fled: number, 
/**
 * Removed from play otherwise.
 */
removed: number, };

/**
 * Everything an Age of Sigmar tracker shows.
 */
export type SigmarMatch = { 
/**
 * Open or matched play.
 */
mode: SigmarMode, 
/**
 * The set-up's options.
 */
options: SigmarPlayOptions, 
/**
 * The two players, in set-up order.
 */
sides: Array<SigmarSide>, 
/**
 * Where the game is.
 */
stage: SigmarStage, 
/**
 * The battle round (0 before the first).
 */
round: number, 
/**
 * The Mortal Realm, if the players named one.
 */
realm: string | null, 
/**
 * The last roll-off's dice.
 */
rolls: [number, number] | null, 
/**
 * The last roll-off was a tie: roll again.
 */
tied: boolean, 
/**
 * Won the territories roll-off: split the battlefield and deployed first.
 */
territories_winner: number | null, 
/**
 * Whose deployment, choice or answer it is.
 */
next: number | null, 
/**
 * Finished deploying first (chooses round 1's first turn, S1-SET-5, S4-DROP-1).
 */
finished_first: number | null, 
/**
 * Chooses who takes the first turn of this round.
 */
chooser: number | null, 
/**
 * Took the first turn of this round.
 */
first: number | null, 
/**
 * Took the last turn of the round before.
 */
last_turn: number | null, 
/**
 * The turn under way.
 */
turn: SigmarTurn | null, 
/**
 * Open play: the outnumbered player, when the armies qualify for sudden death.
 */
outnumbered: number | null, 
/**
 * The sudden-death objective chosen.
 */
sudden_death: SigmarSuddenDeath | null, 
/**
 * Matched play: the player with fewer auxiliary units, who gains 1 extra command
 * point at the start of each battle round (S4-AUX-2; `None` on a tie).
 */
command_point_bonus: number | null, 
/**
 * Open play's battleshock phase: the units that must still test, `[side, unit]`, the
 * active player's first (S1-BS-1).
 */
pending_tests: Array<[number, number]>, 
/**
 * How the game ended.
 */
ending: SigmarEnding | null, 
/**
 * Matched play: command points, the battleplan, tactics and points (`None` in open
 * play).
 */
matched: SigmarMatched | null, };

/**
 * Matched play's battle: the season, the battleplan and objectives, who is underdog,
 * each side's command points, tactics and points (`docs/rules/sigmar-matched-play.md`).
 */
export type SigmarMatched = { 
/**
 * The season (the first player's list's).
 */
season: string, 
/**
 * The battleplan picked (its place in the season's), if any: without one the players
 * type their victory points and end the game themselves.
 */
battleplan: number | null, 
/**
 * The objectives on the table.
 */
objectives: Array<SigmarObjectiveState>, 
/**
 * Who controlled each objective when the turn under way began.
 */
held_at_start: Array<number | null>, 
/**
 * The active player said who controls each objective this turn.
 */
controlled: boolean, 
/**
 * This round's underdog (MP-UD-1).
 */
underdog: number | null, 
/**
 * 2025-26: the player who seized the initiative this round (MP-PRI-3).
 */
seized: number | null, 
/**
 * 2025-26: the player who counts as underdog since the last seizing (MP-PRI-3).
 */
underdog_since_seized: number | null, 
/**
 * Took the first turn of the previous round: decides on a priority tie (MP-PRI-2).
 */
previous_first: number | null, 
/**
 * Per side.
 */
sides: Array<SigmarMatchedSide>, };

/**
 * A side's matched-play counts.
 */
export type SigmarMatchedSide = { 
/**
 * Command points left this round (MP-CP-4: none carry over).
 */
cp: number, 
/**
 * This round's income and why.
 */
income: SigmarIncome | null, 
/**
 * Every command used, oldest first.
 */
spent: Array<SigmarSpend>, 
/**
 * The battle tactic cards (MP-BT-1).
 */
cards: Array<SigmarCardState>, 
/**
 * The victory points scored, oldest first.
 */
scored: Array<SigmarScored>, };

/**
 * What the tracker shows of matched play beside the state's counts, in the player's
 * language (`docs/rules/sigmar-matched-play.md`).
 */
export type SigmarMatchedView = { 
/**
 * The season's battleplans, cards and objectives, when the tracker has them (2025-26,
 * 2026-27).
 */
season: SigmarSeasonView | null, 
/**
 * The battleplan picked, its lines in words.
 */
battleplan: SigmarBattleplanView | null, 
/**
 * Per side: this round's command points and why (`4 + 1 underdog`).
 */
income: Array<string | null>, 
/**
 * The ten core commands with their costs, and per side whether each may be used now.
 */
commands: Array<SigmarCommandView>, 
/**
 * Per side: another command (of 1 point) may be used now.
 */
otherCommand: Array<string | null>, 
/**
 * Per `[side][card][tier]`: the tactic may be completed now, or why not.
 */
tactics: Array<Array<Array<string | null>>>, 
/**
 * Who controls each objective may be said now.
 */
control: string | null, 
/**
 * Per side: each scoring, oldest first, with where it came from.
 */
scored: Array<Array<SigmarScoredRow>>, 
/**
 * The battleplan may be picked (or rolled) now.
 */
pickBattleplan: string | null, 
/**
 * Per side: the battle tactic cards may be named now.
 */
tacticCards: Array<string | null>, 
/**
 * Per side: victory points may be adjusted now.
 */
adjustVp: Array<string | null>, 
/**
 * Where the tactics' value comes from.
 */
tacticNote: string | null, };

/**
 * How the army will be played.
 */
export type SigmarMode = "open" | "matched";

/**
 * A model of a unit the owner chooses (S1-WND-1: the defender allocates; S1-BS-2: the
 * owner chooses who flees).
 */
export type SigmarModelPick = { "damaged": number } | "fresh" | "general";

/**
 * The sudden-death objectives (S1-SD-3…6).
 */
export type SigmarObjective = "assassinate" | "blunt" | "endure" | "seize_ground";

/**
 * An objective on the table (MP-OBJ-4) and who controls it now (MP-OBJ-3: it stays
 * controlled until the opponent takes it).
 */
export type SigmarObjectiveState = { 
/**
 * Its type (`Sun Seekers`).
 */
kind: string, 
/**
 * Who controls it.
 */
held: number | null, };

/**
 * A unit taken in open play: one warscroll, some models.
 */
export type SigmarOpenUnit = { 
/**
 * The warscroll: a unit id in a pack.
 */
unit: string, 
/**
 * The pack (faction id) holding the warscroll, when not the list's faction.
 */
faction?: string | null, 
/**
 * How many models.
 */
models: number, 
/**
 * The player's value for Wounds per model, from their warscroll (the data gives
 * Health, which stands in when this is absent).
 */
wounds?: number | null, 
/**
 * The player's value for Bravery, from their warscroll (the data has none).
 */
bravery?: number | null, 
/**
 * The general is a model of this unit (may be left for after deployment).
 */
general?: boolean, };

/**
 * A heroic trait, an artefact, a battle formation or a lore.
 */
export type SigmarOptionView = { 
/**
 * Its id.
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * The table an enhancement is in, when the data groups them.
 */
group: string | null, 
/**
 * Points, when it costs any.
 */
points: number | null, };

/**
 * One faction's pack as the builder reads it.
 */
export type SigmarPackView = { 
/**
 * The faction.
 */
faction: SigmarFactionView, 
/**
 * The season it was imported for.
 */
season: string, 
/**
 * Where its facts were read.
 */
source: SigmarSourceView, 
/**
 * Its warscrolls.
 */
units: Array<SigmarUnitView>, 
/**
 * Heroic traits.
 */
heroicTraits: Array<SigmarOptionView>, 
/**
 * Artefacts of power.
 */
artefacts: Array<SigmarOptionView>, 
/**
 * The faction's own enhancement tables.
 */
tables: Array<SigmarTableView>, 
/**
 * Battle formations.
 */
battleFormations: Array<SigmarOptionView>, 
/**
 * Spell lores.
 */
spellLores: Array<SigmarOptionView>, 
/**
 * Prayer lores.
 */
prayerLores: Array<SigmarOptionView>, 
/**
 * Manifestation lores.
 */
manifestationLores: Array<SigmarOptionView>, 
/**
 * Regiments of Renown.
 */
regimentsOfRenown: Array<SigmarRenownView>, };

/**
 * A phase of a turn, in order (digest §2.3). Open play's sixth phase is the battleshock
 * phase of the core rules; matched play's is the end of turn: fourth edition has no
 * Bravery and no battleshock (digest "Two games, not one"), and its turn closes with an
 * end-of-turn phase instead [GK].
 */
export type SigmarPhase = "hero" | "movement" | "shooting" | "charge" | "combat" | "battleshock" | "end_of_turn";

/**
 * One candidate.
 */
export type SigmarPick = { 
/**
 * Its id in the pack.
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * Its points, when the data gives any.
 */
points: number | null, 
/**
 * Its points when Reinforced, when it may be.
 */
reinforcedPoints: number | null, 
/**
 * A HERO.
 */
hero: boolean, 
/**
 * Adding it brings no new error.
 */
allowed: boolean, 
/**
 * When not allowed: the first new error's message.
 */
reason: string | null, 
/**
 * The units (ids, once per copy) a regiment it leads must hold, which the builder
 * adds with it as leader; empty for most units.
 */
required?: Array<string>, };

/**
 * The match's options.
 */
export type SigmarPlayOptions = { 
/**
 * Round 1 starts with a roll-off, as every later round, instead of the choice of the
 * player who finished deploying first (S1-RND-2; off by default).
 */
round1_rolloff: boolean, };

/**
 * A warscroll's numbers; `null` where the data states none.
 */
export type SigmarProfileView = { 
/**
 * Move.
 */
move: string | null, 
/**
 * Health: wounds a model can take.
 */
health: number | null, 
/**
 * Save.
 */
save: string | null, 
/**
 * Control.
 */
control: number | null, 
/**
 * Banishment (manifestations).
 */
banishment: string | null, };

/**
 * A question a battleplan's scoring line asks the players, where the tracker cannot see
 * the table (MP-OBJ-5, §6.1 notes).
 */
export type SigmarQuestion = "back_to_base_camp" | "coveted_pair" | "enemy_terrain" | "more_terrain" | "stable_one" | "stable_two" | "stable_more" | "primary" | "secondary_two" | "secondaries" | "ley_line" | "more_liferoot";

/**
 * A question a battleplan asks.
 */
export type SigmarQuestionView = { 
/**
 * The question.
 */
question: SigmarQuestion, 
/**
 * In words.
 */
words: string, 
/**
 * A count (how many), not yes or no.
 */
counts: boolean, };

/**
 * A matched-play regiment: its leader and the units it takes.
 */
export type SigmarRegiment = { 
/**
 * The leading HERO.
 */
leader: SigmarUnitChoice, 
/**
 * The other units (Regimental Heroes included).
 */
units: Array<SigmarUnitChoice>, 
/**
 * This regiment's leader is the army's general.
 */
general?: boolean, };

/**
 * One regiment's slots and the units it could take.
 */
export type SigmarRegimentChoices = { 
/**
 * Units besides the leader.
 */
slotsUsed: number, 
/**
 * The most it may take besides the leader (3, or 4 in the general's regiment, plus
 * what a regiment slot of the pack gives).
 */
slotsMax: number, 
/**
 * Every unit of the pack that is neither faction terrain nor a manifestation.
 */
units: Array<SigmarPick>, };

/**
 * One regiment's totals.
 */
export type SigmarRegimentTotals = { 
/**
 * The leader's unit id.
 */
leader: string, 
/**
 * The regiment is the general's.
 */
general: boolean, 
/**
 * Units besides the leader.
 */
slots_used: number, 
/**
 * The most it may take besides the leader (3, or 4 in the general's regiment, plus
 * what a regiment slot of the pack gives).
 */
slots_max: number, 
/**
 * Points of its priced units (Reinforced counted doubled).
 */
points: number, 
/**
 * Models, the leader included.
 */
models: number, };

/**
 * A Reinforced unit's size and points.
 */
export type SigmarReinforcedView = { 
/**
 * Points when Reinforced (`null`: not given).
 */
points: number | null, 
/**
 * Models when Reinforced.
 */
models: number, };

/**
 * How models left play (S1-VIC-2: all of them are casualties).
 */
export type SigmarRemoval = "slain" | "fled" | "removed";

/**
 * A Regiment of Renown.
 */
export type SigmarRenownView = { 
/**
 * Its id.
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * Its points.
 */
points: number | null, 
/**
 * Its units.
 */
units: Array<SigmarUnitView>, };

/**
 * One selection the import could not take as it is.
 */
export type SigmarRosterNote = { 
/**
 * Where it is in the file: `line:column` (XML) or a JSON pointer (New Recruit's JSON).
 */
place: string, 
/**
 * The selection's or force's name as the file writes it.
 */
name: string, 
/**
 * What happened to it, in the language asked.
 */
message: string, 
/**
 * A roster note (the battle tactic cards picked, an empty formation or lore slot):
 * said as what it is, not a selection left out.
 */
roster_note: boolean, };

/**
 * `sigmar_read_roster`'s answer: the list to show (not stored) and the notes.
 */
export type SigmarRosterRead = { 
/**
 * The file read (its name, no folder).
 */
file: string, 
/**
 * The list, matched play, as the file has it: rules it breaks are the validator's to say.
 */
list: SigmarList, 
/**
 * One per selection not mapped (or mapped with a change), and the roster notes, in
 * file order.
 */
notes: Array<SigmarRosterNote>, };

/**
 * Victory points scored (MP-BP-1, MP-BT-4).
 */
export type SigmarScored = { 
/**
 * The battle round.
 */
round: number, 
/**
 * First or second turn of the round (0: at the end of the battle or between turns).
 */
turn: number, 
/**
 * The points.
 */
points: number, 
/**
 * Where they came from.
 */
source: SigmarVpSource, };

/**
 * Victory points scored, in words.
 */
export type SigmarScoredRow = { 
/**
 * The battle round.
 */
round: number, 
/**
 * First or second turn (0: between turns or at the end of the battle).
 */
turn: number, 
/**
 * The points.
 */
points: number, 
/**
 * Where they came from.
 */
words: string, };

/**
 * A season's tables.
 */
export type SigmarSeasonView = { 
/**
 * The season id.
 */
id: string, 
/**
 * Its battleplans, table 1 then table 2.
 */
battleplans: Array<SigmarBattleplanView>, 
/**
 * Its battle tactic cards.
 */
cards: Array<SigmarCardView>, 
/**
 * The battlepack's objective types, one entry per objective.
 */
objectives: Array<string>, };

/**
 * A player in play.
 */
export type SigmarSide = { 
/**
 * The player's name.
 */
player: string, 
/**
 * The list's name.
 */
list: string, 
/**
 * The list's faction.
 */
faction: string, 
/**
 * The units, by flat index.
 */
units: Array<SigmarUnitState>, 
/**
 * Matched play: the drops (regiments, the Regiment of Renown, each auxiliary unit).
 */
drops: Array<SigmarDrop>, 
/**
 * Matched play: auxiliary units (S4-AUX-2).
 */
auxiliaries: number, 
/**
 * Has finished deploying.
 */
done_deploying: boolean, 
/**
 * The unit the list names as the general's, if any.
 */
list_general: number | null, 
/**
 * The general, once named.
 */
general: SigmarGeneral | null, 
/**
 * The army won a major victory in its previous battle (S1-TRI-1).
 */
last_major_victory: boolean, 
/**
 * The triumph rolled.
 */
triumph: SigmarTriumphState | null, 
/**
 * The unit under Inspiring Presence until this player's next hero phase (S1-IP-1).
 */
inspiring: number | null, 
/**
 * A command ability was used in this hero phase (S1-GEN-2).
 */
command_used: boolean, 
/**
 * Matched play: victory points per battle round (index 0 is round 1).
 */
victory_points: Array<number | null>, 
/**
 * Models on the battlefield when deployment ended (S1-ARMY-5).
 */
starting: number, 
/**
 * Models on the battlefield now.
 */
on_battlefield: number, 
/**
 * Models removed from play (slain, fled or otherwise), added ones included.
 */
removed: number, 
/**
 * Models added during the game.
 */
added: number, };

/**
 * One file a pack was read from.
 */
export type SigmarSourceFileView = { 
/**
 * The file name.
 */
file: string, 
/**
 * The revision its root element states.
 */
revision: number | null, };

/**
 * Where a pack's facts were read.
 */
export type SigmarSourceView = { 
/**
 * The data's origin (`BSData/age-of-sigmar-4th`, or the folder imported), without the
 * mark the loader puts on a player's pack (`user` says whose it is).
 */
origin: string, 
/**
 * The files read.
 */
files: Array<SigmarSourceFileView>, 
/**
 * How the pack was made.
 */
note: string, };

/**
 * Command points spent (MP-CMD-1).
 */
export type SigmarSpend = { 
/**
 * The battle round.
 */
round: number, 
/**
 * First or second turn of the round.
 */
turn: number, 
/**
 * The phase.
 */
phase: SigmarPhase, 
/**
 * The core command, if it is one.
 */
core: SigmarCommand | null, 
/**
 * The command's name.
 */
name: string, 
/**
 * Its cost.
 */
cost: number, 
/**
 * The unit that used it, if said.
 */
unit: number | null, 
/**
 * The exception that allowed a second use this phase (MP-CMD-3).
 */
exception: string | null, };

/**
 * Where the game is.
 */
export type SigmarStage = "territories" | "deployment" | "general" | "sudden_death" | "triumphs" | "roll_off" | "first_turn" | "turn" | "seize_ground" | "over";

/**
 * The sudden-death objective chosen.
 */
export type SigmarSuddenDeath = { 
/**
 * The outnumbered player.
 */
side: number, 
/**
 * The objective.
 */
objective: SigmarObjective, 
/**
 * Assassinate, Blunt: the enemy unit.
 */
target: number | null, 
/**
 * Seize Ground: the terrain feature.
 */
terrain: string | null, };

/**
 * The outnumbered player's choice of sudden-death objective (S1-SD-1…6).
 */
export type SigmarSuddenDeathChecks = { 
/**
 * The player who chooses (the outnumbered one), when the armies qualify.
 */
side: number | null, 
/**
 * Playing without an objective.
 */
none: string | null, 
/**
 * Per enemy unit: it may be Assassinate's target.
 */
assassinate: Array<string | null>, 
/**
 * Per enemy unit: it may be Blunt's target.
 */
blunt: Array<string | null>, 
/**
 * Endure may be chosen.
 */
endure: string | null, 
/**
 * Seize Ground may be chosen (with the feature named).
 */
seizeGround: string | null, };

/**
 * One of the faction's own enhancement tables, with what the builder needs to offer it.
 */
export type SigmarTableChoices = { 
/**
 * The table's id in the pack.
 */
id: string, 
/**
 * Its name (`Monstrous Traits`).
 */
name: string, 
/**
 * At most this many from it in an army, when capped.
 */
perArmy: number | null, 
/**
 * At most this many from it on one unit, when capped.
 */
perUnit: number | null, 
/**
 * The units that may take from it, by id (a list's unit choice holds the chosen ids in
 * its `enhancements`).
 */
units: Array<string>, 
/**
 * Its enhancements.
 */
enhancements: Array<SigmarPick>, };

/**
 * One of a faction's own enhancement tables (Monstrous Traits, Big Names…).
 */
export type SigmarTableView = { 
/**
 * Its id.
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * At most this many from it in an army (`null`: not capped).
 */
perArmy: number | null, 
/**
 * At most this many from it on one unit (`null`: not capped).
 */
perUnit: number | null, 
/**
 * The units that may take from it, by id.
 */
units: Array<string>, 
/**
 * Its enhancements (a list's unit choice names them in `enhancements`).
 */
enhancements: Array<SigmarOptionView>, };

/**
 * What a player reads beside the findings.
 */
export type SigmarTotals = { 
/**
 * The list's mode.
 */
mode: SigmarMode, 
/**
 * Models in the army (Reinforced units counted doubled; faction terrain left out).
 */
models: number, 
/**
 * Units in the army (a Regiment of Renown's units included, faction terrain left out).
 */
units: number, 
/**
 * Matched play: points spent, from every priced choice.
 */
points: number, 
/**
 * Matched play: the limit in force.
 */
points_limit: number | null, 
/**
 * Matched play: points left (negative when over).
 */
points_left: number | null, 
/**
 * Names of taken choices whose points the data does not give (a Regiment of Renown
 * of a pack that states no cost for it): the total waits for them.
 */
unpriced: Array<string>, 
/**
 * Matched play: names of taken units (faction terrain too) that the data lists no
 * points for, so they cost 0 ([`Unit::cost`]), once each; the units a leader brings
 * into its regiment, paid for in its points, are not among them.
 */
free: Array<string>, 
/**
 * Matched play: regiments, the Regiment of Renown included.
 */
regiments: number, 
/**
 * Matched play: auxiliary units.
 */
auxiliaries: number, 
/**
 * Matched play: drops (regiments plus auxiliary units, digest S4-DROP-1).
 */
drops: number, 
/**
 * Matched play: each regiment the player wrote (the Regiment of Renown is not one).
 */
regiment_slots: Array<SigmarRegimentTotals>, 
/**
 * Matched play: the Regiment of Renown's points, when one is taken and priced.
 */
renown_points: number | null, };

/**
 * What the tracker shows of an Age of Sigmar match.
 */
export type SigmarTracker = { 
/**
 * The six phases of a turn in this mode, in order (open play ends with battleshock,
 * matched play with the end of turn).
 */
phases: [SigmarPhase, SigmarPhase, SigmarPhase, SigmarPhase, SigmarPhase, SigmarPhase], 
/**
 * The phase after the current one; null outside a turn or in its last phase.
 */
nextPhase: SigmarPhase | null, 
/**
 * The units that must still take a battleshock test now, the active player's first.
 */
pendingTests: Array<SigmarUnitRef>, 
/**
 * Per side: models in play that began the battle on the battlefield (S1-SD-5).
 */
originalModels: Array<number>, 
/**
 * The timeline's events, oldest first, each written flat as in the match file; the
 * first `head` count, the rest were undone (a redo brings them back).
 */
events: Array<SigmarEvent>, 
/**
 * Whether each one-tap action would be taken now.
 */
checks: SigmarChecks, 
/**
 * Matched play: the season's tables, the battleplan in words, command points and
 * tactics with what the rules allow now (`null` in open play).
 */
matched: SigmarMatchedView | null, 
/**
 * The match's id.
 */
id: number, 
/**
 * The state now.
 */
state: SigmarMatch, 
/**
 * The result, once the game is over.
 */
outcome: Outcome | null, 
/**
 * Each side's score as it stands now.
 */
scores: Array<SideScore>, 
/**
 * How many events of the timeline count.
 */
head: number, 
/**
 * Events in the timeline (undone ones after `head` included).
 */
timeline: number, 
/**
 * Entries in the log, undo and redo included.
 */
log: number, 
/**
 * Something to undo.
 */
canUndo: boolean, 
/**
 * Something to redo.
 */
canRedo: boolean, 
/**
 * When the result was kept in the history; null while in progress.
 */
finishedAt: number | null, };

/**
 * A triumph of the triumph table (S1-TRI-2).
 */
export type SigmarTriumph = "blessed" | "inspired" | "empowered";

/**
 * A triumph rolled before the battle.
 */
export type SigmarTriumphState = { 
/**
 * The D6.
 */
roll: number, 
/**
 * The triumph.
 */
kind: SigmarTriumph, 
/**
 * A once-per-battle triumph already used.
 */
spent: boolean, };

/**
 * The turn under way.
 */
export type SigmarTurn = { 
/**
 * The active player.
 */
side: number, 
/**
 * First or second turn of the round.
 */
number: number, 
/**
 * The phase.
 */
phase: SigmarPhase, 
/**
 * The same player took the last turn of the round before (S1-RND-3).
 */
double: boolean, };

/**
 * A unit taken in matched play.
 */
export type SigmarUnitChoice = { 
/**
 * The unit's id in the faction's pack.
 */
unit: string, 
/**
 * Reinforced: twice the models for twice the points.
 */
reinforced?: boolean, 
/**
 * A heroic trait, by id.
 */
heroic_trait?: string | null, 
/**
 * An artefact of power, by id.
 */
artefact?: string | null, 
/**
 * Enhancements from the faction's own tables (`Pack::enhancement_tables`: Monstrous
 * Traits, Big Names…), by id; absent when none (older lists read unchanged).
 */
enhancements?: Array<string>, };

/**
 * A unit of a side.
 */
export type SigmarUnitRef = { side: number, unit: number, };

/**
 * A unit in play.
 */
export type SigmarUnitState = { 
/**
 * The warscroll's id in its pack (empty for a summoned unit the data does not hold).
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * The pack it comes from.
 */
faction: string | null, 
/**
 * Its keywords, as the data spells them.
 */
keywords: Array<string>, 
/**
 * Matched play: its drop.
 */
drop: number | null, 
/**
 * Matched play: leads a regiment (may be the general, S4-GEN-2).
 */
leader: boolean, 
/**
 * Matched play: Reinforced.
 */
reinforced: boolean, 
/**
 * Summoned during the game.
 */
summoned: boolean, 
/**
 * Models as the list fields it.
 */
size: number, 
/**
 * Wounds per model, where known (open play: the list's, else the data's Health;
 * matched play: Health); set by `set_wounds` otherwise.
 */
wounds: number | null, 
/**
 * Bravery, where known (open play: the list's; set by the first battleshock test).
 */
bravery: number | null, 
/**
 * Save, from the pack's profile (MP-UNIT-1).
 */
save: string | null, 
/**
 * Control, from the pack's profile (MP-UNIT-1; manifestations and terrain have none).
 */
control: number | null, 
/**
 * Where it is.
 */
location: SigmarLocation, 
/**
 * Models on the battlefield when deployment ended (0 for reserves and summons).
 */
starting: number, 
/**
 * Models in play now (the general's model included).
 */
models: number, 
/**
 * The wounds on each damaged model other than the general, in the order they were
 * first wounded; the first is the current model (S1-WND-1).
 */
damaged: Array<number>, 
/**
 * The general's model is one of this unit's models in play: the wounds on it (kept
 * apart, for its Wounds may be 1 higher and its loss matters).
 */
general: number | null, 
/**
 * Models added during the game (summoned, reinforcements, arrivals from reserve).
 */
added: number, 
/**
 * Of the models in play, those added during the game.
 */
added_alive: number, 
/**
 * Models lost, by how.
 */
lost: SigmarLosses, 
/**
 * Models slain this turn (S1-BS-1).
 */
slain_this_turn: number, 
/**
 * Ran this turn.
 */
ran: boolean, 
/**
 * Retreated this turn.
 */
retreated: boolean, 
/**
 * Charged this turn.
 */
charged: boolean, 
/**
 * Tested battleshock this turn.
 */
tested: boolean, 
/**
 * The last battleshock test.
 */
last_test: SigmarBattleshockTest | null, };

/**
 * A warscroll with what matched play says of it.
 */
export type SigmarUnitView = { 
/**
 * Its id in the pack.
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * Matched-play points (`null`: not given; 0 for a unit the data lists no points for).
 */
points: number | null, 
/**
 * The data lists no points for it, so it costs 0 (BattleScribe's reading of a missing
 * cost): the builder says so where the player asks why.
 */
free: boolean, 
/**
 * Models as fielded.
 */
models: number, 
/**
 * `null` when the unit may not be Reinforced.
 */
reinforced: SigmarReinforcedView | null, 
/**
 * The visible keywords.
 */
keywords: Array<string>, 
/**
 * A HERO.
 */
hero: boolean, 
/**
 * UNIQUE.
 */
unique: boolean, 
/**
 * A WARMASTER.
 */
warmaster: boolean, 
/**
 * A Legends warscroll.
 */
legends: boolean, 
/**
 * FACTION TERRAIN.
 */
factionTerrain: boolean, 
/**
 * A MANIFESTATION (summoned by a lore).
 */
manifestation: boolean, 
/**
 * The warscroll's numbers.
 */
profile: SigmarProfileView, 
/**
 * The base size, when stated.
 */
base: string | null, 
/**
 * May take a heroic trait and an artefact.
 */
enhancements: boolean, 
/**
 * The faction's own enhancement tables it may take from, by id (`tables` of its pack).
 */
tables: Array<string>, };

/**
 * Where victory points came from.
 */
export type SigmarVpSource = { "kind": "line", 
/**
 * The line.
 */
line: number, } | { "kind": "tactic", 
/**
 * The card (its place among the side's cards).
 */
card: number, 
/**
 * 0 Affray, 1 Strike, 2 Domination.
 */
tier: number, } | { "kind": "adjusted", 
/**
 * Their reason.
 */
reason: string, };

/**
 * When a tactic was completed.
 */
export type SigmarWhen = { 
/**
 * The battle round.
 */
round: number, 
/**
 * First or second turn of the round.
 */
turn: number, };

/**
 * `match_stats`'s answer.
 */
export type StatsView = { 
/**
 * Per saved list that played a finished match.
 */
lists: Array<ListRecordView>, 
/**
 * Per faction of the player's armies.
 */
factions: Array<FactionRecordView>, };

/**
 * Light or dark colours.
 */
export type Theme = "light" | "dark";

/**
 * Takes the timeline back, or brings undone events back, so that its first `to` events count.
 */
export type TimelineMove = { "type": "undo", 
/**
 * How many events of the timeline stay.
 */
to: number, } | { "type": "redo", 
/**
 * How many events of the timeline count afterwards.
 */
to: number, };

/**
 * The tracker's view of a live match, of whichever game (`game` says which).
 */
export type TrackerView = { "game": "runewars" } & RuneWarsTracker | { "game": "diskwars" } & DiskwarsTracker | { "game": "sigmar" } & SigmarTracker | { "game": "underworlds" } & UnderworldsTracker;

/**
 * A core ability of the action step (digest §3.4).
 */
export type UnderworldsAbility = "move" | "attack" | "charge" | "guard" | "focus";

/**
 * The four grand alliances of the Mortal Realms, as a warband's tag.
 */
export type UnderworldsAlliance = "order" | "chaos" | "death" | "destruction";

/**
 * The symbol of an attack.
 */
export type UnderworldsAttackSymbol = "hammer" | "swords";

/**
 * The upgrade capacity (V8): the glory values of the equipped upgrades against the glory.
 */
export type UnderworldsCapacity = { 
/**
 * Σ glory values of the upgrades equipped now.
 */
used: number, 
/**
 * The side's glory.
 */
total: number, };

/**
 * One card of a Rivals deck.
 */
export type UnderworldsCard = { 
/**
 * Kebab-case id of the English name, unique in its deck.
 */
id: string, 
/**
 * Its name.
 */
name: UnderworldsName, 
/**
 * The card's code in the community card database and its deck links (`BL1`), when
 * known.
 */
code?: string | null, 
/**
 * Objective, ploy or upgrade.
 */
kind: UnderworldsCardKind, 
/**
 * True for a surge objective or surge ploy.
 */
surge: boolean, 
/**
 * True when the card says it is Restricted (a season's legality list may cap how many
 * restricted cards a deck holds).
 */
restricted?: boolean, 
/**
 * The glory value (objectives and upgrades), when known.
 */
glory?: number | null, 
/**
 * The runemark the card is limited to, if any.
 */
runemark?: string | null, };

/**
 * The three kinds of card (rulebook L603–610).
 */
export type UnderworldsCardKind = "objective" | "ploy" | "upgrade";

/**
 * Where a card of a side's decks is.
 */
export type UnderworldsCardPlace = { "kind": "in_deck" } | { "kind": "scored", 
/**
 * In which round.
 */
round: number, } | { "kind": "played" } | { "kind": "equipped", 
/**
 * The fighter's id.
 */
fighter: string, } | { "kind": "discarded" };

/**
 * A card of a side's objective or power deck.
 */
export type UnderworldsCardState = { 
/**
 * The card's id.
 */
id: string, 
/**
 * Its name.
 */
name: UnderworldsName, 
/**
 * Objective, ploy or upgrade.
 */
kind: UnderworldsCardKind, 
/**
 * Its glory value, when known.
 */
glory: number | null, 
/**
 * A surge objective or ploy.
 */
surge: boolean, 
/**
 * Where it is.
 */
state: UnderworldsCardPlace, };

/**
 * `underworlds_catalog`'s answer: `{ warbands, decks, legality }`.
 */
export type UnderworldsCatalogView = { 
/**
 * Every warband in pack order, a player's record in place of the shipped one of its
 * id, their new ones after.
 */
warbands: Array<UnderworldsRecordView<UnderworldsWarband>>, 
/**
 * Every Rivals deck, likewise.
 */
decks: Array<UnderworldsRecordView<UnderworldsDeck>>, 
/**
 * The legality lists per format and season.
 */
legality: Array<UnderworldsLegality>, 
/**
 * Every runemark of the catalogue's fighters, abilities and cards, by id, as a player
 * reads it (`runemark_words`): the window shows no id.
 */
runemarks: { [key in string]: Words }, 
/**
 * Where the community's fighter cards come from, as a player reads it (what it is and
 * its date, `CommunityReference::said`); null when no card is the community's.
 */
community: Words | null, 
/**
 * What of that source only someone checking it needs (repository, commit, file),
 * shown behind "Details"; null likewise.
 */
community_details: string | null, };

/**
 * For each one-tap action: `null` when the rules would take it now, otherwise the message of
 * their refusal.
 */
export type UnderworldsChecks = { 
/**
 * Per side: it may be recorded as the territory roll-off's winner.
 */
territoryRollOff: Array<string | null>, 
/**
 * Per side: its redraw may be told.
 */
redraw: Array<string | null>, 
/**
 * The next feature token may be placed, by the player whose placement it is, in
 * `[side 0's territory, side 1's territory, neutral territory]`.
 */
placeFeature: Array<string | null>, 
/**
 * Per fighter: it may be deployed.
 */
deploy: Array<Array<string | null>>, 
/**
 * The round's roll-off may be recorded with the winner `[side 0, side 1, a tie the
 * underdog wins]`, the winner taking the first turn.
 */
roundRollOff: Array<string | null>, 
/**
 * Per fighter: the action step's Move.
 */
move: Array<Array<string | null>>, 
/**
 * Per fighter: the action step's Attack.
 */
attack: Array<Array<string | null>>, 
/**
 * Per fighter: the action step's Charge.
 */
charge: Array<Array<string | null>>, 
/**
 * Per fighter: the action step's Guard.
 */
guard: Array<Array<string | null>>, 
/**
 * Per side: the action step's Focus.
 */
focus: Array<string | null>, 
/**
 * Per side: it may pass in the power step.
 */
pass: Array<string | null>, 
/**
 * Per card: it may be played as a ploy.
 */
playPloy: Array<Array<string | null>>, 
/**
 * Per `[side][card][fighter]`: the card may be equipped on the fighter.
 */
equip: Array<Array<Array<string | null>>>, 
/**
 * Per fighter: it may Delve.
 */
delve: Array<Array<string | null>>, 
/**
 * Per warscroll ability: it may be used.
 */
useAbility: Array<Array<string | null>>, 
/**
 * Per fighter: damage may be inflicted on it.
 */
damage: Array<Array<string | null>>, 
/**
 * Per fighter: a damage token may be removed.
 */
heal: Array<Array<string | null>>, 
/**
 * Per fighter: its card may be flipped to the inspired face.
 */
inspire: Array<Array<string | null>>, 
/**
 * Per fighter: its card may be flipped back to the uninspired face.
 */
uninspire: Array<Array<string | null>>, 
/**
 * Per fighter: it may be raised.
 */
raise: Array<Array<string | null>>, 
/**
 * Per card: it may be scored as an objective.
 */
scoreObjective: Array<Array<string | null>>, 
/**
 * Per side: it may finish its end phase.
 */
endPhaseDone: Array<string | null>, };

/**
 * A Rivals deck (rulebook L163–167: 12 objectives and 20 power cards, maybe a plot card).
 */
export type UnderworldsDeck = { 
/**
 * Kebab-case id of the English name.
 */
id: string, 
/**
 * The deck's name.
 */
name: UnderworldsName, 
/**
 * Where its facts come from.
 */
source: string, 
/**
 * The playstyle tag, when known.
 */
playstyle?: string | null, 
/**
 * The code the community card database gives the deck, which prefixes its cards'
 * codes (`BL`), when known.
 */
code?: string | null, 
/**
 * True when `cards` is the whole deck; a shipped deck whose cards the rulebook does
 * not list is `false`.
 */
cards_complete: boolean, 
/**
 * The deck's cards.
 */
cards: Array<UnderworldsCard>, 
/**
 * The deck's plot card, if it has one.
 */
plot?: UnderworldsPlot | null, };

/**
 * A value of a fighter card its source gives but a player should check on the card: the
 * community data's values are read off card images and its `SOURCE.txt` names these.
 */
export type UnderworldsDoubt = "leader-and-minion" | "damage-zero" | "move-zero" | "health-unusual" | "runemarks-differ";

/**
 * One thing that happened at the table.
 */
export type UnderworldsEvent = { "type": "territory_roll_off", 
/**
 * Who won.
 */
winner: number, } | { "type": "redraw", 
/**
 * Who redrew.
 */
side: number, 
/**
 * Redrew the objective cards of the hand.
 */
objectives: boolean, 
/**
 * Redrew the power cards of the hand.
 */
power: boolean, } | { "type": "place_feature", 
/**
 * Who placed it.
 */
side: number, 
/**
 * Whose territory the hex is in (`null`: neutral territory).
 */
territory: number | null, 
/**
 * The number printed on its treasure face, as the players read it.
 */
number: number, } | { "type": "deploy", 
/**
 * Whose.
 */
side: number, 
/**
 * The fighter's id.
 */
fighter: string, } | { "type": "round_roll_off", 
/**
 * Who won; `null` for a tie that the underdog wins (rounds 2 and 3 only).
 */
winner: number | null, 
/**
 * Who takes the first turn (the winner's choice).
 */
first: number, } | { "type": "action", 
/**
 * The active player.
 */
side: number, 
/**
 * The core ability.
 */
ability: UnderworldsAbility, 
/**
 * The fighter (every ability but Focus).
 */
fighter: string | null, } | { "type": "pass", 
/**
 * Who passes.
 */
side: number, } | { "type": "play_ploy", 
/**
 * Whose.
 */
side: number, 
/**
 * The card's id.
 */
card: string, } | { "type": "equip", 
/**
 * Whose.
 */
side: number, 
/**
 * The fighter.
 */
fighter: string, 
/**
 * The upgrade card's id.
 */
card: string, } | { "type": "delve", 
/**
 * Whose.
 */
side: number, 
/**
 * The fighter.
 */
fighter: string, } | { "type": "use_ability", 
/**
 * Whose.
 */
side: number, 
/**
 * The ability's id on the warscroll.
 */
ability: string, } | { "type": "damage", 
/**
 * The fighter's side.
 */
side: number, 
/**
 * The fighter.
 */
fighter: string, 
/**
 * Damage tokens given.
 */
amount: number, } | { "type": "heal", 
/**
 * The fighter's side.
 */
side: number, 
/**
 * The fighter.
 */
fighter: string, } | { "type": "inspire", 
/**
 * The fighter's side.
 */
side: number, 
/**
 * The fighter.
 */
fighter: string, } | { "type": "uninspire", 
/**
 * The fighter's side.
 */
side: number, 
/**
 * The fighter.
 */
fighter: string, } | { "type": "token", 
/**
 * The fighter's side.
 */
side: number, 
/**
 * The fighter.
 */
fighter: string, 
/**
 * Which token.
 */
token: UnderworldsTokenKind, 
/**
 * Given (`true`) or removed.
 */
present: boolean, } | { "type": "stand", 
/**
 * The fighter's side.
 */
side: number, 
/**
 * The fighter.
 */
fighter: string, 
/**
 * The feature token (its place in the placing order, from 0).
 */
feature: number | null, } | { "type": "score_objective", 
/**
 * Whose.
 */
side: number, 
/**
 * The objective card's id.
 */
card: string, } | { "type": "raise", 
/**
 * The fighter's side.
 */
side: number, 
/**
 * The fighter.
 */
fighter: string, } | { "type": "end_phase_done", 
/**
 * Who.
 */
side: number, };

/**
 * One face of a fighter card (digest V2).
 */
export type UnderworldsFace = { 
/**
 * Move.
 */
move: number | null, 
/**
 * Save: dice and symbol.
 */
save: UnderworldsSave | null, 
/**
 * Health.
 */
health: number | null, 
/**
 * Bounty.
 */
bounty: number | null, 
/**
 * Weapons.
 */
weapons: Array<UnderworldsWeapon>, };

/**
 * The characteristics of one face of a fighter card that the tracker uses.
 */
export type UnderworldsFaceStats = { 
/**
 * Move, when known.
 */
move: number | null, 
/**
 * Save, when known.
 */
save: UnderworldsSave | null, 
/**
 * Health.
 */
health: number, 
/**
 * Bounty.
 */
bounty: number, };

/**
 * Which face of a feature token is up (§3.7).
 */
export type UnderworldsFeatureFace = "treasure" | "cover";

/**
 * A feature token on the battlefield.
 */
export type UnderworldsFeatureToken = { 
/**
 * Who placed it.
 */
placed_by: number, 
/**
 * Whose territory it is in (`None`: neutral territory).
 */
territory: number | null, 
/**
 * The number on its treasure face.
 */
number: number, 
/**
 * The face up.
 */
face: UnderworldsFeatureFace, };

/**
 * One fighter and its card's two faces.
 */
export type UnderworldsFighter = { 
/**
 * Kebab-case id, unique in its warband.
 */
id: string, 
/**
 * The fighter's name.
 */
name: UnderworldsName, 
/**
 * Runemarks on its card (`leader`, `fly`, or a warband's own mark).
 */
runemarks: Array<string>, 
/**
 * The uninspired (grey) face; `None` while unknown.
 */
uninspired: UnderworldsFace | null, 
/**
 * The inspired (gold) face; `None` while unknown.
 */
inspired: UnderworldsFace | null, 
/**
 * What its source marks as doubtful (community values read off card images): shown
 * to the player, and never on its own what makes a list illegal.
 */
doubts?: Array<UnderworldsDoubt>, };

/**
 * The form of one warband.
 */
export type UnderworldsFighterForm = { 
/**
 * The warband's id.
 */
warband: string, 
/**
 * Its name in the reader's language.
 */
name: string, 
/**
 * True when the tracker has all it needs: nothing to ask.
 */
complete: boolean, 
/**
 * One row per fighter, in roster order.
 */
fighters: Array<UnderworldsFighterValues>, };

/**
 * A fighter in the match.
 */
export type UnderworldsFighterState = { 
/**
 * The fighter's id in its warband.
 */
id: string, 
/**
 * Its name.
 */
name: UnderworldsName, 
/**
 * Carries the Leader runemark.
 */
leader: boolean, 
/**
 * Has been deployed (set-up step 5) or raised.
 */
deployed: boolean, 
/**
 * Slain (off the battlefield).
 */
slain: boolean, 
/**
 * Its card shows the inspired face.
 */
inspired: boolean, 
/**
 * Damage tokens.
 */
damage: number, 
/**
 * The current face's Health.
 */
health: number, 
/**
 * The current face's Bounty (0 while it carries a Raise token).
 */
bounty: number, 
/**
 * The current face's Move, when known.
 */
move: number | null, 
/**
 * The current face's Save, when known.
 */
save: UnderworldsSave | null, 
/**
 * Its tokens.
 */
tokens: UnderworldsTokens, 
/**
 * The upgrades equipped on it, by card id.
 */
upgrades: Array<string>, 
/**
 * The feature token it stands on (its place in the placing order).
 */
feature: number | null, 
/**
 * The uninspired face.
 */
uninspired_face: UnderworldsFaceStats, 
/**
 * The inspired face.
 */
inspired_face: UnderworldsFaceStats, };

/**
 * One fighter's row of the form: what is known, and what the players fill in.
 */
export type UnderworldsFighterValues = { 
/**
 * The fighter's id when the data has the fighter, or null for one it only counts.
 */
id: string | null, 
/**
 * Its name (the data's, or what the player typed; blank keeps "Fighter n").
 */
name: string, 
/**
 * Carries the Leader runemark.
 */
leader: boolean, 
/**
 * Health on the uninspired face.
 */
health: number | null, 
/**
 * Bounty on the uninspired face.
 */
bounty: number | null, 
/**
 * Health on the inspired face.
 */
inspiredHealth: number | null, 
/**
 * Bounty on the inspired face.
 */
inspiredBounty: number | null, };

/**
 * A side's glory (§3.2: never spent) and where it came from.
 */
export type UnderworldsGlory = { 
/**
 * Every glory point gained.
 */
total: number, 
/**
 * From objectives scored.
 */
objectives: number, 
/**
 * From enemy fighters slain (their Bounty).
 */
bounty: number, };

/**
 * Which warbands, decks and cards a format allows in a season (digest V5). Data only:
 * the shipped pack has none, so nothing is restricted until a player or a later pack
 * adds a list.
 */
export type UnderworldsLegality = { 
/**
 * `rivals` or `nemesis`.
 */
play_format: UnderworldsPlayFormat, 
/**
 * The season's id.
 */
season: string, 
/**
 * Where the list comes from.
 */
source: string, 
/**
 * The legal warbands (`None`: every warband).
 */
warbands?: Array<string> | null, 
/**
 * The legal decks (`None`: every deck).
 */
decks?: Array<string> | null, 
/**
 * Banned cards, by card id.
 */
banned: Array<string>, 
/**
 * Restricted cards, by card id.
 */
restricted: Array<string>, 
/**
 * How many restricted cards a list may hold (`None`: no cap stated).
 */
max_restricted?: number | null, };

/**
 * An Underworlds warband and deck.
 */
export type UnderworldsList = { 
/**
 * Always `muster-list/1`.
 */
format: string, 
/**
 * Always `underworlds`.
 */
game: string, 
/**
 * The list's name.
 */
name: string, 
/**
 * Rivals or Nemesis.
 */
play_format: UnderworldsPlayFormat, 
/**
 * The season whose legality list applies (none checked when absent).
 */
season?: string | null, 
/**
 * The warband, by id.
 */
warband: string, 
/**
 * The Rivals decks the cards come from (one in Rivals, two in Nemesis).
 */
decks: Array<string>, 
/**
 * The objective deck, by card id.
 */
objectives: Array<string>, 
/**
 * The power deck (ploys and upgrades), by card id.
 */
power: Array<string>, 
/**
 * Free notes for the player; never read by the rules.
 */
notes?: string | null, };

/**
 * Everything an Underworlds tracker shows.
 */
export type UnderworldsMatch = { 
/**
 * The two players, in set-up order.
 */
sides: Array<UnderworldsSide>, 
/**
 * Where the game is.
 */
stage: UnderworldsStage, 
/**
 * The battle round (0 during set-up, then 1–3).
 */
round: number, 
/**
 * The territory roll-off's winner.
 */
territory_winner: number | null, 
/**
 * The feature tokens, in the order placed.
 */
features: Array<UnderworldsFeatureToken>, 
/**
 * Whose move it is: who places or deploys next, the active player in an action step,
 * whose opportunity it is in a power step, who plays their end phase; `None` while
 * both roll off or once the game is over.
 */
next: number | null, 
/**
 * This round's roll-off winner.
 */
roll_off_winner: number | null, 
/**
 * This round's roll-off loser, who draws 1 power card (E1).
 */
draws_power: number | null, 
/**
 * Takes the first turn this round (and plays the end phase first).
 */
first: number | null, 
/**
 * The player whose turn it is (action and power steps).
 */
active: number | null, 
/**
 * The power step under way.
 */
power: UnderworldsPowerStep | null, 
/**
 * The side whose slain fighters have the higher combined Bounty (§3.6), if any.
 */
underdog: number | null, 
/**
 * What the engine worked out, in order.
 */
notes: Array<UnderworldsNote>, 
/**
 * `notes` in words, in the language of the last event.
 */
log: Array<string>, 
/**
 * What happens next, in the language of the last event.
 */
prompt: string, };

/**
 * A name in English and, where a source gives it, in Spanish.
 */
export type UnderworldsName = { 
/**
 * The English name.
 */
en: string, 
/**
 * The Spanish name (the rulebook's), when known.
 */
es?: string | null, };

/**
 * Something the engine worked out, kept for the log (its words in `log`).
 */
export type UnderworldsNote = { "kind": "territories", 
/**
 * The winner.
 */
winner: number, } | { "kind": "deploy_first", 
/**
 * Who deploys first.
 */
side: number, } | { "kind": "roll_off", 
/**
 * The round.
 */
round: number, 
/**
 * The winner.
 */
winner: number, 
/**
 * Won on a tie as the underdog (E2).
 */
underdog: boolean, 
/**
 * Takes the first turn.
 */
first: number, 
/**
 * The roll-off's loser, who draws 1 power card.
 */
draws: number, } | { "kind": "slain", 
/**
 * The fighter's side.
 */
side: number, 
/**
 * The fighter's id.
 */
fighter: string, 
/**
 * Glory the other side gained.
 */
bounty: number, 
/**
 * Upgrades discarded.
 */
upgrades: Array<string>, } | { "kind": "delved", 
/**
 * The fighter's side.
 */
side: number, 
/**
 * The fighter.
 */
fighter: string, 
/**
 * The token.
 */
feature: number, 
/**
 * Its face now.
 */
face: UnderworldsFeatureFace, } | { "kind": "scored", 
/**
 * Whose.
 */
side: number, 
/**
 * The card.
 */
card: string, 
/**
 * Glory gained.
 */
glory: number, } | { "kind": "round_ended", 
/**
 * The round.
 */
round: number, } | { "kind": "game_over" };

/**
 * The two formats of play (digest §1.2).
 */
export type UnderworldsPlayFormat = "rivals" | "nemesis";

/**
 * A plot card (rulebook L770–772).
 */
export type UnderworldsPlot = { 
/**
 * Kebab-case id.
 */
id: string, 
/**
 * Its name.
 */
name: UnderworldsName, };

/**
 * The power step under way (§3.3, E19).
 */
export type UnderworldsPowerStep = { 
/**
 * Whose opportunity it is.
 */
opportunity: number, 
/**
 * Passes in a row (two end the step).
 */
passes: number, 
/**
 * Per side: has Delved in this power step.
 */
delved: Array<boolean>, };

/**
 * What `underworlds_save_record` takes: a whole warband or deck, as the catalogue has it.
 */
export type UnderworldsRecord = UnderworldsWarband | UnderworldsDeck;

/**
 * A catalogue record as is, and whether it is the player's own (`source` starting
 * `user:`).
 */
export type UnderworldsRecordView<T> = { 
/**
 * The player's own record rather than a shipped one.
 */
user: boolean, 
/**
 * A warband whose fighter cards are the community's card list (read off the card
 * images, not checked against the cards); false for a deck and for the player's own.
 */
community_cards: boolean, } & T;

/**
 * A player's redraw at set-up (E5), as told.
 */
export type UnderworldsRedraw = { 
/**
 * Redrew the objective cards.
 */
objectives: boolean, 
/**
 * Redrew the power cards.
 */
power: boolean, };

/**
 * A save characteristic: a number of save dice and the symbol that succeeds.
 */
export type UnderworldsSave = { 
/**
 * Save dice.
 */
dice: number, 
/**
 * Shield or dodge.
 */
symbol: UnderworldsSaveSymbol, };

/**
 * The symbol of a save (digest V2).
 */
export type UnderworldsSaveSymbol = "shield" | "dodge";

/**
 * A player in the match.
 */
export type UnderworldsSide = { 
/**
 * The player's name.
 */
player: string, 
/**
 * The list's name.
 */
list: string, 
/**
 * The warband's id.
 */
warband: string, 
/**
 * The warband's name.
 */
warband_name: UnderworldsName, 
/**
 * The warscroll abilities' ids (for `use_ability`).
 */
abilities: Array<string>, 
/**
 * Glory and where it came from.
 */
glory: UnderworldsGlory, 
/**
 * Upgrade capacity used and total.
 */
capacity: UnderworldsCapacity, 
/**
 * The redraw, once told.
 */
redraw: UnderworldsRedraw | null, 
/**
 * The objective deck's cards, then the power deck's, in list order.
 */
cards: Array<UnderworldsCardState>, 
/**
 * The fighters, in warband order.
 */
fighters: Array<UnderworldsFighterState>, 
/**
 * Turns taken this round (0–4).
 */
turns: number, 
/**
 * Has finished this round's end phase.
 */
end_phase_done: boolean, };

/**
 * Where the game is.
 */
export type UnderworldsStage = "territories" | "features" | "deployment" | "roll_off" | "action" | "power" | "end_phase" | "over";

/**
 * A token the players put on or take off a fighter by hand (a card, a stagger hex).
 */
export type UnderworldsTokenKind = "move" | "charge" | "guard" | "stagger";

/**
 * The tokens on a fighter (§3.7).
 */
export type UnderworldsTokens = { 
/**
 * A Move token.
 */
move: boolean, 
/**
 * A Charge token.
 */
charge: boolean, 
/**
 * A Guard token.
 */
guard: boolean, 
/**
 * A Stagger token.
 */
stagger: boolean, 
/**
 * A Raise token (a raised fighter, Bounty 0).
 */
raise: boolean, };

/**
 * What the builder shows beside the findings.
 */
export type UnderworldsTotals = { 
/**
 * Fighters in the warband.
 */
fighters: number, 
/**
 * Cards in the objective deck.
 */
objectives: number, 
/**
 * Surge objectives among them.
 */
surge_objectives: number, 
/**
 * Cards in the power deck.
 */
power: number, 
/**
 * Ploys among them.
 */
ploys: number, 
/**
 * Upgrades among them.
 */
upgrades: number, 
/**
 * The plot cards the chosen decks bring, by id.
 */
plots: Array<string>, };

/**
 * What the tracker shows of an Underworlds match.
 */
export type UnderworldsTracker = { 
/**
 * Battle rounds in a game (3).
 */
rounds: number, 
/**
 * Turns per player per round (4).
 */
turns: number, 
/**
 * Feature tokens placed at set-up (5).
 */
featureTokens: number, 
/**
 * The timeline's events, oldest first, each written flat as in the match file; the
 * first `head` count, the rest were undone (a redo brings them back).
 */
events: Array<UnderworldsEvent>, 
/**
 * Whether each one-tap action would be taken now.
 */
checks: UnderworldsChecks, 
/**
 * The match's id.
 */
id: number, 
/**
 * The state now.
 */
state: UnderworldsMatch, 
/**
 * The result, once the game is over.
 */
outcome: Outcome | null, 
/**
 * Each side's score as it stands now.
 */
scores: Array<SideScore>, 
/**
 * How many events of the timeline count.
 */
head: number, 
/**
 * Events in the timeline (undone ones after `head` included).
 */
timeline: number, 
/**
 * Entries in the log, undo and redo included.
 */
log: number, 
/**
 * Something to undo.
 */
canUndo: boolean, 
/**
 * Something to redo.
 */
canRedo: boolean, 
/**
 * When the result was kept in the history; null while in progress.
 */
finishedAt: number | null, };

/**
 * A warband: its fighters, its warscroll abilities (digest §1.1).
 */
export type UnderworldsWarband = { 
/**
 * Kebab-case id of the English name.
 */
id: string, 
/**
 * The warband's name.
 */
name: UnderworldsName, 
/**
 * Where its facts come from (`rulebook L231`, `user: …`).
 */
source: string, 
/**
 * The playstyle tag (Strike, Take and Hold, Flex, Mastery), when known.
 */
playstyle?: string | null, 
/**
 * The grand alliance the warband belongs to, when known.
 */
alliance?: UnderworldsAlliance | null, 
/**
 * How many fighters the warband has, when a source says so even though it does not
 * name them all (`fighters` then holds those it names).
 */
fighter_count?: number | null, 
/**
 * True when `fighters` is the whole roster; a shipped warband whose roster the
 * rulebook does not give is `false`.
 */
roster_complete: boolean, 
/**
 * The fighters.
 */
fighters: Array<UnderworldsFighter>, 
/**
 * The warscroll's abilities (front of the warscroll).
 */
abilities: Array<UnderworldsWarscrollAbility>, 
/**
 * The inspire condition in the player's own words, when entered.
 */
inspire?: string | null, };

/**
 * An ability on the warband's warscroll.
 */
export type UnderworldsWarscrollAbility = { 
/**
 * Kebab-case id, unique in its warband.
 */
id: string, 
/**
 * Its name.
 */
name: UnderworldsName, 
/**
 * The runemark a fighter needs to use it (rulebook L227–231).
 */
runemark?: string | null, 
/**
 * True when it needs generic tokens placed at muster (rulebook L241, digest V6).
 */
generic_tokens: boolean, 
/**
 * How many generic tokens, when it needs them and the number is known.
 */
token_count?: number | null, };

/**
 * A weapon profile (digest V2).
 */
export type UnderworldsWeapon = { 
/**
 * The weapon's name; `None` where the source names none (the community data names no
 * weapon).
 */
name?: string | null, 
/**
 * Melee or ranged.
 */
kind: UnderworldsWeaponKind, 
/**
 * Range in hexes.
 */
range: number, 
/**
 * Attack dice.
 */
dice: number, 
/**
 * Hammer or swords.
 */
symbol: UnderworldsAttackSymbol, 
/**
 * Damage.
 */
damage: number, 
/**
 * Weapon abilities.
 */
abilities: Array<UnderworldsWeaponAbility>, 
/**
 * The names of its abilities that are not among the rulebook's six (a warband's own,
 * as the source spells them): names only, never their text.
 */
other_abilities?: Array<string>, };

/**
 * A weapon ability runemark, maybe critical (digest §3.5).
 */
export type UnderworldsWeaponAbility = { 
/**
 * `cleave`, `ensnare`, `brutal`, `grievous`, `stagger`, `grapple`.
 */
kind: UnderworldsWeaponAbilityKind, 
/**
 * True when it takes effect only with a critical in the attack roll.
 */
critical: boolean, };

/**
 * The weapon abilities the rulebook defines (L498–520).
 */
export type UnderworldsWeaponAbilityKind = "cleave" | "ensnare" | "brutal" | "grievous" | "stagger" | "grapple";

/**
 * Melee or ranged (rulebook L155–157).
 */
export type UnderworldsWeaponKind = "melee" | "ranged";

/**
 * `unit_card`'s answer: a warscroll, a RuneWars unit, a Diskwars disc or an Underworlds
 * fighter, in the reader's language. A value no source gives is in its place with a null
 * `value` (and named in `unknown`), never guessed; an empty section is an empty list.
 */
export type UnitCard = { 
/**
 * The unit's name.
 */
name: string, 
/**
 * What it is, in short parts the window joins (its faction, its role, its cost).
 */
subtitle: Array<string>, 
/**
 * Its characteristics, in the card's order.
 */
characteristics: Array<CardStat>, 
/**
 * Its weapons, in the card's order (none where the data has none).
 */
weapons: Array<WeaponRow>, 
/**
 * Its keywords (Age of Sigmar's, Diskwars' traits and keywords, Underworlds' runemarks,
 * RuneWars' upgrade slots).
 */
keywords: Array<CardTag>, 
/**
 * Its abilities by name only: never their text.
 */
abilities: Array<CardTag>, 
/**
 * Where the values come from, each once; a value names its own by index.
 */
sources: Array<CardSource>, 
/**
 * What no source gives, in words (`Counterattack`, `Ranged attack: range`): the values
 * shown with a null `value`.
 */
unknown: Array<string>, 
/**
 * What a source marks as doubtful, in words: a player checks it on their own piece.
 */
doubts: Array<string>, };

/**
 * A value a check waits for: one value of one record of the game's data, which the player
 * can enter (or look up) to let the check run.
 */
export type UnknownValue = { 
/**
 * The kind of record, as the player's own records name it (`disc`, `command-card`,
 * `unit`, `deck`).
 */
kind: string, 
/**
 * The record's id (`steam-tank`).
 */
id: string, 
/**
 * The record's name, in the reader's language.
 */
name: string, 
/**
 * Which of its values, as the record's field is named (`size`, `cost`, `points`).
 */
value: string, 
/**
 * That value's name, in the reader's language (`size`, `tamaño`).
 */
label: string, };

/**
 * The verdict on a list.
 */
export type Verdict = "legal" | "illegal" | "unconfirmed";

/**
 * One entry of a list's history.
 */
export type VersionView = { 
/**
 * 1, 2, 3…
 */
version: number, 
/**
 * When it was saved (unix ms).
 */
savedAt: number, 
/**
 * The list's name in that version (empty if that document cannot be read).
 */
name: string, };

/**
 * One weapon: its name, melee or ranged, and its numbers.
 */
export type WeaponRow = { 
/**
 * Its name; null where the data names none (the window then names it by its kind).
 */
name: string | null, 
/**
 * A ranged weapon (else melee).
 */
ranged: boolean, 
/**
 * Its numbers (`Range`, `Dice`, `Damage`…), each with its source.
 */
stats: Array<CardStat>, 
/**
 * Its abilities by name only.
 */
abilities: Array<string>, 
/**
 * The heading it is shown under (Underworlds' inspired side); null otherwise.
 */
group: string | null, };

/**
 * Regular or bold.
 */
export type Weight = "regular" | "bold";

/**
 * A short phrase of Muster's own in English and Spanish.
 */
export type Words = { 
/**
 * English.
 */
en: string, 
/**
 * Spanish.
 */
es: string, };

/**
 * Every game Muster knows, in the order the pages show them: its title on the pages and
 * as players know it, the word for what a list is filed under, the kinds of item its
 * collection counts and of record a player may enter, and how many players a match
 * takes (`[fewest, most]`). From the games' own constants (never a copy).
 */
export const GAMES = {
	runewars: { title: { en: "RuneWars", es: "RuneWars" }, fullTitle: "RuneWars: The Miniatures Game", faction: { en: "Faction", es: "Facción" }, collectionKinds: ["unit", "upgrade", "box"], recordKinds: ["faction", "unit", "upgrade", "box"], players: [2, 2] },
	diskwars: { title: { en: "Diskwars", es: "Diskwars" }, fullTitle: "Warhammer: Diskwars", faction: { en: "Faction", es: "Facción" }, collectionKinds: ["disc", "command-card", "box"], recordKinds: ["disc", "command-card"], players: [2, 4] },
	sigmar: { title: { en: "Age of Sigmar", es: "Age of Sigmar" }, fullTitle: "Warhammer Age of Sigmar", faction: { en: "Faction", es: "Facción" }, collectionKinds: ["unit"], recordKinds: [], players: [2, 2] },
	underworlds: { title: { en: "Warhammer Underworlds", es: "Warhammer Underworlds" }, fullTitle: "Warhammer Underworlds", faction: { en: "Warband", es: "Banda" }, collectionKinds: ["warband", "deck"], recordKinds: ["warband", "deck"], players: [2, 2] },
} as const;

/** The id of a game Muster knows. */
export type GameId = keyof typeof GAMES;

/** Every game's id, in `GAMES`' order. */
export const GAME_IDS = ['runewars', 'diskwars', 'sigmar', 'underworlds'] as const satisfies readonly GameId[];

/** Every `ErrorCode`, in the order Rust declares them. */
export const ERROR_CODES = ['args.invalid', 'data.broken', 'data.refused', 'deck.link', 'deck.text', 'file.io', 'list.invalid', 'list.text', 'match.file', 'match.finished', 'match.game', 'match.not_over', 'match.refused', 'match.setup', 'match.stored', 'record.invalid', 'roster.refused', 'settings.invalid', 'store.bad_import', 'store.conflict', 'store.damaged', 'store.error', 'store.invalid', 'store.io', 'store.newer_schema', 'store.not_a_library', 'store.not_found'] as const satisfies readonly ErrorCode[];

/**
 * The numbers of the rules the screens show, as the rules core has them (never a copy).
 */
export const RULES = {
	runewars: { standardLimit: 200, skirmishLimit: 100 },
	diskwars: { shortGame: 2, longGame: 3 },
	sigmar: { defaultPointsLimit: 2000, defaultSeason: 'ghb-2026-27', triumphs: [{ from: 1, to: 2, triumph: "blessed" }, { from: 3, to: 4, triumph: "inspired" }, { from: 5, to: 6, triumph: "empowered" }] },
	underworlds: { rivalsObjectives: 12, rivalsPower: 20, nemesisObjectives: 12, nemesisPower: 20, nemesisSurge: 6 }
} as const;

/**
 * The app's version and the four games, each with what Muster does for it and
 * what its shipped data holds (counted from the packs), in both languages.
 */
export function appInfo(): Promise<AppInfo> {
	return call('app_info');
}

/**
 * What the settings' About section shows: the version, each game's shipped packs
 * as they state where they come from (how many, the seasons they were made for,
 * each source once: a community repository and its commit, the rulebook a pack
 * was written from by hand, or the community values completing a pack: what they
 * are in both languages, who made them, the commit and its date), the Age of
 * Sigmar packs the player imported with the folder they are read from, and the
 * library file in use. Reads the packs' own `source` and `reference`, never opens
 * the library.
 */
export function about(): Promise<About> {
	return call('about');
}

/**
 * The id Muster makes of each name (`Zikkit's Tunnelpack` → `zikkits-tunnelpack`):
 * the UI makes no id itself.
 */
export function kebabIds(names: Array<string>): Promise<Array<string>> {
	return call('kebab_ids', { names });
}

/**
 * The RuneWars catalogue the library sees (the pack and the player's own units,
 * upgrades, factions and boxes), names in `lang`.
 */
export function runewarsCatalog(lang: Lang): Promise<RuneWarsCatalogView> {
	return call('runewars_catalog', { lang });
}

/**
 * The Diskwars catalogue the library sees (the pack and the player's values):
 * every value the rulebook states with its source, every other `null` (unknown,
 * never guessed); the pre-built regiments, introductory armies and boxes.
 */
export function diskwarsCatalog(lang: Lang): Promise<DiskwarsCatalogView> {
	return call('diskwars_catalog', { lang });
}

/**
 * Stores the cells the player typed in the Diskwars values table (an empty cell
 * takes the player's value off), all together or none; answers the refused cells,
 * each with why in `lang` (none when stored).
 */
export function diskwarsValuesSave(edits: Array<DiskwarsCellEdit>, lang: Lang): Promise<Array<DiskwarsCellFault>> {
	return call('diskwars_values_save', { edits, lang });
}

/**
 * The values the saved Diskwars lists wait for (their verdict is unconfirmed
 * until entered), each with the names of the lists.
 */
export function diskwarsValuesNeeded(lang: Lang): Promise<Array<DiskwarsNeededValue>> {
	return call('diskwars_values_needed', { lang });
}

/**
 * Every Age of Sigmar faction (shipped and imported by the player) by name, grand
 * alliance, Legends mark and the army it belongs to, without reading any pack; the
 * seasons and a new list's defaults.
 */
export function sigmarCatalog(): Promise<SigmarCatalogView> {
	return call('sigmar_catalog');
}

/**
 * One faction's pack as the builder reads it, opened when the player chooses the
 * faction (an unknown id is `args.invalid` naming the nearest; a shipped pack that
 * fails its schema is `data.broken`).
 */
export function sigmarPack(faction: string): Promise<SigmarPackView> {
	return call('sigmar_pack', { faction });
}

/**
 * What each place of a matched-play list could take now, each candidate allowed or
 * not with the validator's reason (empty for an open-play list; another game's
 * document is `args.invalid`).
 */
export function sigmarChoices(document: ListDocument, lang: Lang): Promise<SigmarChoices> {
	return call('sigmar_choices', { document, lang });
}

/**
 * Imports every faction catalogue of a BattleScribe folder the player chooses in
 * the folder dialog (titled `title`) among the player's packs; `null` when
 * cancelled.
 */
export function sigmarImportFolder(title: string): Promise<SigmarImportedView | null> {
	return call('sigmar_import_folder', { title });
}

/**
 * A list pasted as the official Age of Sigmar app exports it, read into a
 * matched-play list document, **not stored**: `{ document, problems: [{ line,
 * text, message, nearest }] }` (save the document with `list_save`).
 */
export function sigmarReadAppText(text: string, lang: Lang): Promise<SigmarAppTextPreview> {
	return call('sigmar_read_app_text', { text, lang });
}

/**
 * A BattleScribe or New Recruit roster file (`.ros`, `.rosz`, `.json`) the player
 * chooses in the open dialog (titled `title`) read into a matched-play list,
 * **not stored**: `{ file, list, notes }`, each note `{ place, name, message }` in
 * `lang` for a selection not mapped; `null` when cancelled.
 */
export function sigmarReadRoster(title: string, lang: Lang): Promise<SigmarRosterRead | null> {
	return call('sigmar_read_roster', { title, lang });
}

/**
 * The roster file last chosen, read again with its notes in `lang` (a change of
 * language; no dialog).
 */
export function sigmarRereadRoster(lang: Lang): Promise<SigmarRosterRead> {
	return call('sigmar_reread_roster', { lang });
}

/**
 * The Underworlds warbands, decks and legality lists, the player's own records in
 * place of the shipped ones of their id, each marked `user`, a warband whose
 * fighter cards are the community's marked `community_cards`, and every runemark's
 * words by its id (`runemarks`).
 */
export function underworldsCatalog(): Promise<UnderworldsCatalogView> {
	return call('underworlds_catalog');
}

/**
 * Stores the player's own warband or deck (`kind`), checked first; a record with a
 * shipped id replaces the shipped one for this player; a refused record is
 * `record.invalid` naming the place
 * (`underworlds/warband/<id>/fighters/0/inspired/health: …`), and nothing is
 * stored.
 */
export function underworldsSaveRecord(kind: string, record: UnderworldsRecord): Promise<UnderworldsCatalogView> {
	return call('underworlds_save_record', { kind, record });
}

/**
 * Deletes the player's own warband or deck (the shipped one of that id is back);
 * `store.not_found` when there is none.
 */
export function underworldsDeleteRecord(kind: string, id: string): Promise<UnderworldsCatalogView> {
	return call('underworlds_delete_record', { kind, id });
}

/**
 * A deck typed as plain text (one card per line `TYPE · NAME · GLORY`) read into a
 * deck record, **not stored**; bad lines are `deck.text`, one `line N: …` per bad
 * line, in `lang`.
 */
export function underworldsReadDeck(text: string, id: string, name: string, lang: Lang): Promise<UnderworldsDeck> {
	return call('underworlds_read_deck', { text, id, name, lang });
}

/**
 * A deck link (underworldsdb's `…shared.php?deck=0,BL1,…`, its `deck=` part, or
 * the card codes alone) read into a deck record of the shipped cards, **not
 * stored**; every code no card has is `deck.link`, one `card N: …` per bad code,
 * in `lang`.
 */
export function underworldsDeckOfLink(link: string, id: string, name: string, lang: Lang): Promise<UnderworldsDeck> {
	return call('underworlds_deck_of_link', { link, id, name, lang });
}

/**
 * A list document with the decks and cards of a deck link (its name, warband,
 * season and notes kept; the link's format, or Rivals for one deck and Nemesis for
 * two); a bad link is `deck.link` as above, and nothing changes.
 */
export function underworldsApplyLink(document: ListDocument, link: string, lang: Lang): Promise<UnderworldsList> {
	return call('underworlds_apply_link', { document, link, lang });
}

/**
 * The underworldsdb link of an Underworlds list's cards, to share; a card with no
 * code (one the player typed) is `deck.link` naming it; another game's list is
 * `args.invalid`.
 */
export function deckLink(document: ListDocument, lang: Lang): Promise<string> {
	return call('deck_link', { document, lang });
}

/**
 * What the tracker needs of a warband's fighters: a row per fighter the data
 * counts (its name, or "Fighter n"/"Guerrero n" where the data names none), the
 * leader, Health and Bounty of both faces where known, and `complete` when nothing
 * is missing.
 */
export function underworldsFighterForm(warband: string, lang: Lang): Promise<UnderworldsFighterForm> {
	return call('underworlds_fighter_form', { warband, lang });
}

/**
 * The answers to that form kept as the player's own record of the warband (roster
 * complete); a missing or zero Health, or a missing Bounty, is `record.invalid`
 * naming `…/fighters/N`, in `lang`, and nothing is stored.
 */
export function underworldsSaveFighters(warband: string, fighters: Array<UnderworldsFighterValues>, lang: Lang): Promise<UnderworldsCatalogView> {
	return call('underworlds_save_fighters', { warband, fighters, lang });
}

/**
 * A unit's card, to look at without leaving the list: a warscroll, a RuneWars
 * unit, a Diskwars disc or an Underworlds fighter (`faction`: the Age of Sigmar
 * faction or the Underworlds warband it is in; the other games' ids need none),
 * in `lang`: its characteristics and weapons from the data, keywords, abilities by
 * name only, each value with its source in words (ids and commits as `details`)
 * and what no source gives as unknown (`value` null). An unknown game, faction or
 * unit is `args.invalid`, naming it and the nearest id.
 */
export function unitCard(game: string, faction: string | null, unit: string, lang: Lang): Promise<UnitCard> {
	return call('unit_card', { game, faction, unit, lang });
}

/**
 * Every rule finding of a list, exactly `muster validate --format json` (the
 * verdict, `legal`, `unconfirmed` or `illegal`, the values its checks wait for,
 * the game's own totals), and the `collection.short` warnings against the
 * library's collection when the setting `collectionChecks` says it counts.
 */
export function checkList(document: ListDocument, lang: Lang): Promise<CheckResult> {
	return call('check_list', { document, lang });
}

/**
 * The upgrades unit `unitIndex` of a RuneWars list can take without a rule error
 * at the new card (none in the other games).
 */
export function eligibleUpgrades(document: ListDocument, unitIndex: number): Promise<Array<string>> {
	return call('eligible_upgrades', { document, unitIndex });
}

/**
 * Every saved list, by id. A Diskwars list is filed under the faction its discs'
 * races belong to, an Age of Sigmar list under its faction, an Underworlds list
 * under its warband.
 */
export function listsAll(): Promise<Array<ListSummary>> {
	return call('lists_all');
}

/**
 * One saved list with its current document.
 */
export function listOpen(id: number): Promise<OpenedList> {
	return call('list_open', { id });
}

/**
 * A document saved as a new list (`id` null) or as a new version of list `id`;
 * illegal lists are saved too; what is not a list document is `list.invalid`.
 */
export function listSave(id: number | null, document: ListDocument): Promise<Saved> {
	return call('list_save', { id, document });
}

/**
 * The current document saved with a new name, as a new version.
 */
export function listRename(id: number, name: string, lang: Lang): Promise<Saved> {
	return call('list_rename', { id, name, lang });
}

/**
 * A copy of a list named "… (copy)" / "… (copia)", starting its own history.
 */
export function listDuplicate(id: number, lang: Lang): Promise<Saved> {
	return call('list_duplicate', { id, lang });
}

/**
 * Deletes a list and its history.
 */
export function listDelete(id: number): Promise<null> {
	return call('list_delete', { id });
}

/**
 * Every version of a list, oldest first.
 */
export function listHistory(id: number): Promise<Array<VersionView>> {
	return call('list_history', { id });
}

/**
 * An earlier version made current again, as a new version (nothing is lost).
 */
export function listRestore(id: number, version: number): Promise<Saved> {
	return call('list_restore', { id, version });
}

/**
 * Reads a list document file the player chooses in the open dialog (titled
 * `title`) and saves it as a new list (a bad file is `list.invalid` naming the
 * place); `null` when cancelled.
 */
export function listImportFile(title: string): Promise<Saved | null> {
	return call('list_import_file', { title });
}

/**
 * Writes a list's current document as pretty JSON where the player chooses in the
 * save dialog (titled `title`, `suggested` as the name), and answers the file
 * written; `null` when cancelled.
 */
export function listExportFile(id: number, title: string, suggested: string): Promise<string | null> {
	return call('list_export_file', { id, title, suggested });
}

/**
 * The pages exactly as the PDF draws them, for the document as the builder holds
 * it, saved or not.
 */
export function listPrintPreview(document: ListDocument, options: PrintRequest): Promise<Layout> {
	return call('list_print_preview', { document, options });
}

/**
 * Writes the PDF where the player chooses in the save dialog (titled `title`,
 * `suggested` as the name): first to `<path>.muster-partial` beside it, then
 * renamed, so a failed write leaves nothing half-written (`file.io` names the
 * path); never over the library, its `-wal` or `-shm`, or the settings file
 * (`file.io` naming both); the file written, `null` when cancelled.
 */
export function listPrintSave(document: ListDocument, options: PrintRequest, title: string, suggested: string): Promise<string | null> {
	return call('list_print_save', { document, options, title, suggested });
}

/**
 * Shows a file the app wrote this session (an export or a PDF) in the system's
 * file manager ("Open folder"); any other path is `file.io`.
 */
export function revealSaved(path: string): Promise<null> {
	return call('reveal_saved', { path });
}

/**
 * The list as compact plain text for chats (name, header, one line per unit and
 * upgrade with costs, totals and verdict).
 */
export function listText(document: ListDocument, lang: Lang): Promise<string> {
	return call('list_text', { document, lang });
}

/**
 * What is owned in `game`.
 */
export function collectionGet(game: string): Promise<Array<CollectionEntry>> {
	return call('collection_get', { game });
}

/**
 * Sets how many of an item are owned (0 removes the line); the new count. Raising
 * a count checks that the item exists (`args.invalid` names it); lowering one
 * never does, so a line whose item has gone can be cleared. Kinds: RuneWars `unit`
 * (trays), `upgrade`, `box`; Diskwars `disc`, `command-card`, `box`; Age of Sigmar
 * `unit` (models of a warscroll); Underworlds `warband`, `deck`.
 */
export function collectionSet(game: string, kind: string, item: string, count: number): Promise<number> {
	return call('collection_set', { game, kind, item, count });
}

/**
 * Stores a RuneWars box the player describes, checked like shipped data; owning it
 * then counts as owning its contents. Other games' boxes are `args.invalid`.
 */
export function boxSave(game: string, id: string, contents: Array<BoxLine>): Promise<null> {
	return call('box_save', { game, id, contents });
}

/**
 * For every saved list, whether the collection covers it, how many shortfalls,
 * whether the builder checks it against the collection (`checked`: the setting
 * `collectionChecks`, and with `auto` whether anything of its game is owned), and
 * its verdict (`legal`, `illegal` or `unconfirmed`).
 */
export function canFieldAll(lang: Lang): Promise<Array<CanFieldRow>> {
	return call('can_field_all', { lang });
}

/**
 * A new match between saved lists; the player who keeps the library first.
 */
export function matchStart(seats: Array<Seat>, lang: Lang): Promise<TrackerView> {
	return call('match_start', { seats, lang });
}

/**
 * A stored match, replayed from its log.
 */
export function matchOpen(id: number, lang: Lang): Promise<TrackerView> {
	return call('match_open', { id, lang });
}

/**
 * One entry of a match (an event, undo or redo) checked by the rules, stored, then
 * taken; or refused (then nothing changed).
 */
export function matchRecord(id: number, entry: MatchEntry, lang: Lang): Promise<Recorded> {
	return call('match_record', { id, entry, lang });
}

/**
 * Keeps the result of a match that is over in the history (`match.not_over` before
 * that).
 */
export function matchFinish(id: number, lang: Lang): Promise<TrackerView> {
	return call('match_finish', { id, lang });
}

/**
 * Every match, newest first, with the names as played.
 */
export function matchesList(): Promise<Array<MatchRow>> {
	return call('matches_list');
}

/**
 * Finished matches per saved list and per faction, for the player's side.
 */
export function matchStats(): Promise<StatsView> {
	return call('match_stats');
}

/**
 * The settings in force.
 */
export function settingsGet(): Promise<Settings> {
	return call('settings_get');
}

/**
 * New settings checked and saved (anything else is `settings.invalid` and changes
 * nothing). `dataDir` may only stay as it is or go back to the default folder
 * (whose library is opened — or created — first); any other folder is
 * `settings.invalid`.
 */
export function settingsSet(settings: Settings): Promise<Settings> {
	return call('settings_set', { settings });
}

/**
 * Moves the library to a folder the player chooses in the folder dialog (titled
 * `title`, opened at the folder in use): the library there is opened — or created
 * — first; the settings in force, `null` when cancelled.
 */
export function settingsChooseDataFolder(title: string): Promise<Settings | null> {
	return call('settings_choose_data_folder', { title });
}
