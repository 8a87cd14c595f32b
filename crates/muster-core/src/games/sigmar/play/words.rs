//! The words of each refusal: what is wrong and how to put it right, in English and Spanish
//! side by side (the digest's glossary: fase de héroe, acobardamiento, muerte súbita…).

use super::events::{Objective, Phase};
use super::refusals::Refusal;
use super::season::Question;
use super::state::{Location, Stage};
use crate::lang::Lang;

/// A phase's name.
pub fn phase_name(phase: Phase, lang: Lang) -> &'static str {
    match phase {
        Phase::Hero => lang.pick("hero phase", "fase de héroe"),
        Phase::Movement => lang.pick("movement phase", "fase de movimiento"),
        Phase::Shooting => lang.pick("shooting phase", "fase de disparo"),
        Phase::Charge => lang.pick("charge phase", "fase de carga"),
        Phase::Combat => lang.pick("combat phase", "fase de combate"),
        Phase::Battleshock => lang.pick("battleshock phase", "fase de acobardamiento"),
        Phase::EndOfTurn => lang.pick("end-of-turn phase", "fase de fin del turno"),
    }
}

/// A sudden-death objective's name.
pub fn objective_name(objective: Objective, lang: Lang) -> &'static str {
    match objective {
        Objective::Assassinate => lang.pick("Assassinate", "Asesinar"),
        Objective::Blunt => lang.pick("Blunt", "Diezmar"),
        Objective::Endure => lang.pick("Endure", "Resistir"),
        Objective::SeizeGround => lang.pick("Seize Ground", "Conquistar"),
    }
}

/// A battleplan question, as the tracker asks it.
pub fn question_words(question: Question, lang: Lang) -> &'static str {
    use Question::*;
    match question {
        BackToBaseCamp => lang.pick(
            "Did you use Back to Base Camp this turn?",
            "¿Usaste Back to Base Camp este turno?",
        ),
        CovetedPair => lang.pick(
            "Do you control the coveted pair?",
            "¿Controlas la pareja codiciada?",
        ),
        EnemyTerrain => lang.pick(
            "Is at most one objective left, and do you control enemy terrain?",
            "¿Queda como mucho un objetivo y controlas escenografía enemiga?",
        ),
        MoreTerrain => lang.pick(
            "Is no objective left, and do you control more terrain than the opponent?",
            "¿No queda ningún objetivo y controlas más escenografía que el rival?",
        ),
        StableOne => lang.pick(
            "Do you control at least one stable objective?",
            "¿Controlas al menos un objetivo estable?",
        ),
        StableTwo => lang.pick(
            "Do you control at least two stable objectives?",
            "¿Controlas al menos dos objetivos estables?",
        ),
        StableMore => lang.pick(
            "Do you control more stable objectives than the opponent?",
            "¿Controlas más objetivos estables que el rival?",
        ),
        Primary => lang.pick(
            "Do you control the primary objective?",
            "¿Controlas el objetivo primario?",
        ),
        SecondaryTwo => lang.pick(
            "Do you control at least two secondary objectives?",
            "¿Controlas al menos dos objetivos secundarios?",
        ),
        Secondaries => lang.pick(
            "How many secondary objectives do you control?",
            "¿Cuántos objetivos secundarios controlas?",
        ),
        LeyLine => lang.pick(
            "Do you control every objective of a linked ley line?",
            "¿Controlas todos los objetivos de una línea ley enlazada?",
        ),
        MoreLiferoot => lang.pick(
            "Do you have more liferoot points than the opponent?",
            "¿Tienes más puntos de raíz de vida que el rival?",
        ),
    }
}

fn stage_name(stage: Stage, lang: Lang) -> &'static str {
    match stage {
        Stage::Territories => lang.pick("the territories roll-off", "la tirada de territorios"),
        Stage::Deployment => lang.pick("deployment", "el despliegue"),
        Stage::General => lang.pick("naming the generals", "el nombramiento de los generales"),
        Stage::SuddenDeath => lang.pick(
            "choosing a sudden-death objective",
            "la elección de un objetivo de muerte súbita",
        ),
        Stage::Triumphs => lang.pick("rolling for triumphs", "la tirada de triunfos"),
        Stage::RollOff => lang.pick(
            "the battle round's roll-off",
            "la tirada de inicio de la ronda de batalla",
        ),
        Stage::FirstTurn => lang.pick(
            "choosing who takes the first turn",
            "la elección de quién tiene el primer turno",
        ),
        Stage::Turn => lang.pick("a turn", "un turno"),
        Stage::SeizeGround => lang.pick(
            "the end of round 4 (Seize Ground)",
            "el final de la ronda 4 (Conquistar)",
        ),
        Stage::Over => lang.pick("the game is over", "la partida ha terminado"),
    }
}

fn location_name(location: Location, lang: Lang) -> &'static str {
    match location {
        Location::Undeployed => lang.pick("not set up yet", "aún sin desplegar"),
        Location::Battlefield => lang.pick("on the battlefield", "en el campo de batalla"),
        Location::Reserve => lang.pick("in reserve", "en la reserva"),
        Location::Destroyed => lang.pick("destroyed", "destruida"),
    }
}

