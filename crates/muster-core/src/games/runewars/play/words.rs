//! The words of each refusal: what is wrong and how to put it right, in English and Spanish
//! side by side.

use super::events::CardState;
use super::refusals::Refusal;
use super::state::Stage;
use crate::lang::{Lang, LocalizedName};

fn names(units: &[LocalizedName], lang: Lang) -> String {
    units
        .iter()
        .map(|u| u.get(lang))
        .collect::<Vec<_>>()
        .join(", ")
}

fn stage_name(stage: Stage, lang: Lang) -> &'static str {
    match stage {
        Stage::FirstPlayer => {
            lang.pick("choosing the first player", "elección del jugador inicial")
        }
        Stage::Cards => lang.pick(
            "choosing deployment and objective",
            "elección de despliegue y objetivo",
        ),
        Stage::Zone => lang.pick(
            "choosing the deployment zones",
            "elección de zonas de despliegue",
        ),
        Stage::Deploy => lang.pick("deployment", "despliegue"),
        Stage::Command => lang.pick("Command phase", "fase de Mando"),
        Stage::Activation => lang.pick("Activation phase", "fase de Activación"),
        Stage::End => lang.pick("End phase", "fase Final"),
        Stage::Over => lang.pick("game over", "partida terminada"),
    }
}

fn card_state(state: CardState, lang: Lang) -> &'static str {
    match state {
        CardState::Ready => lang.pick("ready", "preparada"),
        CardState::Exhausted => lang.pick("exhausted", "agotada"),
        CardState::Discarded => lang.pick("discarded", "descartada"),
    }
}

