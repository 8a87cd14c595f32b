/**
 * Every label of the UI in Spanish, with the same keys as `../en/`, in the same parts (each
 * part is typed by its English one, so a missing or extra key does not compile). Game terms
 * follow the glossary of the RuneWars digest (`shared/rules/runewars.md` §6): Puntos,
 * Facción, Configuración, Mejoras, Bandejas, Unidades únicas, Escaramuza, Juego en equipo.
 */
import type { MessageKey } from '../en';
import { common } from './common';
import { runewars } from './runewars';
import { diskwars } from './diskwars';
import { sigmar } from './sigmar';
import { underworlds } from './underworlds';

export const es: Record<MessageKey, string> = { ...common, ...runewars, ...diskwars, ...sigmar, ...underworlds };