/// `(message, help)` in `lang`.
pub(super) fn words(refusal: &Refusal, lang: Lang) -> (String, String) {
    use Refusal::*;
    let p = |en: String, es: String| lang.pick(en, es);
    let s = |en: &str, es: &str| lang.pick(en, es).to_owned();
    match refusal {
        PlayerCount { count } => (
            p(format!("An Age of Sigmar battle has 2 players, not {count}."), format!("Una batalla de Age of Sigmar tiene 2 jugadores, no {count}.")),
            s("Choose one list for each of the two players.", "Elige una lista para cada uno de los dos jugadores."),
        ),
        NotASigmarList => (
            s("This is not an Age of Sigmar list document (muster-list/1, game sigmar).", "No es un documento de lista de Age of Sigmar (muster-list/1, juego sigmar)."),
            s("Choose an Age of Sigmar list for each player.", "Elige una lista de Age of Sigmar para cada jugador."),
        ),
        EmptyList => (
            s("This list has no unit.", "Esta lista no tiene ninguna unidad."),
            s("Add the units the player brings first.", "Añade primero las unidades que trae el jugador."),
        ),
        UnknownUnit { id, faction } => (
            p(format!("`{id}` is not a unit of `{faction}` in the data."), format!("«{id}» no es una unidad de «{faction}» en los datos.")),
            s("Check the id against the catalogue, or import the faction's data.", "Comprueba el identificador en el catálogo, o importa los datos de la facción."),
        ),
        UnknownFaction { faction } => (
            p(format!("No data pack holds the faction `{faction}`."), format!("Ningún paquete de datos contiene la facción «{faction}».")),
            s("Import the faction's BattleScribe data, or choose a faction Muster has.", "Importa los datos de BattleScribe de la facción, o elige una facción que Muster tenga."),
        ),
        UnknownRenown { id } => (
            p(format!("`{id}` is not a Regiment of Renown this faction may take."), format!("«{id}» no es un Regimiento de Renombre que esta facción pueda llevar.")),
            s("Choose one of the faction's Regiments of Renown, or none.", "Elige uno de los Regimientos de Renombre de la facción, o ninguno."),
        ),
        NotReinforceable { unit } => (
            p(format!("{unit} cannot be Reinforced: the data gives no reinforced size."), format!("{unit} no puede ser Reforzada: los datos no dan su tamaño reforzado.")),
            s("Take the unit at its normal size.", "Usa la unidad con su tamaño normal."),
        ),
        NoModels => (
            s("A unit has one or more models, not none.", "Una unidad tiene una o más miniaturas, no ninguna."),
            s("Give the number of models the unit fields.", "Indica cuántas miniaturas tiene la unidad."),
        ),
        ModesDiffer => (
            s("The lists are for different games: open play and matched play.", "Las listas son de juegos distintos: juego abierto y juego equilibrado."),
            s("Both players play the same mode: change the mode of one list.", "Los dos jugadores juegan el mismo modo: cambia el modo de una lista."),
        ),
        NoSide { side } => (
            p(format!("There is no side {side}: sides are 0 and 1."), format!("No hay bando {side}: los bandos son 0 y 1.")),
            s("Sides are numbered from 0, in the order of the set-up.", "Los bandos se numeran desde 0, en el orden de la preparación."),
        ),
        NoUnit { side, unit, count } => (
            p(format!("Side {side} has no unit {unit}: its units are 0 to {}.", count.saturating_sub(1)), format!("El bando {side} no tiene unidad {unit}: sus unidades van de 0 a {}.", count.saturating_sub(1))),
            s("Units are numbered from 0 through the list (in matched play regiment by regiment, each leader first, then the Regiment of Renown, then the auxiliaries).", "Las unidades se numeran desde 0 a lo largo de la lista (en juego equilibrado regimiento a regimiento, cada líder primero, luego el Regimiento de Renombre y luego las auxiliares)."),
        ),
        NotNow { event, stage, phase } => {
            let now = match phase {
                Some(phase) if *stage == Stage::Turn => phase_name(*phase, lang),
                _ => stage_name(*stage, lang),
            };
            (
                p(format!("`{event}` cannot be recorded now ({now})."), format!("«{event}» no se puede anotar ahora ({now}).")),
                s("Follow the battle's order: territories, deployment, generals, sudden death and triumphs, then battle rounds of two turns.", "Sigue el orden de la batalla: territorios, despliegue, generales, muerte súbita y triunfos, y luego rondas de batalla de dos turnos."),
            )
        }
        Blank => (
            s("This name is empty.", "Este nombre está vacío."),
            s("Write it as the players said it.", "Escríbelo como lo dijeron los jugadores."),
        ),
        Zero => (
            s("The number is 0: nothing would happen.", "El número es 0: no pasaría nada."),
            s("Give 1 or more.", "Indica 1 o más."),
        ),
        Twice => (
            s("The same unit is named twice.", "La misma unidad se nombra dos veces."),
            s("Name each unit once.", "Nombra cada unidad una sola vez."),
        ),
        RollRange { roll } => (
            p(format!("A D6 shows 1 to 6, not {roll}."), format!("Un D6 muestra de 1 a 6, no {roll}.")),
            s("Record the die as it fell.", "Anota el dado tal como cayó."),
        ),
        UnitGone { unit } => (
            p(format!("{unit} has no models left."), format!("{unit} no tiene miniaturas.")),
            s("Only units with models in play can do this or be affected.", "Solo las unidades con miniaturas en juego pueden hacer esto o verse afectadas."),
        ),
        NotOnBattlefield { unit, location } => (
            p(format!("{unit} is not on the battlefield ({}).", location_name(*location, lang)), format!("{unit} no está en el campo de batalla ({}).", location_name(*location, lang))),
            s("Units in reserve take no part in the fight unless they arrive (record `arrive`).", "Las unidades en reserva no participan en la lucha salvo que lleguen (anota «arrive»)."),
        ),
        OpenPlayOnly { event } => (
            p(format!("`{event}` is a rule of open play (the core rules); fourth-edition matched play has no Bravery, battleshock, triumphs or Inspiring Presence."), format!("«{event}» es una regla del juego abierto (las reglas básicas); el juego equilibrado de cuarta edición no tiene Bravery, acobardamiento, triunfos ni Presencia inspiradora.")),
            s("Record it only in an open-play match.", "Anótalo solo en una partida de juego abierto."),
        ),
        MatchedPlayOnly { event } => (
            p(format!("`{event}` belongs to matched play; open play has no victory points."), format!("«{event}» es del juego equilibrado; el juego abierto no tiene puntos de victoria.")),
            s("In open play the result comes from casualties or sudden death.", "En juego abierto el resultado sale de las bajas o de la muerte súbita."),
        ),
        DeployTurn { side, next } => (
            p(format!("It is side {next}'s turn to deploy, not side {side}'s."), format!("Le toca desplegar al bando {next}, no al bando {side}.")),
            s("The players alternate, starting with the territories roll-off's winner; a player who has finished is skipped.", "Los jugadores se alternan, empezando por el ganador de la tirada de territorios; se salta al que ya terminó."),
        ),
        DeployByDrops => (
            s("In matched play units are set up by drops, not one by one.", "En juego equilibrado las unidades se despliegan por bloques, no de una en una."),
            s("Record `deploy_drop` with the regiment or auxiliary unit.", "Anota «deploy_drop» con el regimiento o la unidad auxiliar."),
        ),
        NoDrops => (
            s("Open play has no drops: units are set up one at a time.", "El juego abierto no tiene bloques: las unidades se despliegan de una en una."),
            s("Record `deploy` with the unit.", "Anota «deploy» con la unidad."),
        ),
        AlreadyDeployed { unit } => (
            p(format!("{unit} has already been set up or left in reserve."), format!("{unit} ya se desplegó o quedó en la reserva.")),
            s("Deploy a unit not yet set up.", "Despliega una unidad que aún no esté desplegada."),
        ),
        NoDrop { side, drop, count } => (
            p(format!("Side {side} has no drop {drop}: its drops are 0 to {}.", count.saturating_sub(1)), format!("El bando {side} no tiene bloque {drop}: sus bloques van de 0 a {}.", count.saturating_sub(1))),
            s("Drops are the regiments in order, then the Regiment of Renown, then each auxiliary unit.", "Los bloques son los regimientos en orden, luego el Regimiento de Renombre y luego cada unidad auxiliar."),
        ),
        DropDeployed { drop } => (
            p(format!("Drop {drop} has already been set up."), format!("El bloque {drop} ya se desplegó.")),
            s("Deploy a drop not yet set up.", "Despliega un bloque que aún no esté desplegado."),
        ),
        NotInDrop { unit, drop } => (
            p(format!("Unit {unit} is not part of drop {drop}."), format!("La unidad {unit} no forma parte del bloque {drop}.")),
            s("Only the drop's own units can stay in reserve with it.", "Solo las unidades del propio bloque pueden quedarse en la reserva con él."),
        ),
        DropAllInReserve => (
            s("Every unit of this drop would stay in reserve: nothing is set up.", "Todas las unidades de este bloque quedarían en la reserva: no se despliega nada."),
            s("To keep a whole drop out, finish deploying (`done_deploying`).", "Para dejar fuera un bloque entero, termina el despliegue («done_deploying»)."),
        ),
        NothingDeployed => (
            s("This player has not set up any unit yet, and the general must be one of their deployed models.", "Este jugador aún no ha desplegado ninguna unidad, y el general debe ser una de sus miniaturas desplegadas."),
            s("Set up at least one unit before finishing.", "Despliega al menos una unidad antes de terminar."),
        ),
        GeneralAlready { side } => (
            p(format!("Side {side} already has a general."), format!("El bando {side} ya tiene general.")),
            s("Each player names one general; undo the first if it was a mistake.", "Cada jugador nombra un general; deshaz el primero si fue un error."),
        ),
        GeneralNotDeployed { unit, location } => (
            p(format!("{unit} is not on the battlefield ({}): the general is a model you deployed.", location_name(*location, lang)), format!("{unit} no está en el campo de batalla ({}): el general es una miniatura que desplegaste.", location_name(*location, lang))),
            s("Name a model of a unit you set up.", "Nombra una miniatura de una unidad que desplegaste."),
        ),
        GeneralNotLeader { unit } => (
            p(format!("{unit} does not lead a regiment: in matched play the general leads one."), format!("{unit} no lidera un regimiento: en juego equilibrado el general lidera uno.")),
            s("Name the leader of one of your regiments (not an auxiliary or a Regiment of Renown's unit).", "Nombra al líder de uno de tus regimientos (no una auxiliar ni una unidad del Regimiento de Renombre)."),
        ),
        NoTriumph { side } => (
            p(format!("Side {side} has no triumph: only an army that won a major victory in its last battle rolls for one."), format!("El bando {side} no tiene triunfo: solo tira un ejército que obtuvo una victoria mayor en su batalla anterior.")),
            s("Mark the player's last battle as a major victory in the set-up, if it was.", "Marca en la preparación que la última batalla del jugador fue una victoria mayor, si lo fue."),
        ),
        TriumphRolled { side } => (
            p(format!("Side {side} has already rolled for its triumph."), format!("El bando {side} ya tiró por su triunfo.")),
            s("Each army rolls once.", "Cada ejército tira una vez."),
        ),
        TriumphSpent { side } => (
            p(format!("Side {side} has already used its triumph: it works once per battle."), format!("El bando {side} ya usó su triunfo: funciona una vez por batalla.")),
            s("Undo the first use if it was a mistake.", "Deshaz el primer uso si fue un error."),
        ),
        TriumphPermanent => (
            s("Empowered is not spent: it adds 1 to the general's Wounds for the whole battle.", "Fortalecido no se gasta: suma 1 al atributo Wounds del general toda la batalla."),
            s("Nothing to record.", "No hay nada que anotar."),
        ),
        TriumphNoUnit => (
            s("Blessed changes one die; it names no unit.", "Bendito cambia un dado; no nombra ninguna unidad."),
            s("Leave the unit out.", "No indiques unidad."),
        ),
        TriumphNeedsUnit => (
            s("Inspired re-rolls the failed hit rolls of one unit: name it.", "Inspirado repite las tiradas para golpear fallidas de una unidad: nómbrala."),
            s("Give the unit.", "Indica la unidad."),
        ),
        NotTheChooser { side, chooser, round } => (
            p(format!("Side {chooser} chooses who takes the first turn of round {round}, not side {side}."), format!("El bando {chooser} elige quién tiene el primer turno de la ronda {round}, no el bando {side}.")),
            s("Round 1: the player who finished deploying first chooses; later rounds: the roll-off's winner.", "Ronda 1: elige el jugador que terminó antes el despliegue; rondas siguientes: el ganador de la tirada."),
        ),
        PhaseNotInMode { phase, mode } => (
            p(format!("{} has no {}.", mode.name(lang), phase_name(*phase, lang)), format!("El {} no tiene {}.", mode.name(lang).to_lowercase(), phase_name(*phase, lang))),
            s("Open play ends each turn with the battleshock phase, matched play with the end of turn.", "El juego abierto termina cada turno con la fase de acobardamiento, el equilibrado con el fin del turno."),
        ),
        PhaseBackwards { phase, now } => (
            p(format!("The turn is in its {}; it cannot go to the {}.", phase_name(*now, lang), phase_name(*phase, lang)), format!("El turno está en su {}; no puede ir a la {}.", phase_name(*now, lang), phase_name(*phase, lang))),
            s("Phases come in order: hero, movement, shooting, charge, combat, then battleshock (or the end of turn); never back.", "Las fases van en orden: héroe, movimiento, disparo, carga, combate y acobardamiento (o fin del turno); nunca hacia atrás."),
        ),
        NotLastPhase { phase, last } => (
            p(format!("The turn is in its {}; it ends after the {}.", phase_name(*phase, lang), phase_name(*last, lang)), format!("El turno está en su {}; termina después de la {}.", phase_name(*phase, lang), phase_name(*last, lang))),
            s("Move on to the last phase first.", "Pasa primero a la última fase."),
        ),
        TestsPending { unit, side } => (
            p(format!("{unit} (side {side}) lost models this turn and has not taken its battleshock test."), format!("{unit} (bando {side}) perdió miniaturas este turno y no ha hecho su chequeo de acobardamiento.")),
            s("Both players test every unit that had models slain this turn before the turn ends.", "Ambos jugadores chequean cada unidad a la que le mataron miniaturas este turno antes de que acabe el turno."),
        ),
        WrongPhase { event, phase, needed } => (
            p(format!("`{event}` happens in the {}, and the turn is in its {}.", phase_name(*needed, lang), phase_name(*phase, lang)), format!("«{event}» ocurre en la {}, y el turno está en su {}.", phase_name(*needed, lang), phase_name(*phase, lang))),
            s("Record it in its phase.", "Anótalo en su fase."),
        ),
        NotYourTurn { side, active } => (
            p(format!("It is side {active}'s turn; side {side} cannot do this now."), format!("Es el turno del bando {active}; el bando {side} no puede hacer esto ahora.")),
            s("Only the active player moves, charges and uses the general's command ability.", "Solo el jugador activo mueve, carga y usa la habilidad de mando del general."),
        ),
        AlreadyMoved { unit } => (
            p(format!("{unit} has already moved this phase (it ran or retreated)."), format!("{unit} ya movió en esta fase (corrió o se retiró).")),
            s("No model moves twice in one movement phase.", "Ninguna miniatura mueve dos veces en una fase de movimiento."),
        ),
        CannotCharge { unit, ran } => {
            let what = if *ran { lang.pick("ran", "corrió") } else { lang.pick("retreated", "se retiró") };
            (
                p(format!("{unit} {what} this turn and cannot charge."), format!("{unit} {what} este turno y no puede cargar.")),
                s("A unit that ran or retreated cannot shoot or charge later that turn.", "Una unidad que corrió o se retiró no puede disparar ni cargar después en ese turno."),
            )
        }
        AlreadyCharged { unit } => (
            p(format!("{unit} has already charged this turn."), format!("{unit} ya cargó este turno.")),
            s("Each unit charges once.", "Cada unidad carga una vez."),
        ),
        GeneralSlain { side } => (
            p(format!("Side {side}'s general is not alive: no command ability."), format!("El general del bando {side} no está vivo: no hay habilidad de mando.")),
            s("Only a living general uses a command ability.", "Solo un general vivo usa una habilidad de mando."),
        ),
        CommandUsed => (
            s("The general has already used a command ability in this hero phase.", "El general ya usó una habilidad de mando en esta fase de héroe."),
            s("One command ability per hero phase.", "Una habilidad de mando por fase de héroe."),
        ),
        NoDamagedModel { index } => (
            p(format!("There is no damaged model {index} in this unit."), format!("No hay miniatura herida {index} en esta unidad.")),
            s("Damaged models are numbered from 0 in the unit's `damaged` list as it was before this event.", "Las miniaturas heridas se numeran desde 0 en la lista «damaged» de la unidad tal como estaba antes de este suceso."),
        ),
        NoFreshModel => (
            s("This unit has no model without wounds left (besides the general).", "Esta unidad no tiene más miniaturas sin heridas (aparte del general)."),
            s("ModelPick a damaged model or the general.", "Elige una miniatura herida o el general."),
        ),
        GeneralNotHere => (
            s("The general's model is not in this unit (or has been slain).", "La miniatura del general no está en esta unidad (o ha muerto)."),
            s("ModelPick another model.", "Elige otra miniatura."),
        ),
        WoundsUnknown { unit } => (
            p(format!("The Wounds of {unit}'s models are not known, so the wounds cannot be allocated."), format!("No se conoce el atributo Wounds de las miniaturas de {unit}, así que no se pueden asignar las heridas.")),
            s("Record the Wounds from the warscroll first (`set_wounds`).", "Anota primero el atributo Wounds del warscroll («set_wounds»)."),
        ),
        PicksUnused => (
            s("More models are named than the event reaches.", "Se nombran más miniaturas de las que alcanza el suceso."),
            s("Name only the models that take the wounds or leave play.", "Nombra solo las miniaturas que reciben las heridas o salen del juego."),
        ),
        NothingToHeal => (
            s("There is no wounded model to heal there.", "No hay ninguna miniatura herida que curar ahí."),
            s("Heal a damaged model; slain models cannot be healed.", "Cura una miniatura herida; las miniaturas muertas no se pueden curar."),
        ),
        TooManyModels { count, models } => (
            p(format!("{count} models cannot leave play: the unit has {models}."), format!("No pueden salir del juego {count} miniaturas: la unidad tiene {models}.")),
            s("Give at most the models the unit has.", "Indica como mucho las miniaturas que tiene la unidad."),
        ),
        NotInReserve { unit, location } => (
            p(format!("{unit} is not in reserve ({}).", location_name(*location, lang)), format!("{unit} no está en la reserva ({}).", location_name(*location, lang))),
            s("Only a unit left in reserve at deployment can arrive.", "Solo puede llegar una unidad que quedó en la reserva en el despliegue."),
        ),
        WoundsKnown { unit, known } => (
            p(format!("{unit}'s models already have Wounds {known}."), format!("Las miniaturas de {unit} ya tienen Wounds {known}.")),
            s("To use another value, change it in the list.", "Para usar otro valor, cámbialo en la lista."),
        ),
        AlreadyTested { unit } => (
            p(format!("{unit} has already tested this turn."), format!("{unit} ya hizo su chequeo este turno.")),
            s("A unit tests once in a battleshock phase.", "Una unidad chequea una vez por fase de acobardamiento."),
        ),
        NoLosses { unit } => (
            p(format!("{unit} had no models slain this turn, so it does not test."), format!("A {unit} no le mataron miniaturas este turno, así que no chequea.")),
            s("Only units that had models slain during the turn take a battleshock test.", "Solo chequean las unidades a las que mataron miniaturas durante el turno."),
        ),
        Inspired { unit } => (
            p(format!("{unit} is under Inspiring Presence and does not test."), format!("{unit} está bajo Presencia inspiradora y no chequea.")),
            s("Inspiring Presence lasts until its player's next hero phase.", "La Presencia inspiradora dura hasta la siguiente fase de héroe de su jugador."),
        ),
        ActiveFirst { unit } => (
            p(format!("The active player tests first, and {unit} has not tested yet."), format!("El jugador activo chequea primero, y {unit} aún no ha chequeado.")),
            s("Record the active player's tests before the opponent's.", "Anota los chequeos del jugador activo antes que los del oponente."),
        ),
        BraveryDiffers { unit, known, given } => (
            p(format!("{unit} has Bravery {known}, not {given}."), format!("{unit} tiene Bravery {known}, no {given}.")),
            s("Leave the Bravery out, or change it in the list.", "No indiques la Bravery, o cámbiala en la lista."),
        ),
        BraveryUnknown { unit } => (
            p(format!("{unit}'s Bravery is not known."), format!("No se conoce la Bravery de {unit}.")),
            s("Give the highest Bravery of the unit's warscroll with the test.", "Indica con el chequeo la Bravery más alta del warscroll de la unidad."),
        ),
        NotOutnumbered { side, outnumbered } => (
            p(format!("Side {side} is not the outnumbered player; side {outnumbered} is."), format!("El bando {side} no es el jugador en inferioridad numérica; lo es el bando {outnumbered}.")),
            s("Only the outnumbered player chooses and achieves a sudden-death objective.", "Solo el jugador en inferioridad numérica elige y cumple un objetivo de muerte súbita."),
        ),
        TargetNotNeeded => (
            s("Only Assassinate and Blunt name an enemy unit.", "Solo Asesinar y Diezmar nombran una unidad enemiga."),
            s("Leave the target out.", "No indiques objetivo."),
        ),
        TerrainNotNeeded => (
            s("Only Seize Ground names a terrain feature.", "Solo Conquistar nombra un elemento de terreno."),
            s("Leave the terrain out.", "No indiques terreno."),
        ),
        NoTargetInArmy { objective } => {
            let need = match objective {
                Objective::Assassinate => lang.pick("a HERO, WIZARD, PRIEST or MONSTER unit", "una unidad HERO, WIZARD, PRIEST o MONSTER"),
                _ => lang.pick("a unit of 5 or more models", "una unidad de cinco miniaturas o más"),
            };
            (
                p(format!("{} needs {need} in the enemy army, and it has none.", objective_name(*objective, lang)), format!("{} necesita {need} en el ejército enemigo, y no tiene ninguna.", objective_name(*objective, lang))),
                s("Choose another objective.", "Elige otro objetivo."),
            )
        }
        TargetNeeded { objective } => (
            p(format!("{} needs the enemy unit the opponent picks.", objective_name(*objective, lang)), format!("{} necesita la unidad enemiga que elige el oponente.", objective_name(*objective, lang))),
            s("Give the opponent's unit as `target`.", "Indica la unidad del oponente como «target»."),
        ),
        NotATarget { objective, unit } => {
            let need = match objective {
                Objective::Assassinate => lang.pick("a HERO, WIZARD, PRIEST or MONSTER unit on the battlefield", "una unidad HERO, WIZARD, PRIEST o MONSTER en el campo de batalla"),
                _ => lang.pick("a unit of 5 or more models on the battlefield", "una unidad de cinco miniaturas o más en el campo de batalla"),
            };
            (
                p(format!("{unit} cannot be the target of {}: it must be {need}.", objective_name(*objective, lang)), format!("{unit} no puede ser el objetivo de {}: debe ser {need}.", objective_name(*objective, lang))),
                s("The opponent picks one of their units that qualifies.", "El oponente elige una de sus unidades que cumpla."),
            )
        }
        TerrainNeeded => (
            s("Seize Ground needs a terrain feature in enemy territory.", "Conquistar necesita un elemento de terreno en territorio enemigo."),
            s("Name the feature as `terrain`.", "Nombra el elemento como «terrain»."),
        ),
        VpRound { round, now } => (
            p(format!("Round {round} has not been played: the battle is in round {now}."), format!("La ronda {round} no se ha jugado: la batalla va por la ronda {now}.")),
            s("Record victory points for a round played or under way.", "Anota puntos de victoria de una ronda jugada o en curso."),
        ),
        VpAlready { side, round } => (
            p(format!("Side {side}'s victory points for round {round} are already recorded."), format!("Los puntos de victoria del bando {side} en la ronda {round} ya están anotados.")),
            s("Undo the first record if it was wrong.", "Deshaz la primera anotación si era errónea."),
        ),
        NoSeasonTables { season } => (
            p(format!("The tracker has no battleplans or battle tactic cards for the season {season}."), format!("El marcador no tiene planes de batalla ni cartas de táctica para la temporada {season}.")),
            s("Play without a battleplan: type each round's victory points.", "Juega sin plan de batalla: anota los puntos de victoria de cada ronda."),
        ),
        UnknownBattleplan { name, season } => (
            p(format!("\"{name}\" is not a battleplan of {season}."), format!("«{name}» no es un plan de batalla de {season}.")),
            s("Pick one of the season's twelve battleplans, or roll for it.", "Elige uno de los doce planes de batalla de la temporada, o tíralo."),
        ),
        BattleplanChosen => (
            s("The battleplan is already chosen.", "El plan de batalla ya está elegido."),
            s("Undo the choice to pick another.", "Deshaz la elección para elegir otro."),
        ),
        UnknownObjective { kind, season } => (
            p(format!("\"{kind}\" is not an objective type of {season}'s battlepack."), format!("«{kind}» no es un tipo de objetivo del battlepack de {season}.")),
            s("Name each objective on the map by its type.", "Nombra cada objetivo del mapa por su tipo."),
        ),
        TooManyObjectives { kind, most } => (
            p(format!("The battlepack has only {most} {kind} objective(s)."), format!("El battlepack solo tiene {most} objetivo(s) {kind}.")),
            s("List each objective on the map once.", "Lista cada objetivo del mapa una vez."),
        ),
        UnknownCard { name, season } => (
            p(format!("\"{name}\" is not a battle tactic card of {season}."), format!("«{name}» no es una carta de táctica de batalla de {season}.")),
            s("Pick the cards your list names, from the season's six.", "Elige las cartas que nombra tu lista, de las seis de la temporada."),
        ),
        CardTwice { name } => (
            p(format!("{name} is named twice."), format!("{name} aparece dos veces.")),
            s("An army has each card once.", "Un ejército tiene cada carta una sola vez."),
        ),
        CardsChosen { side } => (
            p(format!("Side {side}'s battle tactic cards are already named."), format!("Las cartas de táctica del bando {side} ya están nombradas.")),
            s("Undo the choice to change it.", "Deshaz la elección para cambiarla."),
        ),
        NoCard { side, card, count } => (
            p(format!("Side {side} has {count} battle tactic card(s); there is no card {card}."), format!("El bando {side} tiene {count} carta(s) de táctica; no hay carta {card}.")),
            s("Pick one of the player's cards.", "Elige una de las cartas del jugador."),
        ),
        NoTier { tier } => (
            p(format!("A card has three tactics (0 to 2), not {tier}."), format!("Una carta tiene tres tácticas (0 a 2), no {tier}.")),
            s("Pick the Affray, the Strike or the Domination.", "Elige la Refriega, el Golpe o la Dominación."),
        ),
        TacticDone { tactic } => (
            p(format!("{tactic} is already completed: a tactic scores once per battle."), format!("{tactic} ya está cumplida: una táctica puntúa una vez por batalla.")),
            s("Complete the card's next tactic instead.", "Cumple en su lugar la siguiente táctica de la carta."),
        ),
        TacticOrder { tactic, before } => (
            p(format!("{tactic} comes after {before}, which is not completed."), format!("{tactic} va después de {before}, que no está cumplida.")),
            s("A card's tactics are completed in order: Affray, Strike, Domination.", "Las tácticas de una carta se cumplen en orden: Refriega, Golpe, Dominación."),
        ),
        CardThisTurn { card } => (
            p(format!("A tactic of {card} was already completed this turn."), format!("Ya se cumplió una táctica de {card} este turno.")),
            s("One tactic per card at the end of each of your turns.", "Una táctica por carta al final de cada uno de tus turnos."),
        ),
        TacticSeized => (
            s("A player who seized the initiative completes no battle tactic this turn.", "Quien toma la iniciativa no cumple ninguna táctica de batalla este turno."),
            s("Complete tactics again from your next turn.", "Vuelve a cumplir tácticas desde tu siguiente turno."),
        ),
        CommandPick => (
            s("Name either a core command or another command, not both or neither.", "Nombra una orden básica u otra orden, no las dos ni ninguna."),
            s("Pick the command from the list, or type its name and cost.", "Elige la orden de la lista, o escribe su nombre y su coste."),
        ),
        CommandCost { command, cost, given } => (
            p(format!("{command} costs {cost} command point(s), not {given}."), format!("{command} cuesta {cost} punto(s) de mando, no {given}.")),
            s("Leave the cost out for a core command.", "No indiques el coste de una orden básica."),
        ),
        CostNeeded => (
            s("Another command needs its cost in command points.", "Otra orden necesita su coste en puntos de mando."),
            s("Give the cost its warscroll states.", "Indica el coste que da su hoja de unidad."),
        ),
        CommandWindow { command, phase, enemy } => {
            let ph = phase_name(*phase, lang);
            (
                if *enemy {
                    p(format!("{command} is used in the enemy {ph} only."), format!("{command} solo se usa en la {ph} del rival."))
                } else {
                    p(format!("{command} is used in any {ph} only."), format!("{command} solo se usa en una {ph}."))
                },
                s("Spend the point when the command's moment comes.", "Gasta el punto cuando llegue el momento de la orden."),
            )
        }
        CommandAgain { command, phase } => (
            p(format!("{command} was already used by this army in this {}.", phase_name(*phase, lang)), format!("Este ejército ya usó {command} en esta {}.", phase_name(*phase, lang))),
            s("Each command once per army in a phase, unless an ability says otherwise: name it as the exception.", "Cada orden una vez por ejército en una fase, salvo que una habilidad diga otra cosa: nómbrala como excepción."),
        ),
        UnitCommanded { unit } => (
            p(format!("{unit} already used a command in this phase."), format!("{unit} ya usó una orden en esta fase.")),
            s("Each unit uses at most one command a phase.", "Cada unidad usa como mucho una orden por fase."),
        ),
        NotEnoughCp { command, cost, have } => (
            p(format!("{command} costs {cost} command point(s); only {have} left this round."), format!("{command} cuesta {cost} punto(s) de mando; solo quedan {have} esta ronda.")),
            s("Command points come at the start of each battle round; unspent ones are lost at its end.", "Los puntos de mando llegan al inicio de cada ronda de batalla; los no gastados se pierden al final."),
        ),
        NoBattleplan { event } => (
            p(format!("`{event}` needs a battleplan, and none was picked."), format!("«{event}» necesita un plan de batalla, y no se eligió ninguno.")),
            s("Without a battleplan, type each round's victory points.", "Sin plan de batalla, anota los puntos de victoria de cada ronda."),
        ),
        ControlGiven => (
            s("Who controls each objective was already said this turn.", "Ya se dijo este turno quién controla cada objetivo."),
            s("Undo that answer to change it.", "Deshaz esa respuesta para cambiarla."),
        ),
        ControlCount { given, objectives } => (
            p(format!("{given} answer(s) for {objectives} objective(s)."), format!("{given} respuesta(s) para {objectives} objetivo(s).")),
            s("Say who controls each objective, or nobody.", "Di quién controla cada objetivo, o nadie."),
        ),
        ControlUnasked => (
            s("The turn ends once the players say who controls each objective.", "El turno termina cuando los jugadores dicen quién controla cada objetivo."),
            s("Answer for each objective (a player or nobody); the battleplan then scores.", "Responde por cada objetivo (un jugador o nadie); después puntúa el plan de batalla."),
        ),
        NotAsked { question, battleplan } => (
            p(format!("{battleplan} does not ask: {}", question_words(*question, Lang::En)), format!("{battleplan} no pregunta: {}", question_words(*question, Lang::Es))),
            s("Answer only the battleplan's own questions.", "Responde solo las preguntas del plan de batalla."),
        ),
        YesOrNo { value } => (
            p(format!("This question is yes (1) or no (0), not {value}."), format!("Esta pregunta es sí (1) o no (0), no {value}.")),
            s("Answer yes or no.", "Responde sí o no."),
        ),
        VpBelowZero { total, points } => (
            p(format!("{points} would take a total of {total} victory points below nothing."), format!("{points} dejaría un total de {total} puntos de victoria por debajo de cero.")),
            s("Take away at most what the player has.", "Quita como mucho lo que tiene el jugador."),
        ),
    }
}