/// What is wrong, in `lang`.
pub(super) fn message(refusal: &Refusal, lang: Lang) -> String {
    match refusal {
        Refusal::PlayerCount { count } => lang.pick(
            format!("A RuneWars match has two players, not {count}."),
            format!("Una partida de RuneWars tiene dos jugadores, no {count}."),
        ),
        Refusal::UnknownCard { id } => lang.pick(
            format!("`{id}` is not in the data pack."),
            format!("«{id}» no está en el paquete de datos."),
        ),
        Refusal::EmptyList => lang.pick(
            "This list has no units.".into(),
            "Esta lista no tiene unidades.".into(),
        ),
        Refusal::ModesDiffer => lang.pick(
            "The two lists are for different kinds of game (standard, skirmish, team).".into(),
            "Las dos listas son de tipos de partida distintos (normal, escaramuza, por equipos).".into(),
        ),
        Refusal::NotARuneWarsList => lang.pick(
            "This is not a RuneWars list document (muster-list/1, game runewars).".into(),
            "No es un documento de lista de RuneWars (muster-list/1, juego runewars).".into(),
        ),
        Refusal::NoSide { side } => lang.pick(
            format!("There is no side {side}: sides are 0 and 1."),
            format!("No hay bando {side}: los bandos son 0 y 1."),
        ),
        Refusal::NoUnit { side, unit, count } => lang.pick(
            format!("Side {side} has no unit {unit}: its units are 0 to {}.", count.saturating_sub(1)),
            format!("El bando {side} no tiene unidad {unit}: sus unidades van de 0 a {}.", count.saturating_sub(1)),
        ),
        Refusal::Destroyed { unit } => lang.pick(
            format!("{} is destroyed.", unit.get(lang)),
            format!("{} está destruida.", unit.get(lang)),
        ),
        Refusal::NotNow { event, stage } => lang.pick(
            format!("`{event}` cannot be recorded now ({}).", stage_name(*stage, lang)),
            format!("«{event}» no se puede anotar ahora ({}).", stage_name(*stage, lang)),
        ),
        Refusal::NotTheChooser { chooser, lower, spent } => lang.pick(
            format!(
                "Side {chooser} cannot choose the first player: side {lower} spent fewer points ({} against {}).",
                spent[*lower], spent[1 - lower]
            ),
            format!(
                "El bando {chooser} no puede elegir al jugador inicial: el bando {lower} gastó menos puntos ({} contra {}).",
                spent[*lower], spent[1 - lower]
            ),
        ),
        Refusal::EmptyName => lang.pick("The name is empty.".into(), "El nombre está vacío.".into()),
        Refusal::NotTheZoneChooser { chooser } => lang.pick(
            format!("Side {chooser} chose the deployment card, so side {chooser} picks the zone colour."),
            format!("El bando {chooser} eligió la carta de despliegue, así que elige el color de zona."),
        ),
        Refusal::AlreadyDeployed { unit } => lang.pick(
            format!("{} has already been placed.", unit.get(lang)),
            format!("{} ya está colocada.", unit.get(lang)),
        ),
        Refusal::NotYourDeployment { side, next } => lang.pick(
            format!("It is side {next}'s turn to deploy, not side {side}'s."),
            format!("Le toca desplegar al bando {next}, no al bando {side}."),
        ),
        Refusal::InitiativeRange { initiative } => lang.pick(
            format!("Initiative {initiative} is not on a dial: actions show 1 to 9."),
            format!("La iniciativa {initiative} no está en ningún selector de acción: las acciones muestran de 1 a 9."),
        ),
        Refusal::InitiativeMissing => lang.pick(
            "An action needs its initiative (the white number beside it on the dial).".into(),
            "Una acción necesita su iniciativa (el número blanco junto a ella en el selector de acción).".into(),
        ),
        Refusal::InitiativeWithoutAction => lang.pick(
            "A dial with no action has initiative 10; give no initiative.".into(),
            "Sin acción en el selector, la iniciativa es 10; no indiques iniciativa.".into(),
        ),
        Refusal::FaceAndInitiative => lang.pick(
            "A face of the dial already says its action and initiative; give one or the other.".into(),
            "Una cara del selector ya dice su acción e iniciativa; indica una cosa o la otra.".into(),
        ),
        Refusal::NoSuchFace { unit, face, faces } => lang.pick(
            format!("{} has {faces} known faces on its dial; there is no face {face}.", unit.get(lang)),
            format!("El selector de {} tiene {faces} caras conocidas; no hay cara {face}.", unit.get(lang)),
        ),
        Refusal::DialsMissing { units } => lang.pick(
            format!("These units have no dial set yet: {}.", names(units, lang)),
            format!("Estas unidades aún no tienen los selectores preparados: {}.", names(units, lang)),
        ),
        Refusal::AlreadyActivated { unit } => lang.pick(
            format!("{} has already activated this round.", unit.get(lang)),
            format!("{} ya se ha activado esta ronda.", unit.get(lang)),
        ),
        Refusal::NotItsInitiative { unit, initiative, count } => lang.pick(
            format!("{} has initiative {initiative}; units with initiative {count} activate first.", unit.get(lang)),
            format!("{} tiene iniciativa {initiative}; antes se activan las unidades con iniciativa {count}.", unit.get(lang)),
        ),
        Refusal::OtherPlayersActivation { next, count } => lang.pick(
            format!("At initiative {count} it is side {next}'s turn to activate."),
            format!("En la iniciativa {count} le toca activar al bando {next}."),
        ),
        Refusal::UnitsWaiting { units } => lang.pick(
            format!("These units have not activated yet: {}.", names(units, lang)),
            format!("Estas unidades aún no se han activado: {}.", names(units, lang)),
        ),
        Refusal::BelowZero { what, have, change } => {
            let what_es = match *what {
                "wounds" => "heridas",
                "tokens" => "fichas",
                _ => "fichas de objetivo",
            };
            let what_en = match *what {
                "objectives" => "objective tokens",
                other => other,
            };
            lang.pick(
                format!("There are {have} {what_en}; a change of {change} would go below zero."),
                format!("Hay {have} {what_es}; un cambio de {change} dejaría menos de cero."),
            )
        }
        Refusal::TrayCount { count, trays } => lang.pick(
            format!("Cannot remove {count} trays: the unit has {trays}."),
            format!("No se pueden retirar {count} bandejas: la unidad tiene {trays}."),
        ),
        Refusal::NoUnits => lang.pick("No unit is named.".into(), "No se nombra ninguna unidad.".into()),
        Refusal::Twice => lang.pick("This unit is named twice.".into(), "Esta unidad se nombra dos veces.".into()),
        Refusal::RallyNotActive => lang.pick(
            "Only the unit activating now can rally.".into(),
            "Solo puede reagruparse la unidad que se está activando.".into(),
        ),
        Refusal::NotEnoughPanic { spent, have } => lang.pick(
            format!("{spent} panic tokens spent, but the unit has {have}."),
            format!("Se gastan {spent} fichas de pánico, pero la unidad tiene {have}."),
        ),
        Refusal::NoSeverity => lang.pick(
            "A morale test of severity 0 draws no card.".into(),
            "Una prueba de moral de gravedad 0 no roba ninguna carta.".into(),
        ),
        Refusal::NotEquipped { upgrade, unit } => lang.pick(
            format!("{} does not carry `{upgrade}`.", unit.get(lang)),
            format!("{} no lleva «{upgrade}».", unit.get(lang)),
        ),
        Refusal::CardDiscarded { upgrade } => lang.pick(
            format!("{} is discarded and stays so.", upgrade.get(lang)),
            format!("{} está descartada y así se queda.", upgrade.get(lang)),
        ),
        Refusal::CardAlready { upgrade, state } => lang.pick(
            format!("{} is already {}.", upgrade.get(lang), card_state(*state, lang)),
            format!("{} ya está {}.", upgrade.get(lang), card_state(*state, lang)),
        ),
        Refusal::Condition { name, present } => match present {
            true => lang.pick(
                format!("The unit already has the condition {name}."),
                format!("La unidad ya tiene el estado {name}."),
            ),
            false => lang.pick(
                format!("The unit does not have the condition {name}."),
                format!("La unidad no tiene el estado {name}."),
            ),
        },
    }
}

