/**
 * A Diskwars event in words for the event log: who did what to which disc, with the names
 * the match holds (discs, command, scenario and deployment cards) in the reader's language.
 * It only names what was recorded; what it did is in Rust's state.
 */
import type { DiskwarsDiscRef, DiskwarsEvent, DiskwarsMatch } from '$lib/api';
import { cardOf, discLabel, dwName } from '$lib/games/diskwars/tracker-view';
import { i18n, t } from '$lib/i18n.svelte';

/** `event` in one line. */
export function describe(event: DiskwarsEvent, state: DiskwarsMatch): string {
	const lang = i18n.lang;
	const who = (side: number) => state.sides[side]?.player ?? '?';
	const disc = (ref: DiskwarsDiscRef) => `${who(ref.side)} · ${discLabel(state, ref, lang)}`;
	const scenario = (id: string | null) => {
		const card = id === null ? null : state.scenario_cards.find((c) => c.id === id);
		return card ? dwName(card.name, lang) : id === null ? t('dwm.notInPack') : id;
	};
	const command = (side: number, id: string | null) => {
		const card = cardOf(state, side, id);
		return card ? dwName(card.name, lang) : (id ?? '—');
	};
	switch (event.type) {
		case 'initiative':
			return t('dwm.log.initiative', {
				rolls: event.rolls.flatMap((r, side) => (r === null ? [] : [`${who(side)} ${r}`])).join(', ')
			});
		case 'assign_initiative':
			return t('dwm.log.assign', { name: who(event.side), order: event.order.map(who).join(', ') });
		case 'scenario':
			return t('dwm.log.scenario', { name: who(event.side), card: scenario(event.card) });
		case 'objective':
			return t('dwm.log.objective', { name: who(event.side), card: scenario(event.card) });
		case 'deployment_card': {
			const known = event.card === null ? null : state.deployment_deck.find((c) => c.id === event.card);
			const card = known ? dwName(known.name, lang) : event.card === null ? t('dwm.notInPack') : event.card;
			return t('dwm.log.deploymentCard', { name: who(event.side), card, face: t(`dwm.face.${event.face}`) });
		}
		case 'deploy':
			return t('dwm.log.deploy', { name: who(event.side), n: event.discs.length });
		case 'reveal':
			return t('dwm.log.reveal', {
				cards: event.cards.flatMap((c, side) => (c === null ? [] : [`${who(side)} ${command(side, c)}`])).join(', ')
			});
		case 'activate':
			return t('dwm.log.activate', {
				disc: disc(event),
				action: t(`dwm.action.${event.action}`)
			});
		case 'resolved':
			return t('dwm.log.resolved', { name: who(event.side) });
		case 'pin':
			return t('dwm.log.pin', { top: disc(event.top), bottom: disc(event.bottom) });
		case 'unpin':
			return t('dwm.log.unpin', { top: disc(event.top), bottom: disc(event.bottom) });
		case 'damage':
			return t('dwm.log.damage', {
				hits: event.hits
					.map((h) => {
						const what = [h.amount > 0 ? String(h.amount) : '', h.wound ? t('dwm.direct') : '', h.result ? t(`dwm.result.${h.result}`) : '']
							.filter(Boolean)
							.join(', ');
						return `${disc(h)} (${what})`;
					})
					.join('; ')
			});
		case 'removed':
			return t('dwm.log.removed', { discs: event.discs.map(disc).join(', ') });
		case 'token':
			return t(event.on ? 'dwm.log.tokenOn' : 'dwm.log.tokenOff', {
				disc: disc(event),
				token: t(event.token === 'power' ? 'dwm.tokenPower' : 'dwm.tokenActivation')
			});
		case 'toughness':
			return t('dwm.log.toughness', { disc: disc(event), change: event.change > 0 ? `+${event.change}` : String(event.change) });
		case 'end_round':
			return t('dwm.log.endRound');
		case 'score':
			return t('dwm.log.score', { name: who(event.side), vp: event.vp });
	}
}