/// A battleplan's scoring line in the players' words: its points, what it asks and when
/// (`3 VP: you control at least 2 objectives (round 1)`).
pub fn line_words(line: &super::season::Line, lang: Lang) -> String {
    use super::season::{Rounds, Test};
    let what = match line.test {
        Test::AtLeast { n } => lang.pick(
            format!("you control at least {n} objective(s)"),
            format!("controlas al menos {n} objetivo(s)"),
        ),
        Test::More => lang
            .pick(
                "you control more objectives than the opponent",
                "controlas más objetivos que el rival",
            )
            .to_owned(),
        Test::Pair => lang
            .pick(
                "you control both objectives of a pair",
                "controlas los dos objetivos de una pareja",
            )
            .to_owned(),
        Test::OfKind { kind } => lang.pick(
            format!("you control a {kind} objective"),
            format!("controlas un objetivo {kind}"),
        ),
        Test::PerKind { kind } => lang.pick(
            format!("each {kind} objective you control"),
            format!("por cada objetivo {kind} que controlas"),
        ),
        Test::EachOf { kinds } => lang.pick(
            format!("you control a {} objective each", kinds.join(", ")),
            format!("controlas un objetivo de cada: {}", kinds.join(", ")),
        ),
        Test::Took => lang
            .pick(
                "you control an objective the opponent controlled at the start of the turn",
                "controlas un objetivo que el rival controlaba al inicio del turno",
            )
            .to_owned(),
        Test::Ask { question } => question_words(question, lang).to_owned(),
    };
    let when = match (line.at_end, line.rounds) {
        (true, _) => lang
            .pick(" (at the end of the battle)", " (al final de la batalla)")
            .to_owned(),
        (false, Rounds::All) => String::new(),
        (false, Rounds::Only { rounds }) => {
            let list: Vec<String> = rounds.iter().map(u32::to_string).collect();
            lang.pick(
                format!(" (round {})", list.join(", ")),
                format!(" (ronda {})", list.join(", ")),
            )
        }
        (false, Rounds::From { round }) => lang.pick(
            format!(" (from round {round})"),
            format!(" (desde la ronda {round})"),
        ),
    };
    lang.pick(
        format!("{} VP: {what}{when}", line.vp),
        format!("{} PV: {what}{when}", line.vp),
    )
}