/// How to put it right, in `lang`.
pub(super) fn help(refusal: &Refusal, lang: Lang) -> String {
    let s = |en: &str, es: &str| lang.pick(en, es).to_owned();
    match refusal {
        Refusal::PlayerCount { .. } => s("Choose two lists, one per player.", "Elige dos listas, una por jugador."),
        Refusal::UnknownCard { .. } => s(
            "Fix the list in the builder, or add the card to your own data.",
            "Corrige la lista en el editor, o añade la carta a tus datos.",
        ),
        Refusal::EmptyList => s("Add units to the list first.", "Añade unidades a la lista primero."),
        Refusal::NotARuneWarsList => s(
            "Choose a RuneWars list for each player.",
            "Elige una lista de RuneWars para cada jugador.",
        ),
        Refusal::ModesDiffer => s(
            "Both players build for the same kind of game: change the mode of one list.",
            "Ambos jugadores preparan el mismo tipo de partida: cambia el modo de una lista.",
        ),
        Refusal::NoSide { .. } | Refusal::NoUnit { .. } => s(
            "Sides and units are numbered from 0, in the order of the set-up and of the list.",
            "Bandos y unidades se numeran desde 0, en el orden de la preparación y de la lista.",
        ),
        Refusal::Destroyed { .. } => s(
            "Undo the event that destroyed it if that was a mistake.",
            "Deshaz el suceso que la destruyó si fue un error.",
        ),
        Refusal::NotNow { .. } => s(
            "Follow the game's sequence: set-up, then each round's Command, Activation and End phases.",
            "Sigue la secuencia: preparación y luego las fases de Mando, Activación y Final de cada ronda.",
        ),
        Refusal::NotTheChooser { .. } => s(
            "The player whose army spent fewer points chooses; on equal totals a random draw decides who chooses.",
            "Elige el jugador cuyo ejército gastó menos puntos; si empatan, un sorteo decide quién elige.",
        ),
        Refusal::EmptyName => s("Write the name.", "Escribe el nombre."),
        Refusal::NotTheZoneChooser { .. } => s(
            "Record the colour the deployment card's chooser picked.",
            "Anota el color que eligió quien tomó la carta de despliegue.",
        ),
        Refusal::AlreadyDeployed { .. } => s("Place another unit.", "Coloca otra unidad."),
        Refusal::NotYourDeployment { .. } => s(
            "Players alternate, the first player first; once one has placed everything the other places the rest.",
            "Se alterna empezando por el jugador inicial; cuando uno ha colocado todo, el otro coloca el resto.",
        ),
        Refusal::InitiativeRange { .. } | Refusal::InitiativeMissing => s(
            "Enter the white number printed next to the chosen action on the unit's dial.",
            "Anota el número blanco impreso junto a la acción elegida en el selector de acción de la unidad.",
        ),
        Refusal::InitiativeWithoutAction => s(
            "Leave the initiative empty or choose an action.",
            "Deja la iniciativa vacía o elige una acción.",
        ),
        Refusal::FaceAndInitiative | Refusal::NoSuchFace { .. } => s(
            "Choose one of the unit's faces, or an action with its initiative.",
            "Elige una de las caras de la unidad, o una acción con su iniciativa.",
        ),
        Refusal::DialsMissing { .. } => s(
            "Set an action and a modifier for every unit on the table.",
            "Prepara una acción y un modificador para cada unidad en la mesa.",
        ),
        Refusal::AlreadyActivated { .. } => s(
            "Each unit activates once per round; activate another.",
            "Cada unidad se activa una vez por ronda; activa otra.",
        ),
        Refusal::NotItsInitiative { .. } => s(
            "Activation counts up from 1; activate a unit with the lowest initiative left.",
            "La activación cuenta hacia arriba desde 1; activa una unidad con la menor iniciativa pendiente.",
        ),
        Refusal::OtherPlayersActivation { .. } => s(
            "At each number the first player activates first, then the players alternate.",
            "En cada número activa primero el jugador inicial y luego se alterna.",
        ),
        Refusal::UnitsWaiting { .. } => s(
            "Activate them (or record that they were destroyed) before ending the phase.",
            "Actívalas (o anota que fueron destruidas) antes de terminar la fase.",
        ),
        Refusal::BelowZero { .. } => s("Remove only what is there.", "Retira solo lo que hay."),
        Refusal::TrayCount { .. } => s(
            "Record the trays actually removed; losing the last tray destroys the unit.",
            "Anota las bandejas retiradas de verdad; perder la última destruye la unidad.",
        ),
        Refusal::NoUnits | Refusal::Twice => s(
            "Name each destroyed unit once.",
            "Nombra cada unidad destruida una vez.",
        ),
        Refusal::RallyNotActive => s(
            "Rally is an action: record it while the unit activates.",
            "Reagruparse es una acción: anótala mientras la unidad se activa.",
        ),
        Refusal::NotEnoughPanic { .. } => s(
            "Spend at most the panic tokens the unit has.",
            "Gasta como mucho las fichas de pánico que tiene la unidad.",
        ),
        Refusal::NoSeverity => s(
            "Give the morale icons, or the panic tokens spent.",
            "Indica los iconos de moral o las fichas de pánico gastadas.",
        ),
        Refusal::NotEquipped { .. } => s(
            "Choose one of the unit's own upgrade cards.",
            "Elige una de las cartas de mejora de la unidad.",
        ),
        Refusal::CardDiscarded { .. } => s(
            "A discarded card no longer counts; undo the discard if it was a mistake.",
            "Una carta descartada ya no cuenta; deshaz el descarte si fue un error.",
        ),
        Refusal::CardAlready { .. } => s("Nothing to change.", "No hay nada que cambiar."),
        Refusal::Condition { .. } => s("Check the unit's conditions.", "Revisa los estados de la unidad."),
    }
}