/// A round's command points and why (`4 + 1 underdog + 1 fewer auxiliary units`).
pub fn income_words(income: &super::state::Income, lang: Lang) -> String {
    let mut words = income.base.to_string();
    if income.underdog > 0 {
        words += &lang.pick(
            format!(" + {} underdog", income.underdog),
            format!(" + {} por ir por detrás en puntos", income.underdog),
        );
    }
    if income.auxiliary > 0 {
        words += &lang.pick(
            format!(" + {} fewer auxiliary units", income.auxiliary),
            format!(" + {} por menos unidades auxiliares", income.auxiliary),
        );
    }
    words
}

/// A tactic's tier: Affray, Strike or Domination.
pub fn tier_name(tier: usize, lang: Lang) -> &'static str {
    match tier {
        0 => lang.pick("Affray", "Refriega"),
        1 => lang.pick("Strike", "Golpe"),
        _ => lang.pick("Domination", "Dominación"),
    }
}

/// Where points came from, in the players' words.
pub fn scored_words(
    m: &super::state::Matched,
    side: usize,
    scored: &super::state::Scored,
    lang: Lang,
) -> String {
    use super::state::VpSource;
    match &scored.source {
        VpSource::Line { line } => super::matched::battleplan(m)
            .and_then(|p| p.lines.get(*line))
            .map(|l| line_words(l, lang))
            .unwrap_or_default(),
        VpSource::Tactic { card, tier } => {
            let c = &m.sides[side].cards[*card];
            format!(
                "{}: {} ({})",
                c.name,
                c.tactics[*tier],
                tier_name(*tier, lang)
            )
        }
        VpSource::Adjusted { reason } => lang.pick(
            format!("Adjusted: {reason}"),
            format!("Corregido: {reason}"),
        ),
    }
}
